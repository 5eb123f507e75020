import { defineTask } from '../define.ts';
import { addressOf, weekdayName } from '../../apps/maps/state.ts';
import { TIME_OF_DAY, parts } from '../../apps/kit/time.ts';
import type { TaskUi } from '../ui.ts';
import { twelveHour } from '../messages/kit.ts';
import * as maps from './kit.ts';

/** Today's row of the place's hours table ("07:00–16:30"): its opening (0) or closing (1) time. */
async function todaysHours(ui: TaskUi, name: string, address: string, now: number, which: 0 | 1): Promise<string> {
  await maps.openPlaceAt(ui, name, address);
  return (await maps.hoursRow(ui, weekdayName(parts(now).weekday))).split('–')[which]!;
}

export default defineTask({
  id: 'maps/query-closing-time',
  apps: ['maps'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    // Open today, not all day: the hours table's row for today has a closing time.
    const fits = maps.places(world).filter((p) => maps.closingToday(world, p) !== null);
    const target = rng.pick(fits);
    const other = rng.pick(fits.filter((p) => maps.closingToday(world, p) !== maps.closingToday(world, target)));
    return { id: target.id, name: target.name, address: addressOf(target), otherName: other.name, otherAddress: addressOf(other), now: world.os.now };
  },
  goal: (p) => `What time does ${p.name} at ${p.address} close today?`,
  named: (p, initial) => ({ [p.name]: maps.places(initial).filter((x) => x.name === p.name).length }),
  checks: () => [],
  answer: {
    spec: { type: 'time' },
    expected: (p, _before, after) => maps.closingToday(after, maps.place(after, p.id)!)!,
    candidates: (p, before) => {
      const target = maps.place(before, p.id)!;
      return [maps.openingToday(before, target)!, maps.closingToday(before, target)!];
    },
  },
  oracle: async (ui, p) => ui.answer(await todaysHours(ui, p.name, p.address, p.now, 1)),
  alternatives: [
    // While it is open the status line says when it closes; closed already, the table does.
    { name: 'reads the status line ("Open · Closes 18:00") when it is open', run: async (ui, p) => {
      await maps.openPlaceAt(ui, p.name, p.address);
      const closes = new RegExp(`Closes (${TIME_OF_DAY})$`).exec(maps.statusLine(ui));
      await ui.answer(closes ? closes[1]! : (await maps.hoursRow(ui, weekdayName(parts(p.now).weekday))).split('–')[1]!);
    } },
    { name: 'answers on the 12-hour clock ("6:00 PM")', run: async (ui, p) => ui.answer(twelveHour(await todaysHours(ui, p.name, p.address, p.now, 1))) },
  ],
  nearMisses: [
    { name: 'answers the opening time', run: async (ui, p) => ui.answer(await todaysHours(ui, p.name, p.address, p.now, 0)) },
    { name: "answers another place's closing time", params: (p) => ({ ...p, name: p.otherName, address: p.otherAddress }) },
  ],
});
