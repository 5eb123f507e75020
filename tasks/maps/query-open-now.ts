import { defineTask } from '../define.ts';
import { addressOf, isOpenAt } from '../../apps/maps/state.ts';
import type { TaskUi } from '../ui.ts';
import * as maps from './kit.ts';

/** The place's page: its status line says Open or Closed. */
async function openOnPage(ui: TaskUi, name: string, address: string): Promise<boolean> {
  await maps.openPlaceAt(ui, name, address);
  return maps.statusLine(ui).startsWith('Open');
}

export default defineTask({
  id: 'maps/query-open-now',
  apps: ['maps'],
  difficulty: 1,
  maxSteps: 14,
  params: ({ rng, world }) => {
    // Places whose hours do not change for 20 minutes either side: the answer holds from the reset to the answer.
    const steady = maps.steadyPlaces(world, 20).filter((p) => p.category !== 'station');
    const open = steady.filter((p) => maps.openNow(world, p)), closed = steady.filter((p) => !maps.openNow(world, p));
    const [pool, opposite] = (rng.chance(0.5) && open.length > 0) || closed.length === 0 ? [open, closed] : [closed, open];
    const target = rng.pick(pool), other = rng.pick(opposite);
    return { id: target.id, name: target.name, address: addressOf(target), kind: target.category, otherName: other.name, otherAddress: addressOf(other) };
  },
  // The street address too: a question about a place is about one branch (and a yes-or-no answer must not fit another world's place of that name).
  goal: (p) => `Is ${p.name} at ${p.address} open right now?`,
  named: (p, initial) => ({ [p.name]: maps.places(initial).filter((x) => x.name === p.name).length }),
  checks: () => [],
  answer: {
    spec: { type: 'yes_no' },
    expected: (p, _before, after) => isOpenAt(maps.place(after, p.id)!, after.os.now),
  },
  oracle: async (ui, p) => ui.answer((await openOnPage(ui, p.name, p.address)) ? 'yes' : 'no'),
  alternatives: [
    // Another way to look: the kind's results with the Open now filter, and whether it is among them.
    { name: "looks for it in its kind's results filtered to Open now", run: async (ui, p) => {
      await maps.openKind(ui, p.kind as Parameters<typeof maps.openKind>[1], 'A–Z', true);
      const listed = await ui.scrollTo({ text: p.name, role: 'button' }).then(() => true, () => false);
      await ui.answer(listed ? 'yes' : 'no');
    } },
  ],
  nearMisses: [
    { name: 'answers the other way', run: async (ui, p) => ui.answer((await openOnPage(ui, p.name, p.address)) ? 'no' : 'yes') },
    { name: 'reads another place whose status differs', params: (p) => ({ ...p, name: p.otherName, address: p.otherAddress }) },
  ],
});
