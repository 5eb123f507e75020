// Forge's addresses: the site's host and the URL of a page (shared by the pages and the task kit).
import { siteUrl } from '../browser/state.ts';
import { GROUP } from './state.ts';

export const HOST = 'forge.vivarium.test';
export const url = (path: string, query: Record<string, string | number | undefined> = {}) => siteUrl(HOST, path, query);
export const projectPath = (slug: string) => `/${GROUP}/${slug}`;
export const projectUrl = (slug: string, rest = '', query: Record<string, string | number | undefined> = {}) => url(`${projectPath(slug)}${rest}`, query);
export const issueUrl = (slug: string, n: number) => projectUrl(slug, `/-/issues/${n}`);
export const mrUrl = (slug: string, n: number) => projectUrl(slug, `/-/merge_requests/${n}`);
