// Recorder screens: the list of recordings (`main`: search, newest first with date and length, a
// row's menu, the Record button and, while recording, the live timer with Stop), a recording's
// page (`recording`: waveform, player on the device clock, Rename, Trim, Share, Delete), the trim
// form (`trim`), the share picker (`share`: to a Messages conversation or a contact) and Recently
// deleted (`deleted`: Restore, Delete forever, Delete all). Search text, drafts and open dialogs
// live in the route on the back stack.
import { useMemo } from 'react';
import { Circle, Mic, MoreVertical, Pause, Pencil, Play, RotateCcw, RotateCw, Scissors, Share2, Square, Trash2 } from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { back, push, showToast } from '../os/nav.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, Avatar, Button, Dialog, Empty, IconButton, ListItem, OptionsDialog, RenameDialog, Scroll, SearchBar, SectionHeader, TextField } from '../kit/ui.tsx';
import { DAY, formatClock, formatLongDate, formatShortDate, startOfDay } from '../kit/time.ts';
import { contactMatches, displayName, sortContacts } from '../contacts/state.ts';
import { conversationTitle, sortConversations } from '../messages/state.ts';
import type { DeviceState } from '../world.ts';
import { KEEP_DELETED_DAYS, SECOND, deleted, formatDuration, live, newestFirst, waveform, type Recording } from './state.ts';
import * as model from './model.ts';
import './recorder.css';

const str = (value: JsonValue | undefined, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const strOrNull = (value: JsonValue | undefined): string | null => (typeof value === 'string' ? value : null);
const topOf = (d: DeviceState): Route | undefined => d.os.ui.stacks.recorder?.at(-1);
const patchTop = (d: DeviceState, params: Record<string, JsonValue>) => { const top = topOf(d); if (top) Object.assign(top, params); };

/** "Today, 09:41", "Yesterday, 18:02", "Mar 2, 14:30". */
function whenLabel(at: number, now: number): string {
  const day = startOfDay(at), today = startOfDay(now);
  const date = day === today ? 'Today' : day === today - DAY ? 'Yesterday' : formatShortDate(at);
  return `${date}, ${formatClock(at)}`;
}

function Waveform({ wave, progress }: { wave: number; progress: number }) {
  const bars = useMemo(() => waveform(wave), [wave]);
  return (
    <svg className="rec-wave" viewBox={`0 0 ${bars.length * 6} 60`} preserveAspectRatio="none" aria-hidden>
      {bars.map((h, i) => (
        <rect key={i} x={i * 6 + 1} y={30 - h * 28} width={4} height={h * 56} rx={2} className={i / bars.length < progress ? 'played' : ''} />
      ))}
    </svg>
  );
}

// ---------------------------------------------------------------------------------------------
// The list

function RecordingRow({ r, now, onMenu }: { r: Recording; now: number; onMenu: () => void }) {
  return (
    <div className="rec-row">
      <ListItem
        label={r.name}
        leading={<span className="rec-icon" aria-hidden><Mic size={18} /></span>}
        title={r.name}
        subtitle={whenLabel(r.createdAt, now)}
        trailing={<span className="rec-len">{formatDuration(r.durationMs)}</span>}
        onClick={() => nav.push({ screen: 'recording', id: r.id, dialog: null, draft: '' })}
        onLongPress={onMenu}
      />
      <IconButton label={`More options for ${r.name}`} onClick={onMenu}><MoreVertical size={20} /></IconButton>
    </div>
  );
}

function RecordingPanel() {
  const now = useDevice((s) => s.os.now);
  const recorder = useDevice((s) => s.apps.recorder);
  if (!recorder.session) {
    return (
      <div className="rec-panel">
        <button className="rec-record" aria-label="Record" onClick={() => update((d) => model.startRecording(d.apps.recorder, d.os.now))}>
          <Circle size={30} fill="currentColor" />
        </button>
      </div>
    );
  }
  return (
    <div className="rec-panel recording" role="region" aria-label="Recording in progress">
      <div className="rec-live">
        <span className="rec-dot" aria-hidden />
        <span>Recording</span>
        <span className="rec-timer" role="timer">{formatDuration(model.elapsed(recorder, now))}</span>
      </div>
      <button className="rec-stop" aria-label="Stop" onClick={() => update((d) => {
        const id = model.stopRecording(d.apps.recorder, d.os.now);
        if (id) showToast(d.os, `Saved ${model.findRecording(d.apps.recorder, id)!.name}`);
      })}>
        <Square size={24} fill="currentColor" />
      </button>
    </div>
  );
}

function ListScreen({ route }: { route: Route }) {
  const recorder = useDevice((s) => s.apps.recorder);
  const now = useDevice((s) => Math.floor(s.os.now / 60_000) * 60_000);
  const query = str(route.query);
  const menu = strOrNull(route.menu);
  const confirm = strOrNull(route.confirm);
  const list = newestFirst(model.searchRecordings(live(recorder), query));
  const menuRec = menu ? model.findRecording(recorder, menu) : undefined;
  const confirmRec = confirm ? model.findRecording(recorder, confirm) : undefined;
  const today = list.filter((r) => r.createdAt >= startOfDay(now));
  const earlier = list.filter((r) => r.createdAt < startOfDay(now));
  return (
    <>
      <AppBar
        title="Recorder"
        actions={<IconButton label="Recently deleted" onClick={() => nav.push({ screen: 'deleted', menu: null, confirm: null })}><Trash2 size={20} /></IconButton>}
      />
      <SearchBar value={query} placeholder="Search recordings" onChange={(q) => nav.patch({ query: q })} />
      <Scroll label="Recordings">
        {list.length === 0 && <Empty>{query.trim() === '' ? 'No recordings yet. Tap the red button to record.' : `No recordings match "${query.trim()}"`}</Empty>}
        {today.length > 0 && <SectionHeader>Today</SectionHeader>}
        {today.map((r) => <RecordingRow key={r.id} r={r} now={now} onMenu={() => nav.patch({ menu: r.id })} />)}
        {earlier.length > 0 && <SectionHeader>Earlier</SectionHeader>}
        {earlier.map((r) => <RecordingRow key={r.id} r={r} now={now} onMenu={() => nav.patch({ menu: r.id })} />)}
        <div className="rec-foot">{`${live(recorder).length} recordings`}</div>
      </Scroll>
      <RecordingPanel />
      {menuRec && (
        <OptionsDialog
          title={menuRec.name}
          onDismiss={() => nav.patch({ menu: null })}
          options={[
            { label: 'Rename', onClick: () => update((d) => { patchTop(d, { menu: null }); push(d.os, { screen: 'recording', id: menuRec.id, dialog: 'rename', draft: menuRec.name }); }) },
            { label: 'Share', onClick: () => update((d) => { patchTop(d, { menu: null }); push(d.os, { screen: 'share', id: menuRec.id, query: '' }); }) },
            { label: 'Delete', danger: true, onClick: () => nav.patch({ menu: null, confirm: menuRec.id }) },
          ]}
        />
      )}
      {confirmRec && (
        <Dialog
          title={`Delete "${confirmRec.name}"?`}
          message={`It stays in Recently deleted for ${KEEP_DELETED_DAYS} days.`}
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ confirm: null }) },
            { label: 'Delete', danger: true, onClick: () => update((d) => { model.deleteRecording(d.apps.recorder, confirmRec.id, d.os.now); patchTop(d, { confirm: null }); showToast(d.os, 'Moved to Recently deleted'); }) },
          ]}
        />
      )}
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// A recording's page

function RenameRecording({ r, draft }: { r: Recording; draft: string }) {
  const recorder = useDevice((s) => s.apps.recorder);
  const taken = draft.trim() !== '' && recorder.recordings.some((x) => x.id !== r.id && model.recordingKey(x.name) === model.recordingKey(draft));
  const error = draft.trim() === '' ? 'Enter a name' : taken ? `A recording named "${draft.trim()}" already exists` : null;
  return (
    <RenameDialog title="Rename recording" draft={draft} error={error} errorClass="rec-error"
      onDraft={(v) => nav.patch({ draft: v })} onCancel={() => nav.patch({ dialog: null, draft: '' })}
      onSave={() => update((d) => {
        if (model.renameRecording(d.apps.recorder, r.id, draft) === 'ok') { patchTop(d, { dialog: null, draft: '' }); showToast(d.os, 'Renamed'); }
      })} />
  );
}

function RecordingScreen({ route }: { route: Route }) {
  const id = str(route.id);
  const recorder = useDevice((s) => s.apps.recorder);
  const now = useDevice((s) => s.os.now);
  const r = model.findRecording(recorder, id);
  const dialog = strOrNull(route.dialog);
  if (!r || r.deletedAt !== null) {
    return (
      <>
        <AppBar title="Recording" onBack={nav.back} />
        <Empty>This recording is no longer in your list</Empty>
      </>
    );
  }
  const mine = recorder.player?.id === r.id;
  const position = mine ? model.positionOf(recorder, now) : 0;
  const playing = model.isPlaying(recorder, r.id, now);
  return (
    <>
      <AppBar
        title={r.name}
        onBack={nav.back}
        actions={(
          <>
            <IconButton label="Rename" onClick={() => nav.patch({ dialog: 'rename', draft: r.name })}><Pencil size={20} /></IconButton>
            <IconButton label="Share" onClick={() => nav.push({ screen: 'share', id: r.id, query: '' })}><Share2 size={20} /></IconButton>
            <IconButton label="Delete" onClick={() => nav.patch({ dialog: 'delete' })}><Trash2 size={20} /></IconButton>
          </>
        )}
      />
      <Scroll label="Recording">
        <div className="rec-detail">
          <div className="rec-detail-name">{r.name}</div>
          <div className="rec-detail-date">{`${formatLongDate(r.createdAt)} at ${formatClock(r.createdAt)}`}</div>
          <div className="rec-detail-len">{`Length ${formatDuration(r.durationMs)}`}</div>
          <Waveform wave={r.wave} progress={r.durationMs > 0 ? position / r.durationMs : 0} />
          <div className="rec-times">
            <span role="timer" aria-label="Position">{formatDuration(position)}</span>
            <span aria-label="Remaining">{`-${formatDuration(Math.max(0, r.durationMs - position))}`}</span>
          </div>
          <div className="rec-controls">
            <IconButton label="Back 15 seconds" onClick={() => update((d) => model.skip(d.apps.recorder, r.id, -15 * SECOND, d.os.now))}><RotateCcw size={26} /></IconButton>
            <button className="rec-play" aria-label={playing ? 'Pause' : 'Play'} onClick={() => update((d) => (playing ? model.pause(d.apps.recorder, d.os.now) : model.play(d.apps.recorder, r.id, d.os.now)))}>
              {playing ? <Pause size={30} /> : <Play size={30} />}
            </button>
            <IconButton label="Forward 15 seconds" onClick={() => update((d) => model.skip(d.apps.recorder, r.id, 15 * SECOND, d.os.now))}><RotateCw size={26} /></IconButton>
          </div>
          <button className="rec-trim-link" onClick={() => nav.push({ screen: 'trim', id: r.id, start: '0', end: String(Math.floor(r.durationMs / SECOND)) })}>
            <Scissors size={18} aria-hidden /> Trim
          </button>
        </div>
      </Scroll>
      {dialog === 'rename' && <RenameRecording r={r} draft={str(route.draft)} />}
      {dialog === 'delete' && (
        <Dialog
          title={`Delete "${r.name}"?`}
          message={`It stays in Recently deleted for ${KEEP_DELETED_DAYS} days.`}
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
            { label: 'Delete', danger: true, onClick: () => update((d) => { model.deleteRecording(d.apps.recorder, r.id, d.os.now); patchTop(d, { dialog: null }); back(d.os); showToast(d.os, 'Moved to Recently deleted'); }) },
          ]}
        />
      )}
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Trim

function TrimScreen({ route }: { route: Route }) {
  const id = str(route.id);
  const r = useDevice((s) => model.findRecording(s.apps.recorder, id));
  if (!r || r.deletedAt !== null) return (<><AppBar title="Trim" onBack={nav.back} /><Empty>This recording is no longer in your list</Empty></>);
  const length = Math.floor(r.durationMs / SECOND);
  const startText = str(route.start), endText = str(route.end);
  const whole = (t: string) => (/^\s*\d+\s*$/.test(t) ? Number(t) : NaN);
  const start = whole(startText), end = whole(endText);
  const error = Number.isNaN(start) || Number.isNaN(end) ? 'Enter whole seconds'
    : end > length ? `The recording is ${length} seconds long`
    : start >= end ? 'The start must come before the end'
    : start === 0 && end === length ? 'Move the start or the end to trim'
    : null;
  return (
    <>
      <AppBar title={`Trim ${r.name}`} onBack={nav.back} />
      <Scroll label="Trim">
        <div className="rec-detail">
          <Waveform wave={r.wave} progress={0} />
          <div className="rec-detail-len">{`Length ${formatDuration(r.durationMs)} (${length} seconds)`}</div>
          <TextField label="Keep from (seconds)" value={startText} onChange={(v) => nav.patch({ start: v })} />
          <TextField label="Keep until (seconds)" value={endText} onChange={(v) => nav.patch({ end: v })} />
          {error ? <div className="rec-error" role="alert">{error}</div> : <div className="rec-hint">{`New length ${formatDuration((end - start) * SECOND)}`}</div>}
          <Button disabled={error !== null} onClick={() => update((d) => {
            if (model.trimRecording(d.apps.recorder, r.id, start, end) === 'ok') { back(d.os); showToast(d.os, 'Trimmed'); }
          })}>Save trimmed</Button>
        </div>
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Share to Messages

function ShareScreen({ route }: { route: Route }) {
  const id = str(route.id);
  const r = useDevice((s) => model.findRecording(s.apps.recorder, id));
  const contacts = useDevice((s) => s.apps.contacts);
  const conversations = useDevice((s) => s.apps.messages.conversations);
  const query = str(route.query);
  const searching = query.trim() !== '';
  const people = useMemo(() => sortContacts(contacts.contacts).filter((c) => c.phone !== '' && contactMatches(c, query)), [contacts, query]);
  const recent = useMemo(() => sortConversations(conversations).slice(0, 4), [conversations]);
  if (!r || r.deletedAt !== null) return (<><AppBar title="Share" onBack={nav.back} /><Empty>This recording is no longer in your list</Empty></>);
  const send = (address: string, title: string) => update((d) => {
    if (model.shareToMessages(d, r.id, address)) { back(d.os); showToast(d.os, `Sent to ${title}`); }
  });
  return (
    <>
      <AppBar title="Send in Messages" onBack={nav.back} />
      <div className="rec-share-head"><Mic size={18} aria-hidden /> {`${r.name} · ${formatDuration(r.durationMs)}`}</div>
      <SearchBar value={query} placeholder="Search contacts" onChange={(v) => nav.patch({ query: v })} />
      <Scroll label="Recipients">
        {!searching && recent.length > 0 && (
          <>
            <SectionHeader>Recent conversations</SectionHeader>
            {recent.map((c) => {
              const title = conversationTitle(contacts, c);
              return <ListItem key={c.id} label={`Conversation ${title}`} leading={<Avatar name={title} />} title={title} onClick={() => send(c.address, title)} />;
            })}
          </>
        )}
        <SectionHeader>{searching ? 'Contacts' : 'All contacts'}</SectionHeader>
        {people.length === 0 && <Empty>No matching contacts</Empty>}
        {people.map((c) => (
          <ListItem key={c.id} label={displayName(c)} leading={<Avatar name={displayName(c)} />} title={displayName(c)} subtitle={c.phone} onClick={() => send(c.phone, displayName(c))} />
        ))}
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Recently deleted

function DeletedScreen({ route }: { route: Route }) {
  const recorder = useDevice((s) => s.apps.recorder);
  const now = useDevice((s) => Math.floor(s.os.now / 60_000) * 60_000);
  const menu = strOrNull(route.menu);
  const confirm = strOrNull(route.confirm);
  const list = newestFirst(deleted(recorder));
  const menuRec = menu ? model.findRecording(recorder, menu) : undefined;
  const confirmRec = confirm && confirm !== '*' ? model.findRecording(recorder, confirm) : undefined;
  const daysLeft = (r: Recording) => Math.max(1, KEEP_DELETED_DAYS - Math.floor((now - (r.deletedAt ?? now)) / DAY));
  return (
    <>
      <AppBar
        title="Recently deleted"
        onBack={nav.back}
        actions={list.length > 0 ? <button className="button text" onClick={() => nav.patch({ confirm: '*' })}>Delete all</button> : undefined}
      />
      <Scroll label="Recently deleted">
        <div className="rec-hint">{`Recordings stay here for ${KEEP_DELETED_DAYS} days before they are deleted for good.`}</div>
        {list.length === 0 && <Empty>No recently deleted recordings</Empty>}
        {list.map((r) => (
          <ListItem
            key={r.id}
            label={r.name}
            leading={<span className="rec-icon gone" aria-hidden><Mic size={18} /></span>}
            title={r.name}
            subtitle={`${whenLabel(r.createdAt, now)} · ${daysLeft(r)} ${daysLeft(r) === 1 ? 'day' : 'days'} left`}
            trailing={<span className="rec-len">{formatDuration(r.durationMs)}</span>}
            onClick={() => nav.patch({ menu: r.id })}
            onLongPress={() => nav.patch({ menu: r.id })}
          />
        ))}
      </Scroll>
      {menuRec && (
        <OptionsDialog
          title={menuRec.name}
          onDismiss={() => nav.patch({ menu: null })}
          options={[
            { label: 'Restore', onClick: () => update((d) => { model.restoreRecording(d.apps.recorder, menuRec.id); patchTop(d, { menu: null }); showToast(d.os, `Restored ${menuRec.name}`); }) },
            { label: 'Delete forever', danger: true, onClick: () => nav.patch({ menu: null, confirm: menuRec.id }) },
          ]}
        />
      )}
      {confirmRec && (
        <Dialog
          title={`Delete "${confirmRec.name}" forever?`}
          message="This cannot be undone."
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ confirm: null }) },
            { label: 'Delete forever', danger: true, onClick: () => update((d) => { model.eraseRecording(d.apps.recorder, d.os.ledger, confirmRec.id, d.os.now); patchTop(d, { confirm: null }); showToast(d.os, 'Deleted forever'); }) },
          ]}
        />
      )}
      {confirm === '*' && (
        <Dialog
          title={`Delete all ${list.length} recordings forever?`}
          message="This cannot be undone."
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ confirm: null }) },
            { label: 'Delete all', danger: true, onClick: () => update((d) => {
              for (const r of newestFirst(deleted(d.apps.recorder))) model.eraseRecording(d.apps.recorder, d.os.ledger, r.id, d.os.now);
              patchTop(d, { confirm: null });
              showToast(d.os, 'Deleted forever');
            }) },
          ]}
        />
      )}
    </>
  );
}

export function RecorderApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'recording':
      return <RecordingScreen route={route} />;
    case 'trim':
      return <TrimScreen route={route} />;
    case 'share':
      return <ShareScreen route={route} />;
    case 'deleted':
      return <DeletedScreen route={route} />;
    default:
      return <ListScreen route={route} />;
  }
}
