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
});
