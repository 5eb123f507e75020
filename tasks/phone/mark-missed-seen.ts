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
