import { defineTask } from '../define.ts';
import { added, expectThat, sameName, sameTyped } from '../../judges/index.ts';
import { nameRule } from '../define.ts';
import { fullName } from '../../apps/contacts/state.ts';
import type { Address } from '../../apps/shop/state.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import * as shop from './kit.ts';

const LABELS = ['Beach house', 'Lake cottage', 'Grandparents', 'Gym locker', 'Office annex', 'Summer flat'];
const STREETS = ['Birch Street', 'Quarry Road', 'Lighthouse Lane', 'Poplar Avenue', 'Foundry Row', 'Meadow Close'];
const CITIES = ['Eugene', 'Duluth', 'Bend', 'Ithaca', 'Missoula', 'Flagstaff'];

type Fields = { label: string; name: string; street: string; city: string; zip: string };

/** The address the episode saved under this label (what the Addresses list would show as it). */
const saved = (before: DeviceState, after: DeviceState, label: string): Address | undefined =>
  after.apps.shop.addresses.find((a) => !before.apps.shop.addresses.some((b) => b.id === a.id) && sameName(nameRule('shop', 'address'), a.label, label));

/** On the open address form: type every field, then save. */
async function fillAddress(ui: TaskUi, f: Fields): Promise<void> {
  await ui.fill({ hint: 'Address name (e.g. Home)' }, f.label);
  await ui.fill({ hint: 'Full name' }, f.name);
  await ui.fill({ hint: 'Street address' }, f.street);
  await ui.fill({ hint: 'City' }, f.city);
  await ui.fill({ hint: 'ZIP code' }, f.zip);
  await ui.tap({ text: 'Save address', role: 'button' });
}

export default defineTask({
  id: 'shop/deliver-to-new-address',
  apps: ['shop'],
  difficulty: 3,
  maxSteps: 50,
  params: ({ rng, world }) => {
    const { item } = shop.pickItem(rng, world, { stock: 3 });
    const s = world.apps.shop;
    const label = rng.pick(LABELS.filter((l) => shop.addressesLabelled(world, l) === 0));
    const fields: Fields = { label, name: fullName(rng.pick(world.apps.contacts.contacts)), street: `${rng.int(2, 180)} ${rng.pick(STREETS)}`, city: rng.pick(CITIES), zip: String(rng.int(10000, 99999)) };
    const card = s.cards.find((c) => c.id === s.defaultCard)!;
    return { item, fields, card: card.id, cardName: shop.cardName(card), total: shop.totalOf(world, [item]) };
  },
  setup: (d) => shop.emptyCart(d),
  goal: (p) => `Buy ${shop.itemWords(p.item)} in Shop and have it sent to a new address, saved under the name "${p.fields.label}": ${p.fields.name}, ${p.fields.street}, ${p.fields.city}, ZIP code ${p.fields.zip}. Pay with your default card.`,
  named: (p, initial) => ({ [`the product "${p.item.name}"`]: shop.productsNamed(initial, p.item.name) }),
  changes: (p) => [added(shop.ADDRESSES), ...shop.orderRules([p.item.variant])],
  checks: (p) => [
    expectThat(`one address "${p.fields.label}" was saved, as the goal gives it`, p.fields, ({ before, after }) => saved(before, after, p.fields.label) ?? null, (a) =>
      a !== null && sameTyped(a.name, p.fields.name) && sameTyped(a.street, p.fields.street) && sameTyped(a.city, p.fields.city) && a.zip === p.fields.zip),
    ...shop.orderedOne({
      items: [p.item], address: ({ before, after }, id) => saved(before, after, p.fields.label)?.id === id, addressWords: `the new address "${p.fields.label}"`,
      card: p.card, cardWords: `the default card (${p.cardName})`, total: p.total,
    }),
  ],
  oracle: shop.script(async (ui, p) => {
    await shop.addToCart(ui, p.item);
    await shop.openCart(ui);
    await ui.tap(shop.PROCEED);
    await ui.tap({ text: 'Change address', role: 'button' });
    await ui.tap({ text: 'Add a new address', role: 'button' });
    await fillAddress(ui, p.fields);
    await ui.tap({ text: 'Place order', role: 'button' });
  }),
  alternatives: [
    { name: 'saves the address in Account first, then picks it at the checkout', run: shop.script(async (ui, p) => {
      await shop.account(ui, 'Addresses');
      await ui.tap({ text: 'Add a new address', role: 'button' });
      await fillAddress(ui, p.fields);
      await shop.buy(ui, [p.item], { address: p.fields.label });
    }) },
    // The form says what is wrong and keeps what was typed: a four-digit ZIP code corrected.
    { name: 'types a short ZIP code first, sees the error and corrects it', run: shop.script(async (ui, p) => {
      await shop.addToCart(ui, p.item);
      await shop.openCart(ui);
      await ui.tap(shop.PROCEED);
      await ui.tap({ text: 'Change address', role: 'button' });
      await ui.tap({ text: 'Add a new address', role: 'button' });
      await fillAddress(ui, { ...p.fields, zip: p.fields.zip.slice(0, 4) });
      await ui.fill({ hint: 'ZIP code' }, p.fields.zip);
      await ui.tap({ text: 'Save address', role: 'button' });
      await ui.tap({ text: 'Place order', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'saves the address but lets the order go to the default one', run: shop.script(async (ui, p) => {
      await shop.account(ui, 'Addresses');
      await ui.tap({ text: 'Add a new address', role: 'button' });
      await fillAddress(ui, p.fields);
      await shop.buy(ui, [p.item], {});
    }) },
    { name: 'places the order to the new address, then cancels it', run: shop.script(async (ui, p) => {
      await shop.account(ui, 'Addresses');
      await ui.tap({ text: 'Add a new address', role: 'button' });
      await fillAddress(ui, p.fields);
      await shop.buy(ui, [p.item], { address: p.fields.label });
      await shop.cancelJustPlaced(ui);
    }) },
    { name: 'another ZIP code', params: (p) => ({ ...p, fields: { ...p.fields, zip: String(((Number(p.fields.zip) + 1) % 90000) + 10000) } }) },
    { name: 'another name on the address', params: (p) => ({ ...p, fields: { ...p.fields, name: 'Alex Rivera' } }) },
  ],
});
