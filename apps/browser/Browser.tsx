// The desktop browser shell: a window with tabs, a toolbar (back, forward, reload, the address
// bar) and the page of the tab in front. Only the suite's own sites load: any other address shows
// the offline page, and the device page itself never navigates (links and forms go through the
// store, apps/browser/nav.ts). The new-tab page lists the sites as bookmarks.
import { useEffect, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { ArrowLeft, ArrowRight, Globe, Plus, RotateCw, WifiOff, X } from 'lucide-react';
import { useDevice, update } from '../device.ts';
import { SITES, siteAtHost } from '../registry.ts';
import { setRegionalFormat } from '../kit/time.ts';
import { closeTab, focusTab, goForward, goBack, goto, newTab, reload } from './nav.ts';
import { NEW_TAB_URL, addressOf, parseLocation, siteUrl, type BrowserState, type Location } from './state.ts';
import type { DeviceState } from '../world.ts';
import './browser.css';

/** A tab's title: the site's title for its page, "New tab", or the address that could not load. */
export function tabTitle(url: string, state: DeviceState): string {
  if (url === NEW_TAB_URL) return 'New tab';
  const location = parseLocation(url);
  const site = location ? siteAtHost(location.host) : undefined;
  return site && location ? site.title(location, state) : location?.host || url;
}

/** A link inside a site: an `<a>` with its real address (for the UI tree and the status), opened through the store. */
export function Link({ href, children, className, label }: { href: string; children: ReactNode; className?: string; label?: string }) {
  const open = (event: MouseEvent) => {
    event.preventDefault();
    update((d) => goto(d.os, href));
  };
  return <a href={href} className={className} aria-label={label} onClick={open}>{children}</a>;
}

function Tabs({ browser }: { browser: BrowserState }) {
  const titles = useDevice((s) => browser.tabs.map((t) => tabTitle(t.history[t.index]!.url, s)).join('\n')).split('\n');
  return (
    <div className="browser-tabs" role="tablist" aria-label="Tabs">
      {browser.tabs.map((tab, i) => (
        <div key={tab.id} className={`browser-tab${i === browser.active ? ' active' : ''}`}>
          <button role="tab" aria-selected={i === browser.active} className="browser-tab-title" onClick={() => update((d) => void focusTab(d.os, i))}>
            <Globe size={13} aria-hidden /> <span>{titles[i]}</span>
          </button>
          <button className="browser-tab-close" aria-label={`Close tab ${titles[i]}`} onClick={() => update((d) => void closeTab(d.os, i))}><X size={13} /></button>
        </div>
      ))}
      <button className="browser-new-tab" aria-label="New tab" onClick={() => update((d) => void newTab(d.os))}><Plus size={16} /></button>
    </div>
  );
}

function Toolbar({ browser }: { browser: BrowserState }) {
  const tab = browser.tabs[browser.active]!;
  const url = tab.history[tab.index]!.url;
  const typed = tab.typed ?? null;
  const setTyped = (text: string | null) => update((d) => {
    const t = d.os.ui.browser!.tabs[d.os.ui.browser!.active]!;
    if (text === null) delete t.typed;
    else t.typed = text;
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update((d) => {
      const t = d.os.ui.browser!.tabs[d.os.ui.browser!.active]!;
      const address = addressOf(t.typed ?? url);
      delete t.typed;
      // What is not an address (words, a bare name) opens nothing: this browser has no search engine.
      if (address) goto(d.os, address);
    });
    (document.activeElement as HTMLElement | null)?.blur?.();
  };
  return (
    <div className="browser-toolbar">
      <button aria-label="Back" disabled={tab.index === 0} onClick={() => update((d) => void goBack(d.os))}><ArrowLeft size={18} /></button>
      <button aria-label="Forward" disabled={tab.index >= tab.history.length - 1} onClick={() => update((d) => void goForward(d.os))}><ArrowRight size={18} /></button>
      <button aria-label="Reload" onClick={() => update((d) => reload(d.os))}><RotateCw size={16} /></button>
      <form className="browser-address" onSubmit={submit}>
        <input aria-label="Address bar" spellCheck={false} value={typed ?? (url === NEW_TAB_URL ? '' : url)} placeholder="Type a web address"
          onChange={(e) => setTyped(e.target.value)} onBlur={() => typed !== null && setTyped(null)} />
      </form>
    </div>
  );
}

function NewTabPage() {
  return (
    <div className="browser-newtab">
      <h1>Sites</h1>
      <div className="browser-bookmarks">
        {SITES.map((site) => (
          <Link key={site.id} href={siteUrl(site.host, '/')} className="browser-bookmark" label={site.name}>
            <span className="tile" style={{ background: site.color }}><site.Icon size={28} color="#fff" /></span>
            <span>{site.name}</span>
          </Link>
        ))}
      </div>
    </div>
  );
}

function Offline({ address }: { address: string }) {
  return (
    <div className="browser-offline" role="alert">
      <WifiOff size={40} aria-hidden />
      <h1>This site can’t be reached</h1>
      <p>{address} is not on this network. Only the sites on the new-tab page can be opened.</p>
    </div>
  );
}

function PageView({ browser }: { browser: BrowserState }) {
  const tab = browser.tabs[browser.active]!;
  const entry = tab.history[tab.index]!;
  const location: Location | null = parseLocation(entry.url);
  const site = location && location.host ? siteAtHost(location.host) : undefined;
  return (
    // The page scrolls as a whole; a new page (another entry or tab) starts at its top.
    <main key={`${tab.id}/${tab.index}`} className="browser-page" data-scroll>
      {entry.url === NEW_TAB_URL ? <NewTabPage /> : site && location ? <site.Page location={location} page={entry.state} /> : <Offline address={location?.host || entry.url} />}
    </main>
  );
}

function Toast() {
  const toast = useDevice((s) => (s.os.ui.toast && s.os.ui.toast.until > s.os.now ? s.os.ui.toast : null));
  if (!toast) return null;
  return <div className="toast browser-toast" role="status">{toast.text}</div>;
}

export function BrowserShell({ env }: { env: boolean }) {
  const browser = useDevice((s) => s.os.ui.browser)!;
  const dark = useDevice((s) => s.apps.settings.darkMode);
  const fontScale = useDevice((s) => s.apps.settings.fontScale);
  const region = useDevice((s) => s.apps.settings.region);
  const hour24 = useDevice((s) => s.apps.settings.hour24);
  setRegionalFormat({ region, hour24 });
  // A real anchor must never take the device page elsewhere (a middle click, a link without Link's
  // handler): every click on an anchor is the store's, or nothing.
  useEffect(() => {
    const stop = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('a[href]')) event.preventDefault();
    };
    document.addEventListener('click', stop);
    document.addEventListener('auxclick', stop);
    return () => {
      document.removeEventListener('click', stop);
      document.removeEventListener('auxclick', stop);
    };
  }, []);
  return (
    <div key={`${region}/${hour24}`} className={`device desktop${dark ? ' dark' : ''}${env ? ' env' : ''}`}
      style={fontScale === 1 ? undefined : ({ '--font-scale': fontScale } as React.CSSProperties)}>
      <Tabs browser={browser} />
      <Toolbar browser={browser} />
      <PageView browser={browser} />
      <Toast />
    </div>
  );
}
