// Cross-app: a recording made this morning still has its default name; name it after the Calendar
// event it was recorded during (the event whose time holds the recording's start).
import { defineTask } from '../define.ts';
import { expectThat, modified } from '../../judges/index.ts';
import { addEvent } from '../../apps/calendar/model.ts';
import { occurrencesOn } from '../../apps/calendar/state.ts';
import * as cal from '../calendar/kit.ts';
import * as rec from '../recorder/kit.ts';
import type { TaskUi } from '../ui.ts';
import type { DeviceState } from '../../apps/world.ts';

const NAME = 'New Recording 1';
/** Minutes after midnight of a time read on screen (on either clock). */
const at = (time: string): number => cal.parseTimeOfDay(time)!;

/** Today's events whose time holds this minute of the day. */
const eventsAt = (s: DeviceState, minute: number): number =>
  occurrencesOn(s.apps.calendar.events, cal.today(s)).filter((o) => o.start <= cal.today(s) + minute * cal.MINUTE && cal.today(s) + minute * cal.MINUTE < o.end).length;

/** Read the recording's start time on its page, then the title of today's agenda row whose range holds it. */
async function eventTitle(ui: TaskUi, p: { day: number }): Promise<string> {
  await rec.openRecording(ui, NAME);
  const when = new RegExp(` at (${cal.TIME_OF_DAY})$`);
  const start = at(when.exec(ui.read({ matches: when }))![1]!);
  await ui.launch('Calendar');
  await cal.openDay(ui, p.day);
  const rows = ui.tree().flatMap((e, i, tree) => {
    const m = e.role === 'button' ? new RegExp(`^${cal.TIME_RANGE}`).exec(tree[i + 1]?.text ?? '') : null;
    return m ? [{ title: e.text, from: at(m[1]!), to: at(m[2]!) }] : [];
  });
  return rows.find((r) => r.from <= start && start < r.to)!.title;
}

export default defineTask({
  id: 'cross/name-recording-after-event',
  apps: ['recorder', 'calendar'],
  difficulty: 3,
  maxSteps: 24,
  params: ({ rng, world }) => {
    // Two early events today (before the episode's 9 o'clock start), at times no other event of today holds.
    const free = [360, 390, 420, 450, 480].filter((m) => eventsAt(world, m) === 0 && eventsAt(world, m + 25) === 0);
    const [a, b] = rng.sample(free, 2) as [number, number];
    const [title, decoy] = rng.sample(cal.NEW_TITLES.filter((t) => !world.apps.calendar.events.some((e) => e.title === t)), 2);
    return { day: cal.today(world), start: a, decoyStart: b, title: title!, decoy: decoy!, id: `r${world.apps.recorder.nextId}`, minute: a + rng.int(2, 9) };
  },
  goal: () => `Name the recording "${NAME}" in Recorder after the Calendar event you recorded it during: give it the event's title.`,
  named: (p, s) => ({ [NAME]: rec.recordingsNamed(s, NAME), 'the event it was recorded during': eventsAt(s, p.minute) }),
  setup: (d, p) => {
    addEvent(d.apps.calendar, { title: p.title, start: p.day + p.start * cal.MINUTE, end: p.day + (p.start + 25) * cal.MINUTE });
    addEvent(d.apps.calendar, { title: p.decoy, start: p.day + p.decoyStart * cal.MINUTE, end: p.day + (p.decoyStart + 25) * cal.MINUTE });
    const s = d.apps.recorder;
    s.recordings.push({ id: p.id, name: NAME, createdAt: p.day + p.minute * cal.MINUTE, durationMs: 8 * 60_000 + 17_000, offsetMs: 0, wave: p.minute, deletedAt: null });
    s.nextId += 1;
  },
  changes: (p) => [modified(rec.RECORDINGS, p.id, ['name'])],
  checks: (p) => [expectThat(`the recording is named "${p.title}"`, p.title, ({ after }) => rec.byId(after, p.id)?.name, (n) => rec.sameRecording(n, p.title))],
  oracle: rec.script(async (ui, p) => {
    const title = await eventTitle(ui, p);
    await rec.rename(ui, NAME, title);
  }),
  alternatives: [
    { name: "renames it from the list's row menu", run: rec.script(async (ui, p) => {
      const title = await eventTitle(ui, p);
      await rec.open(ui);
      await rec.menu(ui, NAME, 'Rename');
      await rec.renameHere(ui, title);
    }) },
  ],
  nearMisses: [
    { name: "gives it the other early event's title", run: rec.script(async (ui, p) => {
      await eventTitle(ui, p);
      await rec.rename(ui, NAME, p.decoy);
    }) },
    { name: 'reads the event and leaves the name', run: rec.script(async (ui, p) => void (await eventTitle(ui, p))) },
  ],
});
