import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ActionSchema } from '../../contract/index.ts';
import { SCHEMA_FILES } from '../../contract/export-schemas.ts';

describe('the wire contract', () => {
  it('ships JSON Schemas that match its zod schemas (npm run schemas rewrites them)', () => {
    for (const [name, schema] of Object.entries(SCHEMA_FILES)) {
      expect(JSON.parse(readFileSync(resolve(import.meta.dirname, '../../contract', name), 'utf8')), name).toEqual(JSON.parse(JSON.stringify(schema)));
    }
  });

  it('parses the actions agents send and refuses half a point', () => {
    expect(ActionSchema.parse({ type: 'tap', x: 10, y: 20 })).toEqual({ type: 'tap', x: 10, y: 20 });
    expect(ActionSchema.safeParse({ type: 'tap', x: 10 }).success).toBe(false);
    expect(ActionSchema.safeParse({ type: 'fly' }).success).toBe(false);
  });

  it('takes a drag from a point or element to another, and a pinch by a scale around a point', () => {
    expect(ActionSchema.parse({ type: 'drag', element: 'e3', to_x: 540, to_y: 900 })).toEqual({ type: 'drag', element: 'e3', to_x: 540, to_y: 900 });
    expect(ActionSchema.safeParse({ type: 'drag', x: 1, y: 2, to_element: 'e9', coords: 'norm1000' }).success).toBe(true);
    // Every point space of the action formats: the 0-999 grid, a resized screenshot.
    expect(ActionSchema.safeParse({ type: 'drag', x: 1, y: 2, to_x: 900, to_y: 990, coords: 'norm999' }).success).toBe(true);
    expect(ActionSchema.safeParse({ type: 'pinch', scale: 2, x: 500, y: 800, coords: { width: 1092, height: 2408 } }).success).toBe(true);
    expect(ActionSchema.safeParse({ type: 'pinch', scale: 2 }).success).toBe(true);
    expect(ActionSchema.safeParse({ type: 'pinch', scale: 0.5, element: 'e4' }).success).toBe(true);
    // A drag needs both ends, each whole; a pinch its scale, within 0.2 to 5.
    for (const bad of [
      { type: 'drag', element: 'e3' }, { type: 'drag', to_element: 'e3' }, { type: 'drag', x: 1, y: 2, to_x: 3 },
      { type: 'drag', element: 'e1', x: 1, y: 2, to_element: 'e2' }, { type: 'drag', element: 'e1', to_element: 'e2', coords: 'norm1000' },
      { type: 'drag', element: 'e1', to_element: 'e2', coords: 'norm999' }, { type: 'pinch', scale: 2, element: 'e1', coords: { width: 10, height: 10 } },
      { type: 'pinch' }, { type: 'pinch', scale: 0 }, { type: 'pinch', scale: 12 }, { type: 'pinch', scale: 2, x: 5 },
    ]) expect(ActionSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
