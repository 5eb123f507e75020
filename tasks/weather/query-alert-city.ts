import { defineTask } from '../define.ts';
import { alertsFor } from '../../apps/weather/state.ts';
import type { TaskUi } from '../ui.ts';
import * as wx from './kit.ts';

/** On the list: the saved rows with an alert line under them (the row's texts after its name). */
function alertedRows(ui: TaskUi): string[] {
  const tree = ui.tree();
  const out: string[] = [];
  let row: string | null = null;
  for (const e of tree) {
    if (e.role === 'button' && e.clickable && !e.text.startsWith('More options for ')) row = e.text;
    else if (row && /(warning|watch|advisory)$/i.test(e.text) && e.role !== 'button') out.push(row);
  }
  return [...new Set(out)];
}

/** The saved cities (not the location) with an alert in force. */
const alerted = (s: Parameters<typeof wx.saved>[0]) => wx.saved(s).filter((id) => alertsFor(s.apps.weather, id, s.os.now).length > 0);

export default defineTask({
  id: 'weather/query-alert-city',
  apps: ['weather'],
  difficulty: 2,
  maxSteps: 14,
  params: ({ world }) => {
    const [id] = alerted(world);
    return { id: id!, location: wx.nameOf(world.apps.weather.location), others: wx.saved(world).filter((x) => x !== id).map(wx.nameOf) };
  },
  goal: () => 'Which of your saved cities in Weather has a severe weather alert in force?',
  named: (_p, initial) => ({ 'the saved city with an alert': alerted(initial).length }),
  checks: () => [],
  answer: {
    spec: { type: 'name', what: "the city's name", rule: 'caseless' },
    expected: (p) => wx.nameOf(p.id),
    candidates: (_p, before) => wx.listed(before).map(wx.nameOf),
  },
  oracle: async (ui) => {
    await wx.open(ui);
    let found = alertedRows(ui);
    for (let i = 0; i < 3 && found.length === 0; i++) {
      await ui.swipe('up');
      found = alertedRows(ui);
    }
    await ui.answer(found[0]!);
  },
  alternatives: [
    { name: "opens the city's page and reads the alert's page", run: async (ui, p) => {
      await wx.openRow(ui, wx.nameOf(p.id));
      await ui.tap({ role: 'button', matches: /^Severe weather: / });
      await ui.answer(ui.read({ text: wx.nameOf(p.id) }));
    } },
  ],
  nearMisses: [
    { name: 'answers the current location', run: async (ui, p) => ui.answer(p.location) },
    { name: 'answers another saved city', run: async (ui, p) => ui.answer(p.others[0]!) },
  ],
});
