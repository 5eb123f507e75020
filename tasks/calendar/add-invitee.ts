import { defineTask } from '../define.ts';
import { expectEqual } from '../../judges/index.ts';
import { fullName } from '../../apps/contacts/state.ts';
import type { TaskUi } from '../ui.ts';
import { editEvent, event, formatLongDate, singleEvents, startOfDay } from './helpers.ts';

/** In the open event form: Add invitee, search the name, pick it. */
export async function invite(ui: TaskUi, name: string): Promise<void> {
  await ui.scrollTo({ text: 'Add invitee', role: 'button' });
  await ui.tap({ text: 'Add invitee', role: 'button' });
  await ui.fill({ hint: 'Search contacts' }, name);
  await ui.tap({ text: name, role: 'button' });
}

export default defineTask({
  id: 'calendar/add-invitee',
  apps: ['calendar'],
  difficulty: 2,
  maxSteps: 25,
  params: ({ rng, world }) => {
    const target = rng.pick(singleEvents(world, 0, 20));
    const candidates = world.apps.contacts.contacts.filter((c) => !target.invitees.includes(c.id));
    const [contact, other] = rng.sample(candidates, 2);
    return {
      id: target.id, title: target.title, day: startOfDay(target.start), invitees: target.invitees,
      contactId: contact!.id, name: fullName(contact!), otherName: fullName(other!),
    };
  },
  goal: (p) => `Invite ${p.name} to "${p.title}" on ${formatLongDate(p.day)}.`,
  checks: (p) => [
    expectEqual(`the invitees are the previous ones plus ${p.name}`, [...p.invitees, p.contactId].sort(), ({ after }) => [...(event(after, p.id)?.invitees ?? [])].sort()),
  ],
  allowedChanges: (p) => [`apps.calendar.events[${p.id}].invitees`],
  oracle: async (ui, p) => {
    await editEvent(ui, p.title, p.day);
    await invite(ui, p.name);
    await ui.tap({ text: 'Save', role: 'button' });
    await ui.done();
  },
  nearMisses: [
    {
      name: 'invites someone else',
      run: async (ui, p) => {
        await editEvent(ui, p.title, p.day);
        await invite(ui, p.otherName);
        await ui.tap({ text: 'Save', role: 'button' });
        await ui.done();
      },
    },
    {
      name: 'adds the invitee but does not save',
      run: async (ui, p) => {
        await editEvent(ui, p.title, p.day);
        await invite(ui, p.name);
        await ui.tap({ text: 'Navigate up', role: 'button' });
        await ui.done();
      },
    },
  ],
});
