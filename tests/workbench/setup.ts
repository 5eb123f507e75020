// Shared by playwright.config.ts and the workbench specs: the server's port and where it records.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const WORKBENCH_PORT = 8791;
/** The env server of these tests records every episode here (`--record`). */
export const RECORD_DIR = join(tmpdir(), 'vivarium-workbench-test-recordings');
/** Set UPDATE_SCREENSHOTS=1 to refresh docs/screenshots/workbench.png. */
export const UPDATE_DOCS = process.env.UPDATE_SCREENSHOTS === '1';
