import { defineTask } from '../define.ts';
import { changedTo, expectEqual, removed } from '../../judges/index.ts';
import type { TaskUi } from '../ui.ts';
import * as shop from './kit.ts';

async function remove(ui: TaskUi, label: string): Promise<void> {
  await ui.tap({ text: `Remove ${label}`, role: 'button' });
  await ui.tap({ text: 'Remove', role: 'button' });
}

const makeDefault = (ui: TaskUi, label: string) => ui.tap({ text: `Make ${label} the default address`, role: 'button' });

export default defineTask({
  id: 'shop/tidy-addresses',
  apps: ['shop'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    // Two of the addresses that are not the default: one goes, the other becomes the default.
    const s = world.apps.shop;
    const [gone, kept] = rng.shuffle(s.addresses.filter((a) => a.id !== s.defaultAddress)) as [typeof s.addresses[0], typeof s.addresses[0]];
    return { gone: gone.id, goneLabel: gone.label, kept: kept.id, keptLabel: kept.label };
  },
  goal: (p) => `In Shop, remove your saved address "${p.goneLabel}" and make "${p.keptLabel}" your default delivery address.`,
  named: (p, initial) => ({ [`the address "${p.goneLabel}"`]: shop.addressesLabelled(initial, p.goneLabel), [`the address "${p.keptLabel}"`]: shop.addressesLabelled(initial, p.keptLabel) }),
  changes: (p) => [removed(shop.ADDRESSES, { which: p.gone }), changedTo('apps.shop.defaultAddress', p.kept)],
  checks: (p) => [
    expectEqual(`"${p.goneLabel}" is no longer saved`, false, ({ after }) => after.apps.shop.addresses.some((a) => a.id === p.gone)),
    expectEqual(`"${p.keptLabel}" is the default address`, p.kept, ({ after }) => after.apps.shop.defaultAddress),
  ],
  oracle: shop.script(async (ui, p) => {
    await shop.account(ui, 'Addresses');
    await remove(ui, p.goneLabel);
    await makeDefault(ui, p.keptLabel);
  }),
  alternatives: [
    { name: 'makes the default first, then removes the other', run: shop.script(async (ui, p) => {
      await shop.account(ui, 'Addresses');
      await makeDefault(ui, p.keptLabel);
      await remove(ui, p.goneLabel);
    }) },
    { name: 'cancels the first Remove dialog, then removes it after all', run: shop.script(async (ui, p) => {
      await shop.account(ui, 'Addresses');
      await ui.tap({ text: `Remove ${p.goneLabel}`, role: 'button' });
      await ui.tap({ text: 'Cancel', role: 'button' });
      await remove(ui, p.goneLabel);
      await makeDefault(ui, p.keptLabel);
    }) },
  ],
  nearMisses: [
    { name: 'removes it but leaves the default as it was', run: shop.script(async (ui, p) => {
      await shop.account(ui, 'Addresses');
      await remove(ui, p.goneLabel);
    }) },
    { name: 'swaps them: removes the one to keep and makes the other the default', params: (p) => ({ ...p, goneLabel: p.keptLabel, keptLabel: p.goneLabel }) },
    { name: 'makes the default but cancels the removal', run: shop.script(async (ui, p) => {
      await shop.account(ui, 'Addresses');
      await ui.tap({ text: `Remove ${p.goneLabel}`, role: 'button' });
      await ui.tap({ text: 'Cancel', role: 'button' });
      await makeDefault(ui, p.keptLabel);
    }) },
  ],
});
