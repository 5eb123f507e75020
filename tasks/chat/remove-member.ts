import { defineTask } from '../define.ts';
import * as chat from './kit.ts';

export default defineTask({
  id: 'chat/remove-member',
  apps: ['chat'],
  difficulty: 2,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const target = rng.pick(chat.uniqueGroups(world).filter((c) => c.members.length >= 3));
    const [person, wrong] = rng.sample(target.members, 2);
    return { id: target.id, group: target.name, members: target.members, person: person!, name: chat.nameOf(world, person!), wrongName: chat.nameOf(world, wrong!) };
  },
  goal: (p) => `Remove ${p.name} from the Chat group "${p.group}".`,
  named: (p, s) => chat.namedInChat(s, { groups: [p.group], people: [p.name] }),
  changes: (p) => [chat.memberRule(p.id)],
  checks: (p) => [chat.membersAre(p.id, p.members.filter((m) => m !== p.person), `${p.name} is no longer a member, and the others stay`)],
  oracle: chat.script(async (ui, p) => { await chat.info(ui, p.group); await chat.removeOpen(ui, p.name); }),
  alternatives: [
    { name: 'cancels once, then removes', run: chat.script(async (ui, p) => { await chat.info(ui, p.group); await chat.removeOpen(ui, p.name, false); await chat.removeOpen(ui, p.name); }) },
  ],
  nearMisses: [
    { name: 'removes someone else', params: (p) => ({ ...p, name: p.wrongName }) },
    { name: 'cancels the dialog', run: chat.script(async (ui, p) => { await chat.info(ui, p.group); await chat.removeOpen(ui, p.name, false); }) },
    { name: 'removes a second member too', run: chat.script(async (ui, p) => { await chat.info(ui, p.group); await chat.removeOpen(ui, p.name); await chat.removeOpen(ui, p.wrongName); }) },
  ],
});
