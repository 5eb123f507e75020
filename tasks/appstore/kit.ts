// The App Store kit: moves in the app, readers of the store's state and the checks its templates
// share. What is on the phone is read from the OS (`os.installed`, the home screen, for the phone's
// own apps) and the store's list (store-only apps); both are sets. A purchase is judged from the
// OS ledger (apps/appstore/model.ts `PurchaseEntry`), never from the listing's `purchased` mark.
import { expectThat, free, modified, sameName, sameSet, type ChangeRule, type Check, type JudgeContext } from '../../judges/index.ts';
import { nameRule } from '../define.ts';
import { effects, mayRecord } from '../ledger.ts';
import { APP_IDS, type DeviceState } from '../../apps/world.ts';
import { catalogue, chart, formatPrice, formatSize, isListingInstalled, pendingUpdates, type Category, type Listing } from '../../apps/appstore/state.ts';
import { canUninstall, install, uninstall, type PurchaseEntry } from '../../apps/appstore/model.ts';
import type { TaskUi } from '../ui.ts';

export type { PurchaseEntry };
export { formatPrice, formatSize };
export { script } from '../ui.ts';

export const LISTINGS = 'apps.appstore.listings';
export const HOME = 'os.installed';
export const STORE_INSTALLED = 'apps.appstore.installed';

type Ctx = Pick<JudgeContext<DeviceState>, 'before' | 'after'>;

// ---------------------------------------------------------------- reading the state

/** The listings this phone's store shows. */
export const listings = (s: DeviceState): Listing[] => catalogue(s.apps.appstore, APP_IDS);
export const listing = (s: DeviceState, id: string): Listing => s.apps.appstore.listings.find((l) => l.id === id)!;
export const installed = (s: DeviceState, l: Listing): boolean => isListingInstalled(s.apps.appstore, s.os.installed, l);
export const updates = (s: DeviceState): Listing[] => pendingUpdates(s.apps.appstore, s.os.installed);
/** How many listings the store would take for this name (app.ts `names.app`). */
export const appsNamed = (s: DeviceState, name: string): number => listings(s).filter((l) => sameName(nameRule('appstore', 'app'), l.name, name)).length;
export const named = (p: { name: string }, s: DeviceState) => ({ [`the app "${p.name}"`]: appsNamed(s, p.name) });

/** What is on the phone, as one set of listing ids (the home screen's apps and the store-only ones). */
export const onPhone = (s: DeviceState): string[] => listings(s).filter((l) => installed(s, l)).map((l) => l.id);
/** The top free (or paid) chart of a category. */
export const topOf = (s: DeviceState, category: Category, paid = false): Listing[] => chart(listings(s), category, paid);

/** A setup: take the app off the phone (its data stays), as the store's Uninstall does. */
export const takeOff = (d: DeviceState, id: string): void => void uninstall(d, id);
export const putOn = (d: DeviceState, id: string): void => void install(d, id);
export { canUninstall };

// ---------------------------------------------------------------- checks and rules

/** What is on the phone after is what was before, with these listings added and these removed. */
export function phoneHolds(what: string, add: readonly string[], remove: readonly string[]): Check<DeviceState> {
  return expectThat(what, what, ({ before, after }) => {
    const want = [...onPhone(before).filter((id) => !remove.includes(id)), ...add.filter((id) => !onPhone(before).includes(id))];
    return { want, got: onPhone(after) };
  }, ({ want, got }) => sameSet(want, got) && want.length === got.length);
}

/** Each of these listings is at its newest version, no update waiting (and the others as they were, by the change rules). */
export function upToDate(ids: readonly string[], words: string): Check<DeviceState> {
  return expectThat(`${words} updated`, 'no update waiting', ({ before, after }) => ids.map((id) => ({ waited: listing(before, id).update?.version ?? null, now: listing(after, id).version, left: listing(after, id).update })),
    (v) => v.every((x) => x.left === null && (x.waited === null || x.now === x.waited)));
}

/** Installing and uninstalling: the home screen and the store's list may change (checks say how); an install brings a waiting update with it. */
export function installRules(ids: readonly string[] = []): ChangeRule[] {
  return [free(HOME), free(STORE_INSTALLED), ...(ids.length > 0 ? [modified(LISTINGS, [...ids], ['version', 'history', 'update'])] : [])];
}

/** Updates of these listings. */
export const updateRules = (ids: readonly string[]): ChangeRule[] => [modified(LISTINGS, [...ids], ['version', 'history', 'update'])];

/** A purchase of this listing (its ledger entry and its Purchased mark). */
export const purchaseRules = (id: string): ChangeRule[] => [mayRecord('purchase', (e) => e.listing === id), modified(LISTINGS, id, ['purchased'])];

export const purchases = (ctx: Ctx): PurchaseEntry[] => effects<PurchaseEntry>(ctx, 'purchase');

// ---------------------------------------------------------------- moves

/** The App Store at Discover, wherever it was left. */
export async function open(ui: TaskUi): Promise<void> {
  await ui.launch('App Store');
}

export async function tab(ui: TaskUi, name: 'Discover' | 'Search' | 'Updates' | 'Library'): Promise<void> {
  await ui.tap({ text: name, role: 'tab' });
}

/** Search the app's name and open its page from the results. */
export async function openPage(ui: TaskUi, name: string, query = name): Promise<void> {
  await open(ui);
  await tab(ui, 'Search');
  await ui.fill({ hint: 'Search apps' }, query);
  await ui.tap({ text: name, role: 'button' });
}

/** The other way in: a category's top chart, scrolled to the app. */
export async function openFromChart(ui: TaskUi, category: Category, name: string, paid = false): Promise<void> {
  await open(ui);
  await ui.tap({ text: category, role: 'radio' });
  if (paid) await ui.tap({ text: 'Top paid', role: 'tab' });
  await ui.scrollTo({ text: name, role: 'button' });
  await ui.tap({ text: name, role: 'button' });
}

/** On an app's page: Install (a free app). */
export async function installHere(ui: TaskUi): Promise<void> {
  await ui.tap({ text: 'Install', role: 'button' });
}

/** On an app's page: Buy, then Pay in the dialog. */
export async function buyHere(ui: TaskUi, price: number, pay = true): Promise<void> {
  await ui.tap({ text: `Buy for ${formatPrice(price)}`, role: 'button' });
  if (pay) await ui.tap({ text: `Pay ${formatPrice(price)}`, role: 'button' });
}

/** On an app's page: Uninstall, and confirm (or cancel). */
export async function uninstallHere(ui: TaskUi, confirm = true): Promise<void> {
  await ui.tap({ text: 'Uninstall', role: 'button' });
  await ui.tap({ text: confirm ? 'Uninstall' : 'Cancel', role: 'button' });
}

export async function installApp(ui: TaskUi, name: string): Promise<void> {
  await openPage(ui, name);
  await installHere(ui);
}

export async function uninstallApp(ui: TaskUi, name: string): Promise<void> {
  await openPage(ui, name);
  await uninstallHere(ui);
}

/** The other way to uninstall: the Library's row button, then confirm. */
export async function uninstallFromLibrary(ui: TaskUi, name: string): Promise<void> {
  await open(ui);
  await tab(ui, 'Library');
  await ui.scrollTo({ text: `Uninstall ${name}`, role: 'button' });
  await ui.tap({ text: `Uninstall ${name}`, role: 'button' });
  await ui.tap({ text: 'Uninstall', role: 'button' });
}

/** The Updates tab, and the Update button of each named app. */
export async function updateFromList(ui: TaskUi, names: readonly string[]): Promise<void> {
  await open(ui);
  await tab(ui, 'Updates');
  for (const name of names) {
    await ui.scrollTo({ text: `Update ${name}`, role: 'button' });
    await ui.tap({ text: `Update ${name}`, role: 'button' });
  }
}

/** On an app's page: the value a fact box writes under its label ("Size" → "54.3 MB"). */
export function fact(ui: TaskUi, label: string): string {
  const tree = ui.tree();
  const at = tree.findIndex((e) => e.text === label);
  if (at < 0) throw new Error(`no "${label}" on screen`);
  return tree[at + 1]!.text;
}

/** Exactly one purchase was made: of this app, at its price. */
export function boughtOnce(id: string, name: string, price: number): Check<DeviceState> {
  return expectThat(`${name} was bought once, for ${formatPrice(price)}`, [{ listing: id, price }], (ctx) => purchases(ctx).map((e) => ({ listing: e.listing, price: e.price })),
    (v) => v.length === 1 && v[0]!.listing === id && v[0]!.price === price);
}
