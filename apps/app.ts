// What an app is to the world, without its screens: its id and name, how its seed data is made,
// and the routine paths any episode may change in it (read marks, sort and view preferences,
// id counters, internal bookkeeping). Pure TypeScript, so the server and the judges read
// it without React. `apps/<app>/app.ts` defines one; `apps/apps.ts` lists them all; the app's
// `index.ts` adds its screens for the device.
import type { Rng } from './kit/random.ts';
import type { ContactsState } from './contacts/state.ts';
import type { JsonValue } from './os/state.ts';

/**
 * A path any episode may change. A string is bookkeeping that may change any way (id counters,
 * sort preferences). A read mark names its direction: `toward` is the only value it may move to
 * (`{ path: 'threads[*].unread', toward: false }`), and with `opened` only for a record whose id
 * the app listed at that path when the agent opened it (`opened: 'opened'`). Moving it the other
 * way, or for a record never opened, is a change like any other.
 */
export type RoutinePath = string | { path: string; toward: JsonValue; opened?: string };

/** How the app tells two names apart: `caseless`, trimmed and in any case; `exact`, trimmed and verbatim. */
export type NameRule = 'caseless' | 'exact';

const ASCII = /^[\x00-\x7f]*$/;

/**
 * The key two names share exactly when the app takes them for the same name, under its declared
 * rule (Unicode NFC first, so a composed and a decomposed "é" are one letter). The one place the
 * rule is applied: the apps' models refuse duplicates and find records by it, the judges compare
 * typed names by it (judges/answers.ts re-exports it).
 */
export function nameKey(rule: NameRule, name: string): string {
  // Text in ASCII is its own NFC form: the normalization (the costly part) is for the rest.
  const t = (ASCII.test(name) ? name : name.normalize('NFC')).trim();
  return rule === 'caseless' ? t.toLowerCase() : t;
}

export type RenameResult = 'ok' | 'empty' | 'duplicate';

/** Rename one of `items` to `name` (trimmed): refused when empty, or when another item holds it under `rule`. */
export function renameUnique(items: { id: string; name: string }[], id: string, name: string, rule: NameRule): RenameResult {
  const item = items.find((x) => x.id === id);
  const next = name.trim();
  if (!item || next === '') return 'empty';
  if (items.some((x) => x.id !== id && nameKey(rule, x.name) === nameKey(rule, next))) return 'duplicate';
  if (item.name !== next) item.name = next;
  return 'ok';
}

/** What an app's seed function may read: the start of the episode and the address book. */
export interface SeedContext {
  now: number;
  contacts: ContactsState;
}

export interface AppDefinition<Id extends string = string, S = unknown> {
  id: Id;
  /** The label under the icon; `open_app` matches it case-insensitively. */
  name: string;
  /**
   * A web site's host (`wiki.vivarium.test`): the app is a site on the desktop device's browser,
   * at `http://<host>/`, and never an icon on the phone's home screen.
   */
  host?: string;
  /** The app's state for a world: drawn from the app's own fork of the world generator. */
  seed(rng: Rng, world: SeedContext): S;
  /**
   * Paths below `apps.<id>` (patterns, see judges/diff.ts `covers`) that any episode may change:
   * things a person changes by looking (read marks, sorting) and bookkeeping (id counters), never
   * records the world starts with (a seeded draft is the owner's work). A `[new]` segment is `[*]`
   * for the records the episode made only (`drafts[new]`: the agent's own drafts).
   * A template whose goal is one of them still judges it with its checks.
   */
  routinePaths: readonly RoutinePath[];
  /**
   * Fields the app keeps as sets (patterns below `apps.<id>`: `events[*].invitees`): the diff and
   * every check compare them as sets, so the same members in another order are no change.
   */
  sets?: readonly string[];
  /**
   * How the app tells two names apart, per kind of name it keeps (`folder`, `title`, `label`): the
   * rule its own screens apply when they refuse a duplicate or find a record by name. Kits compare
   * names typed by the agent with this rule and never with their own.
   */
  names?: Readonly<Record<string, NameRule>>;
  /**
   * Fields that hold contact ids (patterns below `apps.<id>`: `chats[*].members`): each holds one
   * id, `null`, or a list of ids. The app finds the person by that id, so a contact deleted and
   * made again (a new id) drops out of them on its screens: it is not the same person to the app.
   * Every app that keeps a contact by id declares where, and the judges read these declarations
   * (apps/apps.ts `CONTACT_REFS`), never a list of their own.
   */
  contactRefs?: readonly string[];
}

export function defineApp<Id extends string, S>(definition: AppDefinition<Id, S>): AppDefinition<Id, S> {
  return definition;
}

/**
 * The rule `app` declares for a kind of name in its `names`: what its model applies when it refuses
 * a duplicate or finds a record by name, and what the kits compare typed names by, so that the
 * declaration is the only place the rule is written. A kind it does not declare is a mistake in the
 * app (thrown), never a name that matches nothing.
 */
export function declaredRule(app: Pick<AppDefinition, 'id' | 'names'>, kind: string): NameRule {
  const rule = app.names?.[kind];
  if (!rule) throw new Error(`${app.id} declares no name rule for ${kind}`);
  return rule;
}

/** The key of `name` under the rule `app` declares for `kind`: two names are one name to the app exactly when their keys are equal. */
export function declaredKey(app: Pick<AppDefinition, 'id' | 'names'>, kind: string, name: string): string {
  return nameKey(declaredRule(app, kind), name);
}
