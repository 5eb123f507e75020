import { defineTask } from '../define.ts';
import * as chat from './kit.ts';

const TEXTS = ['Running late, start without me', 'I can bring the drinks', 'Who has the spare key?', 'Booked the table for 8', 'Happy Friday everyone', 'Can we meet at the station?'] as const;

export default defineTask({
  id: 'chat/send-message',
  apps: ['chat'],
  difficulty: 1,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(chat.uniqueGroups(world), 2);
    return { id: target!.id, group: target!.name, otherId: other!.id, other: other!.name, text: rng.pick<string>(TEXTS) };
  },
  goal: (p) => `In Chat, send "${p.text}" to the group "${p.group}".`,
  named: (p, s) => chat.namedInChat(s, { groups: [p.group] }),
  changes: (p) => chat.sendRules(p.id),
  checks: (p) => chat.sentText(p.id, p.group, p.text),
  oracle: chat.script((ui, p) => chat.send(ui, p.group, p.text)),
  alternatives: [
    { name: 'found by scrolling the list, sent with Enter', run: chat.script(async (ui, p) => { await chat.openByScrolling(ui, p.group); await chat.write(ui, p.text, 'Enter'); }) },
    { name: "types the goal's quotes along", params: (p) => ({ ...p, text: `"${p.text}"` }) },
  ],
  nearMisses: [
    { name: 'sends it to another group', params: (p) => ({ ...p, group: p.other }) },
    { name: 'a word left out', params: (p) => ({ ...p, text: p.text.split(' ').slice(0, -1).join(' ') }) },
    { name: 'sends it twice', run: chat.script(async (ui, p) => { await chat.send(ui, p.group, p.text); await chat.write(ui, p.text); }) },
  ],
});
