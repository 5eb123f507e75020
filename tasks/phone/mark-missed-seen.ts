import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { DAY } from '../../apps/kit/time.ts';
import { sortCalls } from '../../apps/phone/state.ts';
import type { TaskUi } from '../ui.ts';
import * as phone from './kit.ts';

/** Open Phone at Recents: the title of the newest missed call. */
async function newestMissed(ui: TaskUi): Promise<string> {
  await ui.launch('Phone');
  return phone.nthRow(ui, /^Missed( · |$)/, 0);
}

/** In Recents: the row button of the n-th missed call, newest first (by position: one caller may have several rows). */
function nthMissedRow(ui: TaskUi, n: number): { text: string; role: string; index: number } | undefined {
  const tree = ui.tree();
  const line = tree.map((e, i) => ({ e, i })).filter(({ e }) => e.role === 'text' && /^Missed( · |$)/.test(e.text))[n];
  const row = line && tree[line.i - 1];
  if (!row) return undefined;
  return { text: row.text, role: 'button', index: tree.slice(0, line.i).filter((e) => e.role === 'button' && e.text === row.text).length - 1 };
}

export default defineTask({
  id: 'phone/mark-missed-seen',
  apps: ['phone'],
  difficulty: 1,
  maxSteps: 10,
  params: () => ({}),
  goal: () => 'Clear the missed-call badge in the Phone app by marking all missed calls as seen, without deleting any call.',
  // Every missed call of the last day is new, and there are at least two of them.
  setup: (d) => {
    const missed = sortCalls(d.apps.phone.calls).filter((c) => c.type === 'missed');
    missed.forEach((c, i) => {
      if (i < 2 || c.at > d.os.now - DAY) c.seen = false;
    });
  },
  // `seen` is a routine path (looking marks a call seen), so the check judges it; nothing else may change.
  checks: () => [
    expectEqual('no missed call is unseen', [], ({ after }) => after.apps.phone.calls.filter((c) => c.type === 'missed' && !c.seen).map((c) => c.id)),
  ],
  oracle: phone.finish(async (ui) => {
    await ui.launch('Phone');
    await ui.tap({ text: 'More options', role: 'button' });
    await ui.tap({ text: 'Mark missed calls as seen', role: 'button' });
  }),
  alternatives: [
    // Looking at a missed call marks it seen: opening each new one (the newest few) clears the badge as well.
    { name: 'opens the newest missed calls one by one', run: phone.finish(async (ui) => {
      await ui.launch('Phone');
      for (let n = 0; n < 4; n++) {
        const row = nthMissedRow(ui, n);
        if (!row) break;
        await ui.tap(row);
        await ui.back();
      }
    }) },
  ],
  nearMisses: [
    { name: 'looks at the newest missed call only', run: phone.finish(async (ui) => phone.openRow(ui, await newestMissed(ui), false)) },
    { name: 'opens the menu and closes it again', run: phone.finish(async (ui) => {
      await ui.launch('Phone');
      await ui.tap({ text: 'More options', role: 'button' });
      await ui.back();
    }) },
    { name: 'deletes the newest missed call instead', run: phone.finish(async (ui) => phone.deleteRow(ui, await newestMissed(ui), true, false)) },
  ],
});
