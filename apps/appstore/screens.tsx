// App Store screens: the tabs (`main`: Discover with top charts and categories, Search, Updates,
// Library), an app's page (install, buy, update, open, uninstall; what's new, version history,
// reviews) and its confirmation dialogs. UI state (tab, chart, category, search text, an open
// dialog) lives in the route on the back stack.
import type { ReactNode } from 'react';
import { Download, Library, Search, Sparkles, Star } from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { openApp, showToast } from '../os/nav.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, Dialog, Empty, Scroll, SearchBar, SectionHeader } from '../kit/ui.tsx';
import { formatShortDateWithYear } from '../kit/time.ts';
import { APP_IDS } from '../world.ts';
import { findApp } from '../registry.ts';
import {
  CATEGORIES, catalogue, chart, findListing, formatPrice, formatSize, isListingInstalled, pendingUpdates, searchListings,
  type Category, type Listing,
} from './state.ts';
import * as model from './model.ts';
import './appstore.css';

const str = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');

type Tab = 'discover' | 'search' | 'updates' | 'library';
const TABS: { id: Tab; label: string; icon: ReactNode }[] = [
  { id: 'discover', label: 'Discover', icon: <Sparkles size={22} /> },
  { id: 'search', label: 'Search', icon: <Search size={22} /> },
  { id: 'updates', label: 'Updates', icon: <Download size={22} /> },
  { id: 'library', label: 'Library', icon: <Library size={22} /> },
];

const dateWithYear = formatShortDateWithYear;

function useStore() {
  const store = useDevice((s) => s.apps.appstore);
  const home = useDevice((s) => s.os.installed);
  return { store, home, listings: catalogue(store, APP_IDS), installed: (l: Listing) => isListingInstalled(store, home, l) };
}

function Tile({ l, large }: { l: Listing; large?: boolean }) {
  const app = l.device !== null ? findApp(l.device) : undefined;
  const hue = [...l.name].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 360, 7);
  return (
    <span className={`as-tile${large ? ' large' : ''}`} aria-hidden style={{ background: app?.color ?? `hsl(${hue} 55% 45%)` }}>
      {app ? <app.Icon size={large ? 40 : 24} color="#fff" /> : l.name[0]}
    </span>
  );
}

const openListing = (id: string) => nav.push({ screen: 'app', id });

/** A row of a list of apps: its tile, name, developer or a subtitle, and what it costs or its state. */
function AppRow({ l, rank, subtitle, end }: { l: Listing; rank?: number; subtitle?: string; end?: ReactNode }) {
  return (
    <div className="as-row">
      <button className="as-row-main" aria-label={l.name} onClick={() => openListing(l.id)}>
        {rank !== undefined && <span className="as-rank" aria-hidden>{rank}</span>}
        <Tile l={l} />
        <span className="as-row-texts">
          <span className="as-row-title">{l.name}</span>
          <span className="as-row-sub">{subtitle ?? `${l.developer} · ${l.category}`}</span>
        </span>
      </button>
      {end}
    </div>
  );
}

function PriceChip({ l, installed }: { l: Listing; installed: boolean }) {
  return <span className="as-chip-price">{installed ? 'Installed' : l.purchased ? 'Purchased' : formatPrice(l.price)}</span>;
}

// ---------------------------------------------------------------- tabs

function DiscoverTab({ route }: { route: Route }) {
  const { listings, installed } = useStore();
  const paid = route.chart === 'paid';
  const category = (CATEGORIES as readonly string[]).includes(str(route.category)) ? (str(route.category) as Category) : null;
  const top = chart(listings, category, paid);
  return (
    <Scroll label="Discover">
      <SectionHeader>Categories</SectionHeader>
      <div className="as-chips" role="radiogroup" aria-label="Category">
        <button role="radio" aria-checked={category === null} className={`as-chip${category === null ? ' on' : ''}`} onClick={() => nav.patch({ category: null })}>All apps</button>
        {CATEGORIES.map((c) => (
          <button key={c} role="radio" aria-checked={category === c} className={`as-chip${category === c ? ' on' : ''}`} onClick={() => nav.patch({ category: c })}>{c}</button>
        ))}
      </div>
      <div className="as-toggle" role="tablist" aria-label="Chart">
        <button role="tab" aria-selected={!paid} className={!paid ? 'on' : ''} onClick={() => nav.patch({ chart: 'free' })}>Top free</button>
        <button role="tab" aria-selected={paid} className={paid ? 'on' : ''} onClick={() => nav.patch({ chart: 'paid' })}>Top paid</button>
      </div>
      <SectionHeader>{`${paid ? 'Top paid' : 'Top free'} · ${category ?? 'All apps'}`}</SectionHeader>
      {top.length === 0 && <Empty>No apps in this chart</Empty>}
      {top.map((l, i) => <AppRow key={l.id} l={l} rank={i + 1} end={<PriceChip l={l} installed={installed(l)} />} />)}
      <div className="as-end" />
    </Scroll>
  );
}

function SearchTab({ route }: { route: Route }) {
  const { store, listings, installed } = useStore();
  const query = str(route.query);
  const results = searchListings(listings, query);
  return (
    <>
      <SearchBar value={query} onChange={(v) => nav.patch({ query: v })} placeholder="Search apps" />
      <Scroll label="Search">
        {query.trim() === '' ? (
          <>
            {store.recentSearches.length > 0 && <SectionHeader>Recent searches</SectionHeader>}
            {store.recentSearches.map((q) => (
              <button key={q} className="as-recent" onClick={() => nav.patch({ query: q })}>{q}</button>
            ))}
            {store.recentSearches.length === 0 && <Empty>Search by app name, developer or category</Empty>}
          </>
        ) : (
          <>
            <div className="as-count">{results.length === 1 ? '1 result' : `${results.length} results`}</div>
            {results.length === 0 && <Empty>{`No apps match "${query.trim()}"`}</Empty>}
            {results.map((l) => (
              <div key={l.id} onClickCapture={() => update((d) => model.rememberSearch(d.apps.appstore, query))}>
                <AppRow l={l} subtitle={`${l.developer} · ★ ${l.rating.toFixed(1)}`} end={<PriceChip l={l} installed={installed(l)} />} />
              </div>
            ))}
          </>
        )}
        <div className="as-end" />
      </Scroll>
    </>
  );
}

function UpdatesTab() {
  const { store, home } = useStore();
  const waiting = pendingUpdates(store, home);
  return (
    <Scroll label="Updates">
      <div className="as-updates-head">
        <span>{waiting.length === 0 ? 'All apps are up to date' : waiting.length === 1 ? '1 update available' : `${waiting.length} updates available`}</span>
        {waiting.length > 0 && (
          <button className="as-button small" onClick={() => update((d) => {
            for (const l of pendingUpdates(d.apps.appstore, d.os.installed)) model.update(d, l.id);
            showToast(d.os, 'All apps updated');
          })}>Update all</button>
        )}
      </div>
      {waiting.map((l) => (
        <div key={l.id} className="as-update">
          <AppRow l={l} subtitle={`Version ${l.update!.version} · ${formatSize(l.update!.size)}`} end={
            <button className="as-button small" aria-label={`Update ${l.name}`} onClick={() => update((d) => { if (model.update(d, l.id).ok) showToast(d.os, `${l.name} updated`); })}>Update</button>
          } />
          <p className="as-notes">{l.update!.notes}</p>
        </div>
      ))}
      <div className="as-end" />
    </Scroll>
  );
}

function LibraryTab() {
  const { listings, installed } = useStore();
  const mine = listings.filter(installed).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Scroll label="Library">
      <SectionHeader>{`Installed apps (${mine.length})`}</SectionHeader>
      {mine.map((l) => (
        <AppRow key={l.id} l={l} subtitle={`Version ${l.version} · ${formatSize(l.size)}`} end={
          model.canUninstall(l) ? <button className="as-button small text" aria-label={`Uninstall ${l.name}`} onClick={() => nav.push({ screen: 'app', id: l.id, dialog: 'uninstall' })}>Uninstall</button> : undefined
        } />
      ))}
      <div className="as-end" />
    </Scroll>
  );
}

function Main({ route }: { route: Route }) {
  const tab = (TABS.some((t) => t.id === route.tab) ? route.tab : 'discover') as Tab;
  const waiting = useDevice((s) => pendingUpdates(s.apps.appstore, s.os.installed).length);
  const title = tab === 'discover' ? 'App Store' : TABS.find((t) => t.id === tab)!.label;
  return (
    <>
      <AppBar title={title} />
      {tab === 'discover' && <DiscoverTab route={route} />}
      {tab === 'search' && <SearchTab route={route} />}
      {tab === 'updates' && <UpdatesTab />}
      {tab === 'library' && <LibraryTab />}
      <nav className="as-tabs" role="tablist">
        {TABS.map((t) => (
          <button key={t.id} role="tab" aria-label={t.label} aria-selected={t.id === tab} className={`as-tab${t.id === tab ? ' on' : ''}`} onClick={() => nav.patch({ tab: t.id })}>
            <span className="as-tab-icon" aria-hidden>{t.icon}</span>
            <span className="as-tab-label" aria-hidden>{t.label}</span>
            {t.id === 'updates' && waiting > 0 && <span className="as-badge" aria-hidden>{waiting}</span>}
          </button>
        ))}
      </nav>
    </>
  );
}

// ---------------------------------------------------------------- an app's page

function Stars({ n }: { n: number }) {
  return <span className="as-stars" aria-label={`${n} out of 5 stars`}>{[1, 2, 3, 4, 5].map((i) => <Star key={i} size={12} fill={i <= n ? 'currentColor' : 'none'} aria-hidden />)}</span>;
}

function AppPage({ route }: { route: Route }) {
  const { store, installed } = useStore();
  const l = findListing(store, str(route.id));
  if (!l) return (<><AppBar title="App" onBack={nav.back} /><Empty>This app is no longer available</Empty></>);
  const on = installed(l);
  const dialog = str(route.dialog);
  const pay = model.priceToPay(l);
  const act = (f: (d: Parameters<typeof model.install>[0]) => model.Result, done: string) => update((d) => {
    const r = f(d);
    const top = d.os.ui.stacks.appstore?.at(-1);
    if (top) top.dialog = null;
    showToast(d.os, r.ok ? done : r.error);
  });
  return (
    <>
      <AppBar title={l.name} onBack={nav.back} />
      <Scroll label={l.name}>
        <div className="as-hero">
          <Tile l={l} large />
          <div className="as-hero-texts">
            <h2 className="as-name">{l.name}</h2>
            <span className="as-dev">{l.developer}</span>
            <span className="as-dev">{on ? `Installed · version ${l.version}` : l.purchased && l.price > 0 ? 'Purchased' : l.price > 0 ? formatPrice(l.price) : 'Free'}</span>
          </div>
        </div>
        <div className="as-actions">
          {on ? (
            <>
              {l.update && <button className="as-button" onClick={() => act((d) => model.update(d, l.id), `${l.name} updated`)}>Update</button>}
              {l.device !== null && <button className={`as-button${l.update ? ' tonal' : ''}`} onClick={() => update((d) => void openApp(d.os, l.device!))}>Open</button>}
              {model.canUninstall(l) && <button className="as-button text" onClick={() => nav.patch({ dialog: 'uninstall' })}>Uninstall</button>}
            </>
          ) : pay > 0 ? (
            <button className="as-button" aria-label={`Buy for ${formatPrice(pay)}`} onClick={() => nav.patch({ dialog: 'buy' })}>{`Buy · ${formatPrice(pay)}`}</button>
          ) : (
            <button className="as-button" onClick={() => act((d) => model.install(d, l.id), `${l.name} installed`)}>Install</button>
          )}
        </div>
        <dl className="as-facts">
          <div><dt>Rating</dt><dd>{`★ ${l.rating.toFixed(1)}`}</dd><dd className="as-small">{`${l.ratings.toLocaleString('en-US')} ratings`}</dd></div>
          <div><dt>Size</dt><dd>{formatSize(l.size)}</dd></div>
          <div><dt>Category</dt><dd>{l.category}</dd></div>
          <div><dt>Version</dt><dd>{on ? l.version : (l.update?.version ?? l.version)}</dd></div>
        </dl>
        <SectionHeader>About this app</SectionHeader>
        <p className="as-text">{l.description}</p>
        {l.update && on && (
          <>
            <SectionHeader>Update available</SectionHeader>
            <div className="as-release">
              <div className="as-release-head"><span>{`Version ${l.update.version}`}</span><span>{dateWithYear(l.update.at)}</span></div>
              <div className="as-small">{`Update size ${formatSize(l.update.size)}`}</div>
              <p className="as-text">{l.update.notes}</p>
            </div>
          </>
        )}
        <SectionHeader>Version history</SectionHeader>
        {(on ? l.history : [...(l.update ? [l.update] : []), ...l.history]).map((r) => (
          <div key={r.version} className="as-release">
            <div className="as-release-head"><span>{`Version ${r.version}`}</span><span>{dateWithYear(r.at)}</span></div>
            <p className="as-text">{r.notes}</p>
          </div>
        ))}
        <SectionHeader>{`Ratings and reviews (${l.reviews.length})`}</SectionHeader>
        {l.reviews.map((r) => (
          <article key={r.id} className="as-review" aria-label={`Review by ${r.author}`}>
            <div className="as-review-head"><Stars n={r.stars} /><span className="as-review-title">{r.title}</span></div>
            <div className="as-small">{`${r.author} · ${dateWithYear(r.at)}`}</div>
            <p className="as-text">{r.text}</p>
          </article>
        ))}
        <div className="as-end" />
      </Scroll>
      {dialog === 'uninstall' && on && (
        <Dialog title={`Uninstall ${l.name}?`} message="The app leaves your home screen. Its data is kept and comes back if you install it again." actions={[
          { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
          { label: 'Uninstall', danger: true, onClick: () => act((d) => model.uninstall(d, l.id), `${l.name} uninstalled`) },
        ]} />
      )}
      {dialog === 'buy' && !on && (
        <Dialog title={`Buy ${l.name}?`} message={`${formatPrice(pay)} will be charged to your payment method. Purchases can't be refunded.`} actions={[
          { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
          { label: `Pay ${formatPrice(pay)}`, onClick: () => act((d) => model.install(d, l.id), `${l.name} purchased and installed`) },
        ]} />
      )}
    </>
  );
}

export function AppStoreApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'app': return <AppPage route={route} />;
    default: return <Main route={route} />;
  }
}

