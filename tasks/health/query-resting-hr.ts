import { defineTask } from '../define.ts';
import * as health from './kit.ts';

export default defineTask({
  id: 'health/query-resting-hr',
  apps: ['health'],
  difficulty: 1,
  maxSteps: 12,
  params: () => ({ day: 'Yesterday' }),
  goal: () => 'What was my resting heart rate yesterday, according to Health?',
  // Yesterday's differs from today's.
  setup: (d) => {
    const t = health.today(d);
    const [today, yesterday] = [health.dayLog(d, t)!, health.dayLog(d, t - health.DAY)!];
    if (today.restingHr === yesterday.restingHr) yesterday.restingHr += 3;
  },
  checks: () => [],
  answer: {
    spec: { type: 'number', unit: 'beats per minute', aliases: ['bpm'], label: 'Resting heart rate' },
    expected: (_p, _before, after) => health.dayLog(after, health.today(after) - health.DAY)!.restingHr,
  },
  oracle: async (ui, p) => {
    await health.openSection(ui, 'Heart rate');
    await ui.scrollTo({ text: p.day, role: 'button' });
    await ui.answer(health.leadingNumber(health.textAfter(ui, p.day).replace(/^Resting /, '')));
  },
  alternatives: [
    { name: "on yesterday's page, with the unit", run: async (ui) => {
      await health.openSection(ui, 'Steps');
      await ui.scrollTo({ text: 'Yesterday', role: 'button' });
      await ui.tap({ text: 'Yesterday', role: 'button' });
      await ui.answer(health.textAfter(ui, 'Resting heart rate'));
    } },
  ],
  nearMisses: [
    { name: "answers today's", params: (p) => ({ ...p, day: 'Today' }) },
  ],
});
