import { defineTask } from '../define.ts';
import { added, expectEqual, expectThat, sameName, sameTyped, type JsonRecord } from '../../judges/index.ts';
import { nameRule } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as food from './kit.ts';

const LABELS = ['Gym', 'Studio', 'Parents', 'Office', 'Cabin', 'Grandma'];
const STREETS = ['Canal Street', 'Bridge Road', 'Willow Court', 'Mill Lane', 'Garden Terrace', 'Chapel Street'];

/** Account tab, Add address, the two fields, Save. */
async function save(ui: TaskUi, label: string, line: string): Promise<void> {
  await ui.openApp('Food');
  await ui.tap({ text: 'Account', role: 'tab' });
  await fillForm(ui, label, line);
}

/** From the Account tab (where Save returns to): Add address, the two fields, Save. */
async function fillForm(ui: TaskUi, label: string, line: string): Promise<void> {
  await ui.scrollTo({ text: 'Add address', role: 'button' });
  await ui.tap({ text: 'Add address', role: 'button' });
  await ui.fill({ hint: 'e.g. Home, Work, Gym' }, label);
  await ui.fill({ hint: 'e.g. 12 Harbour Street, Apt 4' }, line);
  await ui.tap({ text: 'Save', role: 'button' });
}

export default defineTask({
  id: 'food/add-address',
  apps: ['food'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const taken = world.apps.food.addresses.map((a) => a.label.toLowerCase());
    const [label, otherLabel] = rng.sample(LABELS.filter((l) => !taken.includes(l.toLowerCase())), 2) as [string, string];
    const number = rng.int(2, 180);
    const street = rng.pick(STREETS);
    return { label, otherLabel, line: `${number} ${street}`, wrongLine: `${number + 1} ${street}` };
  },
  goal: (p) => `Save a new delivery address in Food labelled "${p.label}" at "${p.line}".`,
  changes: () => [added(food.ADDRESSES)],
  checks: (p) => {
    const one = (ctx: { changes: { added<T>(c: string): T[] } }) => {
      const list = ctx.changes.added<JsonRecord>(food.ADDRESSES);
      return list.length === 1 ? list[0] : undefined;
    };
    return [
      expectEqual('exactly one address was saved', 1, (ctx) => ctx.changes.added(food.ADDRESSES).length),
      expectThat(`its label is "${p.label}"`, p.label, (ctx) => one(ctx)?.label, (v) => sameName(nameRule('food', 'address'), v, p.label)),
      expectThat(`its street address reads "${p.line}"`, p.line, (ctx) => one(ctx)?.line, (v) => sameTyped(v, p.line)),
    ];
  },
  oracle: food.script((ui, p) => save(ui, p.label, p.line)),
  alternatives: [
    // Labels are told apart in any case (app.ts names.address).
    { name: 'the label in lower case', params: (p) => ({ ...p, label: p.label.toLowerCase() }) },
    { name: 'tries the label "Home" first, is refused, then types the right one', run: food.script(async (ui, p) => {
      await save(ui, 'Home', p.line);
      await ui.fill({ hint: 'e.g. Home, Work, Gym' }, p.label);
      await ui.tap({ text: 'Save', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'the house number off by one', params: (p) => ({ ...p, line: p.wrongLine }) },
    { name: 'another label', params: (p) => ({ ...p, label: p.otherLabel }) },
    { name: 'fills the form and leaves without saving', run: food.script(async (ui, p) => {
      await ui.openApp('Food');
      await ui.tap({ text: 'Account', role: 'tab' });
      await ui.tap({ text: 'Add address', role: 'button' });
      await ui.fill({ hint: 'e.g. Home, Work, Gym' }, p.label);
      await ui.fill({ hint: 'e.g. 12 Harbour Street, Apt 4' }, p.line);
      await ui.back();
    }) },
    { name: 'saves it twice, under both labels', run: food.script(async (ui, p) => {
      await save(ui, p.label, p.line);
      await fillForm(ui, p.otherLabel, p.line);
    }) },
  ],
});
