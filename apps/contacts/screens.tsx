// Contacts screens: the list (`main`), one contact (`view`) and the form (`edit`, also for creating).
// Every bit of UI state (search text, form draft, open dialog) lives in the route on the back stack.
import { useMemo } from 'react';
import { Mail, MessageSquare, Pencil, Phone, Plus, Star, Trash2, UserRound } from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { back, openApp, push, replace, showToast } from '../os/nav.ts';
import { dispatch } from '../os/intents.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, Avatar, Button, Dialog, Empty, Fab, IconButton, ListItem, OptionsDialog, Scroll, SearchBar, SectionHeader, TextField } from '../kit/ui.tsx';
import { findConversationByAddress } from '../messages/state.ts';
import { markRead } from '../messages/model.ts';
import { contactMatches, displayName, sortContacts, type Contact } from './state.ts';
import './contacts.css';
import * as model from './model.ts';

const str = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');

export interface ContactDraft {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  company: string;
}

const DRAFT_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'company'] as const;

function readDraft(value: JsonValue | undefined): ContactDraft {
  const o = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  return { firstName: str(o.firstName), lastName: str(o.lastName), phone: str(o.phone), email: str(o.email), company: str(o.company) };
}

function draftOf(c: Contact): ContactDraft {
  return { firstName: c.firstName, lastName: c.lastName, phone: c.phone, email: c.email, company: c.company };
}

const EMPTY_DRAFT: ContactDraft = { firstName: '', lastName: '', phone: '', email: '', company: '' };

/** The list's dialog param: a long-press menu or a delete confirmation for one contact. */
interface ListDialog {
  kind: 'actions' | 'delete';
  id: string;
}

function readListDialog(value: JsonValue | undefined): ListDialog | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const kind = value.kind, id = value.id;
  if ((kind === 'actions' || kind === 'delete') && typeof id === 'string') return { kind, id };
  return null;
}

function letterOf(c: Contact): string {
  const first = displayName(c).trim().charAt(0).toUpperCase();
  return /\p{L}/u.test(first) ? first : '#';
}

const viewRoute = (id: string): Route => ({ screen: 'view', id, dialog: null });
const editRoute = (id: string | null, draft: ContactDraft): Route => ({ screen: 'edit', id, draft: { ...draft } });

function toggleFavorite(id: string): void {
  update((d) => {
    const now = model.toggleFavorite(d.apps.contacts, id);
    if (now !== undefined) showToast(d.os, now ? 'Added to favorites' : 'Removed from favorites');
  });
}

/** Remove a contact, then leave only the list on the stack with its dialog closed. */
function deleteContact(id: string): void {
  update((d) => {
    model.removeContact(d.apps.contacts, id);
    const stack = d.os.ui.stacks.contacts ?? [];
    const mainIndex = stack.findIndex((r) => r.screen === 'main');
    const main = mainIndex >= 0 ? stack[mainIndex]! : { screen: 'main' };
    main.dialog = null;
    d.os.ui.stacks.contacts = [main];
    showToast(d.os, 'Contact deleted');
  });
}

/** Open Messages on the conversation with this number, or on a new one addressed to it. */
function messageNumber(phone: string): void {
  update((d) => {
    const conversation = findConversationByAddress(d.apps.messages, phone);
    let route: Route;
    if (conversation) {
      markRead(d.apps.messages, conversation.id);
      route = { screen: 'thread', id: conversation.id, draft: '', dialog: null };
    } else {
      route = { screen: 'compose', to: phone, draft: '' };
    }
    d.os.ui.stacks.messages = [{ screen: 'main' }, route];
    openApp(d.os, 'messages');
  });
}

function ContactsList({ route }: { route: Route }) {
  const contacts = useDevice((s) => s.apps.contacts.contacts);
  const query = str(route.query);
  const searching = query.trim() !== '';
  const sorted = useMemo(() => sortContacts(contacts), [contacts]);
  const results = useMemo(() => sorted.filter((c) => contactMatches(c, query)), [sorted, query]);
  const favorites = useMemo(() => sorted.filter((c) => c.favorite), [sorted]);
  const dialog = readListDialog(route.dialog);
  const dialogContact = dialog ? contacts.find((c) => c.id === dialog.id) : undefined;

  const row = (c: Contact, key: string) => (
    <ListItem
      key={key}
      label={displayName(c)}
      leading={<Avatar name={displayName(c)} />}
      title={displayName(c)}
      onClick={() => nav.push(viewRoute(c.id))}
      onLongPress={() => nav.patch({ dialog: { kind: 'actions', id: c.id } })}
    />
  );

  const sections: { letter: string; items: Contact[] }[] = [];
  for (const c of results) {
    const letter = letterOf(c);
    const last = sections[sections.length - 1];
    if (last && last.letter === letter) last.items.push(c);
    else sections.push({ letter, items: [c] });
  }

  return (
    <>
      <AppBar title="Contacts" />
      <SearchBar value={query} placeholder="Search contacts" onChange={(v) => nav.patch({ query: v })} />
      <Scroll label="Contacts list">
        {searching ? (
          results.length === 0 ? <Empty>No contacts found</Empty> : results.map((c) => row(c, c.id))
        ) : (
          <>
            {favorites.length > 0 && (
              <>
                <SectionHeader>Favorites</SectionHeader>
                {favorites.map((c) => row(c, `fav-${c.id}`))}
              </>
            )}
            {sections.map((section) => (
              <div key={section.letter}>
                <SectionHeader>{section.letter}</SectionHeader>
                {section.items.map((c) => row(c, c.id))}
              </div>
            ))}
            {contacts.length === 0 && <Empty>No contacts yet</Empty>}
          </>
        )}
        <div className="ct-fab-space" />
      </Scroll>
      <Fab label="Create contact" icon={<Plus size={24} />} onClick={() => nav.push(editRoute(null, EMPTY_DRAFT))} />
      {dialog && dialogContact && dialog.kind === 'actions' && (
        <OptionsDialog
          title={displayName(dialogContact)}
          onDismiss={() => nav.patch({ dialog: null })}
          options={[
            {
              label: dialogContact.favorite ? 'Remove from favorites' : 'Add to favorites',
              onClick: () => update((d) => {
                const now = model.toggleFavorite(d.apps.contacts, dialogContact.id);
                const top = d.os.ui.stacks.contacts?.at(-1);
                if (top) top.dialog = null;
                showToast(d.os, now ? 'Added to favorites' : 'Removed from favorites');
              }),
            },
            { label: 'Edit', onClick: () => update((d) => {
              const top = d.os.ui.stacks.contacts?.at(-1);
              if (top) top.dialog = null;
              push(d.os, editRoute(dialogContact.id, draftOf(dialogContact)));
            }) },
            { label: 'Delete', danger: true, onClick: () => nav.patch({ dialog: { kind: 'delete', id: dialogContact.id } }) },
          ]}
        />
      )}
      {dialog && dialogContact && dialog.kind === 'delete' && (
        <Dialog
          title="Delete contact?"
          message={`${displayName(dialogContact)} will be removed from your contacts.`}
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
            { label: 'Delete', danger: true, onClick: () => deleteContact(dialogContact.id) },
          ]}
        />
      )}
    </>
  );
}

function ContactView({ route }: { route: Route }) {
  const id = str(route.id);
  const contact = useDevice((s) => s.apps.contacts.contacts.find((c) => c.id === id));
  if (!contact) {
    return (
      <>
        <AppBar title="Contact" onBack={nav.back} />
        <Empty>This contact no longer exists</Empty>
      </>
    );
  }
  const name = displayName(contact);
  const hasPhone = contact.phone.trim() !== '';
  return (
    <>
      <AppBar
        title=""
        onBack={nav.back}
        actions={
          <>
            <IconButton label={contact.favorite ? 'Remove from favorites' : 'Add to favorites'} onClick={() => toggleFavorite(contact.id)}>
              <Star size={22} className={contact.favorite ? 'ct-star on' : 'ct-star'} />
            </IconButton>
            <IconButton label="Edit" onClick={() => nav.push(editRoute(contact.id, draftOf(contact)))}>
              <Pencil size={21} />
            </IconButton>
            <IconButton label="Delete" onClick={() => nav.patch({ dialog: 'delete' })}>
              <Trash2 size={21} />
            </IconButton>
          </>
        }
      />
      <Scroll label="Contact details">
        <div className="ct-hero">
          <Avatar name={name} large />
          <div className="ct-name">{name}</div>
          {contact.company !== '' && <div className="ct-company">{contact.company}</div>}
        </div>
        <div className="ct-actions">
          <button className="ct-action" aria-label="Call" disabled={!hasPhone} onClick={() => update((d) => void dispatch(d, { kind: 'call', number: contact.phone }))}>
            <span className="ct-action-icon"><Phone size={22} /></span>
            <span>Call</span>
          </button>
          <button className="ct-action" aria-label="Message" disabled={!hasPhone} onClick={() => messageNumber(contact.phone)}>
            <span className="ct-action-icon"><MessageSquare size={22} /></span>
            <span>Message</span>
          </button>
        </div>
        <div className="ct-card">
          <div className="ct-card-title">Contact info</div>
          {hasPhone && (
            <div className="ct-info">
              <Phone size={20} aria-hidden className="ct-info-icon" />
              <div>
                <div className="ct-info-value">{contact.phone}</div>
                <div className="ct-info-label">Mobile</div>
              </div>
            </div>
          )}
          {contact.email !== '' && (
            <div className="ct-info">
              <Mail size={20} aria-hidden className="ct-info-icon" />
              <div>
                <div className="ct-info-value">{contact.email}</div>
                <div className="ct-info-label">Email</div>
              </div>
            </div>
          )}
          {!hasPhone && contact.email === '' && <div className="ct-info-label ct-info-none">No contact info</div>}
        </div>
      </Scroll>
      {route.dialog === 'delete' && (
        <Dialog
          title="Delete contact?"
          message={`${name} will be removed from your contacts.`}
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
            { label: 'Delete', danger: true, onClick: () => deleteContact(contact.id) },
          ]}
        />
      )}
    </>
  );
}

function saveContact(id: string | null, draft: ContactDraft): void {
  const fields = { firstName: draft.firstName, lastName: draft.lastName, phone: draft.phone, email: draft.email, company: draft.company };
  update((d) => {
    const s = d.apps.contacts;
    if (id !== null && s.contacts.some((c) => c.id === id)) {
      model.updateContact(s, id, fields);
      back(d.os);
    } else {
      replace(d.os, viewRoute(model.addContact(s, fields, d.os.now)));
    }
    showToast(d.os, 'Contact saved');
  });
}

const FIELD_LABELS: Record<(typeof DRAFT_FIELDS)[number], { label: string; type: 'text' | 'tel' | 'email' }> = {
  firstName: { label: 'First name', type: 'text' },
  lastName: { label: 'Last name', type: 'text' },
  phone: { label: 'Phone', type: 'tel' },
  email: { label: 'Email', type: 'email' },
  company: { label: 'Company', type: 'text' },
};

function ContactEdit({ route }: { route: Route }) {
  const id = typeof route.id === 'string' ? route.id : null;
  const draft = readDraft(route.draft);
  const canSave = draft.firstName.trim() !== '' || draft.lastName.trim() !== '' || draft.phone.trim() !== '';
  const previewName = [draft.firstName.trim(), draft.lastName.trim()].filter(Boolean).join(' ');
  return (
    <>
      <AppBar
        title={id === null ? 'Create contact' : 'Edit contact'}
        onBack={nav.back}
        actions={
          <span className="ct-save">
            <Button disabled={!canSave} onClick={() => canSave && saveContact(id, draft)}>Save</Button>
          </span>
        }
      />
      <Scroll label="Contact form">
        <div className="ct-edit-avatar">
          {previewName !== '' ? <Avatar name={previewName} large /> : <div className="ct-blank-avatar" aria-hidden><UserRound size={48} /></div>}
        </div>
        {DRAFT_FIELDS.map((field) => (
          <TextField
            key={field}
            label={FIELD_LABELS[field].label}
            type={FIELD_LABELS[field].type}
            value={draft[field]}
            onChange={(v) => nav.patch({ draft: { ...draft, [field]: v } })}
          />
        ))}
      </Scroll>
    </>
  );
}

export function ContactsApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'view':
      return <ContactView route={route} />;
    case 'edit':
      return <ContactEdit route={route} />;
    default:
      return <ContactsList route={route} />;
  }
}
