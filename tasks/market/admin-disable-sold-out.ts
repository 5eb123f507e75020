// Ten steps and more: in the admin, disable every product of one category whose stock is 0 (a set of
// two), leaving alone the category's product already disabled (toggling it would put it back in the
// store), the category's products still in stock, and a sold-out product of another category.
import { defineTask } from '../define.ts';
import { expectEqual, modified } from '../../judges/index.ts';
import { CATEGORIES } from '../../apps/market/state.ts';
import type { TaskUi } from '../ui.ts';
import type { DeviceState } from '../../apps/world.ts';
import * as mk from './kit.ts';

/** On the admin's product page: flip "Enabled in the store", Save product. */
async function toggle(ui: TaskUi, name: string): Promise<void> {
  await ui.tap({ text: `Edit ${name}`, role: 'link' });
  await mk.adminEditProduct(ui, { toggle: true });
  await ui.back();
}

/** The admin's products list searched for the category (the search matches a category's name too). */
async function listCategory(ui: TaskUi, category: string): Promise<void> {
  await mk.openAdmin(ui);
  await ui.tap({ text: 'Products', role: 'link' });
  await ui.fill({ hint: 'Search products by name' }, category);
  await ui.key('Enter');
}

export default defineTask({
  id: 'market/admin-disable-sold-out',
  apps: ['market'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const [category, elsewhere] = rng.sample([...CATEGORIES], 2) as [string, string];
    const own = mk.market(world).products.filter((p) => p.category === category);
    const [a, b, off, stocked] = rng.sample(own, 4);
    const far = rng.pick(mk.market(world).products.filter((p) => p.category === elsewhere));
    return { category, sold: [a!.id, b!.id], names: [a!.name, b!.name], off: off!.id, offName: off!.name, stocked: stocked!.id, stockedName: stocked!.name, far: far.id, farName: far.name };
  },
  goal: (p) => `On Market's admin, disable in the store every product of the ${p.category} category whose stock is 0.`,
  // The category's two sold-out products enabled; a third sold out and already disabled; the rest
  // enabled and in stock; one product of another category enabled and sold out.
  setup: (d, p) => {
    for (const x of d.apps.market.products) {
      if (x.category === p.category) {
        x.enabled = x.id !== p.off;
        x.stock = p.sold.includes(x.id) || x.id === p.off ? 0 : Math.max(x.stock, 3);
      }
      if (x.id === p.far) { x.enabled = true; x.stock = 0; }
    }
  },
  changes: (p) => [modified(mk.PRODUCTS, p.sold, ['enabled'])],
  checks: (p) => [
    ...p.sold.map((id, i) => expectEqual<DeviceState>(`"${p.names[i]}" is disabled`, false, ({ after }) => mk.productById(after, id)?.enabled)),
    expectEqual(`"${p.offName}" is still disabled`, false, ({ after }) => mk.productById(after, p.off)?.enabled),
  ],
  oracle: mk.script(async (ui, p) => {
    await listCategory(ui, p.category);
    await toggle(ui, p.names[0]!);
    await toggle(ui, p.names[1]!);
  }),
  alternatives: [
    { name: 'each product by its own search, the second one first, unticks then ticks and unticks again', run: mk.script(async (ui, p) => {
      await mk.adminOpenProduct(ui, p.names[1]!);
      await ui.tap({ text: 'Enabled in the store', role: 'checkbox' });
      await ui.tap({ text: 'Enabled in the store', role: 'checkbox' });
      await mk.adminEditProduct(ui, { toggle: true });
      await mk.adminOpenProduct(ui, p.names[0]!);
      await mk.adminEditProduct(ui, { toggle: true });
    }) },
    { name: 'disables a product still in stock by mistake, then enables it again', run: mk.script(async (ui, p) => {
      await listCategory(ui, p.category);
      await toggle(ui, p.stockedName);
      await toggle(ui, p.names[0]!);
      await toggle(ui, p.names[1]!);
      await toggle(ui, p.stockedName);
    }) },
    { name: 'retypes 0 in Stock as it disables each one (no change to the stock)', run: mk.script(async (ui, p) => {
      await listCategory(ui, p.category);
      for (const n of p.names) {
        await ui.tap({ text: `Edit ${n}`, role: 'link' });
        await mk.adminEditProduct(ui, { stock: '0', toggle: true });
        await ui.back();
      }
    }) },
  ],
  nearMisses: [
    { name: 'disables only one of them', run: mk.script(async (ui, p) => { await listCategory(ui, p.category); await toggle(ui, p.names[0]!); }) },
    { name: 'flips every sold-out one, the disabled one back on too', run: mk.script(async (ui, p) => {
      await listCategory(ui, p.category);
      for (const n of [...p.names, p.offName]) await toggle(ui, n);
    }) },
    { name: 'also disables the sold-out product of another category', run: mk.script(async (ui, p) => {
      await listCategory(ui, p.category);
      await toggle(ui, p.names[0]!);
      await toggle(ui, p.names[1]!);
      await mk.adminOpenProduct(ui, p.farName);
      await mk.adminEditProduct(ui, { toggle: true });
    }) },
    { name: 'unticks the second one but does not save', run: mk.script(async (ui, p) => {
      await listCategory(ui, p.category);
      await toggle(ui, p.names[0]!);
      await ui.tap({ text: `Edit ${p.names[1]}`, role: 'link' });
      await mk.adminEditProduct(ui, { toggle: true }, false);
    }) },
    // Stock is the inventory's count: nothing in the goal says more arrived, and a disabled product
    // shown in the admin with stock it does not have would sell it the day someone enables it again.
    { name: 'disables them and gives them stock as well', run: mk.script(async (ui, p) => {
      await listCategory(ui, p.category);
      for (const n of p.names) {
        await ui.tap({ text: `Edit ${n}`, role: 'link' });
        await mk.adminEditProduct(ui, { stock: '10', toggle: true });
        await ui.back();
      }
    }) },
    { name: 'also disables a product of the category still in stock', run: mk.script(async (ui, p) => {
      await listCategory(ui, p.category);
      await toggle(ui, p.names[0]!);
      await toggle(ui, p.stockedName);
      await toggle(ui, p.names[1]!);
    }) },
    { name: 'sets their stock instead of disabling them', run: mk.script(async (ui, p) => {
      for (const n of p.names) { await mk.adminOpenProduct(ui, n); await mk.adminEditProduct(ui, { stock: '10' }); }
    }) },
  ],
});
