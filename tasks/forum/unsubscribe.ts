import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import * as fm from './kit.ts';

export default defineTask({
  id: 'forum/unsubscribe',
  apps: ['forum'],
  difficulty: 1,
  maxSteps: 10,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(fm.forum(world).forums.filter((f) => f.subscribed), 2);
    return { forum: target!.name, id: target!.id, other: other!.name };
  },
  goal: (p) => `On Forum, unsubscribe from f/${p.forum}.`,
  named: (p, s) => fm.namedInForum(s, { forums: [p.forum] }),
  changes: (p) => [modified(fm.FORUMS, p.id, ['subscribed'])],
  checks: (p) => [fm.subscribedTo(p.forum, false)],
  oracle: fm.script((ui, p) => fm.toggleSubscription(ui, p.forum)),
  undo: (ui) => ui.tap({ text: 'Subscribe', role: 'button' }),
  alternatives: [
    { name: 'from the Subscriptions page', run: fm.script((ui, p) => fm.toggleFromSubscriptions(ui, p.forum)) },
  ],
  nearMisses: [
    { name: 'leaves another forum', params: (p) => ({ ...p, forum: p.other }) },
    { name: 'leaves both', run: fm.script(async (ui, p) => { await fm.toggleSubscription(ui, p.other); await fm.toggleSubscription(ui, p.forum); }) },
  ],
});
