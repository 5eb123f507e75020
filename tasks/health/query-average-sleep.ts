import { defineTask } from '../define.ts';
import { averageSleep, sleepMinutes } from '../../apps/health/state.ts';
import * as health from './kit.ts';

export default defineTask({
  id: 'health/query-average-sleep',
  apps: ['health'],
  difficulty: 2,
  maxSteps: 12,
  params: () => ({ read: 'Average, last 7 nights' }),
  goal: () => 'What was my average sleep over the last 7 nights in Health, in minutes?',
  // Every night of the week tracked; last night 40 minutes shorter than the others' mean, and the
  // sleep goal away from the average (each is a wrong answer).
  setup: (d) => {
    const s = d.apps.health;
    const t = health.today(d);
    for (let i = 0; i < 7; i++) {
      const log = health.dayLog(d, t - i * health.DAY)!;
      if (!log.sleep) log.sleep = { bed: log.day - 75 * health.MINUTE, wake: log.day + 6 * 60 * health.MINUTE + 50 * health.MINUTE };
    }
    const last = health.dayLog(d, t)!;
    const others = s.days.filter((x) => x.day > t - 7 * health.DAY && x.day < t).map((x) => sleepMinutes(x)!);
    const mean = Math.round(others.reduce((a, b) => a + b, 0) / others.length);
    last.sleep!.bed = last.sleep!.wake - (mean - 40) * health.MINUTE;
    const avg = averageSleep(s, d.os.now)!;
    if (Math.abs(s.goals.sleep - avg) < 10) s.goals.sleep = s.goals.sleep >= 480 ? 420 : 510;
  },
  checks: () => [],
  answer: {
    spec: { type: 'duration', unit: 'minutes' },
    expected: (_p, _before, after) => averageSleep(after.apps.health, after.os.now)!,
  },
  oracle: async (ui, p) => {
    await health.openSection(ui, 'Sleep');
    await ui.answer(health.minutesOf(health.textAfter(ui, p.read)));
  },
  alternatives: [
    { name: 'answers with the unit', run: async (ui) => {
      await health.openSection(ui, 'Sleep');
      await ui.answer(`${health.minutesOf(health.textAfter(ui, 'Average, last 7 nights'))} minutes`);
    } },
  ],
  nearMisses: [
    { name: "answers last night's sleep", run: async (ui) => {
      await health.start(ui);
      await ui.answer(health.minutesOf(health.textAfter(ui, 'Last night')));
    } },
    { name: 'answers the sleep goal', params: (p) => ({ ...p, read: 'Sleep goal' }) },
    { name: 'answers the hours only', run: async (ui) => {
      await health.openSection(ui, 'Sleep');
      await ui.answer(Math.floor(health.minutesOf(health.textAfter(ui, 'Average, last 7 nights')) / 60));
    } },
  ],
});
