import { defineTask, nameRule } from '../define.ts';
import { added, createdRecord, sameName } from '../../judges/index.ts';
import { fullName } from '../../apps/contacts/state.ts';
import { OWNER_NAME, type CardBrand } from '../../apps/shop/state.ts';
import type { TaskUi } from '../ui.ts';
import * as shop from './kit.ts';

type Card = { number: string; expiry: string; holder: string };

/** Account, Payment methods, Add a card: type the number, expiry and name, then Save card. */
async function addCard(ui: TaskUi, c: Card): Promise<void> {
  await shop.account(ui, 'Payment methods');
  await ui.scrollTo({ text: 'Add a card', role: 'button' });
  await ui.tap({ text: 'Add a card', role: 'button' });
  await fillCard(ui, c);
}

async function fillCard(ui: TaskUi, c: Card): Promise<void> {
  await ui.fill({ hint: 'Card number' }, c.number);
  await ui.fill({ hint: 'Expiry (MM/YY)' }, c.expiry);
  await ui.fill({ hint: 'Name on card' }, c.holder);
  await ui.tap({ text: 'Save card', role: 'button' });
}

/** One digit of the number changed: a number the checksum refuses. */
const typo = (n: string) => n.replace(/\d(?=\D*$)/, (d) => String((Number(d) + 1) % 10));

/**
 * Two different digits of the middle swapped, two places apart: the checksum weighs both places
 * alike, so the form takes the number, and the brand and the last four digits stay the same.
 */
function swapped(n: string): string {
  const at = [...n].flatMap((ch, i) => (/\d/.test(ch) ? [i] : []));
  const chars = [...n];
  for (let k = 2; k + 2 < at.length - 4; k++) {
    const [i, j] = [at[k]!, at[k + 2]!];
    if (chars[i] !== chars[j]) {
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
      return chars.join('');
    }
  }
  throw new Error(`no two digits to swap in ${n}`);
}

export default defineTask({
  id: 'shop/add-card',
  apps: ['shop'],
  difficulty: 2,
  maxSteps: 25,
  params: ({ rng, world }) => {
    const brand: CardBrand = rng.pick(['Visa', 'Mastercard', 'Amex'] as const);
    const p = { year: 27 + rng.int(0, 4), month: rng.int(1, 12) };
    const holder = rng.chance(0.6) ? OWNER_NAME : fullName(rng.pick(world.apps.contacts.contacts));
    const card: Card = { number: shop.cardNumber(rng, brand), expiry: `${String(p.month).padStart(2, '0')}/${p.year}`, holder };
    return { card, brand, otherExpiry: `${String((p.month % 12) + 1).padStart(2, '0')}/${p.year}` };
  },
  goal: (p) => `Save a new card in Shop: number ${p.card.number}, expiry ${p.card.expiry}, name on card ${p.card.holder}.`,
  changes: () => [added(shop.CARDS)],
  checks: (p) => createdRecord(shop.CARDS, 'card', {
    brand: p.brand, digits: p.card.number.replace(/\D/g, ''), expiry: p.card.expiry,
    holder: { expected: p.card.holder, test: (v: unknown) => sameName(nameRule('shop', 'cardHolder'), v, p.card.holder) },
  }),
  oracle: shop.script((ui, p) => addCard(ui, p.card)),
  alternatives: [
    { name: 'types the number without spaces', params: (p) => ({ ...p, card: { ...p.card, number: p.card.number.replace(/\s/g, '') } }) },
    { name: 'types the name in capitals, as a card prints it', params: (p) => ({ ...p, card: { ...p.card, holder: p.card.holder.toUpperCase() } }) },
    { name: 'mistypes a digit, sees the error and corrects the number', run: shop.script(async (ui, p) => {
      await addCard(ui, { ...p.card, number: typo(p.card.number) });
      await ui.fill({ hint: 'Card number' }, p.card.number);
      await ui.tap({ text: 'Save card', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'another expiry month', params: (p) => ({ ...p, card: { ...p.card, expiry: p.otherExpiry } }) },
    { name: 'another name on the card', params: (p) => ({ ...p, card: { ...p.card, holder: p.card.holder === 'Jordan Lee' ? 'Sam Park' : 'Jordan Lee' } }) },
    { name: 'two digits of the middle swapped (the form takes it: same brand, same last four)', params: (p) => ({ ...p, card: { ...p.card, number: swapped(p.card.number) } }) },
    { name: 'a digit mistyped (the form refuses it) and left so', params: (p) => ({ ...p, card: { ...p.card, number: typo(p.card.number) } }) },
  ],
});
