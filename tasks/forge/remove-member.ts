import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as fg from './kit.ts';

export default defineTask({
  id: 'forge/remove-member',
  apps: ['forge'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const p = rng.pick(fg.forge(world).projects);
    const [who, other] = rng.sample(p.members.filter((m) => m.id !== fg.me(world)), 2);
    return { projectId: p.id, project: p.name, user: who!.id, name: fg.nameOf(world, who!.id), other: fg.nameOf(world, other!.id) };
  },
  goal: (p) => `On Forge, remove ${p.name} from the members of the project ${p.project}.`,
  named: (p, s) => fg.namedInForge(s, { projects: [p.project], people: [p.name] }),
  changes: (p) => [removed(fg.membersOf(p.projectId), { which: p.user }), mayRecord('forge-member', (e) => e.action === 'remove')],
  checks: (p) => [
    expectEqual('exactly one member was removed', 1, (ctx) => fg.memberEntries(ctx).length),
    fg.roleIs(p.projectId, p.user, null),
  ],
  oracle: fg.script(async (ui, p) => { await fg.openMembers(ui, p.project); await fg.removeMember(ui, p.name); }),
  alternatives: [
    { name: 'cancels the confirmation once, then removes', run: fg.script(async (ui, p) => {
      await fg.openMembers(ui, p.project);
      await fg.removeMember(ui, p.name, false);
      await fg.removeMember(ui, p.name);
    }) },
  ],
  nearMisses: [
    { name: 'removes another member', params: (p) => ({ ...p, name: p.other }) },
    { name: 'cancels the confirmation', run: fg.script(async (ui, p) => { await fg.openMembers(ui, p.project); await fg.removeMember(ui, p.name, false); }) },
    { name: 'demotes them to Guest instead', run: fg.script(async (ui, p) => { await fg.openMembers(ui, p.project); await fg.chooseRole(ui, p.name, 'Guest'); }) },
  ],
});
