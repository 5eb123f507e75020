import { defineTask } from '../define.ts';
import { expectThat, modified, sameName } from '../../judges/index.ts';
import { nameRule } from '../define.ts';
import { upcoming } from '../../apps/travel/state.ts';
import type { TaskUi } from '../ui.ts';
import * as travel from './kit.ts';

/** Trips tab, the trip, More, Rename trip, the new name typed (then Save or Cancel). */
async function rename(ui: TaskUi, p: { old: string; name: string }, button: 'Save' | 'Cancel'): Promise<void> {
  await travel.tab(ui, 'Trips');
  await ui.tap({ text: p.old, role: 'button' });
  await ui.tap({ text: 'More', role: 'button' });
  await ui.tap({ text: 'Rename trip', role: 'button' });
  await ui.fill({ hint: 'Trip name' }, p.name);
  await ui.tap({ text: button, role: 'button' });
}

const NAMES = ['Reunion', 'Road to the finals', 'Birthday weekend', 'Client visit', 'City break'];

export default defineTask({
  id: 'travel/rename-trip',
  apps: ['travel'],
  difficulty: 1,
  maxSteps: 15,
  params: ({ rng, world }) => {
    const s = world.apps.travel;
    const trip = rng.pick(s.trips.filter((t) => s.bookings.some((b) => b.trip === t.id && upcoming(b, world.os.now))));
    const other = rng.pick(s.trips.filter((t) => t.id !== trip.id));
    return { trip: trip.id, old: trip.name, name: rng.pick(NAMES), other: other.name };
  },
  goal: (p) => `Rename your trip "${p.old}" in Travel to "${p.name}".`,
  named: (p, initial) => ({ [`the trip "${p.old}"`]: travel.tripsNamed(initial, p.old) }),
  changes: (p) => [modified(travel.TRIPS, [p.trip], ['name'])],
  checks: (p) => [
    expectThat(`the trip is called "${p.name}"`, p.name, ({ after }) => after.apps.travel.trips.find((t) => t.id === p.trip)?.name, (v) => typeof v === 'string' && sameName(nameRule('travel', 'trip'), v, p.name)),
  ],
  oracle: travel.script((ui, p) => rename(ui, p, 'Save')),
  alternatives: [
    { name: 'types it in lower case', params: (p) => ({ ...p, name: p.name.toLowerCase() }) },
  ],
  nearMisses: [
    { name: 'renames the other trip', params: (p) => ({ ...p, old: p.other }) },
    { name: 'types the new name but cancels', run: travel.script((ui, p) => rename(ui, p, 'Cancel')) },
  ],
});
