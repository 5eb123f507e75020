import { defineTask } from '../define.ts';
import { frame, shown } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import type { Unit } from '../../apps/weather/state.ts';
import type { TaskUi } from '../ui.ts';
import * as wx from '../weather/kit.ts';
import * as messages from '../messages/kit.ts';

/** The message the goal asks for: the city's name and one slot for the high (digits, with or without the degree sign, or the shown unit's: "54°F"). */
const frameFor = (city: string, unit: Unit = 'C') => frame(`Tomorrow's high in ${city}: TEMP`, 'TEMP', wx.degreesSpec(unit));

/** Weather's daily row for tomorrow in the city: its high (or low), as the app shows it ("12°"). */
async function readTomorrow(ui: TaskUi, city: string, now: number, which: 'high' | 'low' = 'high'): Promise<string> {
  await wx.openBySearch(ui, city);
  return `${(await wx.dayRow(ui, wx.rowName(now, 1)))[which]}°`;
}

export default defineTask({
  id: 'cross/text-forecast-high',
  apps: ['weather', 'messages', 'contacts'],
  difficulty: 2,
  maxSteps: 26,
  params: ({ rng, world }) => {
    // Any city not on the list (it is searched); tomorrow's high is fixed for the episode.
    // one whose high tomorrow differs, for the near miss that reads the wrong city.
    const unit = rng.pick(['C', 'F'] as const) as Unit;
    const [city, other] = rng.sample(wx.unlisted(world).filter((c) => wx.dayAhead(world, c.id, 1).high !== wx.dayAhead(world, c.id, 0).high), 2);
    const [recipient, bystander] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    return {
      unit, id: city!.id, high: String(wx.shownTemp(world, wx.dayAhead(world, city!.id, 1).high, unit)), city: city!.name, read: city!.name, otherCity: other!.name, now: world.os.now,
      name: fullName(recipient), phone: recipient.phone, otherName: fullName(bystander),
      ...messages.conversationFor(world, recipient.phone),
    };
  },
  goal: (p) => `${p.name} is travelling to ${p.city} tomorrow. Text ${p.name} "${shown(frameFor(p.city))}" with the high Weather forecasts there for tomorrow, in the unit the app shows.`,
  named: (p) => ({ [p.city]: wx.citiesNamed(p.city) }),
  // Sends fail without a network; the unit is the instance's.
  setup: (d, p) => {
    d.apps.settings.airplaneMode = false;
    d.apps.weather.unit = p.unit as Unit;
  },
  checks: (p) => messages.sentFramed(p.name, p.phone, frameFor(p.city, p.unit as Unit), p.high),
  changes: (p) => messages.sendRules(p),
  oracle: async (ui, p) => {
    await messages.compose(ui, p.name, shown(frameFor(p.city), await readTomorrow(ui, p.read, p.now)));
    await ui.done();
  },
  alternatives: [
    { name: "texts it from the contact's page, digits only", run: async (ui, p) => {
      await messages.sendFromContact(ui, p.name, shown(frameFor(p.city), (await readTomorrow(ui, p.read, p.now)).replace('°', '')));
      await ui.done();
    } },
    { name: 'writes the shown unit\'s sign ("54°F")', run: async (ui, p) => {
      await messages.compose(ui, p.name, shown(frameFor(p.city), `${await readTomorrow(ui, p.read, p.now)}${p.unit}`));
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'converts it to the other unit, with its sign', run: async (ui, p) => {
      const t = Number((await readTomorrow(ui, p.read, p.now)).replace('°', ''));
      await messages.compose(ui, p.name, shown(frameFor(p.city), `${p.unit === 'C' ? Math.round((t * 9) / 5 + 32) : Math.round(((t - 32) * 5) / 9)}°${wx.otherUnit(p.unit as Unit)}`));
      await ui.done();
    } },
    { name: "sends tomorrow's low", run: async (ui, p) => {
      await messages.compose(ui, p.name, shown(frameFor(p.city), await readTomorrow(ui, p.read, p.now, 'low')));
      await ui.done();
    } },
    { name: "sends another city's high", params: (p) => ({ ...p, read: p.otherCity }) },
    { name: 'texts someone else', params: (p) => ({ ...p, name: p.otherName }) },
  ],
});
