// Messages screens: the conversation list (`main`), one conversation (`thread`) and a new
// conversation (`compose`). Drafts, the recipient field and open dialogs live in the route.
import { useMemo, type KeyboardEvent, type ReactElement } from 'react';
import { MessageSquarePlus, Phone, SendHorizontal, Trash2 } from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { patchRoute, push, replace, showToast } from '../os/nav.ts';
import { dispatch } from '../os/intents.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, Avatar, Dialog, Empty, Fab, IconButton, ListItem, Scroll, SectionHeader } from '../kit/ui.tsx';
import { DAY, HOUR, formatClock, formatListTime, formatLongDate, startOfDay } from '../kit/time.ts';
import { contactMatches, displayName, fullName, phoneMatchKey, sortContacts, type ContactsState } from '../contacts/state.ts';
import { conversationTitle, sortConversations, type Conversation, type Message } from './state.ts';
import { deliver, queueOutgoing, retryMessage, sendMessage } from './send.ts';
import * as model from './model.ts';
import './messages.css';
// Added for Gallery: shared photos render as a thumbnail bubble.
import { PhotoScene } from '../gallery/scene.tsx';
import type { SceneKind } from '../gallery/state.ts';

const str = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');

const threadRoute = (id: string): Route => ({ screen: 'thread', id, draft: '', dialog: null });

/** Open a conversation and mark it read, in one update. */
function openThread(id: string): void {
  update((d) => {
    model.markRead(d.apps.messages, id);
    push(d.os, threadRoute(id));
  });
}

/** Remove a conversation; drop any screen showing it and close the dialog. */
function deleteConversation(id: string): void {
  update((d) => {
    model.deleteConversation(d.apps.messages, id);
    const stack = (d.os.ui.stacks.messages ?? []).filter((r) => !(r.screen === 'thread' && r.id === id));
    if (stack.length === 0) stack.push({ screen: 'main' });
    stack[stack.length - 1]!.dialog = null;
    d.os.ui.stacks.messages = stack;
    showToast(d.os, 'Conversation deleted');
  });
}

function readListDialog(value: JsonValue | undefined): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  return value.kind === 'delete' && typeof value.id === 'string' ? value.id : null;
}

function DeleteConversationDialog({ id, title }: { id: string; title: string }) {
  return (
    <Dialog
      title="Delete conversation?"
      message={`Your conversation with ${title} will be permanently deleted from this device.`}
      actions={[
        { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
        { label: 'Delete', danger: true, onClick: () => deleteConversation(id) },
      ]}
    />
  );
}

function preview(last: Message | undefined): string {
  if (!last) return '';
  // Added for Gallery: a photo without text previews as "Photo".
  return (last.from === 'me' ? 'You: ' : '') + (last.photo && last.text === '' ? 'Photo' : last.text);
}

function ConversationList({ route }: { route: Route }) {
  const conversations = useDevice((s) => s.apps.messages.conversations);
  const contacts = useDevice((s) => s.apps.contacts);
  const now = useDevice((s) => s.os.now);
  const sorted = useMemo(() => sortConversations(conversations), [conversations]);
  const deleting = readListDialog(route.dialog);
  const deletingConversation = deleting === null ? undefined : conversations.find((c) => c.id === deleting);
  return (
    <>
      <AppBar title="Messages" />
      <Scroll label="Conversations">
        {sorted.length === 0 && <Empty>No conversations yet</Empty>}
        {sorted.map((c) => {
          const title = conversationTitle(contacts, c);
          const last = c.messages[c.messages.length - 1];
          return (
            <ListItem
              key={c.id}
              label={title}
              leading={<Avatar name={title} />}
              title={<span className={c.unread ? 'msg-unread' : undefined}>{title}</span>}
              subtitle={<span className={c.unread ? 'msg-unread-text' : undefined}>{preview(last)}</span>}
              trailing={
                <span className="msg-trailing">
                  <span className={c.unread ? 'msg-unread-text' : undefined}>{last ? formatListTime(last.at, now) : ''}</span>
                  {c.unread && <span className="msg-dot" />}
                </span>
              }
              onClick={() => openThread(c.id)}
              onLongPress={() => nav.patch({ dialog: { kind: 'delete', id: c.id } })}
            />
          );
        })}
        <div className="msg-fab-space" />
      </Scroll>
      <Fab label="Start chat" extended icon={<MessageSquarePlus size={22} />} onClick={() => nav.push({ screen: 'compose', to: '', draft: '' })} />
      {deletingConversation && <DeleteConversationDialog id={deletingConversation.id} title={conversationTitle(contacts, deletingConversation)} />}
    </>
  );
}

function Composer({ draft, canSend, onSend }: { draft: string; canSend: boolean; onSend: () => void }) {
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (canSend) onSend();
    }
  };
  return (
    <div className="msg-composer">
      <input
        className="msg-input"
        aria-label="Text message"
        placeholder="Text message"
        value={draft}
        onChange={(e) => nav.patch({ draft: e.target.value })}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
      />
      <button className="msg-send" aria-label="Send" disabled={!canSend} onClick={() => canSend && onSend()}>
        <SendHorizontal size={20} />
      </button>
    </div>
  );
}

function dayLabel(at: number, now: number): string {
  const day = startOfDay(at), today = startOfDay(now);
  if (day === today) return 'Today';
  if (day === today - DAY) return 'Yesterday';
  return formatLongDate(at);
}

const STATUS_TEXT: Record<Message['status'], string> = { sending: 'Sending…', sent: 'Sent', failed: 'Failed · Tap to retry', received: '' };

function Bubbles({ conversation, now }: { conversation: Conversation; now: number }) {
  const rows: ReactElement[] = [];
  let previous = -Infinity;
  for (const m of conversation.messages) {
    // A time marker starts each day and each burst after an hour of silence.
    if (startOfDay(m.at) !== startOfDay(previous) || m.at - previous >= HOUR) {
      rows.push(<div key={`time-${m.id}`} className="msg-day">{`${dayLabel(m.at, now)} · ${formatClock(m.at)}`}</div>);
    }
    previous = m.at;
    const failed = m.status === 'failed';
    const retry = () => retryMessage(conversation.id, m.id);
    rows.push(
      <div key={m.id} className={`msg-row ${m.from}`}>
        {/* Added for Gallery: the shared photo's thumbnail, with its file name. */}
        {m.photo && (
          <div className="msg-photo">
            <PhotoScene kind={m.photo.kind as SceneKind} seed={m.photo.seed} className="msg-photo-img" />
            <div className="msg-photo-name">{m.photo.name}</div>
          </div>
        )}
        {(!m.photo || m.text !== '') && <div className={`msg-bubble ${m.from}${failed ? ' failed' : ''}`} onClick={failed ? retry : undefined}>{m.text}</div>}
        {m.from === 'me' && (failed ? (
          <button className="msg-status failed" onClick={retry}>{STATUS_TEXT.failed}</button>
        ) : (
          <div className="msg-status">{STATUS_TEXT[m.status]}</div>
        ))}
      </div>,
    );
  }
  return <>{rows}</>;
}

function Thread({ route }: { route: Route }) {
  const id = str(route.id);
  const conversation = useDevice((s) => s.apps.messages.conversations.find((c) => c.id === id));
  const contacts = useDevice((s) => s.apps.contacts);
  const now = useDevice((s) => s.os.now);
  const draft = str(route.draft);
  if (!conversation) {
    return (
      <>
        <AppBar title="Messages" onBack={nav.back} />
        <Empty>This conversation no longer exists</Empty>
      </>
    );
  }
  const title = conversationTitle(contacts, conversation);
  const send = () => sendMessage(conversation.id, draft, (d) => patchRoute(d.os, { draft: '' }));
  return (
    <>
      <AppBar
        title={title}
        onBack={nav.back}
        actions={
          <>
            <IconButton label="Call" onClick={() => update((d) => void dispatch(d, { kind: 'call', number: conversation.address }))}>
              <Phone size={21} />
            </IconButton>
            <IconButton label="Delete conversation" onClick={() => nav.patch({ dialog: 'delete' })}>
              <Trash2 size={21} />
            </IconButton>
          </>
        }
      />
      {/* column-reverse keeps the newest message in view without scrolling code */}
      <div className="scroll msg-thread" data-scroll aria-label="Messages">
        <div className="msg-thread-inner">
          <Bubbles conversation={conversation} now={now} />
        </div>
      </div>
      <Composer draft={draft} canSend={draft.trim() !== ''} onSend={send} />
      {route.dialog === 'delete' && <DeleteConversationDialog id={conversation.id} title={title} />}
    </>
  );
}

/** The number a "To" field stands for: a contact's exact full name, or something that looks like a number. */
export function resolveRecipient(contacts: ContactsState, to: string): string | null {
  const text = to.trim();
  if (text === '') return null;
  const byName = contacts.contacts.find((c) => c.phone !== '' && fullName(c).toLowerCase() === text.toLowerCase());
  if (byName) return byName.phone;
  if (/^[\d\s+().-]+$/.test(text) && phoneMatchKey(text).length >= 3) return text;
  return null;
}

function Compose({ route }: { route: Route }) {
  const to = str(route.to);
  const draft = str(route.draft);
  const contactsState = useDevice((s) => s.apps.contacts);
  const sorted = useMemo(() => sortContacts(contactsState.contacts).filter((c) => c.phone !== ''), [contactsState]);
  const suggestions = useMemo(() => sorted.filter((c) => contactMatches(c, to)), [sorted, to]);
  const recipient = resolveRecipient(contactsState, to);

  const send = () => {
    const address = resolveRecipient(contactsState, to);
    if (!address) {
      nav.toast('Enter a valid phone number');
      return;
    }
    const queued: { conversationId: string; messageId: string | null } = { conversationId: '', messageId: null };
    update((d) => {
      const conversationId = model.conversationWith(d.apps.messages, address);
      model.markRead(d.apps.messages, conversationId);
      queued.conversationId = conversationId;
      queued.messageId = queueOutgoing(d, conversationId, draft);
      replace(d.os, threadRoute(conversationId));
    });
    if (queued.messageId) void deliver(queued.conversationId, queued.messageId);
  };

  return (
    <>
      <AppBar title="New conversation" onBack={nav.back} />
      <label className="msg-to">
        <span className="msg-to-label">To</span>
        <input
          aria-label="To"
          placeholder="Name or number"
          value={to}
          onChange={(e) => nav.patch({ to: e.target.value })}
          autoComplete="off"
          spellCheck={false}
        />
      </label>
      <Scroll label="Contact suggestions">
        <SectionHeader>{to.trim() === '' ? 'All contacts' : 'Suggestions'}</SectionHeader>
        {suggestions.length === 0 && <Empty>{recipient ? `Send to ${recipient}` : 'No matching contacts'}</Empty>}
        {suggestions.map((c) => (
          <ListItem
            key={c.id}
            label={displayName(c)}
            leading={<Avatar name={displayName(c)} />}
            title={displayName(c)}
            subtitle={c.phone}
            onClick={() => nav.patch({ to: c.phone })}
          />
        ))}
      </Scroll>
      <Composer draft={draft} canSend={draft.trim() !== '' && to.trim() !== ''} onSend={send} />
    </>
  );
}

export function MessagesApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'thread':
      return <Thread route={route} />;
    case 'compose':
      return <Compose route={route} />;
    default:
      return <ConversationList route={route} />;
  }
}
