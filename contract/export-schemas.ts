// `npm run schemas`: write the JSON Schemas of an action, an observation, the splits and re-judging next to the contract, for
// clients in other languages (tests/unit/contract.test.ts keeps the files in step with the zod schemas).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { ACTION_JSON_SCHEMA, OBSERVATION_JSON_SCHEMA, RejudgeRequest, RejudgeResult, SplitsSchema } from './index.ts';

export const SCHEMA_FILES = {
  'action.schema.json': ACTION_JSON_SCHEMA,
  'observation.schema.json': OBSERVATION_JSON_SCHEMA,
  'splits.schema.json': z.toJSONSchema(SplitsSchema),
  'rejudge-request.schema.json': z.toJSONSchema(RejudgeRequest),
  'rejudge-result.schema.json': z.toJSONSchema(RejudgeResult),
} as const;

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, schema] of Object.entries(SCHEMA_FILES)) writeFileSync(resolve(import.meta.dirname, name), JSON.stringify(schema, null, 2) + '\n');
  console.log(`wrote ${Object.keys(SCHEMA_FILES).join(', ')} in contract/`);
}
