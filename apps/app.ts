// What an app is to the world, without its screens: its id and name, how its seed data is made,
// and the routine paths any episode may change in it (read marks, sort and view preferences,
// id counters, internal bookkeeping). Pure TypeScript, so the server and the judges read
// it without React. `apps/<app>/app.ts` defines one; `apps/apps.ts` lists them all; the app's
// `index.ts` adds its screens for the device.
import type { Rng } from './kit/random.ts';
import type { ContactsState } from './contacts/state.ts';

/** What an app's seed function may read: the start of the episode and the address book. */
export interface SeedContext {
  now: number;
  contacts: ContactsState;
}

export interface AppDefinition<Id extends string = string, S = unknown> {
  id: Id;
  /** The label under the icon; `open_app` matches it case-insensitively. */
  name: string;
  /** The app's state for a world: drawn from the app's own fork of the world generator. */
  seed(rng: Rng, world: SeedContext): S;
  /**
   * Paths below `apps.<id>` (patterns, see judges/diff.ts `covers`) that any episode may change:
   * things a person changes by looking (read marks, sorting) and bookkeeping (id counters), never
   * records the world starts with (a seeded draft is the owner's work). A `[new]` segment is `[*]`
   * for the records the episode made only (`drafts[new]`: the agent's own drafts).
   * A template whose goal is one of them still judges it with its checks.
   */
  routinePaths: readonly string[];
}

export function defineApp<Id extends string, S>(definition: AppDefinition<Id, S>): AppDefinition<Id, S> {
  return definition;
}
