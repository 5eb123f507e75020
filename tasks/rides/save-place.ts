import { defineTask } from '../define.ts';
import { added as addedRule, expectEqual, expectThat, sameName, type JudgeContext } from '../../judges/index.ts';
import type { DeviceState } from '../../apps/world.ts';
import { nameRule } from '../define.ts';
import { STREETS } from '../../apps/rides/state.ts';
import * as rides from './kit.ts';

const LABELS = ['Dentist', 'Pool', 'School', 'Parents', 'Climbing gym', 'Office annex', 'Book club'];

export default defineTask({
  id: 'rides/save-place',
  apps: ['rides'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const label = rng.pick(LABELS.filter((l) => rides.placesNamed(world, l) === 0));
    return { label, address: `${rng.int(10, 899)} ${rng.pick(STREETS)}`, otherLabel: 'Work' };
  },
  goal: (p) => `In Rides, save ${p.address} as a place named "${p.label}".`,
  changes: () => [addedRule(rides.PLACES)],
  checks: (p) => {
    const added = (ctx: Pick<JudgeContext<DeviceState>, 'before' | 'after'>) =>
      ctx.after.apps.rides.places.filter((x) => !ctx.before.apps.rides.places.some((b) => b.id === x.id));
    return [
      expectEqual('one place was saved', 1, (ctx) => added(ctx).length),
      expectThat(`it is named "${p.label}"`, p.label, (ctx) => added(ctx)[0]?.label, (l) => l !== undefined && sameName(nameRule('rides', 'place'), l, p.label)),
      expectThat(`its address is ${p.address}`, p.address, (ctx) => added(ctx)[0]?.address, (a) => a !== undefined && rides.sameAddress(a, p.address)),
    ];
  },
  oracle: rides.script(async (ui, p) => {
    await rides.openTab(ui, 'Account');
    await ui.scrollTo({ text: 'Add a place', role: 'button' });
    await ui.tap({ text: 'Add a place', role: 'button' });
    await ui.fill({ hint: "e.g. Gym, Mom's" }, p.label);
    await ui.fill({ hint: 'e.g. 12 Harbor Road' }, p.address);
    await ui.tap({ text: 'Save', role: 'button' });
  }),
  alternatives: [
    { name: 'types the name in lower case', run: rides.script(async (ui, p) => {
      await rides.openTab(ui, 'Account');
      await ui.scrollTo({ text: 'Add a place', role: 'button' });
      await ui.tap({ text: 'Add a place', role: 'button' });
      await ui.fill({ hint: "e.g. Gym, Mom's" }, p.label.toLowerCase());
      await ui.fill({ hint: 'e.g. 12 Harbor Road' }, p.address);
      await ui.tap({ text: 'Save', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'tries a name in use (refused), never saves', params: (p) => ({ ...p, label: p.otherLabel }) },
    { name: 'another house number', params: (p) => ({ ...p, address: `1${p.address}` }) },
  ],
});
