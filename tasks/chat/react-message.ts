import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import * as chat from './kit.ts';

const EMOJI = ['👍', '❤️', '😂', '🙏'] as const;

export default defineTask({
  id: 'chat/react-message',
  apps: ['chat'],
  difficulty: 2,
  maxSteps: 25,
  params: ({ rng, world }) => {
    const group = rng.pick(chat.uniqueGroups(world).filter((c) => chat.uniqueTexts(world, c).filter((m) => m.reactions.length === 0).length >= 2));
    const [target, other] = rng.sample(chat.uniqueTexts(world, group).filter((m) => m.reactions.length === 0), 2);
    const [emoji, wrong] = rng.sample(EMOJI, 2);
    return { id: group.id, group: group.name, message: target!.id, label: chat.labelOf(world, target!), sender: chat.nameOf(world, target!.from), said: target!.text, otherLabel: chat.labelOf(world, other!), emoji: emoji!, wrong: wrong! };
  },
  goal: (p) => `In the Chat group "${p.group}", react with ${p.emoji} to ${p.sender}'s message "${p.said}".`,
  named: (p, s) => ({
    ...chat.namedInChat(s, { groups: [p.group], people: [p.sender] }),
    [`${p.sender}'s message "${p.said}"`]: chat.chatById(s, p.id)!.messages.filter((m) => chat.labelOf(s, m) === p.label).length,
  }),
  changes: (p) => [modified(chat.messagesOf(p.id), p.message, ['reactions'])],
  checks: (p) => [
    chat.reactionsAre(p.id, p.message, [p.emoji]),
  ],
  oracle: chat.script(async (ui, p) => { await chat.open(ui, p.group); await chat.react(ui, p.label, p.emoji); }),
  alternatives: [
    { name: 'picks the wrong emoji first, takes it back, then the right one', run: chat.script(async (ui, p) => {
      await chat.open(ui, p.group);
      await chat.react(ui, p.label, p.wrong, 'long');
      await chat.react(ui, p.label, `${p.wrong} ✓`);
      await chat.react(ui, p.label, p.emoji);
    }) },
  ],
  nearMisses: [
    { name: 'reacts to another message', params: (p) => ({ ...p, label: p.otherLabel }) },
    { name: 'reacts with another emoji', params: (p) => ({ ...p, emoji: p.wrong }) },
    { name: 'adds a second emoji too', run: chat.script(async (ui, p) => {
      await chat.open(ui, p.group);
      await chat.react(ui, p.label, p.emoji);
      await chat.react(ui, p.label, p.wrong);
    }) },
  ],
});
