// State diff over JSON trees. Arrays of objects with an `id` are compared by id (order ignored),
// so a path names the same thing before and after: `apps.contacts.contacts[c7].phone`. Arrays an
// app declares as sets (`apps.calendar.events[*].invitees`) are compared as sets: the same members
// in another order are no change, and any other change is one change of the whole field.

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface Change {
  path: string;
  before: Json | undefined;
  after: Json | undefined;
}

const isObject = (v: unknown): v is { [key: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v);
const hasIds = (items: Json[]) => items.length > 0 && items.every((i) => isObject(i) && typeof i.id === 'string');

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

export function diff(before: unknown, after: unknown, path = '', sets: readonly string[] = []): Change[] {
  const changes: Change[] = [];
  walk(before as Json | undefined, after as Json | undefined, segments(path), changes, sets.map(segments));
  return changes;
}

/** Does the pattern name exactly this path (not something above it)? */
export const namesExactly = (pattern: string, path: string) => namesSegments(segments(pattern), segments(path));

/** The members of a set field in one order, for comparing two of them. */
export const setMembers = (items: readonly unknown[]): string[] => [...new Set(items.map((i) => JSON.stringify(i)))].sort();

/** Two arrays hold the same members, whatever their order (what a set field compares). */
export const sameSet = (a: readonly unknown[], b: readonly unknown[]): boolean => JSON.stringify(setMembers(a)) === JSON.stringify(setMembers(b));

/** Does a pattern's segments name exactly these segments? */
const namesSegments = (p: readonly string[], s: readonly string[]) =>
  p.length === s.length && p.every((seg, i) => seg === s[i] || (seg === '*' && !s[i]!.startsWith('[')) || (seg === '[*]' && s[i]!.startsWith('[')));

/** A path from its segments: ['a', 'b', '[c7]', 'd'] → `a.b[c7].d`. */
const pathOf = (segs: readonly string[]) => segs.reduce((path, seg) => (seg.startsWith('[') ? path + seg : join(path, seg)), '');

// The walk keeps the path as segments, and writes it out only for a change: a diff of a whole world
// visits thousands of nodes, and each array is looked up among the set patterns by its segments.
function walk(a: Json | undefined, b: Json | undefined, segs: string[], out: Change[], sets: readonly string[][]): void {
  if (a === b) return;
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of [...keys].sort()) {
      segs.push(key);
      walk(a[key], b[key], segs, out, sets);
      segs.pop();
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (sets.length > 0 && sets.some((pattern) => namesSegments(pattern, segs))) {
      if (!sameSet(a, b)) out.push({ path: pathOf(segs), before: a, after: b });
      return;
    }
    const byIds = (a.length === 0 || hasIds(a)) && (b.length === 0 || hasIds(b)) && (a.length > 0 || b.length > 0);
    const keys: string[] = [];
    const [ma, mb] = byIds ? [new Map(a.map((i) => [(i as { id: string }).id, i])), new Map(b.map((i) => [(i as { id: string }).id, i]))] : [undefined, undefined];
    if (ma && mb) keys.push(...new Set([...ma.keys(), ...mb.keys()]));
    else for (let i = 0; i < Math.max(a.length, b.length); i++) keys.push(String(i));
    for (const key of keys) {
      const seg = `[${key}]`;
      segs.push(seg);
      walk(ma ? ma.get(key) : a[Number(key)], mb ? mb.get(key) : b[Number(key)], segs, out, sets);
      segs.pop();
    }
    return;
  }
  if (a !== undefined && b !== undefined && typeof a !== 'object' && typeof b !== 'object' && Object.is(a, b)) return;
  out.push({ path: pathOf(segs), before: a, after: b });
}

/**
 * `next` with every part that is deep-equal to the same part of `base` replaced by `base`'s own (a
 * state read over the wire shares nothing with the instance's start; after this, a diff against
 * that start skips what did not change by reference). Costs about one diff.
 */
export function shareUnchanged<T>(base: T, next: T): T {
  if (base === next) return next;
  if (Array.isArray(base) && Array.isArray(next)) {
    if (base.length !== next.length) return next;
    const items = next.map((item, i) => shareUnchanged(base[i], item));
    return items.every((item, i) => item === base[i]) ? base : (items as T);
  }
  if (isObject(base) && isObject(next)) {
    const keys = Object.keys(next);
    if (keys.length !== Object.keys(base).length) return next;
    const out: { [key: string]: Json } = {};
    let same = true;
    for (const key of keys) {
      if (!(key in base)) return next;
      out[key] = shareUnchanged(base[key], next[key]!);
      if (out[key] !== base[key]) same = false;
    }
    return same ? base : (out as T);
  }
  return Object.is(base, next) ? base : next;
}

/** Split a path into segments: `a.b[c7].d` → ['a', 'b', '[c7]', 'd']. */
export function segments(path: string): string[] {
  return path.match(/\[[^\]]*\]|[^.[\]]+/g) ?? [];
}

/**
 * Does `pattern` cover `path`? Patterns are paths whose segments may be `*` (any key) or `[*]`
 * (any array element), and a pattern covers everything below it: `apps.contacts.contacts[*].favorite`.
 */
export function covers(pattern: string, path: string): boolean {
  const p = segments(pattern), s = segments(path);
  if (p.length > s.length) return false;
  return p.every((seg, i) => seg === s[i] || (seg === '*' && !s[i]!.startsWith('[')) || (seg === '[*]' && s[i]!.startsWith('[')));
}

/**
 * Every value a pattern names in `root` (`apps.chat.chats[*].members`: each chat's members), with
 * its path. `*` is any key of an object, `[*]` any element of an array (its path names it by id
 * when it has one, else by index, as the diff does).
 */
export function valuesAt(root: unknown, pattern: string): { path: string; value: unknown }[] {
  let found: { path: string; value: unknown }[] = [{ path: '', value: root }];
  for (const seg of segments(pattern)) {
    const next: { path: string; value: unknown }[] = [];
    for (const { path, value } of found) {
      if (seg === '[*]') {
        if (Array.isArray(value)) value.forEach((v, i) => next.push({ path: `${path}[${isObject(v) && typeof v.id === 'string' ? v.id : i}]`, value: v }));
      } else if (seg.startsWith('[')) {
        const v = getPath(value, seg);
        if (v !== undefined) next.push({ path: path + seg, value: v });
      } else if (isObject(value)) {
        for (const key of seg === '*' ? Object.keys(value) : [seg]) if (key in value) next.push({ path: path ? `${path}.${key}` : key, value: value[key] });
      }
    }
    found = next;
  }
  return found;
}

/** Read a value at a dot path (object keys and numeric array indexes only). */
export function getPath(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const seg of segments(path)) {
    if (node == null) return undefined;
    if (seg.startsWith('[')) {
      const key = seg.slice(1, -1);
      node = Array.isArray(node) ? (/^\d+$/.test(key) ? node[Number(key)] : node.find((i) => isObject(i) && i.id === key)) : undefined;
    } else node = (node as Record<string, unknown>)[seg];
  }
  return node;
}
