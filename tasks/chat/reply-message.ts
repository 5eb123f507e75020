import { defineTask } from '../define.ts';
import * as chat from './kit.ts';

const REPLIES = ['Yes, count me in', 'Sounds perfect', 'I will check and let you know', 'Thanks, see you then'] as const;

export default defineTask({
  id: 'chat/reply-message',
  apps: ['chat'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const group = rng.pick(chat.uniqueGroups(world).filter((c) => chat.uniqueTexts(world, c).length >= 2));
    const [target, other] = rng.sample(chat.uniqueTexts(world, group), 2);
    return {
      id: group.id, group: group.name, message: target!.id, label: chat.labelOf(world, target!), sender: chat.nameOf(world, target!.from), said: target!.text,
      otherLabel: chat.labelOf(world, other!), text: rng.pick(REPLIES),
    };
  },
  goal: (p) => `In the Chat group "${p.group}", reply to ${p.sender}'s message "${p.said}" with "${p.text}".`,
  named: (p, s) => ({
    ...chat.namedInChat(s, { groups: [p.group], people: [p.sender] }),
    [`${p.sender}'s message "${p.said}"`]: chat.chatById(s, p.id)!.messages.filter((m) => chat.labelOf(s, m) === p.label).length,
  }),
  changes: (p) => chat.sendRules(p.id),
  checks: (p) => chat.sentText(p.id, p.group, p.text, p.message),
  oracle: chat.script(async (ui, p) => { await chat.open(ui, p.group); await chat.reply(ui, p.label, p.text); }),
  alternatives: [
    { name: 'opens the menu with a long press', run: chat.script(async (ui, p) => {
      await chat.open(ui, p.group);
      await chat.messageMenu(ui, p.label, 'long');
      await ui.tap({ text: 'Reply', role: 'button' });
      await chat.write(ui, p.text, 'Enter');
    }) },
  ],
  nearMisses: [
    { name: 'replies to another message', params: (p) => ({ ...p, label: p.otherLabel }) },
    { name: 'sends the text without quoting the message', run: chat.script((ui, p) => chat.send(ui, p.group, p.text)) },
    { name: 'starts the reply, cancels it, then sends the text plain', run: chat.script(async (ui, p) => {
      await chat.open(ui, p.group);
      await chat.messageMenu(ui, p.label);
      await ui.tap({ text: 'Reply', role: 'button' });
      await ui.tap({ text: 'Cancel reply', role: 'button' });
      await chat.write(ui, p.text);
    }) },
  ],
});
