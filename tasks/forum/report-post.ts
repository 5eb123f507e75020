import { defineTask } from '../define.ts';
import { added, expectEqual } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { REPORT_REASONS } from '../../apps/forum/state.ts';
import * as fm from './kit.ts';

export default defineTask({
  id: 'forum/report-post',
  apps: ['forum'],
  difficulty: 2,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(fm.uniquePosts(world), 2);
    const [reason, otherReason] = rng.sample(REPORT_REASONS.filter((r) => r !== 'Something else'), 2);
    return { id: target!.id, title: target!.title, forum: target!.forum, other: other!.title, reason: reason!, otherReason: otherReason! };
  },
  goal: (p) => `On Forum, report the post "${p.title}" in f/${p.forum} for "${p.reason}".`,
  named: (p, s) => fm.namedInForum(s, { posts: [p.title], forums: [p.forum] }),
  changes: () => [added(fm.REPORTS), mayRecord('forum-report')],
  checks: (p) => [
    expectEqual('exactly one report was sent', 1, (ctx) => fm.reportEntries(ctx).length),
    expectEqual('it is about the post the goal names', p.id, (ctx) => fm.reportEntries(ctx)[0]?.post),
    expectEqual('its reason', p.reason, (ctx) => fm.reportEntries(ctx)[0]?.reason),
  ],
  oracle: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.report(ui, p.reason); }),
  alternatives: [
    { name: 'picks another reason first, changes it, then sends', run: fm.script(async (ui, p) => {
      await fm.openPostInForum(ui, p.forum, p.title);
      await ui.tap({ text: 'Report', role: 'button' });
      await ui.tap({ text: p.otherReason, role: 'radio' });
      await ui.tap({ text: p.reason, role: 'radio' });
      await ui.tap({ text: 'Submit report', role: 'button' });
    }) },
    { name: 'opens the dialog, cancels, then reports', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.report(ui, p.otherReason, false); await fm.report(ui, p.reason); }) },
  ],
  nearMisses: [
    { name: 'reports it with another reason', params: (p) => ({ ...p, reason: p.otherReason }) },
    { name: 'reports another post', params: (p) => ({ ...p, title: p.other }) },
    { name: 'reports it twice, with two reasons', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.report(ui, p.otherReason); await fm.report(ui, p.reason); }) },
    { name: 'cancels the report', run: fm.script(async (ui, p) => { await fm.openPost(ui, p.title); await fm.report(ui, p.reason, false); }) },
  ],
});
