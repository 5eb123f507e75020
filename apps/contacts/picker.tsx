// The "Add invitee" screen that Calendar's event form and Meetings' meeting form both push: the
// address book, searchable, without the people the form already invites; a tap adds the contact
// to the form's draft (the route under the picker on the app's stack) and goes back to it.
import { useMemo } from 'react';
import type { JsonValue, Route } from '../os/state.ts';
import { back } from '../os/nav.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, Avatar, Empty, ListItem, Scroll, SearchBar } from '../kit/ui.tsx';
import { contactMatches, displayName, sortContacts } from './state.ts';

/** How an app reads and writes the invitees of its form's draft. */
export interface InviteeForm {
  /** The app whose stack holds the form (`os.ui.stacks[app]`). */
  app: string;
  /** The form's screen name on that stack. */
  screen: string;
  invitees(draft: JsonValue | undefined): string[];
  /** The draft with `contactId` added to its invitees. */
  withInvitee(draft: JsonValue | undefined, contactId: string): JsonValue;
}

function addInvitee(form: InviteeForm, contactId: string): void {
  update((d) => {
    const stack = d.os.ui.stacks[form.app] ?? [];
    const under = stack[stack.length - 2];
    if (under && under.screen === form.screen && !form.invitees(under.draft).includes(contactId)) under.draft = form.withInvitee(under.draft, contactId);
    back(d.os);
  });
}

export function InviteePicker({ route, form }: { route: Route; form: InviteeForm }) {
  const contacts = useDevice((s) => s.apps.contacts.contacts);
  const stack = useDevice((s) => s.os.ui.stacks[form.app]);
  const under = stack?.[stack.length - 2];
  const already = under ? form.invitees(under.draft) : [];
  const query = typeof route.query === 'string' ? route.query : '';
  const list = useMemo(() => sortContacts(contacts).filter((c) => !already.includes(c.id) && contactMatches(c, query)), [contacts, already, query]);
  return (
    <>
      <AppBar title="Add invitee" onBack={nav.back} />
      <SearchBar value={query} placeholder="Search contacts" onChange={(q) => nav.patch({ query: q })} />
      <Scroll label="Contacts to invite">
        {list.length === 0 && <Empty>No contacts found</Empty>}
        {list.map((c) => (
          <ListItem key={c.id} label={displayName(c)} leading={<Avatar name={displayName(c)} />} title={displayName(c)} onClick={() => addInvitee(form, c.id)} />
        ))}
      </Scroll>
    </>
  );
}
