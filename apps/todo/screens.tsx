// Tasks screens: the overview (`main`: smart views, lists, search), one view's to-dos (`list`),
// one to-do (`todo`: details, subtasks, complete) and the editor (`edit`, also for creating). The
// editor works on a draft in its route: Save writes it, back leaves without saving. Completing,
// ticking a subtask, priority, reminder, moving and deleting on a to-do's page apply at once; a
// deleted to-do can be put back with the Undo bar.
import { useMemo, type KeyboardEvent } from 'react';
import { Bell, CalendarDays, CheckCircle2, Circle, Flag, FolderInput, ListTodo, Pencil, Plus, Repeat as RepeatIcon, Trash2, X, Inbox, AlertTriangle, CalendarClock, Sun, Archive } from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { back, replace, showToast } from '../os/nav.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, Button, Dialog, Empty, Fab, IconButton, ListItem, OptionsDialog, Scroll, SearchBar, SectionHeader, Switch } from '../kit/ui.tsx';
import { DAY, formatIsoDate, formatLongDateWithYear, formatShortDate, startOfDay } from '../kit/time.ts';
import type { DeviceState } from '../world.ts';
import { hhmm, PRIORITIES, PRIORITY_LABEL, REPEATS, REPEAT_LABEL, SMART_VIEWS, isOverdue, sortTodos, todoMatches, todosIn, type Priority, type Repeat, type Todo, type TodoState } from './state.ts';
import * as model from './model.ts';
import './todo.css';

const str = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const obj = (value: JsonValue | undefined): { [key: string]: JsonValue } => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});

/** "Today", "Tomorrow", "Yesterday", else "Mar 5"; with the time after it. */
export function dueLabel(t: Pick<Todo, 'due' | 'time'>, now: number): string {
  if (t.due === null) return 'No date';
  const today = startOfDay(now);
  const day = t.due === today ? 'Today' : t.due === today + DAY ? 'Tomorrow' : t.due === today - DAY ? 'Yesterday' : formatShortDate(t.due);
  return t.time === null ? day : `${day} ${hhmm(t.time)}`;
}

/** The long form a to-do's page shows: "Monday, March 2, 2026". */
export const longDue = formatLongDateWithYear;

// ---- drafts and dialogs (plain JSON in the route) ----

interface Draft {
  title: string;
  listId: string;
  notes: string;
  date: string;
  time: string;
  reminder: boolean;
  priority: Priority;
  repeat: Repeat;
  subtasks: string[];
}

function readDraft(value: JsonValue | undefined): Draft {
  const o = obj(value);
  const priority = PRIORITIES.find((p) => p === o.priority) ?? 'none';
  const repeat = REPEATS.find((r) => r === o.repeat) ?? 'never';
  return { title: str(o.title), listId: str(o.listId), notes: str(o.notes), date: str(o.date), time: str(o.time), reminder: o.reminder === true, priority, repeat,
    subtasks: Array.isArray(o.subtasks) ? o.subtasks.map((x) => str(x)) : [] };
}

const draftOf = (t: Todo): Draft => ({ title: t.title, listId: t.listId, notes: t.notes, date: t.due === null ? '' : formatIsoDate(t.due), time: t.time === null ? '' : hhmm(t.time),
  reminder: t.reminder, priority: t.priority, repeat: t.repeat, subtasks: [] });
const jsonDraft = (d: Draft): JsonValue => ({ ...d, subtasks: [...d.subtasks] });

const listRoute = (view: string): Route => ({ screen: 'list', view, dialog: null });
const todoRoute = (id: string): Route => ({ screen: 'todo', id, dialog: null, newSub: '' });
const editRoute = (id: string | null, draft: Draft): Route => ({ screen: 'edit', id, draft: jsonDraft(draft), newSub: '', error: '', dialog: null });

function closeDialog(d: DeviceState): void {
  const top = d.os.ui.stacks.todo?.at(-1);
  if (top) top.dialog = null;
}

// ---- actions (state changes are the model's; here: toasts and navigation) ----

function complete(id: string): void {
  update((d) => {
    const how = model.complete(d.apps.todo, id, d.os.now);
    if (how === 'next') showToast(d.os, `Next one due ${dueLabel(model.findTodo(d.apps.todo, id)!, d.os.now)}`);
    else if (how === 'done') showToast(d.os, 'Completed');
  });
}

function uncomplete(id: string): void {
  update((d) => {
    model.uncomplete(d.apps.todo, id);
    showToast(d.os, 'Marked not complete');
  });
}

const toggleDone = (t: Todo) => (t.done ? uncomplete(t.id) : complete(t.id));

function remove(id: string): void {
  update((d) => {
    model.deleteTodo(d.apps.todo, id);
    const stack = (d.os.ui.stacks.todo ?? []).filter((r) => !((r.screen === 'todo' || r.screen === 'edit') && r.id === id));
    if (stack.length === 0) stack.push({ screen: 'main', query: '', dialog: null });
    stack[stack.length - 1]!.dialog = null;
    d.os.ui.stacks.todo = stack;
  });
}

function move(id: string, listId: string): void {
  update((d) => {
    const list = model.moveTodo(d.apps.todo, id, listId);
    if (!list) return;
    closeDialog(d);
    showToast(d.os, `Moved to ${list.name}`);
  });
}

function setPriority(id: string, p: Priority): void {
  update((d) => {
    model.setPriority(d.apps.todo, id, p);
    closeDialog(d);
  });
}

/** Check the draft and save it: a new to-do opens its page, an edit goes back to it. */
function save(id: string | null, draft: Draft): void {
  update((d) => {
    const s = d.apps.todo;
    const top = d.os.ui.stacks.todo?.at(-1);
    const fail = (error: string) => void (top && (top.error = error));
    if (draft.title.trim() === '') return fail('Enter a title');
    const due = draft.date.trim() === '' ? null : model.parseDate(draft.date);
    if (due === null && draft.date.trim() !== '') return fail('Enter the date as YYYY-MM-DD');
    const time = draft.time.trim() === '' ? null : model.parseTime(draft.time);
    if (time === null && draft.time.trim() !== '') return fail('Enter the time as HH:MM');
    if (time !== null && due === null) return fail('A time needs a due date');
    if (draft.repeat !== 'never' && due === null) return fail('A repeating to-do needs a due date');
    const fields: model.TodoFields = { ...draft, due, time, subtasks: draft.subtasks };
    if (id !== null && model.findTodo(s, id)) {
      model.saveTodo(s, id, fields);
      back(d.os);
      showToast(d.os, 'Saved');
    } else {
      const newId = model.createTodo(s, fields, d.os.now);
      if (newId === null) return fail('Choose a list');
      replace(d.os, todoRoute(newId));
      showToast(d.os, 'To-do added');
    }
  });
}

// ---- shared pieces ----

function UndoBar() {
  const undo = useDevice((s) => s.apps.todo.undo);
  if (!undo) return null;
  return (
    <div className="td-undo" role="status" aria-label={`Deleted "${undo.todo.title}"`}>
      <span>{`Deleted "${undo.todo.title}"`}</span>
      <Button variant="text" onClick={() => update((d) => model.undoDelete(d.apps.todo))}>Undo</Button>
      <IconButton label="Dismiss" onClick={() => update((d) => model.dismissUndo(d.apps.todo))}><X size={18} /></IconButton>
    </div>
  );
}

function TodoRow({ t, state, now, showList }: { t: Todo; state: TodoState; now: number; showList: boolean }) {
  const list = state.lists.find((l) => l.id === t.listId)?.name ?? '';
  const bits = [t.due === null ? '' : dueLabel(t, now), showList ? list : '', t.priority === 'none' ? '' : `${PRIORITY_LABEL[t.priority]} priority`,
    t.subtasks.length > 0 ? `${t.subtasks.filter((x) => x.done).length}/${t.subtasks.length} subtasks` : '', t.repeat === 'never' ? '' : REPEAT_LABEL[t.repeat]].filter((b) => b !== '');
  return (
    <div className={`td-row${t.done ? ' done' : ''}${isOverdue(t, now) ? ' overdue' : ''}`}>
      <button role="checkbox" aria-checked={t.done} aria-label={t.title} className={`td-check p-${t.priority}`} onClick={() => toggleDone(t)}>
        {t.done ? <CheckCircle2 size={24} aria-hidden /> : <Circle size={24} aria-hidden />}
      </button>
      <ListItem label={t.title} title={t.title} subtitle={bits.join(' · ')} onClick={() => nav.push(todoRoute(t.id))} onLongPress={() => nav.patch({ dialog: { kind: 'todo', id: t.id } })} />
    </div>
  );
}

/** A to-do's long-press menu, its Move dialog and its Delete confirmation, from the dialog in the route. */
function RowDialogs({ dialog, state }: { dialog: JsonValue | undefined; state: TodoState }) {
  const o = obj(dialog);
  const t = state.todos.find((x) => x.id === str(o.id));
  if (!t) return null;
  if (o.kind === 'todo') {
    return (
      <OptionsDialog title={t.title} onDismiss={() => nav.patch({ dialog: null })} options={[
        { label: 'Open', onClick: () => { nav.patch({ dialog: null }); nav.push(todoRoute(t.id)); } },
        { label: t.done ? 'Mark not complete' : 'Mark complete', onClick: () => { nav.patch({ dialog: null }); toggleDone(t); } },
        { label: 'Move to list', onClick: () => nav.patch({ dialog: { kind: 'move', id: t.id } }) },
        { label: 'Delete', danger: true, onClick: () => nav.patch({ dialog: { kind: 'delete', id: t.id } }) },
      ]} />
    );
  }
  if (o.kind === 'move') return <MoveDialog t={t} state={state} />;
  if (o.kind === 'delete') return <DeleteDialog t={t} />;
  return null;
}

function MoveDialog({ t, state }: { t: Todo; state: TodoState }) {
  return <OptionsDialog title="Move to list" onDismiss={() => nav.patch({ dialog: null })} options={state.lists.filter((l) => l.id !== t.listId).map((l) => ({ label: l.name, onClick: () => move(t.id, l.id) }))} />;
}

function DeleteDialog({ t }: { t: Todo }) {
  return (
    <Dialog title="Delete to-do?" message={`"${t.title}" will be deleted.`} actions={[
      { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
      { label: 'Delete', danger: true, onClick: () => remove(t.id) },
    ]} />
  );
}

/** A dialog with one text field, for naming a list. */
function NameDialog({ title, value, confirm, onChange, onConfirm }: { title: string; value: string; confirm: string; onChange: (name: string) => void; onConfirm: (name: string) => void }) {
  const ok = value.trim() !== '';
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing && ok) {
      e.preventDefault();
      onConfirm(value);
    }
  };
  return (
    <div className="dialog-scrim">
      <div className="dialog" role="dialog" aria-label={title}>
        <h2>{title}</h2>
        <input className="td-dialog-input" aria-label="List name" placeholder="List name" value={value} onChange={(e) => onChange(e.target.value)} onKeyDown={onKeyDown} autoComplete="off" spellCheck={false} />
        <div className="actions">
          <Button variant="text" onClick={() => nav.patch({ dialog: null })}>Cancel</Button>
          <Button variant="text" disabled={!ok} onClick={() => ok && onConfirm(value)}>{confirm}</Button>
        </div>
      </div>
    </div>
  );
}

const VIEW_ICONS = { today: Sun, upcoming: CalendarClock, overdue: AlertTriangle, all: Inbox, completed: Archive } as const;

// ---- screens ----

function MainScreen({ route }: { route: Route }) {
  const state = useDevice((s) => s.apps.todo);
  const now = useDevice((s) => s.os.now);
  const query = str(route.query);
  const results = useMemo(() => (query.trim() === '' ? [] : sortTodos(state.todos.filter((t) => todoMatches(t, query)))), [state, query]);
  const dialog = obj(route.dialog);
  const dialogList = state.lists.find((l) => l.id === str(dialog.id));
  const createList = (name: string) => update((d) => {
    const problem = model.listNameProblem(d.apps.todo, name);
    if (problem) return showToast(d.os, problem);
    model.createList(d.apps.todo, name);
    closeDialog(d);
    showToast(d.os, 'List created');
  });
  const renameList = (id: string, name: string) => update((d) => {
    const problem = model.listNameProblem(d.apps.todo, name, id);
    if (problem) return showToast(d.os, problem);
    model.renameList(d.apps.todo, id, name);
    closeDialog(d);
    showToast(d.os, 'List renamed');
  });
  return (
    <>
      <AppBar title="Tasks" actions={<IconButton label="New to-do" onClick={() => nav.push(editRoute(null, { ...EMPTY, listId: state.lists[0]?.id ?? '' }))}><Plus size={22} /></IconButton>} />
      <SearchBar value={query} placeholder="Search to-dos" onChange={(v) => nav.patch({ query: v })} />
      <Scroll label={query.trim() === '' ? 'Overview' : 'Search results'}>
        {query.trim() !== '' ? (
          <>
            {results.length === 0 && <Empty>No to-dos found</Empty>}
            {results.map((t) => <TodoRow key={t.id} t={t} state={state} now={now} showList />)}
          </>
        ) : (
          <>
            {SMART_VIEWS.map((v) => {
              const Icon = VIEW_ICONS[v.id];
              return <ListItem key={v.id} label={v.name} leading={<span className={`td-view-icon v-${v.id}`} aria-hidden><Icon size={20} /></span>} title={v.name} trailing={String(todosIn(state, v.id, now).length)} onClick={() => nav.push(listRoute(v.id))} />;
            })}
            <SectionHeader>My lists</SectionHeader>
            {state.lists.length === 0 && <Empty>No lists</Empty>}
            {state.lists.map((l) => (
              <ListItem key={l.id} label={l.name} leading={<span className="td-view-icon" aria-hidden><ListTodo size={20} /></span>} title={l.name} trailing={String(todosIn(state, l.id, now).length)}
                onClick={() => nav.push(listRoute(l.id))} onLongPress={() => nav.patch({ dialog: { kind: 'list', id: l.id } })} />
            ))}
            <div className="td-fab-space" />
          </>
        )}
        <RowDialogs dialog={route.dialog} state={state} />
      </Scroll>
      <UndoBar />
      {query.trim() === '' && <Fab label="New list" extended icon={<Plus size={22} />} onClick={() => nav.patch({ dialog: { kind: 'new-list', name: '', id: '' } })} />}
      {dialog.kind === 'new-list' && <NameDialog title="New list" confirm="Create" value={str(dialog.name)} onChange={(name) => nav.patch({ dialog: { ...dialog, name } })} onConfirm={createList} />}
      {dialog.kind === 'rename' && dialogList && <NameDialog title="Rename list" confirm="Rename" value={str(dialog.name)} onChange={(name) => nav.patch({ dialog: { ...dialog, name } })} onConfirm={(name) => renameList(dialogList.id, name)} />}
      {dialog.kind === 'list' && dialogList && (
        <OptionsDialog title={dialogList.name} onDismiss={() => nav.patch({ dialog: null })} options={[
          { label: 'Rename', onClick: () => nav.patch({ dialog: { kind: 'rename', name: dialogList.name, id: dialogList.id } }) },
          { label: 'Delete', danger: true, onClick: () => nav.patch({ dialog: { kind: 'delete-list', id: dialogList.id } }) },
        ]} />
      )}
      {dialog.kind === 'delete-list' && dialogList && (
        <Dialog title="Delete list?" message={`"${dialogList.name}" and its ${state.todos.filter((t) => t.listId === dialogList.id).length} to-dos will be deleted.`} actions={[
          { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
          { label: 'Delete', danger: true, onClick: () => update((d) => { model.deleteList(d.apps.todo, dialogList.id); closeDialog(d); showToast(d.os, 'List deleted'); }) },
        ]} />
      )}
    </>
  );
}

const EMPTY: Draft = { title: '', listId: '', notes: '', date: '', time: '', reminder: false, priority: 'none', repeat: 'never', subtasks: [] };

function ListScreen({ route }: { route: Route }) {
  const state = useDevice((s) => s.apps.todo);
  const now = useDevice((s) => s.os.now);
  const view = str(route.view);
  const smart = SMART_VIEWS.find((v) => v.id === view);
  const list = state.lists.find((l) => l.id === view);
  const todos = useMemo(() => sortTodos(todosIn(state, view, now)), [state, view, now]);
  if (!smart && !list) {
    return (<><AppBar title="Tasks" onBack={nav.back} /><Empty>This list no longer exists</Empty></>);
  }
  const done = list ? sortTodos(state.todos.filter((t) => t.listId === list.id && t.done)) : [];
  const newDraft: Draft = { ...EMPTY, listId: list?.id ?? state.lists[0]?.id ?? '', date: view === 'today' ? formatIsoDate(startOfDay(now)) : '' };
  const empty = { today: 'Nothing due today', upcoming: 'Nothing coming up', overdue: 'Nothing overdue', all: 'No open to-dos', completed: 'No completed to-dos' } as const;
  return (
    <>
      <AppBar title={smart?.name ?? list!.name} onBack={nav.back} />
      <Scroll label="To-dos">
        {todos.length === 0 && <Empty>{smart ? empty[smart.id] : 'No open to-dos'}</Empty>}
        {todos.map((t) => <TodoRow key={t.id} t={t} state={state} now={now} showList={!list} />)}
        {done.length > 0 && <SectionHeader>{`Completed (${done.length})`}</SectionHeader>}
        {done.map((t) => <TodoRow key={t.id} t={t} state={state} now={now} showList={false} />)}
        <div className="td-fab-space" />
      </Scroll>
      <UndoBar />
      {view !== 'completed' && <Fab label="New to-do" extended icon={<Plus size={22} />} onClick={() => nav.push(editRoute(null, newDraft))} />}
      <RowDialogs dialog={route.dialog} state={state} />
    </>
  );
}

function TodoScreen({ route }: { route: Route }) {
  const id = str(route.id);
  const state = useDevice((s) => s.apps.todo);
  const now = useDevice((s) => s.os.now);
  const t = state.todos.find((x) => x.id === id);
  if (!t) return (<><AppBar title="To-do" onBack={nav.back} /><Empty>This to-do no longer exists</Empty></>);
  const list = state.lists.find((l) => l.id === t.listId)?.name ?? '';
  const newSub = str(route.newSub);
  const dialog = route.dialog;
  const addSub = () => update((d) => {
    if (newSub.trim() === '') return;
    if (model.addSubtask(d.apps.todo, id, newSub) === null) return showToast(d.os, 'That subtask is already on the list');
    const top = d.os.ui.stacks.todo?.at(-1);
    if (top) top.newSub = '';
  });
  return (
    <>
      <AppBar title="" onBack={nav.back} actions={<>
        <IconButton label="Edit" onClick={() => nav.push(editRoute(t.id, draftOf(t)))}><Pencil size={21} /></IconButton>
        <IconButton label="Move to list" onClick={() => nav.patch({ dialog: 'move' })}><FolderInput size={21} /></IconButton>
        <IconButton label="Delete" onClick={() => nav.patch({ dialog: 'delete' })}><Trash2 size={21} /></IconButton>
      </>} />
      <Scroll label="To-do">
        <div className="td-view">
          <h2 className={`td-title${t.done ? ' done' : ''}`} role="heading">{t.title}</h2>
          {isOverdue(t, now) && <div className="td-overdue-tag">Overdue</div>}
          {t.done && <div className="td-done-tag">Completed</div>}
        </div>
        <ListItem label={`List: ${list}`} leading={<ListTodo size={20} className="td-field-icon" aria-hidden />} title="List" subtitle={list} onClick={() => nav.patch({ dialog: 'move' })} />
        <ListItem leading={<CalendarDays size={20} className="td-field-icon" aria-hidden />} title="Due date" subtitle={t.due === null ? 'No date' : longDue(t.due)} />
        <ListItem leading={<CalendarClock size={20} className="td-field-icon" aria-hidden />} title="Time" subtitle={t.time === null ? 'All day' : hhmm(t.time)} />
        <ListItem label={`Priority: ${PRIORITY_LABEL[t.priority]}`} leading={<Flag size={20} className="td-field-icon" aria-hidden />} title="Priority" subtitle={PRIORITY_LABEL[t.priority]} onClick={() => nav.patch({ dialog: 'priority' })} />
        <ListItem leading={<RepeatIcon size={20} className="td-field-icon" aria-hidden />} title="Repeat" subtitle={REPEAT_LABEL[t.repeat]} />
        <ListItem leading={<Bell size={20} className="td-field-icon" aria-hidden />} title="Remind me" subtitle={t.due === null ? 'Needs a due date' : t.reminder ? `At ${t.time === null ? '09:00' : hhmm(t.time)} on the due date` : 'Off'}
          trailing={<Switch label="Remind me" checked={t.reminder} onChange={(on) => update((d) => model.setReminder(d.apps.todo, id, on))} />} />
        <SectionHeader>{t.subtasks.length === 0 ? 'Subtasks' : `Subtasks (${t.subtasks.filter((x) => x.done).length} of ${t.subtasks.length} done)`}</SectionHeader>
        <div className="td-subs">
          {t.subtasks.map((x) => (
            <div key={x.id} className={`td-sub${x.done ? ' done' : ''}`}>
              <button role="checkbox" aria-checked={x.done} aria-label={x.title} className="td-sub-check" onClick={() => update((d) => model.toggleSubtask(d.apps.todo, id, x.id))}>
                {x.done ? <CheckCircle2 size={20} aria-hidden /> : <Circle size={20} aria-hidden />}
                <span>{x.title}</span>
              </button>
              <IconButton label={`Remove ${x.title}`} onClick={() => update((d) => model.removeSubtask(d.apps.todo, id, x.id))}><X size={18} /></IconButton>
            </div>
          ))}
          <div className="td-add-row">
            <Plus size={20} aria-hidden className="td-field-icon" />
            <input className="td-add-input" aria-label="Add subtask" placeholder="Add subtask" value={newSub} onChange={(e) => nav.patch({ newSub: e.target.value })}
              onKeyDown={(e) => { if (e.key === 'Enter' && !e.nativeEvent.isComposing) { e.preventDefault(); addSub(); } }} autoComplete="off" spellCheck={false} />
            <Button variant="text" disabled={newSub.trim() === ''} onClick={addSub}>Add</Button>
          </div>
        </div>
        {t.notes !== '' && <><SectionHeader>Notes</SectionHeader><p className="td-notes">{t.notes}</p></>}
        <div className="td-complete">
          <Button variant={t.done ? 'text' : 'filled'} onClick={() => toggleDone(t)}>{t.done ? 'Mark not complete' : 'Mark complete'}</Button>
        </div>
      </Scroll>
      {dialog === 'move' && <MoveDialog t={t} state={state} />}
      {dialog === 'delete' && <DeleteDialog t={t} />}
      {dialog === 'priority' && <OptionsDialog title="Priority" onDismiss={() => nav.patch({ dialog: null })} options={PRIORITIES.map((p) => ({ label: PRIORITY_LABEL[p], onClick: () => setPriority(id, p) }))} />}
    </>
  );
}

function EditScreen({ route }: { route: Route }) {
  const id = typeof route.id === 'string' ? route.id : null;
  const draft = readDraft(route.draft);
  const newSub = str(route.newSub);
  const error = str(route.error);
  const lists = useDevice((s) => s.apps.todo.lists);
  const now = useDevice((s) => s.os.now);
  const listName = lists.find((l) => l.id === draft.listId)?.name ?? 'No list';
  const set = (patch: Partial<Draft>) => nav.patch({ draft: jsonDraft({ ...draft, ...patch }), error: '' });
  // Save takes a subtask still typed in its field, as a list app keeps what was typed.
  const toSave: Draft = id === null && newSub.trim() !== '' ? { ...draft, subtasks: [...draft.subtasks, newSub.trim()] } : draft;
  const addSub = () => {
    if (newSub.trim() === '') return;
    if (draft.subtasks.some((x) => model.subtaskKey(x) === model.subtaskKey(newSub))) return nav.toast('That subtask is already on the list');
    nav.patch({ draft: jsonDraft({ ...draft, subtasks: [...draft.subtasks, newSub.trim()] }), newSub: '' });
  };
  const today = startOfDay(now);
  return (
    <>
      <AppBar title={id === null ? 'New to-do' : 'Edit to-do'} onBack={nav.back} actions={<span className="td-save"><Button onClick={() => save(id, toSave)}>Save</Button></span>} />
      <Scroll label="To-do editor">
        <div className="td-edit">
          {error !== '' && <div className="td-error" role="alert">{error}</div>}
          <input className="td-title-input" aria-label="Title" placeholder="Title" value={draft.title} onChange={(e) => set({ title: e.target.value })} autoComplete="off" spellCheck={false} />
          <button className="chip td-chip" aria-label={`List: ${listName}`} onClick={() => nav.patch({ dialog: 'list' })}><ListTodo size={16} aria-hidden /><span>{listName}</span></button>
          <div className="td-label" aria-hidden>Due date</div>
          <input className="td-field" aria-label="Due date (YYYY-MM-DD)" placeholder="Due date (YYYY-MM-DD)" value={draft.date} onChange={(e) => set({ date: e.target.value })} autoComplete="off" spellCheck={false} />
          <div className="td-chips">
            <button className="chip" onClick={() => set({ date: formatIsoDate(today) })}>Today</button>
            <button className="chip" onClick={() => set({ date: formatIsoDate(today + DAY) })}>Tomorrow</button>
            <button className="chip" onClick={() => set({ date: formatIsoDate(today + 7 * DAY) })}>Next week</button>
            <button className="chip" onClick={() => set({ date: '', time: '', repeat: 'never' })}>No date</button>
          </div>
          <div className="td-label" aria-hidden>Time</div>
          <input className="td-field" aria-label="Time (HH:MM)" placeholder="Time (HH:MM)" value={draft.time} onChange={(e) => set({ time: e.target.value })} autoComplete="off" spellCheck={false} />
          <div className="td-line">
            <button className="chip td-chip" aria-label={`Priority: ${PRIORITY_LABEL[draft.priority]}`} onClick={() => nav.patch({ dialog: 'priority' })}><Flag size={16} aria-hidden /><span>{PRIORITY_LABEL[draft.priority]}</span></button>
            <button className="chip td-chip" aria-label={`Repeat: ${REPEAT_LABEL[draft.repeat]}`} onClick={() => nav.patch({ dialog: 'repeat' })}><RepeatIcon size={16} aria-hidden /><span>{REPEAT_LABEL[draft.repeat]}</span></button>
          </div>
          <div className="td-line td-switch-line"><span>Remind me</span><Switch label="Remind me" checked={draft.reminder} onChange={(on) => set({ reminder: on })} /></div>
          <textarea className="td-notes-input" aria-label="Notes" placeholder="Notes" value={draft.notes} onChange={(e) => set({ notes: e.target.value })} spellCheck={false} />
          {id === null && (
            <div className="td-subs">
              <div className="td-label">Subtasks</div>
              {draft.subtasks.map((x, i) => (
                <div key={i} className="td-sub">
                  <span className="td-sub-text">{x}</span>
                  <IconButton label={`Remove ${x}`} onClick={() => set({ subtasks: draft.subtasks.filter((_, j) => j !== i) })}><X size={18} /></IconButton>
                </div>
              ))}
              <div className="td-add-row">
                <Plus size={20} aria-hidden className="td-field-icon" />
                <input className="td-add-input" aria-label="Add subtask" placeholder="Add subtask" value={newSub} onChange={(e) => nav.patch({ newSub: e.target.value })}
                  onKeyDown={(e) => { if (e.key === 'Enter' && !e.nativeEvent.isComposing) { e.preventDefault(); addSub(); } }} autoComplete="off" spellCheck={false} />
                <Button variant="text" disabled={newSub.trim() === ''} onClick={addSub}>Add</Button>
              </div>
            </div>
          )}
        </div>
      </Scroll>
      {route.dialog === 'list' && <OptionsDialog title="List" onDismiss={() => nav.patch({ dialog: null })} options={lists.map((l) => ({ label: l.id === draft.listId ? `${l.name} ✓` : l.name, onClick: () => nav.patch({ draft: jsonDraft({ ...draft, listId: l.id }), dialog: null }) }))} />}
      {route.dialog === 'priority' && <OptionsDialog title="Priority" onDismiss={() => nav.patch({ dialog: null })} options={PRIORITIES.map((p) => ({ label: PRIORITY_LABEL[p], onClick: () => nav.patch({ draft: jsonDraft({ ...draft, priority: p }), dialog: null }) }))} />}
      {route.dialog === 'repeat' && <OptionsDialog title="Repeat" onDismiss={() => nav.patch({ dialog: null })} options={REPEATS.map((r) => ({ label: REPEAT_LABEL[r], onClick: () => nav.patch({ draft: jsonDraft({ ...draft, repeat: r }), dialog: null }) }))} />}
    </>
  );
}

export function TodoApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'list': return <ListScreen route={route} />;
    case 'todo': return <TodoScreen route={route} />;
    case 'edit': return <EditScreen route={route} />;
    default: return <MainScreen route={route} />;
  }
}
