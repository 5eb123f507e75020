// Apps that keep a person from Contacts by id declare where (apps/<app>/app.ts `contactRefs`); the
// Contacts kit's `referencesTo` reads those declarations. A contact deleted and made again has a new
// id, so contacts/edit-phone accepts that route only where no app keeps the old one.
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { valuesAt } from '../../judges/index.ts';
import { createWorld } from '../../apps/world.ts';
import { addContact, removeContact, toggleFavorite } from '../../apps/contacts/model.ts';
import { findTask } from '../../tasks/index.ts';
import { instantiate } from '../../tasks/define.ts';
import { judgeEpisode } from '../../tasks/episode.ts';
import { referenced, referencesTo } from '../../tasks/contacts/kit.ts';

describe('valuesAt', () => {
  it('expands [*] and * and names array items by id', () => {
    const root = { a: { x: [{ id: 'k1', m: ['c1'] }, { id: 'k2', m: [] }], y: { p: { q: 1 }, r: { q: 2 } } } };
    expect(valuesAt(root, 'a.x[*].m')).toEqual([{ path: 'a.x[k1].m', value: ['c1'] }, { path: 'a.x[k2].m', value: [] }]);
    expect(valuesAt(root, 'a.y.*.q').map((v) => v.value)).toEqual([1, 2]);
    expect(valuesAt(root, 'a.z[*]')).toEqual([]);
  });
});

describe('contact references', () => {
  it('finds chat members and senders, meeting and calendar invitees', () => {
    const w = createWorld(3);
    const member = w.apps.chat.chats.find((c) => c.kind === 'group' && c.members.length > 0)!.members[0]!;
    expect(referencesTo(w, member).some((p) => p.startsWith('apps.chat.chats['))).toBe(true);
    const invitee = w.apps.meetings.meetings.find((m) => m.invitees.length > 0)!.invitees[0]!;
    expect(referencesTo(w, invitee).some((p) => p.startsWith('apps.meetings.meetings['))).toBe(true);
    const guest = w.apps.calendar.events.find((e) => e.invitees.length > 0)!.invitees[0]!;
    expect(referencesTo(w, guest).some((p) => p.startsWith('apps.calendar.events['))).toBe(true);
    expect(referencesTo(w, 'nobody')).toEqual([]);
  });

  // The route the gate cannot play (its targets are all referenced): a contact nobody keeps by id, made again.
  it('edit-phone accepts a delete-and-recreate only of a contact no app keeps by id', () => {
    const task = findTask('contacts/edit-phone')!;
    const base = instantiate(task, 1);
    const remake = (id: string, phone: string) => produce(base.initial, (d) => {
      const was = d.apps.contacts.contacts.find((c) => c.id === id)!;
      const fields = { firstName: was.firstName, lastName: was.lastName, phone, email: was.email, company: was.company };
      const fav = was.favorite;
      removeContact(d.apps.contacts, id);
      const made = addContact(d.apps.contacts, fields, d.os.now);
      if (fav) toggleFavorite(d.apps.contacts, made);
    });
    const p = base.params as { id: string; phone: string };
    expect(referenced(base.initial, p.id)).toBe(true);
    expect(judgeEpisode(base, remake(p.id, p.phone), undefined, 'done').success).toBe(false);
    const free = base.initial.apps.contacts.contacts.find((c) => !referenced(base.initial, c.id))!;
    const name = `${free.firstName} ${free.lastName}`.trim();
    const instance = { ...base, params: { ...base.params, id: free.id, name, first: free.firstName, last: free.lastName, email: free.email, company: free.company, favorite: free.favorite } };
    expect(judgeEpisode(instance, remake(free.id, p.phone), undefined, 'done').success).toBe(true);
  });
});
