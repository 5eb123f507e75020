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
  walk(before as Json | undefined, after as Json | undefined, path, segments(path), changes, sets.map(segments));
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

// `segs` is `path` split (kept alongside it, so that no path is split again: a diff of a whole
// world visits thousands of arrays, and each is looked up among the set patterns).
function walk(a: Json | undefined, b: Json | undefined, path: string, segs: string[], out: Change[], sets: readonly string[][]): void {
  if (a === b) return;
  const into = (x: Json | undefined, y: Json | undefined, key: string, seg: string) => {
    segs.push(seg);
    walk(x, y, key, segs, out, sets);
    segs.pop();
  };
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of [...keys].sort()) into(a[key], b[key], join(path, key), key);
    return;
  }
  if (Array.isArray(a) && Array.isArray(b) && sets.some((pattern) => namesSegments(pattern, segs))) {
    if (!sameSet(a, b)) out.push({ path, before: a, after: b });
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if ((a.length === 0 || hasIds(a)) && (b.length === 0 || hasIds(b)) && (a.length > 0 || b.length > 0)) {
      const byId = (items: Json[]) => new Map(items.map((i) => [(i as { id: string }).id, i]));
      const ma = byId(a), mb = byId(b);
      const ids = new Set([...ma.keys(), ...mb.keys()]);
      for (const id of ids) into(ma.get(id), mb.get(id), `${path}[${id}]`, `[${id}]`);
      return;
    }
    const n = Math.max(a.length, b.length);
    for (let i = 0; i < n; i++) into(a[i], b[i], `${path}[${i}]`, `[${i}]`);
    return;
  }
  if (a !== undefined && b !== undefined && typeof a !== 'object' && typeof b !== 'object' && Object.is(a, b)) return;
  out.push({ path, before: a, after: b });
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
