// Small formatting helpers shared by the workbench's panels.
import type { Action } from '../tasks/ui.ts';

/** A JSON value on one line, shortened past `max` characters (undefined reads as "absent"). */
export function short(value: unknown, max = 160): string {
  if (value === undefined) return '(absent)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** An action as a person reads it: `tap (540, 1200)`, `type "Vera"`, `open_app Contacts`. */
export function describeAction(action: Action | Record<string, unknown>): string {
  const a = action as Record<string, unknown>;
  const where = a.element !== undefined ? ` ${String(a.element)}` : a.x !== undefined ? ` (${Math.round(Number(a.x))}, ${Math.round(Number(a.y))})` : '';
  switch (a.type) {
    case 'tap':
    case 'double_tap':
    case 'long_press':
      return `${a.type}${where}`;
    case 'swipe':
      return `swipe ${String(a.direction)}${where}${a.distance !== undefined ? ` by ${String(a.distance)}` : ''}`;
    case 'drag': {
      const to = a.to_element !== undefined ? ` ${String(a.to_element)}` : a.to_x !== undefined ? ` (${Math.round(Number(a.to_x))}, ${Math.round(Number(a.to_y))})` : '';
      return `drag${where} to${to}`;
    }
    case 'pinch':
      return `pinch ${Number(a.scale) >= 1 ? 'out' : 'in'} ×${String(a.scale)}${where}`;
    case 'type':
      return `type ${JSON.stringify(a.text)}${a.clear ? ' (replacing)' : ''}`;
    case 'select':
      return `select ${JSON.stringify(a.option)}${where}`;
    case 'key':
      return `key ${String(a.key)}`;
    case 'open_app':
      return `open_app ${String(a.name)}`;
    case 'wait':
      return `wait ${a.ms !== undefined ? `${String(a.ms)} ms` : ''}`.trim();
    case 'answer':
      return `answer ${JSON.stringify(a.value)}`;
    default:
      return String(a.type);
  }
}
