import { defineTask } from '../define.ts';
import * as chat from './kit.ts';

export default defineTask({
  id: 'chat/add-member',
  apps: ['chat'],
  difficulty: 2,
  maxSteps: 23,
  params: ({ rng, world }) => {
    const groups = chat.uniqueGroups(world);
    const [target, drawn] = rng.sample(groups, 2);
    const [person, wrong] = rng.sample(chat.outsiders(world, target!), 2);
    // The near miss adds them to another group: one they are not in already (else the picker does not list them).
    const other = drawn!.members.includes(person!.id) ? rng.pick(groups.filter((g) => g.id !== target!.id && !g.members.includes(person!.id))) : drawn!;
    return { id: target!.id, group: target!.name, other: other.name, members: target!.members, person: person!.id, name: chat.fullName(person!), wrongName: chat.fullName(wrong!) };
  },
  goal: (p) => `Add ${p.name} to the Chat group "${p.group}".`,
  named: (p, s) => chat.namedInChat(s, { groups: [p.group], people: [p.name] }),
  changes: (p) => [chat.memberRule(p.id)],
  checks: (p) => [chat.membersAre(p.id, [...p.members, p.person], `${p.name} is a member, and every member stays`)],
  oracle: chat.script(async (ui, p) => { await chat.info(ui, p.group); await chat.addOpen(ui, [p.name]); }),
  alternatives: [
    { name: 'ticks someone else by mistake, unticks them, then adds', run: chat.script(async (ui, p) => {
      await chat.info(ui, p.group);
      await ui.tap({ text: 'Add members', role: 'button' });
      await chat.pick(ui, [p.wrongName, p.wrongName, p.name]);
      await ui.tap({ text: 'Add', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'adds someone else', params: (p) => ({ ...p, name: p.wrongName }) },
    { name: 'adds them to another group', params: (p) => ({ ...p, group: p.other }) },
    { name: 'adds a second person too', run: chat.script(async (ui, p) => { await chat.info(ui, p.group); await chat.addOpen(ui, [p.name, p.wrongName]); }) },
  ],
});
