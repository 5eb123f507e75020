import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import * as cal from '../calendar/kit.ts';
import * as video from '../video/kit.ts';

// A channel's upcoming premiere into Calendar: an event at the time the video's page announces
// ("Premieres ... at ..."), an hour long. The oracle looks at the page, then types the time the
// instance knows: the page writes it in the device's regional format, which a script does not parse.
export default defineTask({
  id: 'cross/video-premiere-event',
  apps: ['video', 'calendar'],
  difficulty: 3,
  maxSteps: 40,
  params: ({ rng, world }) => {
    const v = video.videos(world).find((x) => x.premiere)!;
    const day = cal.startOfDay(v.uploadedAt);
    const title = rng.pick(['Watch premiere', 'Premiere night', 'Video premiere']);
    const at = Math.round((v.uploadedAt - day) / cal.MINUTE);
    return {
      channel: video.channel(world, v.channelId)!.name, video: v.title, title, day,
      start: cal.hhmm(at), end: cal.hhmm(at + 60), late: cal.hhmm(at + 60), lateEnd: cal.hhmm(at + 120), shift: 0,
    };
  },
  goal: (p) => `${p.channel} has a premiere coming up in Video. Add a Calendar event "${p.title}" that starts when the premiere starts and lasts one hour. Leave everything else as the new-event form has it.`,
  named: (p, initial) => ({ [`the upcoming premiere of ${p.channel}`]: video.videos(initial).filter((v) => v.premiere && v.uploadedAt > initial.os.now && video.channel(initial, v.channelId)?.name === p.channel).length }),
  changes: () => [added(cal.EVENTS)],
  checks: (p) => {
    const [h, m] = p.start.split(':').map(Number) as [number, number];
    const start = p.day + (h * 60 + m) * cal.MINUTE;
    return cal.created({ title: p.title, start, end: start + cal.HOUR });
  },
  oracle: async (ui, p) => {
    await video.searchOpen(ui, p.video, p.channel);
    await cal.create(ui, p.day + p.shift * cal.DAY, { title: p.title, start: p.start, end: p.end });
    await ui.done();
  },
  alternatives: [
    { name: 'New event from today in Calendar, the date typed into the form', run: async (ui, p) => {
      await video.searchOpen(ui, p.channel);
      await cal.createTyped(ui, p.day, { title: p.title, start: p.start, end: p.end });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'puts it on the day after', params: (p) => ({ ...p, shift: 1 }) },
    { name: 'starts it an hour late', params: (p) => ({ ...p, start: p.late, end: p.lateEnd }) },
  ],
});
