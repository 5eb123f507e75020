// Ten steps and more: find the week's top post of one forum (sort Top, This week), read its title
// and text, and post them in another forum under a title built from it.
import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { DAY } from '../../apps/kit/time.ts';
import type { DeviceState } from '../../apps/world.ts';
import type { TaskUi } from '../ui.ts';
import * as fm from './kit.ts';

/** The forum's top post of the past seven days, when no post near the week's edge could change it. */
function weekTop(s: DeviceState, forum: string) {
  const top = fm.topPost(s, forum, 7);
  if (!top || s.os.now - top.at > 6 * DAY) return undefined;
  const edge = s.apps.forum.posts.filter((p) => p.forum === forum && Math.abs(s.os.now - p.at - 7 * DAY) < DAY / 2);
  return edge.some((p) => fm.shownScore(p) > fm.shownScore(top)) ? undefined : top;
}

/** On the forum's page: Top, This week, then open the first post of the list; its title as the page shows it. */
async function openWeekTop(ui: TaskUi, forum: string): Promise<string> {
  await fm.openForum(ui, forum);
  await ui.tap({ text: 'Top', role: 'link' });
  await ui.tap({ text: 'This week', role: 'link' });
  // A row reads "Posted by", the author's link, then the title's link.
  const tree = ui.tree();
  const at = tree.findIndex((e) => e.text === 'Posted by');
  const title = tree.slice(at).filter((e) => e.role === 'link')[1]!.text;
  await ui.tap({ text: title, role: 'link' });
  return title;
}

export default defineTask({
  id: 'forum/crosspost-top',
  apps: ['forum'],
  difficulty: 4,
  maxSteps: 26,
  params: ({ rng, world }) => {
    const forums = fm.forum(world).forums.filter((f) => weekTop(world, f.name) !== undefined);
    const from = rng.pick(forums);
    const top = weekTop(world, from.name)!;
    const to = rng.pick(fm.forum(world).forums.filter((f) => f.name !== from.name));
    const runnerUp = [...fm.forum(world).posts].filter((p) => p.forum === from.name && p.id !== top.id && p.removed === null).sort((a, b) => fm.shownScore(b) - fm.shownScore(a))[0]!;
    return { from: from.name, to: to.name, id: top.id, title: `Crosspost: ${top.title}`, body: top.body, otherTitle: `Crosspost: ${runnerUp.title}`, otherBody: runnerUp.body };
  },
  goal: (p) => `On Forum, find the post with the highest score in f/${p.from} from the past week. Post it in f/${p.to}: the title is "Crosspost: " followed by its title, and the text is its text, unchanged.`,
  named: (p, s) => fm.namedInForum(s, { forums: [p.from, p.to] }),
  changes: () => [added(fm.POSTS), mayRecord('forum-post')],
  checks: (p) => fm.postedOne({ forum: p.to, title: p.title, body: p.body }),
  // The oracle reads the list as a person would, then types the params' title and text (a near miss's
  // params change what it types).
  oracle: fm.script(async (ui, p) => {
    await openWeekTop(ui, p.from);
    await fm.submit(ui, { forum: p.to, title: p.title, body: p.body });
  }),
  alternatives: [
    { name: 'checks the all-time list first, then the week\'s; title typed with spaces around it', run: fm.script(async (ui, p) => {
      await fm.openForum(ui, p.from);
      await ui.tap({ text: 'Top', role: 'link' });
      await openWeekTop(ui, p.from);
      await fm.submit(ui, { forum: p.to, title: ` ${p.title} `, body: p.body });
    }) },
  ],
  nearMisses: [
    { name: 'crossposts the runner-up', params: (p) => ({ ...p, title: p.otherTitle, body: p.otherBody }) },
    { name: 'posts it in the forum it came from', params: (p) => ({ ...p, to: p.from }) },
    { name: 'crossposts it, then edits the text', run: fm.script(async (ui, p) => {
      await openWeekTop(ui, p.from);
      await fm.submit(ui, { forum: p.to, title: p.title, body: p.body });
      await fm.editOpen(ui, fm.typo(p.body));
    }) },
    { name: 'leaves out the "Crosspost: " prefix', params: (p) => ({ ...p, title: p.title.replace(/^Crosspost: /, '') }) },
  ],
});
