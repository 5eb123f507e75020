import { defineTask } from '../define.ts';
import { normalizeText } from '../../judges/index.ts';
import { fullName } from '../../apps/contacts/state.ts';
import { conversationFor, sendChanges, sentOneMessage } from '../messages/sending.ts';
import { library, openPhoto, readPlace } from '../gallery/helpers.ts';
import type { TaskUi } from '../ui.ts';

/** Start a chat with a contact by name and send one message. */
async function sendTo(ui: TaskUi, name: string, text: string): Promise<void> {
  await ui.openApp('Messages');
  await ui.tap({ text: 'Start chat', role: 'button' });
  await ui.fill({ hint: 'Name or number' }, name);
  await ui.tap({ text: name, role: 'button' });
  await ui.fill({ hint: 'Text message' }, text);
  await ui.tap({ text: 'Send', role: 'button' });
}

async function placeOf(ui: TaskUi, photo: string): Promise<string> {
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
      ...conversationFor(world, contact!.phone),
    };
  },
  goal: (p) => `Text ${p.name} the place where the photo ${p.photo} was taken, exactly as Gallery shows it (the place only).`,
  setup: (d) => {
    // Sends fail without a network.
    d.apps.settings.airplaneMode = false;
  },
  checks: (p) => sentOneMessage(p.name, p.phone, `it reads "${p.place}"`, normalizeText(p.place), normalizeText),
  allowedChanges: sendChanges,
  oracle: async (ui, p) => {
    const place = await placeOf(ui, p.photo);
    await sendTo(ui, p.name, place);
    await ui.done();
  },
  nearMisses: [
    {
      name: 'sends the place of another photo',
      run: async (ui, p) => {
        const place = await placeOf(ui, p.decoy);
        await sendTo(ui, p.name, place);
        await ui.done();
      },
    },
    {
      name: 'sends the place to someone else',
      run: async (ui, p) => {
        const place = await placeOf(ui, p.photo);
        await sendTo(ui, p.other, place);
        await ui.done();
      },
    },
  ],
});
