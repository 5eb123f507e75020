// Forum's addresses: the site's host and the URL of a page (shared by the pages and the task kit).
import { siteUrl } from '../browser/state.ts';
import type { Post } from './state.ts';

export const HOST = 'forum.vivarium.test';
export const url = (path: string, query: Record<string, string | number | undefined> = {}) => siteUrl(HOST, path, query);
export const postUrl = (p: Pick<Post, 'forum' | 'id'>) => url(`/f/${p.forum}/post/${p.id}`);
