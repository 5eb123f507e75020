import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import * as rd from './kit.ts';

export default defineTask({
  id: 'reader/mark-finished',
  apps: ['reader'],
  difficulty: 1,
  maxSteps: 13,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(rd.reading(world), 2);
    return { id: target!.id, title: target!.title, otherTitle: other!.title };
  },
  goal: (p) => `Mark "${p.title}" as finished in Reader.`,
  named: (p, s) => ({ [p.title]: rd.booksTitled(s, p.title) }),
  changes: (p) => [modified(rd.BOOKS, p.id, ['finished'])],
  checks: (p) => [expectEqual(`"${p.title}" is marked as finished`, true, ({ after }) => rd.bookById(after, p.id)?.finished)],
  oracle: rd.script(async (ui, p) => {
    await rd.openBook(ui, p.title);
    await ui.tap({ text: 'Mark as finished', role: 'button' });
  }),
  alternatives: [
    { name: 'finds it with the search; marks it twice by mistake and once more', run: rd.script(async (ui, p) => {
      await rd.openBook(ui, p.title, 'search');
      await ui.tap({ text: 'Mark as finished', role: 'button' });
      await ui.tap({ text: 'Mark as unfinished', role: 'button' });
      await ui.tap({ text: 'Mark as finished', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'marks another book', params: (p) => ({ ...p, title: p.otherTitle }) },
    { name: 'reads to the last page instead', run: rd.script(async (ui, p) => {
      await rd.openBook(ui, p.title);
      await rd.startReading(ui);
      await rd.goToPage(ui, Number(/of (\d+)$/.exec(ui.read(rd.PAGER))![1]));
    }) },
  ],
});
