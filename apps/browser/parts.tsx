// Parts every site draws the same way, each in its own colours: a confirmation dialog and the
// header's search box. `prefix` is the site's CSS prefix (`fm`, `fg`, `mk`, `vy`, `wm`): the
// site's stylesheet draws the classes named below, so the DOM and the UI tree stay the site's.
import type { FormEvent, ReactNode } from 'react';
import { update, web } from '../device.ts';
import { goto } from './nav.ts';
import { siteUrl, type Location } from './state.ts';
import type { SitePageProps } from './manifest.ts';

export interface DialogAction {
  label: string;
  onClick: () => void;
  primary?: boolean;
  danger?: boolean;
  disabled?: boolean;
}

/** A dialog over a scrim, named by its title, with a row of buttons: `<prefix>-scrim`, `-dialog`, `-dialog-actions`, `-btn` (`primary`, `danger`). */
export function SiteDialog({ prefix, title, children, actions }: { prefix: string; title: string; children?: ReactNode; actions: readonly DialogAction[] }) {
  return (
    <div className={`${prefix}-scrim`}>
      <div className={`${prefix}-dialog`} role="dialog" aria-label={title}>
        <h2>{title}</h2>
        {children}
        <div className={`${prefix}-dialog-actions`}>
          {actions.map((a) => <button key={a.label} className={`${prefix}-btn${a.danger ? ' danger' : a.primary ? ' primary' : ''}`} disabled={a.disabled} onClick={a.onClick}>{a.label}</button>)}
        </div>
      </div>
    </div>
  );
}

/**
 * The header's search form (`<prefix>-search`, role search): it shows what is typed on this page,
 * else the query `q` when the page is the results page `path`, and sends `q` to that page. What is
 * typed is page state (`search`), so back and forward keep it as a real browser keeps a form.
 */
export function SiteSearch({ prefix, label, placeholder = label, host, path, location, page }: { prefix: string; label: string; placeholder?: string; host: string; path: string; location: Location; page: SitePageProps['page'] }) {
  const typed = page.search;
  const value = typeof typed === 'string' ? typed : location.path === path ? location.query.q ?? '' : '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    (document.activeElement as HTMLElement | null)?.blur?.();
    update((d) => goto(d.os, siteUrl(host, path, { q: value.trim() })));
  };
  return (
    <form className={`${prefix}-search`} role="search" onSubmit={submit}>
      <input aria-label={label} placeholder={placeholder} value={value} onChange={(e) => web.patch({ search: e.target.value })} />
      <button type="submit">Search</button>
    </form>
  );
}
