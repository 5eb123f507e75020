import { defineTask } from '../define.ts';
import { added, expectEqual } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as fg from './kit.ts';

export default defineTask({
  id: 'forge/add-member',
  apps: ['forge'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const p = rng.pick(fg.forge(world).projects);
    const outside = fg.forge(world).users.filter((u) => !p.members.some((m) => m.id === u.username));
    const [who, other] = rng.sample(outside, 2);
    return { projectId: p.id, project: p.name, slug: p.slug, user: who!.username, name: who!.name, other: other!.username, role: 'Developer' };
  },
  goal: (p) => `On Forge, add ${p.name} (username @${p.user}) to the project ${p.project} as a member with the role ${p.role}.`,
  named: (p, s) => fg.namedInForge(s, { projects: [p.project], people: [p.name] }),
  changes: (p) => [added(fg.membersOf(p.projectId)), mayRecord('forge-member', (e) => e.action === 'add')],
  checks: (p) => [
    expectEqual('exactly one member was added', 1, (ctx) => fg.memberEntries(ctx).length),
    fg.roleIs(p.projectId, p.user, p.role),
  ],
  oracle: fg.script(async (ui, p) => { await fg.openMembers(ui, p.project); await fg.invite(ui, p.user, p.role); }),
  alternatives: [
    { name: 'types the username with @', run: fg.script(async (ui, p) => { await fg.openMembers(ui, p.project); await fg.invite(ui, `@${p.user}`, p.role); }) },
    { name: 'invites as Guest by mistake, then changes the role', run: fg.script(async (ui, p) => {
      await fg.openMembers(ui, p.project);
      await fg.invite(ui, p.user, 'Guest');
      await fg.chooseRole(ui, p.name, p.role);
    }) },
  ],
  nearMisses: [
    { name: 'another role', params: (p) => ({ ...p, role: 'Maintainer' }) },
    { name: 'the default role (Guest)', run: fg.script(async (ui, p) => {
      await fg.openMembers(ui, p.project);
      await ui.fill({ hint: 'Username, e.g. @pnatarajan' }, p.user);
      await ui.tap({ text: 'Invite', role: 'button' });
    }) },
    { name: 'adds someone else', params: (p) => ({ ...p, user: p.other }) },
    { name: 'adds them, removes them, adds them again', run: fg.script(async (ui, p) => {
      await fg.openMembers(ui, p.project);
      await fg.invite(ui, p.user, p.role);
      await fg.removeMember(ui, p.name);
      await fg.invite(ui, p.user, p.role);
    }) },
  ],
});
