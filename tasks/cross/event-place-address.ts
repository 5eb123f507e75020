import { defineTask } from '../define.ts';
import { expectThat } from '../../judges/index.ts';
import { addressOf, fullAddress } from '../../apps/maps/state.ts';
import { formatLongDate } from '../../apps/kit/time.ts';
import type { DeviceState } from '../../apps/world.ts';
import * as cal from '../calendar/kit.ts';
import * as maps from '../maps/kit.ts';

/**
 * The event ends up with the address as its place, everything else as it was (edited, or deleted
 * and made again): the address line Maps shows, or its street part alone (what a person writing an
 * event's place may well leave the district out of), as Calendar tells two places apart.
 */
function locatedAt(p: { id: string; title: string; address: string; street: string }) {
  const [full, street] = [p.address, p.street].map((location) => cal.edited({ id: p.id, title: p.title, want: { location }, what: `is at ${location}` }));
  return expectThat<DeviceState, string>(`"${p.title}" is at ${p.address} (or ${p.street}), nothing else of it changed`, 'as asked', (ctx) => {
    if ([full!, street!].some((checks) => checks.every((c) => c.run(ctx).passed))) return 'as asked';
    const event = full![0]!.run(ctx);
    return event.passed ? 'another event was created as well' : String(event.actual);
  }, (v) => v === 'as asked');
}

export default defineTask({
  id: 'cross/event-place-address',
  apps: ['maps', 'calendar'],
  difficulty: 3,
  maxSteps: 54,
  params: ({ rng, world }) => {
    const { target, day, otherTitle, otherDay } = cal.pickEvent(rng, world, 1, 12);
    const [place, other] = rng.sample(maps.places(world).filter((p) => p.category !== 'station' && fullAddress(p) !== target.location), 2);
    return {
      id: target.id, title: target.title, day, otherTitle, otherDay, place: place!.name, read: place!.name, otherPlace: other!.name,
      address: fullAddress(place!), street: addressOf(place!), was: cal.recreation(world, target.id),
    };
  },
  goal: (p) => `In Calendar, change the place of your event "${p.title}" on ${formatLongDate(p.day)} to the address of ${p.place} as Maps shows it.`,
  named: (p, initial) => ({ [`the event "${p.title}" on ${formatLongDate(p.day)}`]: initial.apps.calendar.events.filter((e) => e.title === p.title && cal.startOn(initial, e.id, p.day) !== null).length }),
  changes: (p) => cal.editRules(p.id, ['location']),
  checks: (p) => [locatedAt(p)],
  oracle: async (ui, p) => {
    await maps.openPlace(ui, p.read);
    const address = maps.addressLine(ui);
    await cal.edit(ui, p.title, p.day, { location: address });
    await ui.done();
  },
  alternatives: [
    { name: 'types the street address without the district', run: async (ui, p) => {
      await maps.openPlace(ui, p.read);
      const address = maps.addressLine(ui).split(', ')[0]!;
      await cal.edit(ui, p.title, p.day, { location: address });
      await ui.done();
    } },
    { name: 'deletes the event and makes it again at the address', run: async (ui, p) => {
      await maps.openPlace(ui, p.read);
      const address = maps.addressLine(ui);
      await cal.deleteAndRecreate(ui, p.was, { location: address });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: "types the place's name instead of its address", run: async (ui, p) => {
      await cal.edit(ui, p.title, p.day, { location: p.place });
      await ui.done();
    } },
    { name: "uses another place's address", params: (p) => ({ ...p, read: p.otherPlace }) },
    { name: 'changes another event', params: (p) => ({ ...p, title: p.otherTitle, day: p.otherDay }) },
  ],
});
