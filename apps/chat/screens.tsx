// Chat screens: the chat list (`main`), a chat (`chat`) with its message menu (reply, react,
// forward) and its attach menu (photo, location), the chat's info page (`info`: members, rename,
// add and remove, mute, shared photos, leave), and the pickers: new group (`new`), new direct
// chat (`direct`), add members (`add`), a Gallery photo (`photos`), a place (`location`) and a
// chat to forward to (`forward`). Sends apply at once and are written in the ledger (model.ts).
import { useMemo, type KeyboardEvent, type MouseEvent, type ReactElement } from 'react';
import { BellOff, Info, MapPin, MessageSquarePlus, Paperclip, Reply, SendHorizontal, Users, X, UserMinus } from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { back, patchRoute, replace, showToast } from '../os/nav.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, Avatar, Button, Dialog, Empty, Fab, IconButton, ListItem, OptionsDialog, Scroll, SearchBar, SectionHeader } from '../kit/ui.tsx';
import { DAY, formatClock, formatListTime, formatLongDate, formatShortDate, startOfDay } from '../kit/time.ts';
import { PhotoScene } from '../gallery/scene.tsx';
import type { SceneKind } from '../gallery/state.ts';
import { contactMatches, fullName, sortContacts, type Contact } from '../contacts/state.ts';
import type { DeviceState } from '../world.ts';
import {
  ME, PLACES, REACTIONS, chatMatches, messageLabel, untilText, chatTitle, isMuted, lastMessage, memberCount, messagePreview, senderName, sharedPhotos, sortChats,
  type Chat, type ChatMessage,
} from './state.ts';
import * as model from './model.ts';
import './chat.css';

const str = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const strs = (value: JsonValue | undefined): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

const chatRoute = (id: string): Route => ({ screen: 'chat', id, draft: '', replyTo: null, dialog: null });

function closeDialog(d: DeviceState): void {
  const top = d.os.ui.stacks.chat?.at(-1);
  if (top) top.dialog = null;
}

// ---------------------------------------------------------------- actions

function openChat(id: string): void {
  update((d) => {
    model.openChat(d.apps.chat, id);
    d.os.ui.stacks.chat = [...(d.os.ui.stacks.chat ?? []), chatRoute(id)];
  });
}

function send(chatId: string, out: model.Outgoing, after: (d: DeviceState) => void): void {
  update((d) => {
    const sent = model.sendMessage(d.apps.chat, d.os.ledger, d.os.now, chatId, out);
    if ('refused' in sent) {
      showToast(d.os, sent.refused);
      return;
    }
    // A direct chat started by this message: its screens now show the new chat.
    if (sent.chat !== chatId) for (const r of d.os.ui.stacks.chat ?? []) if (r.id === chatId) r.id = sent.chat;
    after(d);
  });
}

// ---------------------------------------------------------------- the chat list

function ChatList({ route }: { route: Route }) {
  const query = str(route.query);
  const chats = useDevice((s) => s.apps.chat.chats);
  const contacts = useDevice((s) => s.apps.contacts);
  const now = useDevice((s) => s.os.now);
  const list = useMemo(() => sortChats(chats).filter((c) => chatMatches(contacts, c, query)), [chats, contacts, query]);
  return (
    <>
      <AppBar title="Chat" actions={<IconButton label="New group" onClick={() => nav.push({ screen: 'new', query: '', picked: [], step: 'pick', name: '' })}><Users size={21} /></IconButton>} />
      <SearchBar value={query} onChange={(v) => nav.patch({ query: v })} placeholder="Search chats" />
      <Scroll label="Chats">
        {list.length === 0 && <Empty>{query ? 'No chats match your search' : 'No chats yet'}</Empty>}
        {list.map((c) => {
          const title = chatTitle(contacts, c);
          const last = lastMessage(c);
          return (
            <ListItem
              key={c.id}
              label={title}
              leading={<Avatar name={title} />}
              title={<span className={c.unread ? 'ch-unread' : undefined}>{title}</span>}
              subtitle={c.left ? 'You left this group' : messagePreview(contacts, c, last)}
              trailing={
                <span className="ch-trailing">
                  <span>{last ? formatListTime(last.at, now) : ''}</span>
                  <span className="ch-marks">
                    {isMuted(c, now) && <BellOff size={14} aria-label="Muted" />}
                    {c.unread > 0 && <span className="ch-badge">{c.unread}</span>}
                  </span>
                </span>
              }
              onClick={() => openChat(c.id)}
            />
          );
        })}
        <div className="ch-fab-space" />
      </Scroll>
      <Fab label="New chat" extended icon={<MessageSquarePlus size={22} />} onClick={() => nav.push({ screen: 'direct', query: '' })} />
    </>
  );
}

// ---------------------------------------------------------------- one chat

function dayLabel(at: number, now: number): string {
  const day = startOfDay(at), today = startOfDay(now);
  if (day === today) return 'Today';
  if (day === today - DAY) return 'Yesterday';
  return formatLongDate(at);
}

function Bubble({ chat, m, contacts }: { chat: Chat; m: ChatMessage; contacts: DeviceState['apps']['contacts'] }) {
  const quoted = m.replyTo ? chat.messages.find((x) => x.id === m.replyTo) : undefined;
  const onContextMenu = (e: MouseEvent) => {
    e.preventDefault();
    nav.patch({ dialog: { kind: 'menu', id: m.id } });
  };
  const mine = m.from === ME;
  const reactions = new Map<string, number>();
  for (const r of m.reactions) for (const e of r.emoji) reactions.set(e, (reactions.get(e) ?? 0) + 1);
  const myEmoji = m.reactions.find((r) => r.id === ME)?.emoji ?? [];
  return (
    <div className={`ch-row ${mine ? 'me' : 'them'}`}>
      <button className={`ch-bubble ${mine ? 'me' : 'them'}`} aria-label={messageLabel(contacts, m)} onClick={() => nav.patch({ dialog: { kind: 'menu', id: m.id } })} onContextMenu={onContextMenu}>
        {chat.kind === 'group' && !mine && <span className="ch-sender">{senderName(contacts, m.from)}</span>}
        {m.forwarded && <span className="ch-forwarded">Forwarded</span>}
        {quoted && <span className="ch-quote">{`${senderName(contacts, quoted.from)}: ${quoted.photo ? 'Photo' : quoted.location ? `Location: ${quoted.location.place}` : quoted.text}`}</span>}
        {m.photo && (
          <span className="ch-photo">
            <PhotoScene kind={m.photo.kind as SceneKind} seed={m.photo.seed} className="ch-photo-img" />
            <span className="ch-photo-name">{m.photo.name}</span>
          </span>
        )}
        {m.location && (
          <span className="ch-location">
            <MapPin size={18} aria-hidden />
            <span>{`${m.location.place} · ${m.location.address}`}</span>
          </span>
        )}
        {m.text !== '' && <span className="ch-text">{m.text}</span>}
        <span className="ch-time">{formatClock(m.at)}</span>
      </button>
      {reactions.size > 0 && (
        <div className="ch-reactions">
          {[...reactions].map(([e, n]) => <span key={e} className={`ch-reaction${myEmoji.includes(e) ? ' mine' : ''}`}>{`${e} ${n}`}</span>)}
        </div>
      )}
    </div>
  );
}

function MessageMenu({ chat, m }: { chat: Chat; m: ChatMessage }) {
  const options = [
    ...(chat.left ? [] : [{ label: 'Reply', onClick: () => nav.patch({ replyTo: m.id, dialog: null }) }]),
    { label: 'React', onClick: () => nav.patch({ dialog: { kind: 'react', id: m.id } }) },
    { label: 'Forward', onClick: () => update((d) => { closeDialog(d); d.os.ui.stacks.chat!.push({ screen: 'forward', message: m.id, query: '', dialog: null }); }) },
  ];
  return <OptionsDialog title="Message" options={options} onDismiss={() => nav.patch({ dialog: null })} />;
}

function ReactMenu({ m }: { m: ChatMessage }) {
  const mine = m.reactions.find((r) => r.id === ME)?.emoji ?? [];
  const options = REACTIONS.map((e) => ({
    label: mine.includes(e) ? `${e} ✓` : e,
    onClick: () => update((d) => { model.toggleReaction(d.apps.chat, m.id, e); closeDialog(d); }),
  }));
  return <OptionsDialog title="React" options={options} onDismiss={() => nav.patch({ dialog: null })} />;
}

function Composer({ chat, route }: { chat: Chat; route: Route }) {
  const draft = str(route.draft);
  const canSend = draft.trim() !== '';
  const doSend = () => send(chat.id, { text: draft, replyTo: str(route.replyTo) || null }, (d) => patchRoute(d.os, { draft: '', replyTo: null }));
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (canSend) doSend();
    }
  };
  return (
    <div className="ch-composer">
      <IconButton label="Attach" onClick={() => nav.patch({ dialog: { kind: 'attach' } })}><Paperclip size={21} /></IconButton>
      <input className="ch-input" aria-label="Message" placeholder="Message" value={draft} onChange={(e) => nav.patch({ draft: e.target.value })} onKeyDown={onKeyDown} autoComplete="off" spellCheck={false} />
      <button className="ch-send" aria-label="Send" disabled={!canSend} onClick={() => canSend && doSend()}><SendHorizontal size={20} /></button>
    </div>
  );
}

function ChatScreen({ route }: { route: Route }) {
  const id = str(route.id);
  const stored = useDevice((s) => s.apps.chat.chats.find((c) => c.id === id));
  const chat = stored ?? model.pendingDirect(id);
  const contacts = useDevice((s) => s.apps.contacts);
  const now = useDevice((s) => s.os.now);
  if (!chat) return (<><AppBar title="Chat" onBack={nav.back} /><Empty>This chat no longer exists</Empty></>);
  const title = chatTitle(contacts, chat);
  const dialog = route.dialog && typeof route.dialog === 'object' && !Array.isArray(route.dialog) ? route.dialog : null;
  const dialogMessage = dialog ? chat.messages.find((m) => m.id === str(dialog.id)) : undefined;
  const replying = chat.messages.find((m) => m.id === str(route.replyTo));
  const rows: ReactElement[] = [];
  let previous = -Infinity;
  for (const m of chat.messages) {
    if (startOfDay(m.at) !== startOfDay(previous)) rows.push(<div key={`d-${m.id}`} className="ch-day">{dayLabel(m.at, now)}</div>);
    previous = m.at;
    rows.push(<Bubble key={m.id} chat={chat} m={m} contacts={contacts} />);
  }
  return (
    <>
      <AppBar title={title} onBack={nav.back} actions={stored && <IconButton label={chat.kind === 'group' ? 'Group info' : 'Chat info'} onClick={() => nav.push({ screen: 'info', id: chat.id, dialog: null, name: '' })}><Info size={21} /></IconButton>} />
      {chat.kind === 'group' && <div className="ch-subtitle">{`${chat.public ? 'Public group · ' : ''}${memberCount(chat).toLocaleString('en-US')} members${isMuted(chat, now) ? ' · Muted' : ''}`}</div>}
      <div className="scroll ch-thread" data-scroll aria-label="Messages">
        <div className="ch-thread-inner">
          {rows.length === 0 && <Empty>No messages yet. Say hello!</Empty>}
          {rows}
        </div>
      </div>
      {replying && !chat.left && (
        <div className="ch-replying">
          <Reply size={18} aria-hidden />
          <span className="ch-replying-text">{`Replying to ${senderName(contacts, replying.from)}: ${replying.photo ? 'Photo' : replying.location ? 'Location' : replying.text}`}</span>
          <IconButton label="Cancel reply" onClick={() => nav.patch({ replyTo: null })}><X size={18} /></IconButton>
        </div>
      )}
      {chat.left ? <div className="ch-left-note">You left this group, so you can no longer send messages to it.</div> : <Composer chat={chat} route={route} />}
      {dialog?.kind === 'menu' && dialogMessage && <MessageMenu chat={chat} m={dialogMessage} />}
      {dialog?.kind === 'react' && dialogMessage && <ReactMenu m={dialogMessage} />}
      {dialog?.kind === 'attach' && (
        <OptionsDialog title="Attach" onDismiss={() => nav.patch({ dialog: null })} options={[
          { label: 'Photo', onClick: () => update((d) => { closeDialog(d); d.os.ui.stacks.chat!.push({ screen: 'photos', id: chat.id, replyTo: str(route.replyTo) || null, dialog: null, caption: '' }); }) },
          { label: 'Location', onClick: () => update((d) => { closeDialog(d); d.os.ui.stacks.chat!.push({ screen: 'location', id: chat.id, dialog: null }); }) },
        ]} />
      )}
    </>
  );
}

// ---------------------------------------------------------------- info

function InfoScreen({ route }: { route: Route }) {
  const id = str(route.id);
  const chat = useDevice((s) => s.apps.chat.chats.find((c) => c.id === id));
  const contacts = useDevice((s) => s.apps.contacts);
  const now = useDevice((s) => s.os.now);
  if (!chat) return (<><AppBar title="Info" onBack={nav.back} /><Empty>This chat no longer exists</Empty></>);
  const group = chat.kind === 'group';
  const title = chatTitle(contacts, chat);
  const dialog = str(route.dialog);
  const members = sortContacts(chat.members.map((m) => contacts.contacts.find((c) => c.id === m)).filter((c): c is Contact => c !== undefined));
  const removing = members.find((c) => `remove:${c.id}` === dialog);
  const photos = sharedPhotos(chat);
  const muted = isMuted(chat, now);
  const rename = () => update((d) => {
    const refused = model.renameGroup(d.apps.chat, chat.id, str(route.name));
    if (refused) { showToast(d.os, refused); return; }
    closeDialog(d);
    showToast(d.os, 'Group renamed');
  });
  const onRenameKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing) { e.preventDefault(); rename(); }
  };
  return (
    <>
      <AppBar title={group ? 'Group info' : 'Chat info'} onBack={nav.back} />
      <Scroll label="Info">
        <div className="ch-info-head">
          <Avatar name={title} large />
          <h2 className="ch-info-name" role="heading">{title}</h2>
          {group && <div className="ch-info-count">{`${chat.public ? 'Public group · ' : ''}${memberCount(chat).toLocaleString('en-US')} members`}</div>}
          {chat.description !== '' && <div className="ch-info-desc">{chat.description}</div>}
        </div>
        {group && !chat.left && (
          <div className="ch-info-actions">
            <Button variant="text" onClick={() => nav.patch({ dialog: 'rename', name: chat.name })}>Rename group</Button>
            <Button variant="text" onClick={() => nav.push({ screen: 'add', id: chat.id, query: '', picked: [] })}>Add members</Button>
          </div>
        )}
        <SectionHeader>Notifications</SectionHeader>
        {muted ? (
          <>
            <div className="ch-muted-line">{`Muted until ${untilText(chat.mutedUntil!, now)}`}</div>
            <ListItem label="Unmute" title="Unmute" onClick={() => update((d) => { model.mute(d.apps.chat, chat.id, null); showToast(d.os, 'Notifications on'); })} />
          </>
        ) : (
          !chat.left && <ListItem label="Mute notifications" title="Mute notifications" leading={<BellOff size={20} aria-hidden />} onClick={() => nav.patch({ dialog: 'mute' })} />
        )}
        <SectionHeader>{`Shared photos (${photos.length})`}</SectionHeader>
        {photos.length === 0 && <Empty>No photos shared yet</Empty>}
        {photos.map((m) => (
          <ListItem key={m.id} label={`Photo ${m.photo!.name}`} title={m.photo!.name} subtitle={`From ${senderName(contacts, m.from)} · ${formatShortDate(m.at)}, ${formatClock(m.at)}`}
            leading={<span className="ch-thumb"><PhotoScene kind={m.photo!.kind as SceneKind} seed={m.photo!.seed} className="ch-thumb-img" /></span>} />
        ))}
        {group && (
          <>
            <SectionHeader>Members</SectionHeader>
            {!chat.left && <ListItem title="You" leading={<Avatar name="You" />} />}
            {members.map((c) => (
              <ListItem key={c.id} title={fullName(c)} subtitle={c.phone} leading={<Avatar name={fullName(c)} />}
                trailing={chat.left ? undefined : <IconButton label={`Remove ${fullName(c)}`} onClick={() => nav.patch({ dialog: `remove:${c.id}` })}><UserMinus size={20} /></IconButton>} />
            ))}
            {chat.others > 0 && <ListItem title={`${chat.others.toLocaleString('en-US')} other members`} subtitle="People not in your contacts" />}
            {!chat.left && <div className="ch-leave"><Button variant="danger" onClick={() => nav.patch({ dialog: 'leave' })}>Leave group</Button></div>}
          </>
        )}
      </Scroll>
      {dialog === 'mute' && (
        <OptionsDialog title="Mute notifications for" onDismiss={() => nav.patch({ dialog: null })}
          options={model.MUTE_OPTIONS.map((o) => ({ label: o.label, onClick: () => update((d) => { model.mute(d.apps.chat, chat.id, d.os.now + o.hours * 3_600_000); closeDialog(d); showToast(d.os, `Muted for ${o.label}`); }) }))} />
      )}
      {dialog === 'rename' && (
        <div className="dialog-scrim">
          <div className="dialog" role="dialog" aria-label="Rename group">
            <h2>Rename group</h2>
            <input className="ch-dialog-input" aria-label="Group name" placeholder="Group name" value={str(route.name)} onChange={(e) => nav.patch({ name: e.target.value })} onKeyDown={onRenameKey} autoComplete="off" spellCheck={false} />
            <div className="actions">
              <Button variant="text" onClick={() => nav.patch({ dialog: null })}>Cancel</Button>
              <Button variant="text" disabled={str(route.name).trim() === ''} onClick={rename}>Save</Button>
            </div>
          </div>
        </div>
      )}
      {removing && (
        <Dialog title={`Remove ${fullName(removing)}?`} message={`${fullName(removing)} will no longer get messages from ${title}.`} actions={[
          { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
          { label: 'Remove', danger: true, onClick: () => update((d) => { model.removeMember(d.apps.chat, chat.id, removing.id); closeDialog(d); showToast(d.os, `${fullName(removing)} removed`); }) },
        ]} />
      )}
      {dialog === 'leave' && (
        <Dialog title="Leave group?" message={`You will stop getting messages from ${title}.`} actions={[
          { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
          { label: 'Leave', danger: true, onClick: () => update((d) => { model.leaveGroup(d.apps.chat, chat.id); closeDialog(d); showToast(d.os, `You left ${title}`); }) },
        ]} />
      )}
    </>
  );
}

// ---------------------------------------------------------------- pickers

function ContactPicker({ query, picked, exclude, onToggle }: { query: string; picked: string[]; exclude: readonly string[]; onToggle: (id: string) => void }) {
  const contacts = useDevice((s) => s.apps.contacts.contacts);
  const list = useMemo(() => sortContacts(contacts).filter((c) => !exclude.includes(c.id) && contactMatches(c, query)), [contacts, exclude, query]);
  return (
    <Scroll label="Contacts">
      {list.length === 0 && <Empty>No matching contacts</Empty>}
      {list.map((c) => {
        const on = picked.includes(c.id);
        return (
          <button key={c.id} role="checkbox" aria-checked={on} aria-label={fullName(c)} className={`list-item ch-pick${on ? ' on' : ''}`} onClick={() => onToggle(c.id)}>
            <Avatar name={fullName(c)} />
            <div className="texts"><div className="title">{fullName(c)}</div><div className="subtitle">{c.phone}</div></div>
            <span className={`ch-check${on ? ' on' : ''}`} aria-hidden>{on ? '✓' : ''}</span>
          </button>
        );
      })}
    </Scroll>
  );
}

const toggled = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

function NewGroupScreen({ route }: { route: Route }) {
  const picked = strs(route.picked);
  const contacts = useDevice((s) => s.apps.contacts.contacts);
  const name = str(route.name);
  if (str(route.step) === 'name') {
    const create = () => update((d) => {
      const made = model.createGroup(d.apps.chat, name, picked, d.os.now);
      if ('refused' in made) { showToast(d.os, made.refused); return; }
      const stack = d.os.ui.stacks.chat!;
      stack.splice(stack.length - 1, 1);
      stack.push(chatRoute(made.id));
      model.openChat(d.apps.chat, made.id);
      showToast(d.os, 'Group created');
    });
    const names = picked.map((id) => contacts.find((c) => c.id === id)).filter((c): c is Contact => c !== undefined).map(fullName);
    return (
      <>
        <AppBar title="Name the group" onBack={() => nav.patch({ step: 'pick' })} actions={<Button variant="text" disabled={name.trim() === ''} onClick={create}>Create</Button>} />
        <div className="ch-form">
          <input className="ch-dialog-input" aria-label="Group name" placeholder="Group name" value={name} onChange={(e) => nav.patch({ name: e.target.value })} autoComplete="off" spellCheck={false} />
          <div className="ch-form-note">{`${names.length} ${names.length === 1 ? 'member' : 'members'}: ${names.join(', ')}`}</div>
        </div>
      </>
    );
  }
  return (
    <>
      <AppBar title="New group" onBack={nav.back} actions={<Button variant="text" disabled={picked.length === 0} onClick={() => nav.patch({ step: 'name' })}>Next</Button>} />
      <div className="ch-subtitle">{picked.length === 0 ? 'Choose members' : `${picked.length} selected`}</div>
      <SearchBar value={str(route.query)} onChange={(v) => nav.patch({ query: v })} placeholder="Search contacts" />
      <ContactPicker query={str(route.query)} picked={picked} exclude={[]} onToggle={(id) => nav.patch({ picked: toggled(picked, id) })} />
    </>
  );
}

function AddMembersScreen({ route }: { route: Route }) {
  const id = str(route.id);
  const chat = useDevice((s) => s.apps.chat.chats.find((c) => c.id === id));
  const picked = strs(route.picked);
  if (!chat) return (<><AppBar title="Add members" onBack={nav.back} /><Empty>This chat no longer exists</Empty></>);
  const add = () => update((d) => {
    model.addMembers(d.apps.chat, chat.id, picked);
    back(d.os);
    showToast(d.os, picked.length === 1 ? 'Member added' : `${picked.length} members added`);
  });
  return (
    <>
      <AppBar title="Add members" onBack={nav.back} actions={<Button variant="text" disabled={picked.length === 0} onClick={add}>Add</Button>} />
      <SearchBar value={str(route.query)} onChange={(v) => nav.patch({ query: v })} placeholder="Search contacts" />
      <ContactPicker query={str(route.query)} picked={picked} exclude={chat.members} onToggle={(c) => nav.patch({ picked: toggled(picked, c) })} />
    </>
  );
}

function DirectScreen({ route }: { route: Route }) {
  const query = str(route.query);
  const contactsState = useDevice((s) => s.apps.contacts);
  const contacts = contactsState.contacts;
  const list = useMemo(() => sortContacts(contacts).filter((c) => contactMatches(c, query)), [contacts, query]);
  const start = (contactId: string) => update((d) => {
    const id = model.directChatId(d.apps.chat, contactId);
    model.openChat(d.apps.chat, id);
    replace(d.os, chatRoute(id));
  });
  return (
    <>
      <AppBar title="New chat" onBack={nav.back} />
      <div onKeyDown={(e) => { const p = e.key === 'Enter' ? model.personNamed(contactsState, query) : undefined; if (p) start(p.id); }}>
        <SearchBar value={query} onChange={(v) => nav.patch({ query: v })} placeholder="Search contacts" />
      </div>
      <Scroll label="Contacts">
        {list.length === 0 && <Empty>No matching contacts</Empty>}
        {list.map((c) => <ListItem key={c.id} label={fullName(c)} title={fullName(c)} subtitle={c.phone} leading={<Avatar name={fullName(c)} />} onClick={() => start(c.id)} />)}
      </Scroll>
    </>
  );
}

function PhotosScreen({ route }: { route: Route }) {
  const id = str(route.id);
  const photos = useDevice((s) => s.apps.gallery.photos);
  const list = useMemo(() => photos.filter((p) => p.trashedAt === null).sort((a, b) => b.takenAt - a.takenAt || a.id.localeCompare(b.id)), [photos]);
  const chosen = list.find((p) => p.id === str(route.dialog));
  const sendPhoto = () => chosen && send(id, { text: str(route.caption), replyTo: str(route.replyTo) || null, photo: { name: chosen.name, kind: chosen.kind, seed: chosen.seed } }, (d) => {
    back(d.os);
    const top = d.os.ui.stacks.chat?.at(-1);
    if (top) top.replyTo = null;
    showToast(d.os, 'Photo sent');
  });
  return (
    <>
      <AppBar title="Choose a photo" onBack={nav.back} />
      <Scroll label="Photos">
        {list.length === 0 && <Empty>No photos in Gallery</Empty>}
        <div className="ch-grid">
          {list.map((p) => (
            <button key={p.id} className="ch-grid-cell" aria-label={`Photo ${p.name}`} onClick={() => nav.patch({ dialog: p.id, caption: '' })}>
              <PhotoScene kind={p.kind} seed={p.seed} className="ch-grid-img" />
            </button>
          ))}
        </div>
      </Scroll>
      {chosen && (
        <div className="dialog-scrim">
          <div className="dialog" role="dialog" aria-label="Send photo">
            <h2>Send photo?</h2>
            <p>{chosen.name}</p>
            <input className="ch-dialog-input" aria-label="Add a caption" placeholder="Add a caption" value={str(route.caption)} onChange={(e) => nav.patch({ caption: e.target.value })} autoComplete="off" spellCheck={false} />
            <div className="actions">
              <Button variant="text" onClick={() => nav.patch({ dialog: null })}>Cancel</Button>
              <Button variant="text" onClick={sendPhoto}>Send</Button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

function LocationScreen({ route }: { route: Route }) {
  const id = str(route.id);
  const chosen = PLACES.find((p) => p.place === str(route.dialog));
  return (
    <>
      <AppBar title="Share location" onBack={nav.back} />
      <Scroll label="Places">
        <SectionHeader>Nearby places</SectionHeader>
        {PLACES.map((p) => <ListItem key={p.place} label={p.place} title={p.place} subtitle={p.address} leading={<MapPin size={20} aria-hidden />} onClick={() => nav.patch({ dialog: p.place })} />)}
      </Scroll>
      {chosen && (
        <Dialog title="Share location?" message={`${chosen.place} · ${chosen.address}`} actions={[
          { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
          { label: 'Share', onClick: () => send(id, { text: '', location: { ...chosen } }, (d) => { back(d.os); showToast(d.os, 'Location shared'); }) },
        ]} />
      )}
    </>
  );
}

function ForwardScreen({ route }: { route: Route }) {
  const query = str(route.query);
  const messageId = str(route.message);
  const chats = useDevice((s) => s.apps.chat.chats);
  const contacts = useDevice((s) => s.apps.contacts);
  const list = useMemo(() => sortChats(chats).filter((c) => !c.left && chatMatches(contacts, c, query)), [chats, contacts, query]);
  const target = chats.find((c) => c.id === str(route.dialog));
  return (
    <>
      <AppBar title="Forward to" onBack={nav.back} />
      <SearchBar value={query} onChange={(v) => nav.patch({ query: v })} placeholder="Search chats" />
      <Scroll label="Chats">
        {list.length === 0 && <Empty>No chats match your search</Empty>}
        {list.map((c) => (
          <ListItem key={c.id} label={chatTitle(contacts, c)} title={chatTitle(contacts, c)} leading={<Avatar name={chatTitle(contacts, c)} />}
            subtitle={c.kind === 'group' ? `${c.public ? 'Public group · ' : ''}${memberCount(c).toLocaleString('en-US')} members` : 'Direct chat'} onClick={() => nav.patch({ dialog: c.id })} />
        ))}
      </Scroll>
      {target && (
        <Dialog title={`Forward to ${chatTitle(contacts, target)}?`}
          message={target.kind === 'group' ? `${target.public ? 'This is a public group: ' : ''}${(memberCount(target) - 1).toLocaleString('en-US')} people will see it.` : `${chatTitle(contacts, target)} will see it.`}
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
            { label: 'Forward', onClick: () => send(target.id, { text: '', forwardOf: messageId }, (d) => { back(d.os); showToast(d.os, 'Forwarded'); }) },
          ]} />
      )}
    </>
  );
}

export function ChatApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'chat': return <ChatScreen route={route} />;
    case 'info': return <InfoScreen route={route} />;
    case 'new': return <NewGroupScreen route={route} />;
    case 'add': return <AddMembersScreen route={route} />;
    case 'direct': return <DirectScreen route={route} />;
    case 'photos': return <PhotosScreen route={route} />;
    case 'location': return <LocationScreen route={route} />;
    case 'forward': return <ForwardScreen route={route} />;
    default: return <ChatList route={route} />;
  }
}
