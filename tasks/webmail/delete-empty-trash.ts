// Delete one message, then empty the Trash (confirmed): the message and everything in Trash are gone
// for good, and the ledger says which.
import { defineTask } from '../define.ts';
import { expectEqual, removed } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as wm from './kit.ts';

export default defineTask({
  id: 'webmail/delete-empty-trash',
  apps: ['webmail'],
  difficulty: 2,
  maxSteps: 16,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(wm.uniqueMessages(world, ['inbox']).filter((m) => !m.unread && m.invite === null), 2);
    return { id: target!.id, subject: target!.subject, otherId: other!.id, otherSubject: other!.subject, trash: wm.mail(world).messages.filter((m) => m.folder === 'trash').map((m) => m.id) };
  },
  goal: (p) => `On Webmail, delete the message "${p.subject}", then empty the Trash.`,
  named: (p, s) => wm.namedInMail(s, { subjects: [p.subject] }),
  changes: (p) => [removed(wm.MESSAGES, { which: [p.id, ...p.trash] }), mayRecord('webmail-erase')],
  checks: (p) => [
    expectEqual('the message is gone for good', false, ({ after }) => wm.messageById(after, p.id) !== undefined),
    expectEqual('the Trash is empty', 0, ({ after }) => wm.mail(after).messages.filter((m) => m.folder === 'trash').length),
  ],
  oracle: wm.script(async (ui, p) => {
    await wm.openMessage(ui, p.subject);
    await ui.tap({ text: 'Delete', role: 'button' });
    await wm.openFolder(ui, 'Trash');
    await ui.tap({ text: 'Empty Trash', role: 'button' });
    await ui.tap({ text: 'Delete forever', role: 'button' });
  }),
  alternatives: [
    { name: 'cancels the first confirmation, then empties', run: wm.script(async (ui, p) => {
      await wm.openInFolder(ui, 'Inbox', p.subject);
      await ui.tap({ text: 'Delete', role: 'button' });
      await wm.openFolder(ui, 'Trash');
      await ui.tap({ text: 'Empty Trash', role: 'button' });
      await ui.tap({ text: 'Cancel', role: 'button' });
      await ui.tap({ text: 'Empty Trash', role: 'button' });
      await ui.tap({ text: 'Delete forever', role: 'button' });
    }) },
  ],
  nearMisses: [
    { name: 'deletes another message', params: (p) => ({ ...p, subject: p.otherSubject }) },
    { name: 'deletes it but does not empty the Trash', run: wm.script(async (ui, p) => { await wm.openMessage(ui, p.subject); await ui.tap({ text: 'Delete', role: 'button' }); }) },
    { name: 'cancels the confirmation', run: wm.script(async (ui, p) => {
      await wm.openMessage(ui, p.subject);
      await ui.tap({ text: 'Delete', role: 'button' });
      await wm.openFolder(ui, 'Trash');
      await ui.tap({ text: 'Empty Trash', role: 'button' });
      await ui.tap({ text: 'Cancel', role: 'button' });
    }) },
  ],
});
