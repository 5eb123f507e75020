// Market's addresses: the site's host and the URL of a page (shared by the pages and the task kit).
import { siteUrl } from '../browser/state.ts';

export const HOST = 'market.vivarium.test';
export const url = (path: string, query: Record<string, string | number | undefined> = {}) => siteUrl(HOST, path, query);
export const productUrl = (id: string) => url(`/product/${id}`);
export const orderUrl = (id: string) => url(`/orders/${id}`);
export const adminOrderUrl = (id: string) => url(`/admin/orders/${id}`);
