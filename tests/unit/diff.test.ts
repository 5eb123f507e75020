import { describe, expect, it } from 'vitest';
import { applyRules, covers, diff, free, getPath, meaningfulChanges } from '../../judges/index.ts';
import { shareUnchanged } from '../../judges/diff.ts';

const before = {
  os: { now: 1000, ui: { foreground: null } },
  apps: {
    contacts: { contacts: [{ id: 'c1', name: 'Ada', phone: '1' }, { id: 'c2', name: 'Ben', phone: '2' }], nextId: 3 },
    settings: { wifi: true, tags: ['a', 'b'] },
  },
};

describe('diff', () => {
  it('finds nothing between equal trees', () => {
    expect(diff(before, structuredClone(before))).toEqual([]);
  });

  it('names changed fields of id-keyed array items by id, whatever their order', () => {
    const after = structuredClone(before);
    after.apps.contacts.contacts = [{ id: 'c2', name: 'Ben', phone: '22' }, { id: 'c1', name: 'Ada', phone: '1' }];
    expect(diff(before, after)).toEqual([{ path: 'apps.contacts.contacts[c2].phone', before: '2', after: '22' }]);
  });

  it('reports added and removed items whole', () => {
    const after = structuredClone(before);
    after.apps.contacts.contacts = [{ id: 'c1', name: 'Ada', phone: '1' }, { id: 'c3', name: 'Cy', phone: '3' }];
    after.apps.contacts.nextId = 4;
    expect(diff(before, after)).toEqual([
      { path: 'apps.contacts.contacts[c2]', before: { id: 'c2', name: 'Ben', phone: '2' }, after: undefined },
      { path: 'apps.contacts.contacts[c3]', before: undefined, after: { id: 'c3', name: 'Cy', phone: '3' } },
      { path: 'apps.contacts.nextId', before: 3, after: 4 },
    ]);
  });

  it('compares plain arrays by index and notices a type change', () => {
    const after = structuredClone(before) as unknown as { apps: { settings: { wifi: unknown; tags: string[] } } };
    after.apps.settings.tags = ['a', 'c', 'd'];
    after.apps.settings.wifi = 'true';
    expect(diff(before, after).map((c) => c.path)).toEqual(['apps.settings.tags[1]', 'apps.settings.tags[2]', 'apps.settings.wifi']);
  });
});

describe('allowed changes', () => {
  it('covers a path and everything below it, with wildcards', () => {
    expect(covers('apps.contacts', 'apps.contacts.contacts[c1].phone')).toBe(true);
    expect(covers('apps.contacts.contacts[*].phone', 'apps.contacts.contacts[c1].phone')).toBe(true);
    expect(covers('apps.contacts.contacts[*].phone', 'apps.contacts.contacts[c1].name')).toBe(false);
    expect(covers('apps.*.nextId', 'apps.contacts.nextId')).toBe(true);
    expect(covers('apps.contacts.contacts', 'apps.contactsX')).toBe(false);
    expect(covers('apps.contacts.contacts[c1]', 'apps.contacts.contacts[c10]')).toBe(false);
  });

  it('lists every change no pattern covers as a side effect', () => {
    const after = structuredClone(before);
    after.os.now = 2000;
    after.apps.settings.wifi = false;
    after.apps.contacts.contacts[0]!.phone = '9';
    const unexpected = applyRules(['os.now', 'apps.contacts.contacts[*].phone'].map(free), diff(before, after), before);
    expect(unexpected).toEqual([{ path: 'apps.settings.wifi', before: true, after: false }]);
  });
});

describe('routine paths', () => {
  it('a [new] segment covers the records the episode made, never those it started with', () => {
    const start = { drafts: [{ id: 'd1', body: 'mine' }], nextId: 2 };
    const routine = ['drafts[new]', 'nextId'];
    const left = { drafts: [{ id: 'd1', body: 'mine' }, { id: 'd2', body: 'the agent\'s' }], nextId: 3 };
    expect(meaningfulChanges(start, left, { routine })).toEqual([]);
    const discarded = { drafts: [], nextId: 2 };
    expect(meaningfulChanges(start, discarded, { routine }).map((c) => c.path)).toEqual(['drafts[d1]']);
    const rewritten = { drafts: [{ id: 'd1', body: 'overwritten' }], nextId: 2 };
    expect(meaningfulChanges(start, rewritten, { routine }).map((c) => c.path)).toEqual(['drafts[d1].body']);
  });
});

describe('getPath', () => {
  it('reads object keys, ids and indexes', () => {
    expect(getPath(before, 'apps.contacts.contacts[c2].name')).toBe('Ben');
    expect(getPath(before, 'apps.settings.tags[1]')).toBe('b');
    expect(getPath(before, 'apps.nothing.here')).toBeUndefined();
  });
});

describe('shareUnchanged', () => {
  it('gives back the base\'s own parts where they are deep-equal, and the diff it makes is the same', () => {
    const base = { a: { x: 1, list: [{ id: 'p', n: 1 }, { id: 'q', n: 2 }] }, b: { y: [1, 2] }, c: 'same' };
    const next = JSON.parse(JSON.stringify(base)) as typeof base;
    next.a.list[1]!.n = 3;
    const shared = shareUnchanged(base, next);
    expect(shared.b).toBe(base.b);
    expect(shared.a.list[0]).toBe(base.a.list[0]);
    expect(shared.a).not.toBe(base.a);
    expect(shared.a.list[1]).toEqual({ id: 'q', n: 3 });
    expect(diff(base, shared)).toEqual(diff(base, next));
    expect(shareUnchanged(base, JSON.parse(JSON.stringify(base)))).toBe(base);
    // A key more or less, or a longer list, is a change kept whole.
    expect(shareUnchanged(base.b, { y: [1, 2], z: 1 } as never)).not.toBe(base.b);
    expect(shareUnchanged(base.b.y, [1, 2, 3])).toEqual([1, 2, 3]);
  });
});
