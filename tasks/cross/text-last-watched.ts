import { defineTask, nameRule } from '../define.ts';
import { frame, shown } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as messages from '../messages/kit.ts';
import * as video from '../video/kit.ts';

/** The message the goal asks for, with the video's title in its slot (as Video tells titles apart). */
const FRAME = frame('Just watched: TITLE', 'TITLE', { type: 'name', what: "the video's title", rule: nameRule('video', 'video') });

export default defineTask({
  id: 'cross/text-last-watched',
  apps: ['video', 'messages', 'contacts'],
  difficulty: 2,
  maxSteps: 24,
  params: ({ rng, world }) => {
    const [recipient, other] = rng.sample(world.apps.contacts.contacts.filter((c) => c.phone !== ''), 2) as [Contact, Contact];
    const [last, before] = world.apps.video.history;
    return {
      title: video.title(world, last!.video), before: video.title(world, before!.video),
      name: fullName(recipient), phone: recipient.phone, otherName: fullName(other), ...messages.conversationFor(world, recipient.phone),
    };
  },
  setup: (d) => { d.apps.settings.airplaneMode = false; },
  goal: (p) => `Text ${p.name} "${shown(FRAME)}" with the title of the video you watched last in Video.`,
  named: (p, s) => ({ [p.name]: peopleNamed(s, p.name), 'the video watched last': s.apps.video.history.length > 0 ? 1 : 0 }),
  changes: (p) => messages.sendRules(p),
  checks: (p) => messages.sentFramed(p.name, p.phone, FRAME, p.title),
  oracle: async (ui, p) => {
    // Library's "Recently watched" lists the last watched first.
    await video.openTab(ui, 'Library');
    const title = video.rowTitles(ui)[0]!;
    await messages.compose(ui, p.name, shown(FRAME, title));
    await ui.done();
  },
  alternatives: [
    { name: 'reads History and writes the title in lower case', run: async (ui, p) => {
      await video.openLibrary(ui, 'History');
      await messages.compose(ui, p.name, shown(FRAME, video.rowTitles(ui)[0]!.toLowerCase()));
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'texts the video watched before it', run: async (ui, p) => {
      await messages.compose(ui, p.name, shown(FRAME, p.before));
      await ui.done();
    } },
    { name: 'texts someone else', run: async (ui, p) => {
      await messages.compose(ui, p.otherName, shown(FRAME, p.title));
      await ui.done();
    } },
    { name: 'sends the title without the frame', run: async (ui, p) => {
      await messages.compose(ui, p.name, p.title);
      await ui.done();
    } },
  ],
});
