import { defineTask } from '../define.ts';
import { frame, shown } from '../../judges/index.ts';
import { fullName } from '../../apps/contacts/state.ts';
import { library, namedInGallery, openPhoto, readPlace } from '../gallery/kit.ts';
import type { TaskUi } from '../ui.ts';
import * as messages from '../messages/kit.ts';
import { namedPeople } from '../contacts/kit.ts';

/** The message the goal asks for, with the place in its slot (compared as a text answer: any case, spacing, accents). */
const FRAME = frame('Taken in PLACE', 'PLACE', { type: 'text', what: 'the place' });

async function placeOf(ui: TaskUi, photo: string): Promise<string> {
  await ui.launch('Gallery');
  await openPhoto(ui, photo);
  return readPlace(ui);
}

export default defineTask({
  id: 'cross/text-photo-place',
  apps: ['gallery', 'messages', 'contacts'],
  difficulty: 2,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const located = library(world).filter((x) => x.place !== '');
    const target = rng.pick(located);
    const decoy = rng.pick(located.filter((x) => x.place !== target.place));
    const [contact, other] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2);
    return {
      photo: target.name, place: target.place, decoy: decoy.name,
      name: fullName(contact!), phone: contact!.phone, other: fullName(other!),
      ...messages.conversationFor(world, contact!.phone),
    };
  },
  goal: (p) => `Text ${p.name} "${shown(FRAME)}" with the place where the photo ${p.photo} was taken, as Gallery shows it.`,
  named: (p, s) => ({ ...namedInGallery(s, { photos: [p.photo] }), ...namedPeople(s, [p.name]) }),
  // Sends fail without a network.
  setup: (d) => { d.apps.settings.airplaneMode = false; },
  checks: (p) => messages.sentFramed(p.name, p.phone, FRAME, p.place),
  changes: (p) => messages.sendRules(p),
  oracle: async (ui, p) => {
    await messages.compose(ui, p.name, shown(FRAME, await placeOf(ui, p.photo)));
    await ui.done();
  },
  alternatives: [
    { name: "texts it from the contact's page in Contacts", run: async (ui, p) => { await messages.sendFromContact(ui, p.name, shown(FRAME, await placeOf(ui, p.photo))); await ui.done(); } },
    { name: 'types the place without its accents', run: async (ui, p) => { await messages.compose(ui, p.name, shown(FRAME, (await placeOf(ui, p.photo)).normalize('NFD').replace(/\p{M}/gu, ''))); await ui.done(); } },
    { name: 'types the place in lower case, with a full stop', run: async (ui, p) => { await messages.compose(ui, p.name, `${shown(FRAME, (await placeOf(ui, p.photo)).toLowerCase())}.`); await ui.done(); } },
  ],
  nearMisses: [
    { name: 'sends the place of another photo', params: (p) => ({ ...p, photo: p.decoy }) },
    { name: 'sends the place to someone else', params: (p) => ({ ...p, name: p.other }) },
    { name: 'texts the place alone, not the frame', run: async (ui, p) => { await messages.compose(ui, p.name, await placeOf(ui, p.photo)); await ui.done(); } },
  ],
});
