import { defineTask } from '../define.ts';
import { expectEqual, modified, sameTyped } from '../../judges/index.ts';
import * as fm from './kit.ts';

const ADDED = ['Update: solved, thanks everyone!', 'Edit: fixed a typo in the title.', 'Update: photos coming this weekend.'] as const;

export default defineTask({
  id: 'forum/edit-own-post',
  apps: ['forum'],
  difficulty: 2,
  maxSteps: 22,
  params: ({ rng, world }) => {
    const mine = fm.uniquePosts(world, false).filter((p) => p.author === fm.me(world));
    const [target, other] = rng.sample(mine, 2);
    return { id: target!.id, title: target!.title, forum: target!.forum, other: other!.title, body: `${target!.body} ${rng.pick(ADDED)}` };
  },
  goal: (p) => `On Forum, edit your post "${p.title}" so that its text reads "${p.body}"`,
  named: (p, s) => fm.namedInForum(s, { posts: [p.title] }),
  changes: (p) => [modified(fm.POSTS, p.id, ['body', 'edited'])],
  checks: (p) => [expectEqual(`its text reads "${p.body}"`, true, ({ after }) => sameTyped(fm.postById(after, p.id)?.body, p.body))],
  oracle: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.editOpen(ui, p.body); }),
  alternatives: [
    { name: 'from the profile, after a cancelled edit', run: fm.script(async (ui, p) => {
      await fm.openProfile(ui);
      await ui.scrollTo({ text: p.title, role: 'link' });
      await ui.tap({ text: p.title, role: 'link' });
      await fm.editOpen(ui, fm.typo(p.body), false);
      await fm.editOpen(ui, p.body);
    }) },
    { name: 'saves a typo, then fixes it', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.editOpen(ui, fm.typo(p.body)); await fm.editOpen(ui, p.body); }) },
  ],
  nearMisses: [
    { name: 'edits your other post', params: (p) => ({ ...p, title: p.other }) },
    { name: 'a typo in the text', params: (p) => ({ ...p, body: fm.typo(p.body) }) },
    { name: 'cancels the edit', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.editOpen(ui, p.body, false); }) },
    { name: 'writes the text as a comment instead', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.comment(ui, p.body); }) },
  ],
});
