import { defineTask } from '../define.ts';
import { added, frame, matchFrame, shown } from '../../judges/index.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { ME_ADDRESS, type Thread } from '../../apps/mail/state.ts';
import type { TaskUi } from '../ui.ts';
import { peopleNamed } from '../contacts/kit.ts';
import * as mail from '../mail/kit.ts';
import * as store from '../appstore/kit.ts';

/** The e-mail's text: the version the app's waiting update brings, as the store writes it. */
const FRAME = frame('Latest version: VERSION', 'VERSION', { type: 'text', what: 'the version' });

/** The app's page: "Update available", then "Version 4.3.0". */
async function readVersion(ui: TaskUi, name: string, installedOne = false): Promise<string> {
  await store.openPage(ui, name);
  await ui.scrollTo({ text: 'Version history' });
  const tree = ui.tree();
  const at = tree.findIndex((e) => e.text === (installedOne ? 'Version history' : 'Update available'));
  return tree.slice(at + 1).find((e) => /^Version \d/.test(e.text))!.text.replace('Version ', '');
}

export default defineTask({
  id: 'cross/mail-update-version',
  apps: ['appstore', 'mail', 'contacts'],
  difficulty: 3,
  maxSteps: 35,
  params: ({ rng, world }) => {
    const app = rng.pick(store.updates(world));
    const [to, other] = rng.sample(world.apps.contacts.contacts.filter((c) => c.email !== ''), 2) as [Contact, Contact];
    return { id: app.id, name: app.name, version: app.update!.version, installed: app.version, toName: fullName(to), toEmail: to.email, otherName: fullName(other) };
  },
  goal: (p) => `${p.name} has an update waiting in the App Store. Email ${p.toName} "${shown(FRAME)}" with the version that update brings, with the subject "${p.name}".`,
  named: (p, s) => ({ ...store.named(p, s), [p.toName]: peopleNamed(s, p.toName) }),
  setup: (d) => { d.apps.settings.airplaneMode = false; },
  checks: (p) => [
    ...mail.sentOne({ to: [p.toEmail], subject: p.name }),
    mail.sentField(`its text is "${shown(FRAME, p.version)}"`, true, (e) => matchFrame(FRAME, p.version, e.body).passed),
  ],
  changes: () => [mail.mailRule(), added(mail.THREADS, { where: (t) => (t as unknown as Thread).messages.every((m) => m.from === ME_ADDRESS) })],
  oracle: async (ui, p) => {
    const version = await readVersion(ui, p.name);
    await mail.compose(ui, { to: [p.toName], subject: p.name, body: shown(FRAME, version) });
    await ui.done();
  },
  alternatives: [
    { name: "types the recipient's address", run: async (ui, p) => {
      const version = await readVersion(ui, p.name);
      await mail.compose(ui, { to: [p.toEmail], subject: p.name, body: shown(FRAME, version) });
      await ui.done();
    } },
  ],
  nearMisses: [
    { name: 'sends the installed version', run: async (ui, p) => {
      const version = await readVersion(ui, p.name, true);
      await mail.compose(ui, { to: [p.toName], subject: p.name, body: shown(FRAME, version) });
      await ui.done();
    } },
    { name: 'emails someone else', params: (p) => ({ ...p, toName: p.otherName }) },
  ],
});
