// Record-level change rules: what an episode may change, said record by record.
//
// A collection is a path (pattern) to an array of records that carry an `id`:
// `apps.contacts.contacts`, `apps.mail.threads[*].messages`. The id-keyed diff already tells
// which records were added, removed or modified; a rule claims some of those changes:
//   added('apps.mail.threads')                       any one new thread, whatever its id
//   added('apps.notes.notes', { count: 2 })          exactly two new notes
//   removed('apps.files.files', { ids: [id] })        that file and nothing else
//   modified('apps.contacts.contacts', id, ['phone'])  only that field of that record
//   changedTo('apps.settings.bluetooth', false)        the value may move only that way
//   free('apps.clock.timer')                           anything below this path
// Every change no rule claims is a side effect, so "everything else stays as it was" holds by
// construction. A rule whose count is not met turns the records it saw into side effects too.
import { covers, getPath, segments, type Change, type Json } from './diff.ts';

export type JsonRecord = { id: string; [key: string]: Json };

export type RecordFilter = string | readonly string[] | ((record: JsonRecord) => boolean);

export type ChangeRule =
  | { kind: 'added'; collection: string; count: number | 'any'; where?: (record: JsonRecord) => boolean }
  | { kind: 'removed'; collection: string; which?: RecordFilter; count: number | 'any' }
  | { kind: 'modified'; collection: string; which: RecordFilter; fields?: readonly string[] }
  | { kind: 'changedTo'; path: string; value: Json }
  | { kind: 'free'; path: string };

/** New records in a collection: `count` of them (default exactly one), each passing `where`. */
export function added(collection: string, options: { count?: number | 'any'; where?: (record: JsonRecord) => boolean } = {}): ChangeRule {
  return { kind: 'added', collection, count: options.count ?? 1, ...(options.where ? { where: options.where } : {}) };
}

/** Records that may go: those `which` names (ids or a test on the record as it was); `count` of them when given. */
export function removed(collection: string, options: { which?: RecordFilter; count?: number | 'any' } = {}): ChangeRule {
  const count = options.count ?? (options.which === undefined ? 1 : typeof options.which === 'string' ? 1 : Array.isArray(options.which) ? options.which.length : 'any');
  return { kind: 'removed', collection, count, ...(options.which !== undefined ? { which: options.which } : {}) };
}

/** Fields of existing records that may change (any field when `fields` is left out). */
export function modified(collection: string, which: RecordFilter, fields?: readonly string[]): ChangeRule {
  return { kind: 'modified', collection, which, ...(fields ? { fields } : {}) };
}

/** The value at `path` (a pattern) may change, but only to `value`. */
export function changedTo(path: string, value: Json): ChangeRule {
  return { kind: 'changedTo', path, value };
}

/** Anything below `path` (a pattern) may change. For state that is the task's own workspace. */
export function free(path: string): ChangeRule {
  return { kind: 'free', path };
}

/** A change seen as the life of one record of a collection. */
export interface RecordChange {
  collection: string;
  /** The concrete path of the collection (pattern segments filled in). */
  at: string;
  id: string;
  /** The field path inside the record ('' for the whole record). */
  field: string;
  change: Change;
}

/** Where a change falls in a collection: the record's id and the field inside it, or null. */
export function inCollection(collection: string, change: Change): RecordChange | null {
  const pattern = segments(collection);
  const path = segments(change.path);
  if (path.length <= pattern.length) return null;
  const head = path.slice(0, pattern.length).join('.').replace(/\.\[/g, '[');
  if (!covers(collection, head)) return null;
  const idSegment = path[pattern.length]!;
  if (!idSegment.startsWith('[')) return null;
  return {
    collection,
    at: head,
    id: idSegment.slice(1, -1),
    field: path.slice(pattern.length + 1).join('.').replace(/\.\[/g, '['),
    change,
  };
}

/** The records of a collection that an episode added, removed and modified. */
export interface CollectionChanges<T = JsonRecord> {
  added: T[];
  removed: T[];
  modified: { id: string; before: T; after: T; fields: string[] }[];
}

const isRecord = (v: unknown): v is JsonRecord => typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as { id?: unknown }).id === 'string';

/** The record `id` of the collection at `concretePath` (ids are never all digits, so `[id]` is read by id). */
function lookup(root: unknown, concretePath: string, id: string): JsonRecord | undefined {
  const record = getPath(root, `${concretePath}[${id}]`);
  return isRecord(record) ? record : undefined;
}

/** Group the changes of one collection by record. */
export function collectionChanges<T = JsonRecord>(collection: string, changes: readonly Change[], before: unknown, after: unknown): CollectionChanges<T> {
  const out: CollectionChanges<T> = { added: [], removed: [], modified: [] };
  const touched = new Map<string, { at: string; id: string; fields: Set<string>; whole?: 'added' | 'removed' }>();
  for (const change of changes) {
    const rc = inCollection(collection, change);
    if (!rc) continue;
    const key = `${rc.at}[${rc.id}]`;
    const entry = touched.get(key) ?? { at: rc.at, id: rc.id, fields: new Set<string>() };
    if (rc.field === '' && change.before === undefined) entry.whole = 'added';
    else if (rc.field === '' && change.after === undefined) entry.whole = 'removed';
    else entry.fields.add(segments(rc.field)[0] ?? rc.field);
    touched.set(key, entry);
  }
  for (const entry of touched.values()) {
    const was = lookup(before, entry.at, entry.id);
    const is = lookup(after, entry.at, entry.id);
    if (entry.whole === 'added' && is) out.added.push(is as T);
    else if (entry.whole === 'removed' && was) out.removed.push(was as T);
    else if (was && is) out.modified.push({ id: entry.id, before: was as T, after: is as T, fields: [...entry.fields].sort() });
  }
  return out;
}

function passes(filter: RecordFilter | undefined, record: JsonRecord | undefined, id: string): boolean {
  if (filter === undefined) return true;
  if (typeof filter === 'string') return id === filter;
  if (Array.isArray(filter)) return filter.includes(id);
  return record !== undefined && (filter as (r: JsonRecord) => boolean)(record);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A change that no rule allows, with why when a rule saw it but refused it. */
export interface SideEffect extends Change {
  reason?: string;
}

/** Apply the rules to the diff: what is left over (or refused) is a side effect. */
export function applyRules(rules: readonly ChangeRule[], changes: readonly Change[], before: unknown): SideEffect[] {
  const claimed = new Set<Change>();
  const refused = new Map<Change, string>();
  for (const rule of rules) {
    switch (rule.kind) {
      case 'free':
        for (const c of changes) if (covers(rule.path, c.path)) claimed.add(c);
        break;
      case 'changedTo':
        for (const c of changes) {
          if (!covers(rule.path, c.path)) continue;
          if (same(c.after, rule.value)) claimed.add(c);
          else refused.set(c, `may only change to ${JSON.stringify(rule.value)}`);
        }
        break;
      case 'modified':
        for (const c of changes) {
          const rc = inCollection(rule.collection, c);
          if (!rc || rc.field === '') continue;
          const record = lookup(before, rc.at, rc.id);
          if (!passes(rule.which, record, rc.id)) continue;
          const field = segments(rc.field)[0]!;
          if (!rule.fields || rule.fields.includes(field)) claimed.add(c);
        }
        break;
      case 'added':
      case 'removed': {
        const whole = rule.kind === 'added' ? (c: Change) => c.before === undefined : (c: Change) => c.after === undefined;
        const seen: Change[] = [];
        for (const c of changes) {
          const rc = inCollection(rule.collection, c);
          if (!rc || rc.field !== '' || !whole(c)) continue;
          if (rule.kind === 'added') {
            if (rule.where && !(isRecord(c.after) && rule.where(c.after))) { refused.set(c, 'a new record that the task does not ask for'); continue; }
          } else if (!passes(rule.which, isRecord(c.before) ? c.before : undefined, rc.id)) continue;
          seen.push(c);
        }
        if (rule.count === 'any' || seen.length === rule.count) for (const c of seen) claimed.add(c);
        else {
          const what = rule.kind === 'added' ? 'added to' : 'removed from';
          for (const c of seen) refused.set(c, `${seen.length} records ${what} ${rule.collection} where the task allows ${rule.count}`);
        }
        break;
      }
    }
  }
  return changes.filter((c) => !claimed.has(c)).map((c) => (refused.has(c) ? { ...c, reason: refused.get(c)! } : c));
}
