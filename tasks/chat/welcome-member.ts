// Multi-step: add a person to a group, rename the group, and welcome them there (12+ actions).
import { defineTask } from '../define.ts';
import { expectThat, modified } from '../../judges/index.ts';
import * as chat from './kit.ts';

const NEW_NAMES = ['Sunday Brunch', 'The Usual Suspects', 'Garden Club', 'Quiz Team', 'Neighbours on 5th'] as const;

export default defineTask({
  id: 'chat/welcome-member',
  apps: ['chat'],
  difficulty: 3,
  maxSteps: 26,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(chat.uniqueGroups(world), 2);
    const [person, wrong] = rng.sample(chat.outsiders(world, target!), 2);
    const name = chat.fullName(person!);
    return {
      id: target!.id, group: target!.name, other: other!.name, members: target!.members, person: person!.id, name, wrongName: chat.fullName(wrong!),
      newName: rng.pick<string>(NEW_NAMES.filter((n) => chat.groupsNamed(world, n) === 0)), text: `Welcome ${person!.firstName}!`,
    };
  },
  goal: (p) => `In Chat, add ${p.name} to the group "${p.group}", rename the group to "${p.newName}", and send "${p.text}" there.`,
  named: (p, s) => chat.namedInChat(s, { groups: [p.group], people: [p.name] }),
  changes: (p) => [modified(chat.CHATS, p.id, ['members', 'name']), ...chat.sendRules(p.id)],
  checks: (p) => [
    chat.membersAre(p.id, [...p.members, p.person], `${p.name} is a member, and every member stays`),
    expectThat(`the group is named "${p.newName}"`, p.newName, ({ after }) => chat.chatById(after, p.id)?.name, (n) => chat.sameGroupName(n, p.newName)),
    ...chat.sentText(p.id, p.newName, p.text),
  ],
  oracle: chat.script(async (ui, p) => {
    await chat.info(ui, p.group);
    await chat.addOpen(ui, [p.name]);
    await chat.renameOpen(ui, p.newName);
    await ui.back();
    await chat.write(ui, p.text);
  }),
  alternatives: [
    { name: 'welcomes first, then renames and adds', run: chat.script(async (ui, p) => {
      await chat.send(ui, p.group, p.text, 'Enter');
      await ui.tap({ text: 'Group info', role: 'button' });
      await chat.renameOpen(ui, p.newName, 'Enter');
      await chat.addOpen(ui, [p.name]);
    }) },
  ],
  nearMisses: [
    { name: 'adds someone else', params: (p) => ({ ...p, name: p.wrongName }) },
    { name: 'forgets the rename', run: chat.script(async (ui, p) => {
      await chat.info(ui, p.group);
      await chat.addOpen(ui, [p.name]);
      await ui.back();
      await chat.write(ui, p.text);
    }) },
    { name: 'does it all in another group', params: (p) => ({ ...p, group: p.other }) },
  ],
});
