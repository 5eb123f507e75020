// Cross-site: a colleague's mail asks for an announcement on the Forum, with its forum, title and
// text stated; post it there exactly.
import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { DAY, formatLongDate, startOfDay } from '../../apps/kit/time.ts';
import * as fm from '../forum/kit.ts';
import * as wm from '../webmail/kit.ts';

const NOTICES: [title: string, body: string][] = [
  ['Library book sale', 'Hundreds of books from 1 each, 10:00 to 16:00 in the library hall.'],
  ['Volunteers wanted for the park clean-up', 'Meet at the north gate at 9:00. Gloves and bags provided.'],
  ['Free bike repair workshop', 'Bring your bike to the community centre from 18:00.'],
  ['School choir concert', 'The Greenleaf School choir sings in the town hall at 19:00. Free entry.'],
];

export default defineTask({
  id: 'cross/webmail-forum-announce',
  apps: ['webmail', 'forum'],
  difficulty: 3,
  maxSteps: 24,
  params: ({ rng, world }) => {
    const [[what, body], [otherWhat]] = rng.sample(NOTICES, 2) as [[string, string], [string, string]];
    // The day in the title is a fixed distance from the clock: no two seeds' titles are the same.
    const on = formatLongDate(startOfDay(world.os.now) + 4 * DAY);
    const [title, otherTitle] = [`${what} on ${on}`, `${otherWhat} on ${on}`];
    const who = rng.pick(wm.mail(world).contacts.filter((c) => c.company === 'Greenleaf School' || c.company === ''));
    return { forum: 'localnews', title, body, otherTitle, name: who.name, from: who.address, subject: 'Could you post this on the Forum?' };
  },
  goal: (p) => `On Webmail, ${p.name} asks in "${p.subject}" for an announcement. Post it on Forum exactly as the message says.`,
  named: (p, s) => ({ ...wm.namedInMail(s, { subjects: [p.subject] }), ...fm.namedInForum(s, { forums: [p.forum] }) }),
  setup: (d, p) => void wm.addMessage(d, { fromName: p.name, from: p.from, subject: p.subject, body: `Hi Robin,\n\nYou have a Forum account: could you post our announcement in f/${p.forum}?\n\nTitle: ${p.title}\nText: ${p.body}\n\nMany thanks,\n${p.name.split(' ')[0]}`, ago: 25 }),
  changes: () => [added(fm.POSTS), mayRecord('forum-post')],
  checks: (p) => fm.postedOne({ forum: p.forum, title: p.title, body: p.body }),
  oracle: fm.script(async (ui, p) => {
    await wm.openMessage(ui, p.subject);
    await fm.submit(ui, { forum: p.forum, title: p.title, body: p.body });
  }),
  alternatives: [
    { name: 'finds the message in the Inbox, then posts', run: fm.script(async (ui, p) => {
      await wm.openInFolder(ui, 'Inbox', p.subject);
      await fm.submit(ui, { forum: p.forum, title: p.title, body: p.body });
    }) },
  ],
  nearMisses: [
    { name: 'posts it in another forum', params: (p) => ({ ...p, forum: 'cycling' }) },
    { name: 'a typo in the title', params: (p) => ({ ...p, title: fm.typo(p.title) }) },
    { name: 'leaves the text out', params: (p) => ({ ...p, body: '' }) },
  ],
});
