// Weather: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing (a city's page, its day details, the settings with the unit switched and back, a search), and damage in two
// forms (on the screens, and by the app's model): a city removed, added or moved, the unit or the
// notifications switched.
import { addCity as addIn, moveCity, removeCity as removeIn, setNotifications, setUnit as setUnitIn } from '../../apps/weather/model.ts';
import { CITIES } from '../../apps/weather/state.ts';
import type { AppNoise, TrialContext } from '../define.ts';
import { addCity, flipNotifications, menuMove, menuRemove, nameOf, open, otherUnit } from './kit.ts';

/** What the goal names (a city the goal does not name is a bystander, whatever the params hold for the near misses). */
function said(ctx: TrialContext): (text: string) => boolean {
  return (text) => ctx.goal.includes(text);
}

/** Saved cities the instance does not name, in the list's order. */
const bystanders = (ctx: TrialContext): string[] => { const named = said(ctx); return ctx.initial.apps.weather.saved.filter((id) => !named(id) && !named(nameOf(id))); };
/** A city on no list that the instance does not name. */
const stranger = (ctx: TrialContext) => {
  const named = said(ctx), w = ctx.initial.apps.weather;
  return CITIES.find((c) => c.id !== w.location && !w.saved.includes(c.id) && !named(c.id) && !named(c.name))!;
};

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
      await open(ui);
      const city = nameOf(ctx.initial.apps.weather.location);
      await ui.tap({ text: city, role: 'button' });
      await ui.swipe('up');
      await ui.tap({ role: 'button', matches: /^Today: / });
      await ui.tap({ text: 'Close', role: 'button' });
      await ui.back();
      await ui.tap({ text: 'Settings', role: 'button' });
      // The unit switched to compare and switched back: nothing changed.
      const [shown, other] = ui.find({ text: 'Celsius (°C)', role: 'radio' })?.checked ? ['Celsius (°C)', 'Fahrenheit (°F)'] : ['Fahrenheit (°F)', 'Celsius (°C)'];
      await ui.tap({ text: other, role: 'radio' });
      await ui.tap({ text: shown, role: 'radio' });
      await ui.back();
      await ui.fill({ hint: 'Search for a city' }, 'Par');
      await ui.tap({ text: 'Clear search', role: 'button' });
      await ui.close('Weather');
    },
    apply: () => {},
  },
  damage: [
    { name: 'removes an unrelated city', run: async (ui, ctx) => {
      await open(ui);
      await menuRemove(ui, nameOf(bystanders(ctx)[0]!));
    }, apply: (d, ctx) => removeIn(d.apps.weather, bystanders(ctx)[0]!) },
    // The list's order is the owner's (apps/weather/app.ts): moving a city the goal does not name is damage.
    { name: 'moves an unrelated city to the top', run: async (ui, ctx) => {
      await open(ui);
      await menuMove(ui, nameOf(bystanders(ctx).at(-1)!), 'Move to top');
    }, apply: (d, ctx) => moveCity(d.apps.weather, bystanders(ctx).at(-1)!, 0) },
    { name: 'adds a city', run: async (ui, ctx) => addCity(ui, stranger(ctx).name), apply: (d, ctx) => void addIn(d.apps.weather, stranger(ctx).id) },
    // The unit the screen does not show: whatever the episode left, it is switched.
    { name: 'switches the temperature unit', run: async (ui) => {
      await open(ui);
      await ui.tap({ text: 'Settings', role: 'button' });
      await ui.tap({ role: 'radio', text: ui.find({ text: 'Celsius (°C)', role: 'radio' })?.checked ? 'Fahrenheit (°F)' : 'Celsius (°C)' });
    }, apply: (d) => setUnitIn(d.apps.weather, otherUnit(d.apps.weather.unit)) },
    { name: 'switches severe weather notifications', run: async (ui) => flipNotifications(ui), apply: (d) => setNotifications(d.apps.weather, !d.apps.weather.notifications) },
  ],
};
