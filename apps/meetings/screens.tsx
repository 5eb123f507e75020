// Meetings screens: the main screen (`main`, two tabs: upcoming meetings by day with a search and
// New meeting; recordings of past meetings with their lengths), a meeting's page (`meeting`: when,
// how long, host, link, passcode, invitees with whether their invitation went, Join, Send
// invitations, Edit, Cancel meeting), the meeting form (`edit`, new or existing) with its invitee
// picker (`invite`), the call (`call`: the waiting room before someone else's meeting starts, then
// mute, camera, participants, Leave) and a recording's page (`recording`: Rename, Delete). Drafts,
// queries and open dialogs live in the route on the back stack.
import { Mic, MicOff, Pencil, Plus, Trash2, UserPlus, Users, Video, VideoOff, X } from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { back, push, showToast } from '../os/nav.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, Avatar, Button, Dialog, Empty, Fab, IconButton, ListItem, RenameDialog, Scroll, SearchBar, SectionHeader, TextField } from '../kit/ui.tsx';
import { createRng } from '../kit/random.ts';
import { MINUTE, formatClock, formatIsoDate, formatLongDate, formatShortDate, startOfDay } from '../kit/time.ts';
import { displayName, type Contact } from '../contacts/state.ts';
import type { DeviceState } from '../world.ts';
import { endOf, formatLength, formatSpan, newestFirst, upcoming, type Meeting, type MeetingRecording } from './state.ts';
import * as model from './model.ts';
import { InviteePicker, type InviteeForm } from '../contacts/picker.tsx';
import './meetings.css';

const str = (value: JsonValue | undefined, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const strOrNull = (value: JsonValue | undefined): string | null => (typeof value === 'string' ? value : null);
const topOf = (d: DeviceState): Route | undefined => d.os.ui.stacks.meetings?.at(-1);
const patchTop = (d: DeviceState, params: Record<string, JsonValue>) => { const top = topOf(d); if (top) Object.assign(top, params); };

const nameOf = (contacts: readonly Contact[], id: string): string => { const c = contacts.find((x) => x.id === id); return c ? displayName(c) : 'Unknown'; };
const range = (m: Meeting): string => `${formatClock(m.start)} – ${formatClock(endOf(m))}`;

function readDraft(v: JsonValue | undefined): model.MeetingDraft {
  const o = v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  return {
    title: str(o.title), date: str(o.date), time: str(o.time), duration: str(o.duration),
    invitees: Array.isArray(o.invitees) ? o.invitees.filter((x): x is string => typeof x === 'string') : [],
  };
}
const draftOf = (m: Meeting): model.MeetingDraft => ({ title: m.title, date: formatIsoDate(m.start), time: formatClock(m.start), duration: String(m.duration), invitees: [...m.invitees] });
const asJson = (d: model.MeetingDraft): JsonValue => ({ ...d, invitees: [...d.invitees] });

// ---------------------------------------------------------------------------------------------
// The main screen

function MeetingRow({ m }: { m: Meeting }) {
  return (
    <ListItem
      label={m.title}
      leading={<span className="mt-icon" aria-hidden><Video size={18} /></span>}
      title={m.title}
      subtitle={`${formatClock(m.start)} · ${formatSpan(m.duration)}${m.host === null ? '' : ' · Invited'}`}
      onClick={() => nav.push({ screen: 'meeting', id: m.id, confirm: null })}
    />
  );
}

function RecordingRow({ r }: { r: MeetingRecording }) {
  return (
    <ListItem
      label={r.name}
      leading={<span className="mt-icon rec" aria-hidden><Mic size={18} /></span>}
      title={r.name}
      subtitle={`${formatShortDate(r.at)}, ${formatClock(r.at)}`}
      trailing={<span className="mt-len">{formatLength(r.durationMs)}</span>}
      onClick={() => nav.push({ screen: 'recording', id: r.id, dialog: null, draft: '' })}
    />
  );
}

function MainScreen({ route }: { route: Route }) {
  const s = useDevice((d) => d.apps.meetings);
  const now = useDevice((d) => Math.floor(d.os.now / MINUTE) * MINUTE);
  const tab = str(route.tab, 'meetings');
  const query = str(route.query);
  const list = model.searchMeetings(upcoming(s, now), query);
  const days = [...new Set(list.map((m) => startOfDay(m.start)))];
  const today = startOfDay(now);
  return (
    <>
      <AppBar title="Meetings" />
      <div className="mt-tabs" role="tablist">
        <button role="tab" aria-selected={tab === 'meetings'} className={tab === 'meetings' ? 'on' : ''} onClick={() => nav.patch({ tab: 'meetings' })}>Upcoming</button>
        <button role="tab" aria-selected={tab === 'recordings'} className={tab === 'recordings' ? 'on' : ''} onClick={() => nav.patch({ tab: 'recordings' })}>Recordings</button>
      </div>
      {tab === 'recordings' ? (
        <Scroll label="Recordings">
          {s.recordings.length === 0 && <Empty>No recordings</Empty>}
          {newestFirst(s.recordings).map((r) => <RecordingRow key={r.id} r={r} />)}
          <div className="mt-foot">{`${s.recordings.length} recordings`}</div>
        </Scroll>
      ) : (
        <>
          <SearchBar value={query} placeholder="Search meetings" onChange={(q) => nav.patch({ query: q })} />
          <Scroll label="Upcoming meetings">
            {list.length === 0 && <Empty>{query.trim() === '' ? 'No upcoming meetings' : `No meetings match "${query.trim()}"`}</Empty>}
            {days.map((day) => (
              <div key={day}>
                <SectionHeader>{day === today ? 'Today' : day === today + 86_400_000 ? 'Tomorrow' : formatLongDate(day)}</SectionHeader>
                {list.filter((m) => startOfDay(m.start) === day).map((m) => <MeetingRow key={m.id} m={m} />)}
              </div>
            ))}
            <div className="mt-bottom-space" />
          </Scroll>
          <Fab label="New meeting" icon={<Plus size={24} />} extended onClick={() => {
            const start = Math.ceil((now + 30 * MINUTE) / (30 * MINUTE)) * 30 * MINUTE;
            nav.push({ screen: 'edit', id: null, draft: asJson({ title: '', date: formatIsoDate(start), time: formatClock(start), duration: '30', invitees: [] }) });
          }} />
        </>
      )}
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// A meeting's page

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="mt-field">
      <span className="mt-field-label">{label}</span>
      <span className="mt-field-value">{value}</span>
    </div>
  );
}

function MeetingScreen({ route }: { route: Route }) {
  const id = str(route.id);
  const m = useDevice((d) => model.findMeeting(d.apps.meetings, id));
  const contacts = useDevice((d) => d.apps.contacts.contacts);
  const confirm = strOrNull(route.confirm);
  if (!m) return (<><AppBar title="Meeting" onBack={nav.back} /><Empty>This meeting was cancelled</Empty></>);
  const mine = m.host === null;
  const pending = model.uninvited(m);
  const told = m.invited.length;
  return (
    <>
      <AppBar
        title={m.title}
        onBack={nav.back}
        actions={mine ? <IconButton label="Edit" onClick={() => nav.push({ screen: 'edit', id: m.id, draft: asJson(draftOf(m)) })}><Pencil size={20} /></IconButton> : undefined}
      />
      <Scroll label="Meeting">
        <div className="mt-detail">
          <div className="mt-detail-title">{m.title}</div>
          <div className="mt-detail-when">{formatLongDate(m.start)}</div>
          <div className="mt-detail-when">{range(m)}</div>
          <Field label="Length" value={formatSpan(m.duration)} />
          <Field label="Host" value={mine ? 'You' : nameOf(contacts, m.host!)} />
          <Field label="Join link" value={m.link} />
          <Field label="Passcode" value={m.passcode} />
          <Button onClick={() => update((d) => { model.join(d.apps.meetings, m.id); push(d.os, { screen: 'call', id: m.id }); })}>Join</Button>
        </div>
        <SectionHeader>{`Invitees (${m.invitees.length})`}</SectionHeader>
        {m.invitees.length === 0 && <Empty>No invitees</Empty>}
        {m.invitees.map((cid) => (
          <ListItem key={cid} label={nameOf(contacts, cid)} leading={<Avatar name={nameOf(contacts, cid)} />} title={nameOf(contacts, cid)} subtitle={m.invited.includes(cid) ? 'Invitation sent' : 'Not invited yet'} />
        ))}
        {mine && (
          <div className="mt-actions">
            {pending.length > 0 && (
              <Button onClick={() => update((d) => { const n = model.sendInvitations(d.apps.meetings, d.os.ledger, m.id, d.os.now); showToast(d.os, n === 1 ? 'Invitation sent' : `${n} invitations sent`); })}>
                {pending.length === 1 ? 'Send invitation' : `Send ${pending.length} invitations`}
              </Button>
            )}
            <Button variant="danger" onClick={() => nav.patch({ confirm: 'cancel' })}>Cancel meeting</Button>
          </div>
        )}
      </Scroll>
      {confirm === 'cancel' && (
        <Dialog
          title={`Cancel "${m.title}"?`}
          message={told > 0 ? `${told === 1 ? 'The person who was sent an invitation is' : `The ${told} people who were sent an invitation are`} told it is cancelled. This cannot be undone.` : 'It is removed from your meetings. Nobody was sent an invitation, so nobody is told.'}
          actions={[
            { label: 'Keep', onClick: () => nav.patch({ confirm: null }) },
            { label: 'Cancel meeting', danger: true, onClick: () => update((d) => { model.cancelMeeting(d.apps.meetings, d.os.ledger, m.id, d.os.now); patchTop(d, { confirm: null }); back(d.os); showToast(d.os, 'Meeting cancelled'); }) },
          ]}
        />
      )}
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// The meeting form and its invitee picker

function EditScreen({ route }: { route: Route }) {
  const id = strOrNull(route.id);
  const draft = readDraft(route.draft);
  const contacts = useDevice((d) => d.apps.contacts.contacts);
  const now = useDevice((d) => d.os.now);
  const error = model.draftError(draft, now);
  const start = model.draftStart(draft);
  const set = (patch: Partial<model.MeetingDraft>) => nav.patch({ draft: asJson({ ...draft, ...patch }) });
  const save = () => update((d) => {
    const s = d.apps.meetings;
    if (id === null) {
      const made = model.createMeeting(s, draft, d.os.now, createRng(`meetings/new/${s.nextId}/${d.os.now}`));
      if (made === null) return;
      d.os.ui.stacks.meetings = [{ screen: 'main', tab: 'meetings', query: '' }, { screen: 'meeting', id: made, confirm: null }];
      showToast(d.os, 'Meeting scheduled');
    } else {
      if (!model.updateMeeting(s, id, draft, d.os.now)) return;
      back(d.os);
      showToast(d.os, 'Meeting updated');
    }
  });
  return (
    <>
      <AppBar title={id === null ? 'New meeting' : 'Edit meeting'} onBack={nav.back} actions={<span className="mt-save"><Button disabled={error !== null} onClick={save}>Save</Button></span>} />
      <Scroll label="Meeting form">
        <TextField label="Title" value={draft.title} onChange={(title) => set({ title })} />
        <TextField label="Date (YYYY-MM-DD)" value={draft.date} onChange={(date) => set({ date })} />
        <TextField label="Start time" value={draft.time} onChange={(time) => set({ time })} />
        {start !== null && <div className="mt-hint">{`${formatLongDate(start)}, ${formatClock(start)}`}</div>}
        <TextField label="Length (minutes)" value={draft.duration} onChange={(duration) => set({ duration })} />
        {error && draft.title.trim() !== '' && <div className="mt-error" role="alert">{error}</div>}
        <div className="mt-form-label">Invitees</div>
        {draft.invitees.map((cid) => (
          <div key={cid} className="mt-invitee-row">
            <Avatar name={nameOf(contacts, cid)} />
            <span className="mt-invitee-name">{nameOf(contacts, cid)}</span>
            <IconButton label={`Remove ${nameOf(contacts, cid)}`} onClick={() => set({ invitees: draft.invitees.filter((x) => x !== cid) })}><X size={20} /></IconButton>
          </div>
        ))}
        <button className="mt-add-invitee" onClick={() => nav.push({ screen: 'invite', query: '' })}>
          <UserPlus size={20} aria-hidden />
          <span>Add invitee</span>
        </button>
        <div className="mt-hint">Invitations are sent from the meeting's page after you save.</div>
        <div className="mt-bottom-space" />
      </Scroll>
    </>
  );
}

/** The meeting form's invitees, as the shared picker adds to them. */
const INVITEE_FORM: InviteeForm = {
  app: 'meetings',
  screen: 'edit',
  invitees: (draft) => readDraft(draft).invitees,
  withInvitee: (value, contactId) => {
    const draft = readDraft(value);
    return asJson({ ...draft, invitees: [...draft.invitees, contactId] });
  },
};

// ---------------------------------------------------------------------------------------------
// The call

function CallScreen({ route }: { route: Route }) {
  const id = str(route.id);
  const m = useDevice((d) => model.findMeeting(d.apps.meetings, id));
  const session = useDevice((d) => d.apps.meetings.session);
  const now = useDevice((d) => d.os.now);
  const contacts = useDevice((d) => d.apps.contacts.contacts);
  const leave = () => update((d) => { model.leave(d.apps.meetings); back(d.os); });
  if (!m || session?.meeting !== id) return (<><AppBar title="Meeting" onBack={nav.back} /><Empty>You are not in this meeting</Empty></>);
  if (!model.admitted(m, now)) {
    return (
      <>
        <AppBar title={m.title} onBack={leave} />
        <div className="mt-waiting" role="status">
          <div className="mt-waiting-title">Waiting room</div>
          <div>{`${nameOf(contacts, m.host!)} will let you in when the meeting starts.`}</div>
          <div>{`Starts ${formatLongDate(m.start)}, ${formatClock(m.start)}`}</div>
          <Button variant="text" onClick={leave}>Leave waiting room</Button>
        </div>
      </>
    );
  }
  const people = ['You', ...(m.host === null ? [] : [nameOf(contacts, m.host)]), ...m.invitees.filter((x) => x !== m.host).map((x) => nameOf(contacts, x))];
  return (
    <>
      <AppBar title={m.title} onBack={leave} />
      <Scroll label="Call">
        <div className="mt-stage">
          <Avatar name={people[1] ?? 'You'} large />
          <div>{people.length === 1 ? 'You are the only one here' : `${people.length} in the meeting`}</div>
        </div>
        {session.people && (
          <>
            <SectionHeader>{`Participants (${people.length})`}</SectionHeader>
            {people.map((p, i) => <ListItem key={`${p}/${i}`} label={`Participant ${p}`} leading={<Avatar name={p} />} title={p} subtitle={i === 0 ? (session.muted ? 'Muted' : 'Unmuted') : undefined} />)}
          </>
        )}
      </Scroll>
      <div className="mt-controls">
        <IconButton label={session.muted ? 'Unmute' : 'Mute'} onClick={() => update((d) => model.toggle(d.apps.meetings, 'muted'))}>{session.muted ? <MicOff size={22} /> : <Mic size={22} />}</IconButton>
        <IconButton label={session.camera ? 'Stop video' : 'Start video'} onClick={() => update((d) => model.toggle(d.apps.meetings, 'camera'))}>{session.camera ? <Video size={22} /> : <VideoOff size={22} />}</IconButton>
        <IconButton label="Participants" onClick={() => update((d) => model.toggle(d.apps.meetings, 'people'))}><Users size={22} /></IconButton>
        <Button variant="danger" onClick={leave}>Leave</Button>
      </div>
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// A recording's page

function RecordingScreen({ route }: { route: Route }) {
  const id = str(route.id);
  const s = useDevice((d) => d.apps.meetings);
  const r = model.findRecording(s, id);
  const dialog = strOrNull(route.dialog);
  const draft = str(route.draft);
  if (!r) return (<><AppBar title="Recording" onBack={nav.back} /><Empty>This recording was deleted</Empty></>);
  const taken = draft.trim() !== '' && s.recordings.some((x) => x.id !== r.id && model.recordingKey(x.name) === model.recordingKey(draft));
  const error = draft.trim() === '' ? 'Enter a name' : taken ? `A recording named "${draft.trim()}" already exists` : null;
  return (
    <>
      <AppBar
        title={r.name}
        onBack={nav.back}
        actions={(
          <>
            <IconButton label="Rename" onClick={() => nav.patch({ dialog: 'rename', draft: r.name })}><Pencil size={20} /></IconButton>
            <IconButton label="Delete" onClick={() => nav.patch({ dialog: 'delete' })}><Trash2 size={20} /></IconButton>
          </>
        )}
      />
      <Scroll label="Recording">
        <div className="mt-detail">
          <div className="mt-detail-title">{r.name}</div>
          <Field label="Meeting" value={r.meeting} />
          <Field label="Recorded" value={`${formatLongDate(r.at)}, ${formatClock(r.at)}`} />
          <Field label="Length" value={formatLength(r.durationMs)} />
        </div>
      </Scroll>
      {dialog === 'rename' && (
        <RenameDialog title="Rename recording" draft={draft} error={error} errorClass="mt-error"
          onDraft={(v) => nav.patch({ draft: v })} onCancel={() => nav.patch({ dialog: null, draft: '' })}
          onSave={() => update((d) => {
            if (model.renameRecording(d.apps.meetings, r.id, draft) === 'ok') { patchTop(d, { dialog: null, draft: '' }); showToast(d.os, 'Renamed'); }
          })} />
      )}
      {dialog === 'delete' && (
        <Dialog
          title={`Delete "${r.name}"?`}
          message="The recording is deleted for good. This cannot be undone."
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
            { label: 'Delete', danger: true, onClick: () => update((d) => { model.deleteRecording(d.apps.meetings, d.os.ledger, r.id, d.os.now); patchTop(d, { dialog: null }); back(d.os); showToast(d.os, 'Recording deleted'); }) },
          ]}
        />
      )}
    </>
  );
}

export function MeetingsApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'meeting':
      return <MeetingScreen route={route} />;
    case 'edit':
      return <EditScreen route={route} />;
    case 'invite':
      return <InviteePicker route={route} form={INVITEE_FORM} />;
    case 'call':
      return <CallScreen route={route} />;
    case 'recording':
      return <RecordingScreen route={route} />;
    default:
      return <MainScreen route={route} />;
  }
}
