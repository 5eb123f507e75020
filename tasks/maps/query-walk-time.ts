import { defineTask } from '../define.ts';
import { MODES, addressOf } from '../../apps/maps/state.ts';
import type { TaskUi } from '../ui.ts';
import * as maps from './kit.ts';

/** The directions from one place to another on foot: the walk tab's time, as the screen writes it ("23 min"). */
async function walkTab(ui: TaskUi, from: string, to: string, addresses: readonly string[]): Promise<string> {
  await maps.directions(ui, from, to, 'walk', addresses);
  return maps.modeTime(ui, 'walk');
}

export default defineTask({
  id: 'maps/query-walk-time',
  apps: ['maps'],
  difficulty: 2,
  maxSteps: 24,
  params: ({ rng, world }) => {
    const all = maps.places(world).filter((p) => p.category !== 'station');
    const walk = (a: string, b: string) => maps.minutesBetween(world, a, b, 'walk')!;
    // A walk of 8 to 55 minutes (the screen writes it in minutes, under an hour), unlike the walk from
    // your location to the same place and the walk to another place (the near misses' answers).
    for (;;) {
      const a = rng.pick(all);
      const near = all.filter((b) => b.id !== a.id && walk(a.id, b.id) >= 8 && walk(a.id, b.id) <= 55);
      if (near.length < 2) continue;
      const b = rng.pick(near);
      const others = near.filter((c) => c.id !== b.id && walk(a.id, c.id) !== walk(a.id, b.id));
      if (others.length === 0 || maps.walkFromHere(world, b.id) === walk(a.id, b.id)) continue;
      const c = rng.pick(others);
      return { from: a.id, fromName: a.name, fromAddress: addressOf(a), to: b.id, toName: b.name, toAddress: addressOf(b), otherName: c.name, otherAddress: addressOf(c) };
    }
  },
  // With the street addresses: the places asked about, not others of their names (in another world).
  goal: (p) => `How many minutes does it take to walk from ${p.fromName} (${p.fromAddress}) to ${p.toName} (${p.toAddress}), according to Maps?`,
  named: (p, initial) => ({ [p.fromName]: maps.places(initial).filter((x) => x.name === p.fromName).length, [p.toName]: maps.places(initial).filter((x) => x.name === p.toName).length }),
  checks: () => [],
  answer: {
    spec: { type: 'duration', unit: 'minutes' },
    expected: (p, _before, after) => maps.minutesBetween(after, p.from, p.to, 'walk')!,
    candidates: (p, before) => [...new Set(MODES.map((m) => maps.minutesBetween(before, p.from, p.to, m)).filter((m): m is number => m !== null).map(String))],
  },
  oracle: async (ui, p) => ui.answer(maps.minutesOf(await walkTab(ui, p.fromName, p.toName, [p.fromAddress, p.toAddress].filter(Boolean)))),
  alternatives: [
    { name: 'answers with the time as the tab writes it ("23 min")', run: async (ui, p) => ui.answer(await walkTab(ui, p.fromName, p.toName, [p.fromAddress, p.toAddress].filter(Boolean))) },
    { name: "from the destination's page: Directions, then the start chosen", run: async (ui, p) => {
      await maps.openPlace(ui, p.toName);
      await ui.tap({ text: 'Directions', role: 'button' });
      await maps.chooseEnd(ui, 'From', p.fromName);
      await maps.pickMode(ui, 'walk');
      await ui.answer(maps.minutesOf(maps.modeTime(ui, 'walk')));
    } },
  ],
  nearMisses: [
    { name: 'answers the cycling time', run: async (ui, p) => {
      await maps.directions(ui, p.fromName, p.toName, 'cycle');
      await ui.answer(maps.minutesOf(maps.modeTime(ui, 'cycle')));
    } },
    { name: 'answers the walk from your location', params: (p) => ({ ...p, fromName: 'me', fromAddress: '' }) },
    { name: 'answers the walk to another place', params: (p) => ({ ...p, toName: p.otherName, toAddress: p.otherAddress }) },
  ],
});
