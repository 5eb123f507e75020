// Clock: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing, and damage in two forms (on the screens, and by the app's model). Kept out of
// the kit, so that the benchmark split's fingerprints (tasks/splits/) move only when what a
// template is built on changes, not when the gate's trials do.
import { alarmTime, type Alarm, CITIES, isQuietTime, sortAlarms } from '../../apps/clock/state.ts';
import { NEW_DRAFT, addAlarm, addCity as addCityTo, removeAlarm, removeCity as removeCityFrom, setAlarmEnabled } from '../../apps/clock/model.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TrialContext, AppNoise } from '../define.ts';
import { type AlarmSpec, createAlarm, deleteAlarm, flipAlarm, openAlarm, timeText } from './kit.ts';

/** The world clock's damage: remove the first listed city the task does not name, or (every one named) add the first it does not name. */
function cityChange(ctx: TrialContext): { remove: string } | { add: string } {
  const text = said(ctx);
  const listed = ctx.initial.apps.clock.cities;
  const victim = listed.find((c) => !text.includes(c));
  return victim ? { remove: victim } : { add: CITIES.find((c) => !listed.includes(c.name) && !text.includes(c.name))!.name };
}

/** The extra alarm of a damage trial: the first free time from 05:00 (in 5-minute steps) the task does not name and that stays quiet, labelled Extra. */
function extraAlarm(ctx: TrialContext): AlarmSpec & { label: string } {
  const taken = new Set(ctx.initial.apps.clock.alarms.map((a) => a.hour * 60 + a.minute));
  const text = said(ctx);
  let at = 5 * 60;
  while (taken.has(at) || text.includes(timeText(Math.floor(at / 60), at % 60)) || !isQuietTime(Math.floor(at / 60), at % 60, ctx.initial.os.now, 180)) at += 5;
  return { hour: Math.floor(at / 60), minute: at % 60, label: 'Extra' };
}

/**
 * The alarm whose switch the screens flip when asked for the bystander's: the first in list order
 * at its time (the switch's name is only the time).
 */
function switchedAt(state: DeviceState, ctx: TrialContext): Alarm | undefined {
  const time = alarmTime(bystander(ctx));
  return sortAlarms(state.apps.clock.alarms).find((a) => alarmTime(a) === time);
}

/** An alarm the goal and params do not mention, to look at or harm. */
function bystander(ctx: TrialContext): Alarm {
  const text = said(ctx);
  const found = sortAlarms(ctx.initial.apps.clock.alarms).find((a) => !text.includes(alarmTime(a)) && !text.includes(`"${a.id}"`) && !(a.label !== '' && text.includes(a.label)));
  if (!found) throw new Error('every alarm is named by the task');
  return found;
}

const said = (ctx: TrialContext) => `${ctx.goal} ${JSON.stringify(ctx.params)}`;

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
      const a = bystander(ctx);
      await ui.launch('Clock');
      await openAlarm(ui, alarmTime(a));
      await ui.back();
      await flipAlarm(ui, alarmTime(a));
      await flipAlarm(ui, alarmTime(a));
      await ui.tap({ text: 'World clock', role: 'tab' });
      await ui.tap({ text: 'Stopwatch', role: 'tab' });
      await ui.tap({ text: 'Start', role: 'button' });
      await ui.tap({ text: 'Stop', role: 'button' });
      await ui.tap({ text: 'Reset', role: 'button' });
      await ui.close('Clock');
    },
    apply: (d, ctx) => {
      const a = bystander(ctx);
      for (const on of [!a.enabled, a.enabled]) setAlarmEnabled(d.apps.clock, a.id, on, d.os.now);
    },
  },
  damage: [
    { name: 'switches a bystander alarm the other way', run: async (ui, ctx) => {
      await ui.launch('Clock');
      await flipAlarm(ui, alarmTime(bystander(ctx)));
    }, apply: (d, ctx) => {
      const a = switchedAt(d, ctx);
      if (a) setAlarmEnabled(d.apps.clock, a.id, !a.enabled, d.os.now);
    } },
    { name: 'deletes a bystander alarm', run: async (ui, ctx) => {
      await ui.launch('Clock');
      await deleteAlarm(ui, alarmTime(bystander(ctx)));
    }, apply: (d, ctx) => {
      const a = switchedAt(d, ctx);
      if (a) removeAlarm(d.apps.clock, a.id);
    } },
    { name: 'creates an extra alarm', run: async (ui, ctx) => {
      await ui.launch('Clock');
      await createAlarm(ui, extraAlarm(ctx));
    }, apply: (d, ctx) => {
      const { hour, minute, label } = extraAlarm(ctx);
      addAlarm(d.apps.clock, { ...NEW_DRAFT, hour, minute, label }, d.os.now);
    } },
    { name: 'removes a city the goal does not name (or adds one)', run: async (ui, ctx) => {
      const change = cityChange(ctx);
      await ui.launch('Clock');
      await ui.tap({ text: 'World clock', role: 'tab' });
      if ('remove' in change) await ui.tap({ text: `Remove ${change.remove}`, role: 'button' });
      else {
        await ui.tap({ text: 'Add city', role: 'button' });
        await ui.fill({ hint: 'Search cities' }, change.add);
        await ui.tap({ text: change.add, role: 'button' });
      }
    }, apply: (d, ctx) => {
      const change = cityChange(ctx);
      if ('remove' in change) removeCityFrom(d.apps.clock, change.remove);
      else addCityTo(d.apps.clock, change.add);
    } },
  ],
};
