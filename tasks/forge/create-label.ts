import { defineTask } from '../define.ts';
import { added, expectEqual } from '../../judges/index.ts';
import * as fg from './kit.ts';

const NEW = [['needs design', 'Waiting for a mockup', '#a855f7'], ['blocked', 'Cannot move until something else lands', '#b91c1c'], ['customer', 'Reported by a customer', '#0ea5e9'], ['regression', 'Worked in an earlier release', '#ea580c']] as const;

export default defineTask({
  id: 'forge/create-label',
  apps: ['forge'],
  difficulty: 2,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const p = rng.pick(fg.forge(world).projects);
    const [name, description, color] = rng.pick(NEW);
    return { projectId: p.id, project: p.name, slug: p.slug, name: name as string, description: description as string, color: color as string };
  },
  goal: (p) => `On Forge, create a label "${p.name}" in the project ${p.project} with the description "${p.description}" and the colour ${p.color}.`,
  named: (p, s) => fg.namedInForge(s, { projects: [p.project] }),
  changes: (p) => [added(fg.labelsOf(p.projectId))],
  checks: (p) => {
    const made = (after: Parameters<typeof fg.projectOf>[0]) => fg.projectOf(after, p.projectId).labels.filter((l) => fg.sameTitle(l.name, p.name));
    return [
      expectEqual(`a label "${p.name}" exists`, 1, ({ after }) => made(after).length),
      expectEqual(`its description reads "${p.description}"`, true, ({ after }) => made(after).length === 1 && fg.sameText(made(after)[0]!.description, p.description)),
      expectEqual(`its colour is ${p.color}`, p.color, ({ after }) => made(after)[0]?.color ?? null),
    ];
  },
  oracle: fg.script(async (ui, p) => { await fg.openProject(ui, p.project); await fg.section(ui, 'Labels'); await fg.createLabel(ui, p); }),
  alternatives: [
    { name: 'colour in capitals, a first try without a name refused', run: fg.script(async (ui, p) => {
      await fg.gotoSection(ui, p.slug, '/-/labels');
      await fg.createLabel(ui, { ...p, name: '', color: p.color.toUpperCase() });
      await ui.fill({ hint: 'Label name' }, p.name);
      await ui.tap({ text: 'Create label', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'another colour', params: (p) => ({ ...p, color: '#1f75cb' }) },
    { name: 'a typo in the name', params: (p) => ({ ...p, name: fg.typo(p.name) }) },
    { name: 'never sends the form', run: fg.script(async (ui, p) => { await fg.gotoSection(ui, p.slug, '/-/labels'); await fg.createLabel(ui, p, false); }) },
  ],
});
