import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { createWorld } from '../../apps/world.ts';
import { articleTitled, categoryCounts, createArticle, deleteDraft, publish, publishDraft, restore, saveDraft, search } from '../../apps/wiki/model.ts';
import { USER } from '../../apps/wiki/state.ts';

const world = createWorld(3);
const wiki = world.apps.wiki;
const plain = wiki.articles.find((a) => a.status === 'published' && a.draft === null)!;

describe('wiki model', () => {
  it('seeds about 40 articles with unique titles, revisions in time order and a few drafts', () => {
    expect(wiki.articles.length).toBeGreaterThanOrEqual(30);
    expect(new Set(wiki.articles.map((a) => a.title.toLowerCase())).size).toBe(wiki.articles.length);
    for (const a of wiki.articles.filter((x) => x.status === 'published')) {
      expect(a.body).toBe(a.revisions.at(-1)!.body);
      for (let i = 1; i < a.revisions.length; i++) expect(a.revisions[i]!.at).toBeGreaterThanOrEqual(a.revisions[i - 1]!.at);
    }
    expect(wiki.articles.filter((a) => a.draft !== null).length).toBe(4);
    expect(categoryCounts(wiki).length).toBeGreaterThanOrEqual(8);
  });

  it('lists title matches before text matches', () => {
    const results = search(wiki, 'river');
    const firstText = results.findIndex((a) => !a.title.toLowerCase().includes('river'));
    if (firstText >= 0) expect(results.slice(firstText).every((a) => !a.title.toLowerCase().includes('river'))).toBe(true);
  });

  it('publishes an edit as a revision and a ledger entry; refuses an empty summary and an unchanged text', () => {
    const after = produce(world, (d) => {
      expect(publish(d.apps.wiki, d.os.ledger, plain.id, { body: plain.body, categories: plain.categories, summary: 'x' }, d.os.now)).toBe('unchanged');
      expect(publish(d.apps.wiki, d.os.ledger, plain.id, { body: `${plain.body}\n\nMore.`, categories: plain.categories, summary: ' ' }, d.os.now)).toBe('summary');
      expect(publish(d.apps.wiki, d.os.ledger, plain.id, { body: `${plain.body}\n\nMore.`, categories: [...plain.categories, 'history'], summary: 'More' }, d.os.now)).toBeNull();
    });
    const a = after.apps.wiki.articles.find((x) => x.id === plain.id)!;
    expect(a.revisions.length).toBe(plain.revisions.length + 1);
    expect(a.revisions.at(-1)!.author).toBe(USER);
    // A category typed in another case takes the wiki's spelling.
    expect(a.categories).toContain('History');
    expect(after.os.ledger.at(-1)).toMatchObject({ kind: 'wiki-publish', article: plain.id, summary: 'More' });
  });

  it('restores an old revision as a new one and keeps a draft; deletes drafts', () => {
    const old = wiki.articles.find((a) => a.status === 'published' && a.revisions.length >= 2)!;
    const after = produce(world, (d) => {
      expect(restore(d.apps.wiki, d.os.ledger, old.id, old.revisions[0]!.id, d.os.now)).toBeNull();
      const newOne = d.apps.wiki.articles.find((a) => a.status === 'draft')!;
      deleteDraft(d.apps.wiki, newOne.id);
    });
    expect(after.apps.wiki.articles.find((a) => a.id === old.id)!.body).toBe(old.revisions[0]!.body);
    expect(after.apps.wiki.articles.length).toBe(wiki.articles.length - 1);
  });

  it('refuses a new article whose title exists in any case; drafts publish as they are', () => {
    const after = produce(world, (d) => {
      expect(createArticle(d.apps.wiki, d.os.ledger, plain.title.toUpperCase(), { body: 'x', categories: [], summary: 's' }, 'publish', d.os.now)).toEqual({ error: 'duplicate' });
      const made = createArticle(d.apps.wiki, d.os.ledger, 'Brand new', { body: 'Text.', categories: ['Food'], summary: 'New' }, 'draft', d.os.now);
      expect('id' in made).toBe(true);
      expect(saveDraft(d.apps.wiki, (made as { id: string }).id, { body: 'Text!', categories: ['Food'], summary: 'New' }, d.os.now)).toBeNull();
      expect(publishDraft(d.apps.wiki, d.os.ledger, (made as { id: string }).id, d.os.now)).toBeNull();
    });
    const made = articleTitled(after.apps.wiki, 'brand new')!;
    expect(made).toMatchObject({ status: 'published', body: 'Text!', draft: null });
  });
});
