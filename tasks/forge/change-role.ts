import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import * as fg from './kit.ts';

export default defineTask({
  id: 'forge/change-role',
  apps: ['forge'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const p = rng.pick(fg.forge(world).projects);
    const [who, other] = rng.sample(p.members.filter((m) => m.id !== fg.me(world) && m.role !== 'Maintainer'), 2);
    return { projectId: p.id, project: p.name, slug: p.slug, user: who!.id, name: fg.nameOf(world, who!.id), role: 'Maintainer', other: fg.nameOf(world, other!.id), otherUser: other!.id };
  },
  goal: (p) => `On Forge, make ${p.name} a ${p.role} of the project ${p.project}.`,
  named: (p, s) => fg.namedInForge(s, { projects: [p.project], people: [p.name] }),
  changes: (p) => [modified(fg.membersOf(p.projectId), p.user, ['role'])],
  checks: (p) => [fg.roleIs(p.projectId, p.user, p.role)],
  oracle: fg.script(async (ui, p) => { await fg.openMembers(ui, p.project); await fg.chooseRole(ui, p.name, p.role); }),
  alternatives: [
    { name: 'picks Owner first, then Maintainer, from the address', run: fg.script(async (ui, p) => {
      await fg.gotoSection(ui, p.slug, '/-/project_members');
      await fg.chooseRole(ui, p.name, 'Owner');
      await fg.chooseRole(ui, p.name, p.role);
    }) },
  ],
  nearMisses: [
    { name: 'Owner instead', params: (p) => ({ ...p, role: 'Owner' }) },
    { name: 'changes the other member', params: (p) => ({ ...p, name: p.other }) },
    { name: 'removes them instead', run: fg.script(async (ui, p) => { await fg.openMembers(ui, p.project); await fg.removeMember(ui, p.name); }) },
  ],
});
