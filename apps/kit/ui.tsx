// Kit: the building blocks every app screen is made of. Each interactive piece carries an
// accessible name (aria-label or its text) so that the UI tree an agent sees is readable.
import { useRef, useState, type ReactNode, type MouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { ArrowLeft, Search, X } from 'lucide-react';

const AVATAR_COLORS = ['#5c6bc0', '#26a69a', '#ef6c00', '#8e24aa', '#00897b', '#d81b60', '#3949ab', '#6d4c41', '#43a047', '#f4511e'];

export function colorFor(key: string): string {
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) >>> 0;
  return AVATAR_COLORS[h % AVATAR_COLORS.length]!;
}

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter((w) => /[\p{L}]/u.test(w[0] ?? ''));
  if (words.length === 0) return '#';
  return (words[0]![0]! + (words.length > 1 ? words[words.length - 1]![0]! : '')).toUpperCase();
}

export function Avatar({ name, large }: { name: string; large?: boolean }) {
  return (
    <div className={`avatar${large ? ' large' : ''}`} style={{ background: colorFor(name) }} aria-hidden>
      {initials(name)}
    </div>
  );
}

export function IconButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button className="icon-button" aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

export function AppBar({ title, onBack, actions }: { title: string; onBack?: () => void; actions?: ReactNode }) {
  return (
    <header className="appbar">
      {onBack ? (
        <IconButton label="Navigate up" onClick={onBack}>
          <ArrowLeft size={22} />
        </IconButton>
      ) : (
        <div style={{ width: 8 }} />
      )}
      <h1 role="heading">{title}</h1>
      {actions}
    </header>
  );
}

export function Scroll({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div className="scroll" data-scroll aria-label={label}>
      {children}
    </div>
  );
}

export function ListItem(props: {
  leading?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  trailing?: ReactNode;
  onClick?: () => void;
  onLongPress?: () => void;
  label?: string;
}) {
  const content = (
    <>
      {props.leading}
      <div className="texts">
        <div className="title">{props.title}</div>
        {props.subtitle != null && props.subtitle !== '' && <div className="subtitle">{props.subtitle}</div>}
      </div>
      {props.trailing != null && <div className="trailing">{props.trailing}</div>}
    </>
  );
  if (!props.onClick && !props.onLongPress) return <div className="list-item">{content}</div>;
  // A long press arrives as a contextmenu event: the env server's long_press and a right click both send one.
  const onContextMenu = (e: MouseEvent) => {
    e.preventDefault();
    props.onLongPress?.();
  };
  return (
    <button className="list-item" aria-label={props.label} onClick={props.onClick} onContextMenu={onContextMenu}>
      {content}
    </button>
  );
}

export function SectionHeader({ children }: { children: ReactNode }) {
  return <div className="section-header" role="heading">{children}</div>;
}

export function Switch({ checked, onChange, label }: { checked: boolean; onChange: (next: boolean) => void; label: string }) {
  return (
    <button role="switch" aria-checked={checked} aria-label={label} className={`switch${checked ? ' on' : ''}`} onClick={() => onChange(!checked)}>
      <span className="knob" />
    </button>
  );
}

/**
 * A list row's reorder handle (mark it `data-drag`): the row follows the finger (`offset`, in CSS
 * pixels) and, on release, moves by as many rows of `rowHeight` as the finger went, within the list
 * (`onMove` gets the new index, and is not called when the row stays where it was).
 */
export function useRowDrag(index: number, count: number, rowHeight: number, onMove: (to: number) => void) {
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ pointerId: number; startY: number } | null>(null);
  const onPointerDown = (e: ReactPointerEvent<HTMLElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.preventDefault();
    drag.current = { pointerId: e.pointerId, startY: e.clientY };
    const move = (ev: PointerEvent) => {
      if (drag.current && ev.pointerId === drag.current.pointerId) setOffset(ev.clientY - drag.current.startY);
    };
    const up = (ev: PointerEvent) => {
      if (!drag.current || ev.pointerId !== drag.current.pointerId) return;
      const dy = ev.clientY - drag.current.startY;
      drag.current = null;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      setOffset(0);
      const to = Math.max(0, Math.min(count - 1, index + Math.round(dy / rowHeight)));
      if (to !== index) onMove(to);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
  };
  return { offset, onPointerDown };
}

/** A horizontal slider: a tap sets the value under the finger, rounded to `step`; a drag carries it along. */
export function Slider(props: { value: number; min?: number; max?: number; step?: number; onChange: (v: number) => void; label: string }) {
  const min = props.min ?? 0, max = props.max ?? 100, step = props.step ?? 1;
  const fraction = (props.value - min) / (max - min);
  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    let last = props.value;
    const at = (clientX: number) => {
      const ratio = Math.min(1, Math.max(0, (clientX - box.left) / box.width));
      const value = min + Math.round((ratio * (max - min)) / step) * step;
      if (value !== last) props.onChange((last = value));
    };
    at(e.clientX);
    const id = e.pointerId;
    const move = (ev: PointerEvent) => { if (ev.pointerId === id) at(ev.clientX); };
    const up = (ev: PointerEvent) => {
      if (ev.pointerId !== id) return;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };
  return (
    <div className="slider" role="slider" aria-label={props.label} aria-valuemin={min} aria-valuemax={max} aria-valuenow={props.value} data-drag onPointerDown={onPointerDown}>
      <div className="track" />
      <div className="fill" style={{ width: `${fraction * 100}%` }} />
      <div className="thumb" style={{ left: `${fraction * 100}%` }} />
    </div>
  );
}

export function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'tel' | 'email';
  placeholder?: string;
  multiline?: boolean;
}) {
  return (
    <div className="text-field">
      <label>{props.label}</label>
      {props.multiline ? (
        <textarea aria-label={props.label} rows={3} value={props.value} placeholder={props.placeholder} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input aria-label={props.label} type={props.type ?? 'text'} value={props.value} placeholder={props.placeholder} onChange={(e) => props.onChange(e.target.value)} autoComplete="off" spellCheck={false} />
      )}
    </div>
  );
}

export function SearchBar({ value, onChange, placeholder }: { value: string; onChange: (v: string) => void; placeholder: string }) {
  return (
    <div className="search-bar">
      <Search size={20} aria-hidden />
      <input aria-label={placeholder} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} autoComplete="off" spellCheck={false} />
      {value !== '' && (
        <IconButton label="Clear search" onClick={() => onChange('')}>
          <X size={20} />
        </IconButton>
      )}
    </div>
  );
}

export function Fab({ label, icon, onClick, extended }: { label: string; icon: ReactNode; onClick: () => void; extended?: boolean }) {
  return (
    <button className="fab" aria-label={label} onClick={onClick}>
      {icon}
      {extended && <span>{label}</span>}
    </button>
  );
}

export function Button({ children, onClick, variant = 'filled', disabled }: { children: ReactNode; onClick: () => void; variant?: 'filled' | 'text' | 'danger'; disabled?: boolean }) {
  return (
    <button className={`button ${variant}`} onClick={onClick} disabled={disabled}>
      {children}
    </button>
  );
}

export interface DialogAction {
  label: string;
  onClick: () => void;
  danger?: boolean;
}

export function Dialog({ title, message, actions }: { title: string; message?: ReactNode; actions: DialogAction[] }) {
  return (
    <div className="dialog-scrim">
      <div className="dialog" role="dialog" aria-label={title}>
        <h2>{title}</h2>
        {message != null && <p>{message}</p>}
        <div className="actions">
          {actions.map((a) => (
            <Button key={a.label} variant={a.danger ? 'danger' : 'text'} onClick={a.onClick}>
              {a.label}
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * A dialog that renames one thing: a Name field, the reason it cannot be saved (shown under it,
 * with the app's own `errorClass`), Cancel and Save (disabled while there is a reason).
 */
export function RenameDialog(props: {
  title: string; draft: string; error: string | null; errorClass: string;
  onDraft: (text: string) => void; onCancel: () => void; onSave: () => void;
}) {
  return (
    <div className="dialog-scrim">
      <div className="dialog" role="dialog" aria-label={props.title}>
        <h2>{props.title}</h2>
        <TextField label="Name" value={props.draft} onChange={props.onDraft} />
        {props.error && <div className={props.errorClass} role="alert">{props.error}</div>}
        <div className="actions">
          <Button variant="text" onClick={props.onCancel}>Cancel</Button>
          <Button variant="text" disabled={props.error !== null} onClick={props.onSave}>Save</Button>
        </div>
      </div>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <div className="empty">{children}</div>;
}

export interface MenuOption {
  label: string;
  onClick: () => void;
  danger?: boolean;
}

/** A long-press menu: a dialog with one full-width choice per line; a tap outside dismisses it. */
export function OptionsDialog({ title, options, onDismiss }: { title: string; options: MenuOption[]; onDismiss: () => void }) {
  return (
    <div className="dialog-scrim" onClick={(e) => { if (e.target === e.currentTarget) onDismiss(); }}>
      <div className="dialog options-dialog" role="dialog" aria-label={title}>
        <h2>{title}</h2>
        <div className="options">
          {options.map((o) => (
            <button key={o.label} className={`option${o.danger ? ' danger' : ''}`} onClick={o.onClick}>
              {o.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
