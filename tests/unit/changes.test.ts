import { describe, expect, it } from 'vitest';
import { added, changedTo, createdRecord, free, judge, modified, removed, type ChangeRule } from '../../judges/index.ts';

type S = { os: { now: number }; apps: { notes: { notes: { id: string; title: string; pinned: boolean; body: string }[]; nextId: number }; settings: { wifi: boolean; bluetooth: boolean } } };
const note = (id: string, title: string, extra: Partial<{ pinned: boolean; body: string }> = {}) => ({ id, title, pinned: false, body: '', ...extra });
const before: S = { os: { now: 0 }, apps: { notes: { notes: [note('n1', 'Groceries'), note('n2', 'Trip')], nextId: 3 }, settings: { wifi: false, bluetooth: false } } };
const NOTES = 'apps.notes.notes';
const ROUTINE = ['os.now', 'apps.notes.nextId'];

function after(change: (s: S) => void): S {
  const s = structuredClone(before);
  change(s);
  return s;
}
const verdict = (rules: ChangeRule[], s: S, checks = [] as Parameters<typeof judge<S>>[0]['checks']) => judge<S>({ checks, rules, declared: { routine: ROUTINE, sets: [] }, before, after: s, submitted: undefined });

describe('record-level change rules', () => {
  it('added: any one new record, whatever its id; a second one is a side effect with the reason', () => {
    const one = after((s) => { s.apps.notes.notes.push(note('n7', 'Ideas')); s.apps.notes.nextId = 8; });
    expect(verdict([added(NOTES)], one).success).toBe(true);
    const two = after((s) => s.apps.notes.notes.push(note('n7', 'Ideas'), note('n8', 'More')));
    const v = verdict([added(NOTES)], two);
    expect(v.success).toBe(false);
    expect(v.side_effects.map((e) => e.reason)).toEqual(['2 records added to apps.notes.notes where the task allows 1', '2 records added to apps.notes.notes where the task allows 1']);
  });

  it('absence by construction: a change to another record that no rule names fails', () => {
    const renamedOther = after((s) => { s.apps.notes.notes.push(note('n7', 'Ideas')); s.apps.notes.notes[1]!.title = 'Holiday'; });
    const v = verdict([added(NOTES)], renamedOther);
    expect(v.success).toBe(false);
    expect(v.side_effects).toEqual([{ path: 'apps.notes.notes[n2].title', before: 'Trip', after: 'Holiday' }]);
  });

  it('modified: only the named fields of the named record', () => {
    const pinned = after((s) => (s.apps.notes.notes[0]!.pinned = true));
    expect(verdict([modified(NOTES, 'n1', ['pinned'])], pinned).success).toBe(true);
    expect(verdict([modified(NOTES, 'n2', ['pinned'])], pinned).success).toBe(false);
    const retitled = after((s) => { s.apps.notes.notes[0]!.pinned = true; s.apps.notes.notes[0]!.title = 'X'; });
    expect(verdict([modified(NOTES, 'n1', ['pinned'])], retitled).side_effects.map((e) => e.path)).toEqual(['apps.notes.notes[n1].title']);
    expect(verdict([modified(NOTES, (r) => r.title === 'Groceries')], retitled).success).toBe(true);
  });

  it('removed: the named record and no other; removed then re-created elsewhere is an addition', () => {
    const gone = after((s) => (s.apps.notes.notes = s.apps.notes.notes.filter((n) => n.id !== 'n1')));
    expect(verdict([removed(NOTES, { which: 'n1' })], gone).success).toBe(true);
    expect(verdict([removed(NOTES, { which: 'n2' })], gone).success).toBe(false);
  });

  it('changedTo: the value may move only the way the goal says', () => {
    expect(verdict([changedTo('apps.settings.wifi', true)], after((s) => (s.apps.settings.wifi = true))).success).toBe(true);
    const v = verdict([changedTo('apps.settings.*', false)], after((s) => (s.apps.settings.bluetooth = true)));
    expect(v.success).toBe(false);
    expect(v.side_effects[0]!.reason).toMatch(/only change to false/);
  });

  it('routine paths never count, and checks read the new records through the change view', () => {
    const s = after((x) => { x.os.now = 99; x.apps.notes.nextId = 9; x.apps.notes.notes.push(note('n9', 'Ideas', { body: 'b' })); });
    const v = verdict([added(NOTES)], s, createdRecord<S>(NOTES, 'note', { title: 'Ideas' }, { pinned: false, body: '' }));
    expect(v.checks.map((c) => [c.name, c.passed])).toEqual([
      ['exactly one note was created', true],
      ['its title is "Ideas"', true],
      ['the fields the goal does not name keep their defaults', false],
    ]);
    expect(v.checks[2]!.actual).toEqual(['body: "b"']);
    expect(verdict([free('apps.notes')], s).success).toBe(true);
  });
});
