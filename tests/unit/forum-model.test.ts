import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { createWorld } from '../../apps/world.ts';
import * as model from '../../apps/forum/model.ts';
import { NEWCOMERS, shownScore, sortPosts, visible } from '../../apps/forum/state.ts';

const world = createWorld(1);
const other = (s: typeof world) => s.apps.forum.posts.find((p) => p.author !== s.apps.forum.me && p.vote === 0)!;

describe('Forum model', () => {
  it('seeds forums the user moderates, newcomers with one post each, and scores no vote can tie', () => {
    const s = world.apps.forum;
    expect(s.forums).toHaveLength(8);
    expect(s.forums.filter((f) => f.moderators.includes(s.me))).toHaveLength(2);
    for (const n of NEWCOMERS) expect(s.posts.filter((p) => p.author === n)).toHaveLength(1);
    const scores = s.posts.map((p) => p.score).sort((a, b) => a - b);
    for (let i = 1; i < scores.length; i++) expect(scores[i]! - scores[i - 1]!).toBeGreaterThanOrEqual(3);
  });

  it('takes a vote back when it is cast again, and shows it in the score', () => {
    const p = other(world);
    const once = produce(world, (d) => model.vote(d.apps.forum, p.id, 1));
    expect(shownScore(once.apps.forum.posts.find((x) => x.id === p.id)!)).toBe(p.score + 1);
    const twice = produce(once, (d) => model.vote(d.apps.forum, p.id, 1));
    expect(twice.apps.forum.posts.find((x) => x.id === p.id)!.vote).toBe(0);
  });

  it('refuses a post without a forum or a title, and writes a published one in the ledger', () => {
    const after = produce(world, (d) => {
      expect(model.createPost(d.apps.forum, d.os.ledger, d.os.now, { forum: '', title: ' ', body: '' })).toEqual({ errors: { forum: 'Choose a forum to post in', title: 'A title is required' } });
      const made = model.createPost(d.apps.forum, d.os.ledger, d.os.now, { forum: 'hiking', title: ' Hello ', body: 'Text  \n' });
      expect('id' in made).toBe(true);
    });
    const entry = after.os.ledger.at(-1)!;
    expect(entry).toMatchObject({ app: 'forum', kind: 'forum-post', forum: 'hiking', title: 'Hello', body: 'Text' });
    expect(after.os.ledger.length).toBe(world.os.ledger.length + 1);
  });

  it('keeps the ledger entry of a comment deleted afterwards, and keeps replies under [deleted]', () => {
    const p = other(world);
    const after = produce(world, (d) => {
      const s = d.apps.forum;
      const mine = model.addComment(s, d.os.ledger, d.os.now, p.id, null, 'First!')!;
      model.addComment(s, d.os.ledger, d.os.now, p.id, mine, 'Replying to myself');
      model.deleteComment(s, p.id, mine);
    });
    const comments = after.apps.forum.posts.find((x) => x.id === p.id)!.comments;
    expect(comments.find((c) => c.body === '[deleted]')).toBeDefined();
    expect(after.os.ledger.filter((e) => e.kind === 'forum-comment')).toHaveLength(2);
  });

  it('lets a moderator remove and ban only in forums they moderate', () => {
    const s = world.apps.forum;
    const modded = s.forums.find((f) => f.moderators.includes(s.me))!;
    const notModded = s.forums.find((f) => !f.moderators.includes(s.me))!;
    const inModded = s.posts.find((p) => p.forum === modded.name)!;
    const inOther = s.posts.find((p) => p.forum === notModded.name)!;
    const after = produce(world, (d) => {
      model.removePost(d.apps.forum, d.os.ledger, d.os.now, inModded.id, modded.rules[0]!);
      model.removePost(d.apps.forum, d.os.ledger, d.os.now, inOther.id, notModded.rules[0]!);
      expect(model.ban(d.apps.forum, d.os.ledger, d.os.now, modded.name, `u/${inOther.author.toUpperCase()}`)).toBeNull();
      expect(model.ban(d.apps.forum, d.os.ledger, d.os.now, notModded.name, inOther.author)).toBe('You do not moderate this forum');
    });
    expect(visible(after.apps.forum.posts).some((p) => p.id === inModded.id)).toBe(false);
    expect(after.apps.forum.posts.find((p) => p.id === inOther.id)!.removed).toBeNull();
    expect(after.apps.forum.forums.find((f) => f.name === modded.name)!.banned).toEqual([inOther.author]);
    expect(after.os.ledger.filter((e) => e.kind === 'forum-mod').map((e) => e.action)).toEqual(['remove', 'ban']);
  });

  it("sorts Top within the range by the shown score, and puts pinned posts first on Hot only", () => {
    const s = world.apps.forum;
    const week = sortPosts(s.posts, 'top', world.os.now, 'week');
    for (const p of week) expect(world.os.now - p.at).toBeLessThanOrEqual(7 * 86_400_000);
    for (let i = 1; i < week.length; i++) expect(shownScore(week[i - 1]!)).toBeGreaterThanOrEqual(shownScore(week[i]!));
    const pinned = s.posts.find((p) => p.pinned)!;
    expect(sortPosts(s.posts.filter((p) => p.forum === pinned.forum), 'hot', world.os.now, 'all', true)[0]!.id).toBe(pinned.id);
  });
});
