import { defineTask } from '../define.ts';
import { clockOfMinutes, minutesOfDay } from '../../apps/food/state.ts';
import { twelveHour } from '../messages/kit.ts';
import type { TaskUi } from '../ui.ts';
import { TIME_OF_DAY } from '../../apps/kit/time.ts';
import * as food from './kit.ts';

/**
 * Opening times later in the day than any episode starts (the device clock starts between 09:00 and
 * 11:00), at a quarter past or to the hour, which no seeded restaurant opens at (catalogue.ts): the
 * time names this restaurant only.
 */
const OPENS = [11 * 60 + 15, 11 * 60 + 45, 12 * 60 + 15, 12 * 60 + 45, 16 * 60 + 15, 16 * 60 + 45];

const STATUS = new RegExp(`^Closed · Opens (${TIME_OF_DAY})$`);

/** The restaurant's page: its "Closed · Opens 11:30" line, read as "11:30". */
async function readOpening(ui: TaskUi, restaurant: string): Promise<string> {
  await food.openRestaurant(ui, restaurant);
  return STATUS.exec(ui.read({ matches: STATUS }))![1]!;
}

export default defineTask({
  id: 'food/query-opening-time',
  apps: ['food'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const active = food.activeOrder(world).restaurantId;
    const [r, other] = rng.sample(world.apps.food.restaurants.filter((x) => x.id !== active), 2) as [food.Restaurant, food.Restaurant];
    const [opens, otherOpens] = rng.sample(OPENS, 2) as [number, number];
    return { restaurant: r.name, restaurantId: r.id, opens, closes: 22 * 60 + rng.pick([0, 30]), other: other.name, otherId: other.id, otherOpens };
  },
  goal: (p) => `${p.restaurant} is closed right now. At what time does it open today?`,
  // Both are closed now and open later today, at different times.
  setup: (d, p) => {
    for (const [id, opens] of [[p.restaurantId, p.opens], [p.otherId, p.otherOpens]] as const) {
      const r = d.apps.food.restaurants.find((x) => x.id === id)!;
      r.opens = opens;
      r.closes = p.closes;
    }
  },
  named: (p, initial) => ({ [`the restaurant "${p.restaurant}"`]: food.restaurantsNamed(initial, p.restaurant).length }),
  checks: () => [],
  answer: {
    spec: { type: 'time' },
    expected: (p) => clockOfMinutes(p.opens),
    candidates: (_p, before) => [...new Set(before.apps.food.restaurants.flatMap((r) => [clockOfMinutes(r.opens), clockOfMinutes(r.closes)]).concat(clockOfMinutes(minutesOfDay(before.os.now))))],
  },
  oracle: async (ui, p) => ui.answer(await readOpening(ui, p.restaurant)),
  alternatives: [
    { name: 'reads it on the card in the feed', run: async (ui, p) => {
      await food.openFeed(ui);
      await ui.fill({ hint: 'Search restaurants or dishes' }, p.restaurant);
      await ui.answer(STATUS.exec(ui.read({ matches: STATUS }))![1]!);
    } },
    { name: 'answers on the 12-hour clock', run: async (ui, p) => ui.answer(twelveHour(await readOpening(ui, p.restaurant))) },
  ],
  nearMisses: [
    { name: 'the closing time', run: async (ui, p) => {
      await food.openRestaurant(ui, p.restaurant);
      await ui.answer(food.timeAfter(ui, `Hours today ${TIME_OF_DAY}–`));
    } },
    { name: "another closed restaurant's opening time", run: async (ui, p) => ui.answer(await readOpening(ui, p.other)) },
  ],
});
