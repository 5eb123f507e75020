// Calculator screens: the keypad (basic or scientific, with the memory row and, in scientific mode,
// brackets, powers, roots, π and trig in degrees or radians) and the History (newest first, by day;
// tap a row to use its result, long-press or its ⋮ button for Use result, Copy result, Delete; Clear
// history asks first). The display shows values rounded as state.ts says; the values kept are exact.
import { Clock3, Copy, MoreVertical, Trash2 } from 'lucide-react';
import type { Route } from '../os/state.ts';
import { back, showToast } from '../os/nav.ts';
import { nav, update, useDevice, useToday } from '../device.ts';
import { AppBar, Dialog, Empty, IconButton, ListItem, OptionsDialog, Scroll, SectionHeader } from '../kit/ui.tsx';
import { DAY, formatClock, formatLongDate, startOfDay } from '../kit/time.ts';
import type { DeviceState } from '../world.ts';
import { displayText, historyNewestFirst, shownEntry, type HistoryEntry } from './state.ts';
import { isNumber } from './expression.ts';
import * as model from './model.ts';
import './calculator.css';

const calc = (d: DeviceState) => d.apps.calculator;

function pressKey(key: model.Key): void {
  update((d) => {
    const out = model.press(calc(d), key, d.os.now);
    if (out !== null) showToast(d.os, out);
  });
}

function memoryKey(which: 'MC' | 'MR' | 'M+' | 'M−'): void {
  update((d) => {
    const s = calc(d);
    const out = which === 'MC' ? (model.memoryClear(s), null) : which === 'MR' ? model.memoryRecall(s) : model.memoryAdd(s, which === 'M+' ? 1 : -1, d.os.now);
    if (out !== null) showToast(d.os, out);
  });
}

/** A keypad key: its face, what it presses, its spoken name where the face is a symbol. */
type KeyDef = { face: string; key?: model.Key; label?: string; kind?: 'op' | 'fn' | 'eq' | 'clear'; run?: () => void };

const BASIC_ROWS: KeyDef[][] = [
  [{ face: 'AC', kind: 'clear' }, { face: '±' }, { face: '%' }, { face: '÷', kind: 'op' }],
  [{ face: '7' }, { face: '8' }, { face: '9' }, { face: '×', kind: 'op' }],
  [{ face: '4' }, { face: '5' }, { face: '6' }, { face: '−', kind: 'op' }],
  [{ face: '1' }, { face: '2' }, { face: '3' }, { face: '+', kind: 'op' }],
  [{ face: '0' }, { face: '.' }, { face: '⌫', label: 'Backspace' }, { face: '=', kind: 'eq' }],
];

const SCIENTIFIC_ROWS: KeyDef[][] = [
  [{ face: 'sin', key: 'sin(', kind: 'fn' }, { face: 'cos', key: 'cos(', kind: 'fn' }, { face: 'tan', key: 'tan(', kind: 'fn' }, { face: '√', key: '√(', kind: 'fn' }],
  [{ face: '(', kind: 'fn' }, { face: ')', kind: 'fn' }, { face: 'x²', key: '²', kind: 'fn' }, { face: 'π', kind: 'fn' }],
];

function Keypad({ rows }: { rows: KeyDef[][] }) {
  return (
    <div className="calc-keys">
      {rows.map((row, i) => (
        <div className="calc-row" key={i}>
          {row.map((k) => (
            <button key={k.face} className={`calc-key ${k.kind ?? ''}`} aria-label={k.label} onClick={k.run ?? (() => pressKey((k.key ?? k.face) as model.Key))}>
              {k.face}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}

function Toggle<T extends string>({ options, value, onChange, label }: { options: { id: T; label: string }[]; value: T; onChange: (v: T) => void; label: string }) {
  return (
    <div className="calc-toggle" role="radiogroup" aria-label={label}>
      {options.map((o) => (
        <button key={o.id} role="radio" aria-checked={value === o.id} className={value === o.id ? 'on' : ''} onClick={() => onChange(o.id)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}

function Main() {
  const s = useDevice((d) => d.apps.calculator);
  const lastCalc = s.fresh ? historyNewestFirst(s)[0] : undefined;
  const typed = shownEntry(s.entry);
  const preview = !s.fresh && s.entry.length > 1 && !(s.entry.length === 1 && isNumber(s.entry[0])) ? model.valueOf(s) : undefined;
  const result = s.fresh ? displayText(s.entry[0]!.slice(1)) : null;
  const copy = () => update((d) => showToast(d.os, `Copied ${result}`));
  return (
    <div className="calc">
      <AppBar
        title="Calculator"
        actions={<IconButton label="History" onClick={() => nav.push({ screen: 'history' })}><Clock3 size={22} /></IconButton>}
      />
      <div className="calc-bar">
        <Toggle label="Mode" value={s.mode} onChange={(m) => update((d) => model.setMode(calc(d), m))} options={[{ id: 'basic', label: 'Basic' }, { id: 'scientific', label: 'Scientific' }]} />
        {s.mode === 'scientific' && (
          <Toggle label="Angle unit" value={s.angle} onChange={(a) => update((d) => model.setAngle(calc(d), a))} options={[{ id: 'deg', label: 'Deg' }, { id: 'rad', label: 'Rad' }]} />
        )}
      </div>
      <div className="calc-display">
        <div className="calc-indicators">
          {s.memory !== null && <span className="calc-m" title="A number is in memory">M</span>}
          {s.mode === 'scientific' && <span className="calc-angle">{s.angle === 'deg' ? 'DEG' : 'RAD'}</span>}
        </div>
        {result !== null ? (
          <>
            <div className="calc-expression">{lastCalc && s.entry[0] === `#${lastCalc.result}` ? `${lastCalc.expression} =` : ''}</div>
            <div className="calc-result" role="status">{result}</div>
          </>
        ) : (
          <>
            <div className="calc-entry" role="status">{typed === '' ? '0' : typed}</div>
            <div className="calc-preview">{preview && 'value' in preview ? `= ${displayText(preview.value)}` : ''}</div>
          </>
        )}
        {result !== null && (
          <button className="calc-copy" onClick={copy}><Copy size={16} /> Copy result</button>
        )}
      </div>
      <div className="calc-memory">
        {(['MC', 'MR', 'M+', 'M−'] as const).map((m) => (
          <button key={m} className="calc-mkey" onClick={() => memoryKey(m)}>{m}</button>
        ))}
      </div>
      {s.mode === 'scientific' && <Keypad rows={SCIENTIFIC_ROWS} />}
      <Keypad rows={BASIC_ROWS} />
    </div>
  );
}

/** "Today", "Yesterday", or "Monday, March 2". */
function dayHeader(day: number, today: number): string {
  if (day === today) return 'Today';
  if (day === today - DAY) return 'Yesterday';
  return formatLongDate(day);
}

/** A history row's name: "47.35 × 18% = 8.523". */
export const rowText = (h: HistoryEntry) => `${h.expression} = ${displayText(h.result)}`;

/** Use a row's result: back on the keypad with it in the entry. */
function useResult(id: string): void {
  update((d) => {
    model.reuse(calc(d), id);
    const stack = d.os.ui.stacks.calculator ?? [];
    while (stack.length > 1) back(d.os);
    if (stack[0]) stack[0].dialog = null;
  });
}

function History({ route }: { route: Route }) {
  const s = useDevice((d) => d.apps.calculator);
  const today = useToday();
  const rows = historyNewestFirst(s);
  const menuRow = typeof route.row === 'string' ? model.entryById(s, route.row) : undefined;
  const groups: { day: number; rows: HistoryEntry[] }[] = [];
  for (const h of rows) {
    const day = startOfDay(h.at);
    if (groups.at(-1)?.day !== day) groups.push({ day, rows: [] });
    groups.at(-1)!.rows.push(h);
  }
  return (
    <>
      <AppBar
        title="History"
        onBack={() => nav.back()}
        actions={rows.length > 0 ? <IconButton label="Clear history" onClick={() => nav.patch({ dialog: 'clear' })}><Trash2 size={22} /></IconButton> : undefined}
      />
      <Scroll label="Past calculations">
        {rows.length === 0 && <Empty>No calculations yet</Empty>}
        {groups.map((g) => (
          <div key={g.day}>
            <SectionHeader>{dayHeader(g.day, today)}</SectionHeader>
            {g.rows.map((h) => (
              <div className="calc-hrow" key={h.id}>
                <ListItem
                  label={rowText(h)}
                  title={h.expression}
                  subtitle={`= ${displayText(h.result)} · ${formatClock(h.at)}`}
                  onClick={() => useResult(h.id)}
                  onLongPress={() => nav.patch({ dialog: 'row', row: h.id })}
                />
                <IconButton label={`More options for ${rowText(h)}`} onClick={() => nav.patch({ dialog: 'row', row: h.id })}><MoreVertical size={20} /></IconButton>
              </div>
            ))}
          </div>
        ))}
      </Scroll>
      {route.dialog === 'clear' && (
        <Dialog
          title="Clear history?"
          message="All past calculations will be removed. The memory is kept."
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
            { label: 'Clear', danger: true, onClick: () => update((d) => { model.clearHistory(calc(d)); const top = d.os.ui.stacks.calculator!.at(-1)!; top.dialog = null; showToast(d.os, 'History cleared'); }) },
          ]}
        />
      )}
      {route.dialog === 'row' && menuRow && (
        <OptionsDialog
          title={rowText(menuRow)}
          onDismiss={() => nav.patch({ dialog: null, row: null })}
          options={[
            { label: 'Use result', onClick: () => useResult(menuRow.id) },
            { label: 'Copy result', onClick: () => update((d) => { const top = d.os.ui.stacks.calculator!.at(-1)!; Object.assign(top, { dialog: null, row: null }); showToast(d.os, `Copied ${displayText(menuRow.result)}`); }) },
            { label: 'Delete', danger: true, onClick: () => update((d) => { model.deleteEntry(calc(d), menuRow.id); const top = d.os.ui.stacks.calculator!.at(-1)!; Object.assign(top, { dialog: null, row: null }); showToast(d.os, 'Calculation deleted'); }) },
          ]}
        />
      )}
    </>
  );
}

export function CalculatorApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'history': return <History route={route} />;
    default: return <Main />;
  }
}

