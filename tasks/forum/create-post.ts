import { defineTask } from '../define.ts';
import { added } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import * as fm from './kit.ts';

const NEW = [
  ['Looking for advice before my first try', 'Any tips from people who have done this before? I would love to hear what you wish you knew.'],
  ['What surprised you most this year?', 'Share one thing that turned out differently than you expected.'],
  ['Weekly beginner questions thread', 'Ask anything here, no question is too small.'],
  ['Small win worth sharing', 'It took a while but it finally worked. Thanks to everyone who helped.'],
  ['Recommendations for a total beginner', 'Where should I start if I have a small budget and little time?'],
] as const;

export default defineTask({
  id: 'forum/create-post',
  apps: ['forum'],
  difficulty: 2,
  maxSteps: 22,
  params: ({ rng, world }) => {
    const [title, body] = rng.pick(NEW);
    const [target, other] = rng.sample(fm.forum(world).forums, 2);
    return { forum: target!.name, other: other!.name, title: title as string, body: body as string };
  },
  goal: (p) => `On Forum, post in f/${p.forum} with the title "${p.title}" and the text "${p.body}"`,
  named: (p, s) => fm.namedInForum(s, { forums: [p.forum] }),
  changes: () => [added(fm.POSTS), mayRecord('forum-post')],
  checks: (p) => fm.postedOne(p),
  oracle: fm.script((ui, p) => fm.submit(ui, p)),
  alternatives: [
    { name: 'from the forum\'s own Create post button', run: fm.script(async (ui, p) => {
      await fm.openForum(ui, p.forum);
      await ui.tap({ text: 'Create post', role: 'link', index: 1 });
      await ui.fill({ hint: 'Title' }, p.title);
      await ui.fill({ hint: 'Text (optional)' }, p.body);
      await ui.tap({ text: 'Post', role: 'button' });
    }) },
    { name: 'sends it without a title first (refused), then adds it', run: fm.script(async (ui, p) => {
      await fm.submit(ui, { ...p, title: '' });
      await ui.fill({ hint: 'Title' }, p.title);
      await ui.tap({ text: 'Post', role: 'button' });
    }) },
    { name: 'posts it with a typo in the text, then edits the typo out', run: fm.script(async (ui, p) => {
      await fm.submit(ui, { ...p, body: fm.typo(p.body) });
      await fm.editOpen(ui, p.body);
    }) },
  ],
  nearMisses: [
    { name: 'posts in another forum', params: (p) => ({ ...p, forum: p.other }) },
    { name: 'a typo in the text', params: (p) => ({ ...p, body: fm.typo(p.body) }) },
    { name: 'posts it twice', run: async (ui, p, oracle) => { await fm.submit(ui, p); await oracle(ui, p); } },
    { name: 'posts it in the wrong forum, deletes it, and posts it again', run: fm.script(async (ui, p) => {
      await fm.submit(ui, { ...p, forum: p.other });
      await ui.tap({ text: 'Delete', role: 'button' });
      await ui.tap({ text: 'Delete', role: 'button' });
      await fm.submit(ui, p);
    }) },
    { name: 'posts it right, then edits the text into another', run: fm.script(async (ui, p) => { await fm.submit(ui, p); await fm.editOpen(ui, fm.typo(p.body)); }) },
    { name: 'never sends it', run: fm.script((ui, p) => fm.submit(ui, p, false)) },
  ],
});
