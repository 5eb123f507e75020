// `npm run schemas`: write the action and observation JSON Schemas next to the contract, for
// clients in other languages (tests/unit/contract.test.ts keeps the files in step with the zod schemas).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ACTION_JSON_SCHEMA, OBSERVATION_JSON_SCHEMA } from './index.ts';

export const SCHEMA_FILES = { 'action.schema.json': ACTION_JSON_SCHEMA, 'observation.schema.json': OBSERVATION_JSON_SCHEMA } as const;

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, schema] of Object.entries(SCHEMA_FILES)) writeFileSync(resolve(import.meta.dirname, name), JSON.stringify(schema, null, 2) + '\n');
  console.log(`wrote ${Object.keys(SCHEMA_FILES).join(', ')} in contract/`);
}
