import { defineTask } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as rides from './kit.ts';

/** The form from Home to a saved place: the price on a type's row ("23.40"). */
async function readPrice(ui: TaskUi, place: string, type: rides.RideType): Promise<string> {
  await rides.book(ui, { type: 'Economy', dropoff: { name: place }, book: false });
  const row = await ui.scrollTo({ text: type, role: 'radio' });
  const tree = ui.tree();
  return tree.slice(tree.indexOf(row) + 1, tree.indexOf(row) + 6).find((e) => /^\$[\d,]+\.\d\d$/.test(e.text))!.text.slice(1).replace(/,/g, '');
}

export default defineTask({
  id: 'rides/query-fare-now',
  apps: ['rides'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const to = rng.pick(world.apps.rides.places.filter((p) => p.label !== 'Home'));
    const type = rng.pick(rides.RIDE_TYPES);
    return { place: to.label, type, otherType: rides.RIDE_TYPES.find((t) => t !== type)! };
  },
  goal: (p) => `What would ${p.type === 'Economy' || p.type === 'XL' ? 'an' : 'a'} ${p.type} ride from Home to your saved place "${p.place}" cost if you booked it now, in dollars? Do not book it.`,
  named: (p, initial) => ({ [`the saved place "${p.place}"`]: rides.placesNamed(initial, p.place) }),
  checks: () => [],
  answer: {
    spec: { type: 'number', unit: 'dollars', symbol: '$' },
    // The price the form shows when the agent answers (fares follow the clock's rush hours).
    expected: (p, _before, after) => {
      const s = after.apps.rides;
      const to = s.places.find((x) => x.label === p.place)!;
      return rides.quoteOf(s, p.type, rides.home(after), to, after.os.now, null).fare.total / 100;
    },
    candidates: (p, before) => {
      const s = before.apps.rides;
      const to = s.places.find((x) => x.label === p.place)!;
      return rides.RIDE_TYPES.map((t) => (rides.quoteOf(s, t, rides.home(before), to, before.os.now, null).fare.total / 100).toFixed(2));
    },
  },
  oracle: async (ui, p) => ui.answer(await readPrice(ui, p.place, p.type)),
  alternatives: [
    { name: 'answers as the form writes it ("$23.40")', run: async (ui, p) => ui.answer(`$${await readPrice(ui, p.place, p.type)}`) },
  ],
  nearMisses: [
    { name: "another type's price", run: async (ui, p) => ui.answer(await readPrice(ui, p.place, p.otherType)) },
    { name: 'books it and answers', run: async (ui, p) => {
      const price = await readPrice(ui, p.place, p.type);
      await rides.chooseType(ui, p.type);
      await rides.submit(ui);
      await ui.answer(price);
    } },
  ],
});
