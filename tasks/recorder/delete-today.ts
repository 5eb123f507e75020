import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import * as rec from './kit.ts';

export default defineTask({
  id: 'recorder/delete-today',
  apps: ['recorder'],
  difficulty: 2,
  maxSteps: 26,
  params: ({ world }) => {
    const today = rec.madeToday(world);
    return { ids: today.map((r) => r.id), names: today.map((r) => r.name) };
  },
  goal: () => "Delete every recording you made today in Recorder (they can go to Recently deleted).",
  changes: (p) => [modified(rec.RECORDINGS, p.ids as string[], ['deletedAt']), ...rec.binKept([]).changes],
  checks: (p) => [
    expectEqual("today's recordings are all in Recently deleted", (p.ids as string[]).length, ({ after }) => (p.ids as string[]).filter((id) => rec.byId(after, id)?.deletedAt !== null && rec.byId(after, id) !== undefined).length),
    rec.noErase,
    ...rec.binKept([]).checks,
  ],
  oracle: rec.script(async (ui, p) => {
    await rec.open(ui);
    for (const name of p.names as string[]) await rec.deleteFromList(ui, name);
  }),
  alternatives: [
    { name: 'deletes each from its page', run: rec.script(async (ui, p) => {
      await rec.open(ui);
      for (const name of p.names as string[]) {
        await rec.row(ui, name);
        await ui.tap({ text: name, role: 'button' });
        await rec.deleteHere(ui);
      }
    }) },
  ],
  nearMisses: [
    { name: 'leaves the last one', run: rec.script(async (ui, p) => {
      await rec.open(ui);
      for (const name of (p.names as string[]).slice(0, -1)) await rec.deleteFromList(ui, name);
    }) },
    { name: "also deletes yesterday's newest", run: rec.script(async (ui, p) => {
      await rec.open(ui);
      for (const name of p.names as string[]) await rec.deleteFromList(ui, name);
      await ui.scrollTo({ text: 'Earlier' });
      const tree = ui.tree();
      const first = tree.slice(tree.findIndex((e) => e.text === 'Earlier') + 1).find((e) => e.role === 'button' && !e.text.startsWith('More options for '))!;
      await rec.deleteFromList(ui, first.text);
    }) },
  ],
});
