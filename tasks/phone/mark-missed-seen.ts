import { defineTask } from '../define.ts';
import { changedTo, expectEqual } from '../../judges/index.ts';
import { MINUTE } from '../../apps/kit/time.ts';
import type { Contact } from '../../apps/contacts/state.ts';
import { logCall } from '../../apps/phone/model.ts';
import type { TaskUi } from '../ui.ts';
import * as phone from './kit.ts';

/** Open Phone at Recents: the title of the newest missed call. */
async function newestMissed(ui: TaskUi): Promise<string> {
  await ui.launch('Phone');
  return phone.newestRowTitle(ui, phone.MISSED_LINE);
}

/** The Recents tab's badge: how many missed calls are new (0 when it shows none). */
function badge(ui: TaskUi): number {
  const tree = ui.tree();
  const next = tree[tree.findIndex((e) => e.role === 'tab' && e.text === 'Recents') + 1];
  return next?.role === 'text' && /^\d+$/.test(next.text) ? Number(next.text) : 0;
}

/** In Recents, on screen: the first missed call's row not opened yet (`opened` holds "title|line" keys), newest first. */
function nextMissedRow(ui: TaskUi, opened: readonly string[]): { key: string; target: { text: string; role: string; index: number } } | undefined {
  const tree = ui.tree();
  for (let i = 1; i < tree.length; i++) {
    const [row, line] = [tree[i - 1]!, tree[i]!];
    if (line.role !== 'text' || !phone.MISSED_LINE.test(line.text) || row.role !== 'button') continue;
    const key = `${row.text}|${line.text}`;
    if (opened.includes(key)) continue;
    return { key, target: { text: row.text, role: 'button', index: tree.slice(0, i - 1).filter((e) => e.role === 'button' && e.text === row.text).length } };
  }
  return undefined;
}

export default defineTask({
  id: 'phone/mark-missed-seen',
  apps: ['phone'],
  difficulty: 1,
  maxSteps: 12,
  // Two people called and were missed within the last few hours (the badge shows 2); every other
  // missed call was seen long ago. So the calls to look at are the top rows of Recents at any seed.
  params: ({ rng, world }) => {
    const [first, second] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    return { phones: [first.phone, second.phone], minutesAgo: [rng.int(10, 90), rng.int(100, 200)] };
  },
  goal: () => 'Clear the missed-call badge in the Phone app by marking all missed calls as seen, without deleting any call.',
  setup: (d, p) => {
    for (const c of d.apps.phone.calls) if (c.type === 'missed') c.seen = true;
    p.phones.forEach((number, i) => logCall(d.apps.phone, { number, type: 'missed', at: d.os.now - p.minutesAgo[i]! * MINUTE, duration: 0, seen: false }));
  },
  // Looking at a call marks it seen (a routine path, for the calls opened); the bulk action marks
  // every missed call seen, which this goal asks for: `seen` may move to true for any call here.
  changes: () => [changedTo('apps.phone.calls[*].seen', true)],
  checks: () => [
    expectEqual('no missed call is unseen', [], ({ after }) => after.apps.phone.calls.filter((c) => c.type === 'missed' && !c.seen).map((c) => c.id)),
  ],
  oracle: phone.finish(async (ui) => {
    await ui.launch('Phone');
    await ui.tap({ text: 'More options', role: 'button' });
    await ui.tap({ text: 'Mark missed calls as seen', role: 'button' });
  }),
  alternatives: [
    // Looking at a missed call marks it seen: opening the missed calls newest first, scrolling down
    // to the next, until the Recents badge is gone, clears it as well.
    { name: 'opens the missed calls one by one until the badge is gone', run: phone.finish(async (ui) => {
      await ui.launch('Phone');
      const opened: string[] = [];
      for (let k = 0; k < 6 && badge(ui) > 0; k++) {
        let row = nextMissedRow(ui, opened);
        for (let s = 0; !row && s < 4; s++) {
          await ui.act({ type: 'swipe', direction: 'up' });
          row = nextMissedRow(ui, opened);
        }
        if (!row) break;
        opened.push(row.key);
        await ui.tap(row.target);
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
