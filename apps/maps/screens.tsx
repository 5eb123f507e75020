// Maps screens: the map with search and category chips (`main`), search with recent searches
// (`search`), results for a query or a category (`results`), a place's page (`place`), directions
// between two places with modes (`directions`) and the picker of their ends (`pick`), the saved
// lists (`saved`), one list (`list`, with an edit mode that reorders by drag), the picker that
// adds places to a list (`add`) and sharing a place to a contact (`share`). The map's centre and
// zoom, search text, sort, dialogs and drafts all live in the route on the back stack.
import { useMemo, type ReactNode } from 'react';
import {
  ArrowDownUp, Bookmark, BookmarkCheck, Check, Clock, Footprints, GripVertical, History, Info, ListPlus, LocateFixed, Map as MapIcon,
  MapPin, MoreVertical, Navigation, Pencil, Phone, Plus, Search, Share2, Star, TrainFront, Car, Bike, X,
} from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { back, push, showToast } from '../os/nav.ts';
import { dispatch } from '../os/intents.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, Avatar, Dialog, Empty, IconButton, type MenuOption, OptionsDialog, Scroll, SearchBar, SectionHeader, useRowDrag } from '../kit/ui.tsx';
import { MINUTE, formatClock, parts } from '../kit/time.ts';
import { displayName, sortContacts, contactMatches } from '../contacts/state.ts';
import { conversationWith } from '../messages/model.ts';
import { sendMessage } from '../messages/send.ts';
import type { DeviceState } from '../world.ts';
import {
  CATEGORIES, MODES, MODE_LABELS, WEEK_ORDER, addressOf, categoryOf, distance, distanceText, durationText, findPlace, fullAddress,
  priceText, reviewsOf, searchPlaces, sortPlaces, spanText, statusAt, statusLine, trip, weekdayName,
  type CategoryId, type MapsState, type Mode, type Place, type Point, type SortOrder, type Trip,
} from './state.ts';
import * as model from './model.ts';
import { MapCanvas, categoryIcon, fitView, gridPath, mppOf, type RouteLine, type View } from './map.tsx';
import './maps.css';

const str = (value: JsonValue | undefined, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const strOrNull = (value: JsonValue | undefined): string | null => (typeof value === 'string' ? value : null);
const num = (value: JsonValue | undefined, fallback: number): number => (typeof value === 'number' ? value : fallback);

/** The map's box on the Explore screen: the phone's width, from the status bar to the tabs. */
const MAIN_MAP = { width: 360, height: 660 };
const DEFAULT_ZOOM = 2;
/** A list row's height in edit mode: a drag of one row's height moves a place one position. */
const EDIT_ROW_HEIGHT = 64;

/** The device clock to the minute: what opening hours and arrival times are read against (a screen renders again once a minute, not at every tick). */
const useMinute = () => useDevice((s) => Math.floor(s.os.now / MINUTE) * MINUTE);

// ---------------------------------------------------------------------------------------------
// Routes

const placeRoute = (id: string): Route => ({ screen: 'place', id, dialog: null, draft: '' });
const resultsRoute = (fields: { query?: string; category?: CategoryId }): Route => ({ screen: 'results', query: fields.query ?? null, category: fields.category ?? null, sort: fields.category ? 'distance' : 'relevance', openNow: false });
const directionsRoute = (from: string | null, to: string | null, mode: Mode = 'walk'): Route => ({ screen: 'directions', from, to, mode });
const listRoute = (id: string): Route => ({ screen: 'list', id, editing: false, dialog: null, draft: '', row: null });

type Tab = 'explore' | 'directions' | 'saved';
const TAB_ROOTS: Record<Tab, () => Route> = {
  explore: () => ({ screen: 'main' }),
  directions: () => directionsRoute('me', null),
  saved: () => ({ screen: 'saved', dialog: null, draft: '' }),
};

/** Inside an update: the route on top of Maps' back stack. */
const topOf = (d: DeviceState): Route | undefined => d.os.ui.stacks.maps?.at(-1);

function goTab(tab: Tab): void {
  update((d) => void (d.os.ui.stacks.maps = [TAB_ROOTS[tab]()]));
}

function BottomTabs({ active }: { active: Tab }) {
  const tab = (id: Tab, label: string, icon: ReactNode) => (
    <button role="tab" aria-selected={active === id} aria-label={label} className={`mp-tab${active === id ? ' on' : ''}`} onClick={() => goTab(id)}>
      <span className="mp-tab-icon" aria-hidden>{icon}</span>
      <span aria-hidden>{label}</span>
    </button>
  );
  return (
    <nav className="mp-tabs" role="tablist" aria-label="Maps sections">
      {tab('explore', 'Explore', <MapIcon size={20} />)}
      {tab('directions', 'Directions', <Navigation size={20} />)}
      {tab('saved', 'Saved', <Bookmark size={20} />)}
    </nav>
  );
}

// ---------------------------------------------------------------------------------------------
// Pieces

function Stars({ rating }: { rating: number }) {
  return (
    <span className="mp-stars" aria-hidden>
      {[1, 2, 3, 4, 5].map((i) => <Star key={i} size={13} className={rating >= i - 0.25 ? 'on' : ''} />)}
    </span>
  );
}

/** "4.5 ★ (213) · Cafe · $$" */
const ratingLine = (p: Place) => [`${p.rating.toFixed(1)} ★ (${p.reviews})`, categoryOf(p.category).label, priceText(p.price)].filter(Boolean).join(' · ');

function PlaceRow({ p, now, from, onClick, onLongPress }: { p: Place; now: number; from: Point; onClick: () => void; onLongPress?: () => void }) {
  const status = statusAt(p, now);
  return (
    <button
      className="mp-row"
      aria-label={p.name}
      onClick={onClick}
      onContextMenu={(e) => { e.preventDefault(); onLongPress?.(); }}
    >
      <span className="mp-row-icon" style={{ background: categoryOf(p.category).color }} aria-hidden>{categoryIcon(p.category)}</span>
      <span className="mp-row-texts">
        <span className="mp-row-title">{p.name}</span>
        <span className="mp-row-line">{ratingLine(p)}</span>
        <span className="mp-row-line">
          <span className={status.open ? 'mp-open' : 'mp-closed'}>{statusLine(p, now)}</span>
          <span>{` · ${distanceText(distance(from, p))}`}</span>
        </span>
      </span>
    </button>
  );
}

function Chip({ label, on, onClick, role = 'button' }: { label: string; on?: boolean; onClick: () => void; role?: 'button' | 'radio' | 'checkbox' }) {
  return (
    <button className={`mp-chip${on ? ' on' : ''}`} role={role === 'button' ? undefined : role} aria-checked={role === 'button' ? undefined : on === true} onClick={onClick}>
      {on && role !== 'button' && <Check size={14} aria-hidden />}
      {label}
    </button>
  );
}

// ---------------------------------------------------------------------------------------------
// Explore: the map

/** A scale bar: the roundest length between 60 and 150 pixels at this zoom. */
function ScaleBar({ zoom }: { zoom: number }) {
  const mpp = mppOf(zoom);
  const metres = [50, 100, 200, 500, 1000, 2000].find((m) => m / mpp >= 60) ?? 2000;
  return (
    <div className="mp-scale" aria-hidden>
      <span className="mp-scale-bar" style={{ width: Math.round(metres / mpp) }} />
      <span>{distanceText(metres)}</span>
    </div>
  );
}

function Explore({ route }: { route: Route }) {
  const maps = useDevice((s) => s.apps.maps);
  const now = useMinute();
  const view: View = { cx: num(route.cx, maps.location.x), cy: num(route.cy, maps.location.y), zoom: num(route.zoom, DEFAULT_ZOOM) };
  const filter = strOrNull(route.filter) as CategoryId | null;
  const selected = strOrNull(route.selected);
  const place = selected ? findPlace(maps, selected) : undefined;
  const pins = filter ? maps.places.filter((p) => p.category === filter) : maps.places;
  return (
    <>
      <div className="mp-explore">
        <MapCanvas
          city={maps.city}
          view={view}
          width={MAIN_MAP.width}
          height={MAIN_MAP.height}
          pins={pins}
          selected={selected}
          here={maps.location}
          label="Map"
          onView={(v) => nav.patch({ cx: v.cx, cy: v.cy, zoom: v.zoom })}
          onPin={(id) => nav.patch({ selected: id })}
          onEmpty={() => { if (selected) nav.patch({ selected: null }); }}
        />
        <div className="mp-top">
          <button className="mp-searchbox" aria-label="Search here" onClick={() => nav.push({ screen: 'search', query: '' })}>
            <Search size={20} aria-hidden />
            <span aria-hidden>Search here</span>
          </button>
          <div className="mp-chips" data-scroll aria-label="Categories">
            {filter && <Chip label="Show all" onClick={() => nav.patch({ filter: null, selected: null })} />}
            {CATEGORIES.map((c) => <Chip key={c.id} label={c.plural} onClick={() => nav.push(resultsRoute({ category: c.id }))} />)}
          </div>
        </div>
        <button className="mp-locate" aria-label="Your location" onClick={() => nav.patch({ cx: maps.location.x, cy: maps.location.y })}>
          <LocateFixed size={22} />
        </button>
        <ScaleBar zoom={view.zoom} />
        {place && (
          <div className="mp-card" role="group" aria-label={`${place.name} card`}>
            <button className="mp-card-main" aria-label={place.name} onClick={() => nav.push(placeRoute(place.id))}>
              <span className="mp-card-title">{place.name}</span>
              <span className="mp-row-line">{ratingLine(place)}</span>
              <span className="mp-row-line"><span className={statusAt(place, now).open ? 'mp-open' : 'mp-closed'}>{statusLine(place, now)}</span></span>
            </button>
            <button className="mp-card-go" aria-label="Directions" onClick={() => nav.push(directionsRoute('me', place.id))}>
              <Navigation size={18} aria-hidden />
              <span aria-hidden>Directions</span>
            </button>
          </div>
        )}
      </div>
      <BottomTabs active="explore" />
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Search

function submitSearch(query: string): void {
  if (query.trim() === '') return;
  update((d) => {
    model.recordSearch(d.apps.maps, query);
    push(d.os, resultsRoute({ query: query.trim() }));
  });
}

function openFromSearch(query: string, id: string): void {
  update((d) => {
    model.recordSearch(d.apps.maps, query);
    push(d.os, placeRoute(id));
  });
}

function SearchScreen({ route }: { route: Route }) {
  const maps = useDevice((s) => s.apps.maps);
  const now = useMinute();
  const query = str(route.query);
  const results = useMemo(() => searchPlaces(maps.places, query).slice(0, 8), [maps.places, query]);
  const q = query.trim().toLowerCase();
  const kinds = q === '' ? [] : CATEGORIES.filter((c) => [c.label, c.plural, ...c.words].some((w) => w.toLowerCase().startsWith(q)));
  return (
    <>
      <div className="mp-search-top">
        <IconButton label="Navigate up" onClick={nav.back}>
          <X size={22} />
        </IconButton>
        <input
          className="mp-search-input"
          autoFocus
          aria-label="Search here"
          placeholder="Search here"
          value={query}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => nav.patch({ query: e.target.value })}
          onKeyDown={(e) => { if (e.key === 'Enter') submitSearch(query); }}
        />
        {query !== '' && (
          <IconButton label="Clear search" onClick={() => nav.patch({ query: '' })}>
            <X size={20} />
          </IconButton>
        )}
        <IconButton label="Search" onClick={() => submitSearch(query)}>
          <Search size={20} />
        </IconButton>
      </div>
      <Scroll label="Search">
        {q === '' ? (
          <>
            <SectionHeader>Recent searches</SectionHeader>
            {maps.recent.length === 0 && <Empty>No recent searches</Empty>}
            {maps.recent.slice(0, 12).map((r) => (
              <div key={r.id} className="mp-recent">
                <button className="mp-recent-main" aria-label={r.query} onClick={() => submitSearch(r.query)}>
                  <History size={20} aria-hidden />
                  <span>{r.query}</span>
                </button>
                <IconButton label={`Remove ${r.query} from recent searches`} onClick={() => update((d) => model.removeRecent(d.apps.maps, r.id))}>
                  <X size={18} />
                </IconButton>
              </div>
            ))}
            {maps.recent.length > 0 && (
              <button className="mp-text-button" onClick={() => nav.patch({ dialog: 'clear' })}>Clear search history</button>
            )}
          </>
        ) : (
          <>
            {kinds.map((c) => (
              <button key={c.id} className="mp-suggest" aria-label={c.plural} onClick={() => update((d) => { model.recordSearch(d.apps.maps, query); push(d.os, resultsRoute({ category: c.id })); })}>
                <span className="mp-row-icon" style={{ background: c.color }} aria-hidden>{categoryIcon(c.id)}</span>
                <span>{c.plural}</span>
              </button>
            ))}
            {results.length === 0 && kinds.length === 0 && <Empty>{`No places match "${query.trim()}"`}</Empty>}
            {results.map((p) => <PlaceRow key={p.id} p={p} now={now} from={maps.location} onClick={() => openFromSearch(query, p.id)} />)}
            {results.length > 0 && (
              <button className="mp-text-button" onClick={() => submitSearch(query)}>{`See all results for "${query.trim()}"`}</button>
            )}
          </>
        )}
      </Scroll>
      {route.dialog === 'clear' && (
        <Dialog
          title="Clear search history?"
          message="Your recent searches will be removed from this phone."
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
            { label: 'Clear', danger: true, onClick: () => update((d) => { model.clearRecent(d.apps.maps); const top = topOf(d); if (top) top.dialog = null; showToast(d.os, 'Search history cleared'); }) },
          ]}
        />
      )}
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Results: a query's or a category's places

type ResultsSort = SortOrder | 'relevance';

function Results({ route }: { route: Route }) {
  const maps = useDevice((s) => s.apps.maps);
  const now = useMinute();
  const category = strOrNull(route.category) as CategoryId | null;
  const query = strOrNull(route.query);
  const sort = str(route.sort, 'relevance') as ResultsSort;
  const openNow = route.openNow === true;
  const shown = useMemo(() => {
    const base = category ? maps.places.filter((p) => p.category === category) : searchPlaces(maps.places, query ?? '');
    const ordered = sort === 'relevance' ? base : sortPlaces(base, sort, maps.location);
    return openNow ? ordered.filter((p) => statusAt(p, now).open) : ordered;
  }, [maps.places, maps.location, category, query, sort, openNow, now]);
  const title = category ? categoryOf(category).plural : `"${query ?? ''}"`;
  const sorts: ResultsSort[] = category ? ['distance', 'rating', 'name'] : ['relevance', 'distance', 'rating'];
  const SORT_LABELS: Record<ResultsSort, string> = { relevance: 'Relevance', distance: 'Nearest', rating: 'Top rated', name: 'A–Z' };
  return (
    <>
      <AppBar
        title={title}
        onBack={nav.back}
        actions={category ? (
          <IconButton label="Show on map" onClick={() => update((d) => void (d.os.ui.stacks.maps = [{ screen: 'main', filter: category, selected: null, zoom: 0.5, cx: 2400, cy: 2400 }]))}>
            <MapIcon size={21} />
          </IconButton>
        ) : undefined}
      />
      <div className="mp-chip-row" role="radiogroup" aria-label="Sort by">
        {sorts.map((s) => <Chip key={s} role="radio" label={SORT_LABELS[s]} on={sort === s} onClick={() => nav.patch({ sort: s })} />)}
        <Chip role="checkbox" label="Open now" on={openNow} onClick={() => nav.patch({ openNow: !openNow })} />
      </div>
      <Scroll label="Results">
        <div className="mp-count">{`${shown.length} ${shown.length === 1 ? 'place' : 'places'}`}</div>
        {shown.length === 0 && <Empty>{openNow ? 'Nothing here is open now' : 'No places match'}</Empty>}
        {shown.map((p) => <PlaceRow key={p.id} p={p} now={now} from={maps.location} onClick={() => nav.push(placeRoute(p.id))} />)}
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// A place

/** Share a place: a text to the contact with its name and address, through Messages' own send path. */
function sharePlace(place: Place, phone: string, name: string): void {
  const target: { id: string | null } = { id: null };
  update((d) => {
    target.id = conversationWith(d.apps.messages, phone);
    back(d.os);
    showToast(d.os, `Sent to ${name}`);
  });
  if (target.id) sendMessage(target.id, `${place.name}, ${fullAddress(place)}`);
}

function InfoRow({ icon, children, label }: { icon: ReactNode; children: ReactNode; label?: string }) {
  return (
    <div className="mp-info" aria-label={label}>
      <span className="mp-info-icon" aria-hidden>{icon}</span>
      <div className="mp-info-body">{children}</div>
    </div>
  );
}

function ListNameDialog({ title, value, problem, confirm, onChange, onConfirm }: { title: string; value: string; problem: string | null; confirm: string; onChange: (v: string) => void; onConfirm: () => void }) {
  // An empty name only disables the button; a name another list has says so.
  const shown = value.trim() === '' ? null : problem;
  return (
    <div className="dialog-scrim">
      <div className="dialog" role="dialog" aria-label={title}>
        <h2>{title}</h2>
        <input className="mp-dialog-input" aria-label="List name" placeholder="List name" value={value} autoFocus autoComplete="off" spellCheck={false} onChange={(e) => onChange(e.target.value)} />
        {shown && <div className="mp-error">{shown}</div>}
        <div className="actions">
          <button className="button text" onClick={() => nav.patch({ dialog: null, draft: '' })}>Cancel</button>
          <button className="button text" disabled={problem !== null} onClick={() => problem === null && onConfirm()}>{confirm}</button>
        </div>
      </div>
    </div>
  );
}

function SaveDialog({ place, maps }: { place: Place; maps: MapsState }) {
  return (
    <div className="dialog-scrim" onClick={(e) => { if (e.target === e.currentTarget) nav.patch({ dialog: null }); }}>
      <div className="dialog options-dialog" role="dialog" aria-label="Save to list">
        <h2>Save to list</h2>
        <div className="options mp-save-options">
          {maps.lists.map((l) => {
            const on = l.places.includes(place.id);
            return (
              <button key={l.id} role="checkbox" aria-checked={on} aria-label={l.name} className="option mp-check-option" onClick={() => update((d) => {
                const inIt = model.toggleInList(d.apps.maps, l.id, place.id);
                showToast(d.os, inIt ? `Saved to ${l.name}` : `Removed from ${l.name}`);
              })}>
                <span className={`mp-check${on ? ' on' : ''}`} aria-hidden>{on && <Check size={14} />}</span>
                <span className="mp-check-name">{l.name}</span>
                <span className="mp-check-count">{l.places.length}</span>
              </button>
            );
          })}
        </div>
        <div className="actions mp-dialog-actions">
          <button className="button text" onClick={() => nav.patch({ dialog: 'new-list', draft: '' })}><ListPlus size={16} aria-hidden /> New list</button>
          <button className="button text" onClick={() => nav.patch({ dialog: null })}>Done</button>
        </div>
      </div>
    </div>
  );
}

function PlaceScreen({ route }: { route: Route }) {
  const id = str(route.id);
  const maps = useDevice((s) => s.apps.maps);
  const now = useMinute();
  const place = findPlace(maps, id);
  if (!place) {
    return (
      <>
        <AppBar title="Maps" onBack={nav.back} />
        <Empty>This place is not on the map</Empty>
      </>
    );
  }
  const category = categoryOf(place.category);
  const status = statusAt(place, now);
  const savedIn = maps.lists.filter((l) => l.places.includes(place.id));
  const today = parts(now).weekday;
  const nearby = sortPlaces(maps.places.filter((p) => p.id !== place.id), 'distance', place).slice(0, 4);
  const draft = str(route.draft);
  return (
    <>
      <AppBar title="" onBack={nav.back} />
      <Scroll label="Place">
        <MapCanvas city={maps.city} view={{ cx: place.x, cy: place.y, zoom: 2.5 }} width={360} height={150} pins={[place]} selected={place.id} here={maps.location} />
        <div className="mp-place-head">
          <h2 className="mp-place-name">{place.name}</h2>
          <div className="mp-place-rating">
            <span className="mp-rating-value">{place.rating.toFixed(1)}</span>
            <Stars rating={place.rating} />
            <span className="mp-muted">{`(${place.reviews} reviews)`}</span>
          </div>
          <div className="mp-muted">{[category.label, priceText(place.price), place.district].filter(Boolean).join(' · ')}</div>
          <div className={status.open ? 'mp-open mp-status' : 'mp-closed mp-status'}>{statusLine(place, now)}</div>
        </div>
        <div className="mp-actions">
          <button className="mp-action" aria-label="Directions" onClick={() => nav.push(directionsRoute('me', place.id))}>
            <span className="mp-action-icon filled" aria-hidden><Navigation size={20} /></span>
            <span aria-hidden>Directions</span>
          </button>
          <button className="mp-action" aria-label="Call" onClick={() => update((d) => void dispatch(d, { kind: 'call', number: place.phone }))}>
            <span className="mp-action-icon" aria-hidden><Phone size={20} /></span>
            <span aria-hidden>Call</span>
          </button>
          <button className="mp-action" aria-label={savedIn.length > 0 ? 'Saved' : 'Save'} onClick={() => nav.patch({ dialog: 'save' })}>
            <span className="mp-action-icon" aria-hidden>{savedIn.length > 0 ? <BookmarkCheck size={20} /> : <Bookmark size={20} />}</span>
            <span aria-hidden>{savedIn.length > 0 ? 'Saved' : 'Save'}</span>
          </button>
          <button className="mp-action" aria-label="Share" onClick={() => nav.push({ screen: 'share', id: place.id, query: '' })}>
            <span className="mp-action-icon" aria-hidden><Share2 size={20} /></span>
            <span aria-hidden>Share</span>
          </button>
        </div>
        {savedIn.length > 0 && <div className="mp-saved-in">{`Saved in ${savedIn.map((l) => l.name).join(', ')}`}</div>}
        <InfoRow icon={<MapPin size={20} />}>
          <div className="mp-info-value">{fullAddress(place)}</div>
        </InfoRow>
        <InfoRow icon={<Phone size={20} />}>
          <div className="mp-info-value">{place.phone}</div>
        </InfoRow>
        {place.lines.length > 0 && (
          <InfoRow icon={<TrainFront size={20} />}>
            <div className="mp-info-value">{place.lines.join(' · ')}</div>
          </InfoRow>
        )}
        <InfoRow icon={<Clock size={20} />}>
          <div className="mp-info-label">Opening hours</div>
          <div className="mp-hours" role="table" aria-label="Opening hours">
            {WEEK_ORDER.map((day) => (
              <div key={day} role="row" className={`mp-hours-row${day === today ? ' today' : ''}`}>
                <span role="cell" className="mp-hours-day">{weekdayName(day)}</span>
                <span role="cell" className="mp-hours-time">{spanText(place.hours[day] ?? null)}</span>
              </div>
            ))}
          </div>
        </InfoRow>
        <InfoRow icon={<Info size={20} />}>
          <div className="mp-info-value">{place.about}</div>
        </InfoRow>
        <SectionHeader>Reviews</SectionHeader>
        {reviewsOf(place).map((r, i) => (
          <div key={i} className="mp-review">
            <div className="mp-review-head">
              <Avatar name={r.author} />
              <div>
                <div className="mp-review-author">{r.author}</div>
                <div className="mp-review-meta"><Stars rating={r.rating} /><span>{r.ago}</span></div>
              </div>
            </div>
            <div className="mp-review-text">{r.text}</div>
          </div>
        ))}
        <SectionHeader>Nearby</SectionHeader>
        {nearby.map((p) => <PlaceRow key={p.id} p={p} now={now} from={place} onClick={() => nav.push(placeRoute(p.id))} />)}
        <div className="mp-bottom-space" />
      </Scroll>
      {route.dialog === 'save' && <SaveDialog place={place} maps={maps} />}
      {route.dialog === 'new-list' && (
        <ListNameDialog
          title="New list"
          value={draft}
          confirm="Create"
          problem={model.listNameProblem(maps, draft)}
          onChange={(v) => nav.patch({ draft: v })}
          onConfirm={() => update((d) => {
            // A list made from a place's page holds that place.
            if (model.createList(d.apps.maps, draft, [place.id]) === null) return;
            const top = topOf(d);
            if (top) Object.assign(top, { dialog: null, draft: '' });
            showToast(d.os, `Saved to ${draft.trim()}`);
          })}
        />
      )}
    </>
  );
}

function ShareScreen({ route }: { route: Route }) {
  const place = useDevice((s) => findPlace(s.apps.maps, str(route.id)));
  const contacts = useDevice((s) => s.apps.contacts.contacts);
  const query = str(route.query);
  const list = useMemo(() => sortContacts(contacts).filter((c) => c.phone !== '' && contactMatches(c, query)), [contacts, query]);
  if (!place) return <><AppBar title="Share" onBack={nav.back} /><Empty>This place is not on the map</Empty></>;
  return (
    <>
      <AppBar title="Share place" onBack={nav.back} />
      <div className="mp-share-what">
        <div className="mp-card-title">{place.name}</div>
        <div className="mp-muted">{fullAddress(place)}</div>
      </div>
      <SearchBar value={query} placeholder="Search contacts" onChange={(q) => nav.patch({ query: q })} />
      <Scroll label="Contacts">
        {list.length === 0 && <Empty>No contacts found</Empty>}
        {list.map((c) => (
          <button key={c.id} className="mp-contact" aria-label={displayName(c)} onClick={() => sharePlace(place, c.phone, displayName(c))}>
            <Avatar name={displayName(c)} />
            <span className="mp-contact-texts">
              <span className="mp-row-title">{displayName(c)}</span>
              <span className="mp-row-line">{c.phone}</span>
            </span>
          </button>
        ))}
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Directions

const MODE_ICONS: Record<Mode, ReactNode> = { walk: <Footprints size={18} />, transit: <TrainFront size={18} />, drive: <Car size={18} />, cycle: <Bike size={18} /> };

/** An end of a trip as the route names it: 'me' (Your location) or a place id. */
function endPoint(maps: MapsState, end: string | null): { point: Point; name: string; address: string | null } | null {
  if (end === 'me') return { point: maps.location, name: 'Your location', address: null };
  const p = end ? findPlace(maps, end) : undefined;
  return p ? { point: p, name: p.name, address: addressOf(p) } : null;
}

function routeLine(maps: MapsState, from: Point, to: Point, t: Trip): RouteLine {
  if (t.mode !== 'transit') return [{ points: gridPath(from, to), color: '#1a73e8', dashed: t.mode === 'walk' }];
  const board = sortPlaces(maps.places.filter((p) => p.category === 'station'), 'distance', from)[0]!;
  const alight = sortPlaces(maps.places.filter((p) => p.category === 'station'), 'distance', to)[0]!;
  return [
    { points: gridPath(from, board), color: '#5f6368', dashed: true },
    { points: gridPath(board, alight), color: '#1a73e8' },
    { points: gridPath(alight, to), color: '#5f6368', dashed: true },
  ];
}

function DirectionsScreen({ route }: { route: Route }) {
  const maps = useDevice((s) => s.apps.maps);
  const now = useMinute();
  const fromId = strOrNull(route.from), toId = strOrNull(route.to);
  const mode = (MODES.includes(route.mode as Mode) ? route.mode : 'walk') as Mode;
  const from = endPoint(maps, fromId), to = endPoint(maps, toId);
  const trips = from && to ? Object.fromEntries(MODES.map((m) => [m, trip(maps, from.point, to.point, m, to.name)])) as Record<Mode, Trip | null> : null;
  const same = from && to && fromId === toId;
  const chosen = trips && !same ? trips[mode] : null;
  const isRoot = (useDevice((s) => s.os.ui.stacks.maps?.length ?? 1)) <= 1;
  const field = (which: 'from' | 'to', end: { name: string; address: string | null } | null) => (
    <button className="mp-field" aria-label={`${which === 'from' ? 'From' : 'To'}: ${end?.name ?? (which === 'from' ? 'Choose starting point' : 'Choose destination')}`} onClick={() => nav.push({ screen: 'pick', field: which, query: '' })}>
      <span className="mp-field-label" aria-hidden>{which === 'from' ? 'From' : 'To'}</span>
      <span className="mp-field-texts">
        <span className={end ? 'mp-field-value' : 'mp-field-value mp-placeholder'} aria-hidden>{end?.name ?? (which === 'from' ? 'Choose starting point' : 'Choose destination')}</span>
        {end?.address && <span className="mp-field-sub">{end.address}</span>}
      </span>
    </button>
  );
  return (
    <>
      <AppBar title="Directions" onBack={isRoot ? undefined : nav.back} />
      <div className="mp-ends">
        <div className="mp-ends-fields">
          {field('from', from)}
          {field('to', to)}
        </div>
        <IconButton label="Swap start and destination" onClick={() => nav.patch({ from: toId, to: fromId })}>
          <ArrowDownUp size={20} />
        </IconButton>
      </div>
      <div className="mp-modes" role="tablist" aria-label="Travel modes">
        {MODES.map((m) => {
          const t = trips?.[m] ?? null;
          const time = same || !trips ? '' : t ? durationText(t.minutes) : '—';
          return (
            <button key={m} role="tab" aria-selected={mode === m} aria-label={time ? `${MODE_LABELS[m]}: ${time}` : MODE_LABELS[m]} className={`mp-mode${mode === m ? ' on' : ''}`} onClick={() => nav.patch({ mode: m })}>
              <span aria-hidden>{MODE_ICONS[m]}</span>
              <span aria-hidden>{time || MODE_LABELS[m]}</span>
            </button>
          );
        })}
      </div>
      <Scroll label="Route">
        {!from || !to ? (
          <Empty>Choose a starting point and a destination</Empty>
        ) : same ? (
          <Empty>The start and the destination are the same place</Empty>
        ) : !chosen ? (
          <Empty>{`No ${MODE_LABELS[mode].toLowerCase()} route: both ends are nearest to the same station. Walk instead.`}</Empty>
        ) : (
          <>
            <MapCanvas city={maps.city} view={fitView([from.point, to.point], 360, 200)} width={360} height={200} pins={maps.places.filter((p) => p === to.point || p === from.point)} selected={toId} here={maps.location} route={routeLine(maps, from.point, to.point, chosen)} />
            <div className="mp-summary">
              <div className="mp-summary-time" role="heading">{durationText(chosen.minutes)}</div>
              <div className="mp-summary-line">{`${distanceText(chosen.metres)} · ${MODE_LABELS[mode]}`}</div>
              <div className="mp-summary-line">{`Leave now, arrive at ${formatClock(now + chosen.minutes * MINUTE)}`}</div>
            </div>
            <SectionHeader>Steps</SectionHeader>
            <div className="mp-step"><span className="mp-step-dot start" aria-hidden /><span>{from.name}</span></div>
            {chosen.legs.map((leg, i) => (
              <div key={i} className="mp-step">
                <span className="mp-step-dot" aria-hidden />
                <span className="mp-step-text">{leg.text}</span>
                <span className="mp-step-meta">{leg.kind === 'wait' ? durationText(leg.minutes) : `${durationText(leg.minutes)} · ${distanceText(leg.metres)}`}</span>
              </div>
            ))}
            <div className="mp-step"><span className="mp-step-dot end" aria-hidden /><span>{to.name}</span></div>
            <div className="mp-bottom-space" />
          </>
        )}
      </Scroll>
      {isRoot && <BottomTabs active="directions" />}
    </>
  );
}

/** Set an end of the directions under the picker, and go back to them. */
function pickEnd(field: 'from' | 'to', end: string): void {
  update((d) => {
    const stack = d.os.ui.stacks.maps ?? [];
    const under = stack[stack.length - 2];
    if (under && under.screen === 'directions') under[field] = end;
    back(d.os);
  });
}

function PickScreen({ route }: { route: Route }) {
  const maps = useDevice((s) => s.apps.maps);
  const now = useMinute();
  const field = route.field === 'from' ? 'from' : 'to';
  const query = str(route.query);
  const saved = useMemo(() => {
    const ids = [...new Set(maps.lists.flatMap((l) => l.places))];
    return sortPlaces(ids.map((id) => findPlace(maps, id)).filter((p): p is Place => p !== undefined), 'name', maps.location);
  }, [maps]);
  const results = useMemo(() => searchPlaces(maps.places, query), [maps.places, query]);
  return (
    <>
      <AppBar title={field === 'from' ? 'Choose starting point' : 'Choose destination'} onBack={nav.back} />
      <SearchBar value={query} placeholder="Search for a place" onChange={(q) => nav.patch({ query: q })} />
      <Scroll label="Places">
        {query.trim() === '' ? (
          <>
            <button className="mp-suggest" aria-label="Your location" onClick={() => pickEnd(field, 'me')}>
              <span className="mp-row-icon here" aria-hidden><LocateFixed size={16} /></span>
              <span>Your location</span>
            </button>
            <SectionHeader>Saved places</SectionHeader>
            {saved.map((p) => <PlaceRow key={p.id} p={p} now={now} from={maps.location} onClick={() => pickEnd(field, p.id)} />)}
          </>
        ) : (
          <>
            {results.length === 0 && <Empty>{`No places match "${query.trim()}"`}</Empty>}
            {results.map((p) => <PlaceRow key={p.id} p={p} now={now} from={maps.location} onClick={() => pickEnd(field, p.id)} />)}
          </>
        )}
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Saved lists

function SavedScreen({ route }: { route: Route }) {
  const maps = useDevice((s) => s.apps.maps);
  const draft = str(route.draft);
  return (
    <>
      <AppBar title="Saved" />
      <Scroll label="Your lists">
        <SectionHeader>Your lists</SectionHeader>
        <button className="mp-new-list" onClick={() => nav.patch({ dialog: 'new-list', draft: '' })}>
          <Plus size={20} aria-hidden />
          <span>New list</span>
        </button>
        {maps.lists.length === 0 && <Empty>No lists yet</Empty>}
        {maps.lists.map((l) => (
          <button key={l.id} className="mp-list-row" aria-label={l.name} onClick={() => nav.push(listRoute(l.id))}>
            <span className="mp-list-icon" aria-hidden><Bookmark size={20} /></span>
            <span className="mp-row-texts">
              <span className="mp-row-title">{l.name}</span>
              <span className="mp-row-line">{`${l.places.length} ${l.places.length === 1 ? 'place' : 'places'}`}</span>
            </span>
          </button>
        ))}
      </Scroll>
      <BottomTabs active="saved" />
      {route.dialog === 'new-list' && (
        <ListNameDialog
          title="New list"
          value={draft}
          confirm="Create"
          problem={model.listNameProblem(maps, draft)}
          onChange={(v) => nav.patch({ draft: v })}
          onConfirm={() => update((d) => {
            const id = model.createList(d.apps.maps, draft);
            if (id === null) return;
            const top = topOf(d);
            if (top) Object.assign(top, { dialog: null, draft: '' });
            push(d.os, listRoute(id));
            showToast(d.os, 'List created');
          })}
        />
      )}
    </>
  );
}

/** A row of the list in edit mode: a handle that reorders by drag, and a remove button. */
function EditRow({ p, index, count, listId }: { p: Place; index: number; count: number; listId: string }) {
  const { offset, onPointerDown } = useRowDrag(index, count, EDIT_ROW_HEIGHT, (to) => update((d) => model.moveInList(d.apps.maps, listId, p.id, to)));
  return (
    <div className={`mp-edit-row${offset !== 0 ? ' dragging' : ''}`} style={{ height: EDIT_ROW_HEIGHT, transform: offset !== 0 ? `translateY(${offset}px)` : undefined }}>
      <button className="mp-handle" aria-label={`Reorder ${p.name}`} data-drag onPointerDown={onPointerDown}>
        <GripVertical size={20} />
      </button>
      <span className="mp-row-icon" style={{ background: categoryOf(p.category).color }} aria-hidden>{categoryIcon(p.category)}</span>
      <span className="mp-row-texts">
        <span className="mp-row-title">{p.name}</span>
        <span className="mp-row-line">{addressOf(p)}</span>
      </span>
      <IconButton label={`Remove ${p.name}`} onClick={() => update((d) => { model.removeFromList(d.apps.maps, listId, p.id); showToast(d.os, `Removed ${p.name}`); })}>
        <X size={20} />
      </IconButton>
    </div>
  );
}

/**
 * The row menu's moves, as the handle's drag makes them (model.moveInList): to the top, one place
 * up, one place down; a move the place's position makes pointless is not offered.
 */
function moveOptions(listId: string, p: Place, index: number, count: number): MenuOption[] {
  const move = (to: number, toast: string) => () => update((d) => {
    model.moveInList(d.apps.maps, listId, p.id, to);
    const top = topOf(d);
    if (top) Object.assign(top, { dialog: null, row: null });
    showToast(d.os, toast);
  });
  return [
    ...(index > 0 ? [
      { label: 'Move to top', onClick: move(0, `Moved ${p.name} to the top`) },
      { label: 'Move up', onClick: move(index - 1, `Moved ${p.name} up`) },
    ] : []),
    ...(index < count - 1 ? [{ label: 'Move down', onClick: move(index + 1, `Moved ${p.name} down`) }] : []),
  ];
}

function deleteList(id: string, name: string): void {
  update((d) => {
    model.deleteList(d.apps.maps, id);
    d.os.ui.stacks.maps = [TAB_ROOTS.saved()];
    showToast(d.os, `Deleted ${name}`);
  });
}

function ListScreen({ route }: { route: Route }) {
  const maps = useDevice((s) => s.apps.maps);
  const now = useMinute();
  const id = str(route.id);
  const list = model.findList(maps, id);
  const editing = route.editing === true;
  const draft = str(route.draft);
  if (!list) {
    return (
      <>
        <AppBar title="List" onBack={nav.back} />
        <Empty>This list no longer exists</Empty>
      </>
    );
  }
  const places = list.places.map((pid) => findPlace(maps, pid)).filter((p): p is Place => p !== undefined);
  const row = strOrNull(route.row);
  const rowPlace = row ? findPlace(maps, row) : undefined;
  return (
    <>
      <AppBar
        title={editing ? 'Edit list' : list.name}
        onBack={editing ? () => nav.patch({ editing: false }) : nav.back}
        actions={editing ? (
          <button className="button text mp-done" onClick={() => nav.patch({ editing: false })}>Done</button>
        ) : (
          <>
            <IconButton label="Add place" onClick={() => nav.push({ screen: 'add', id: list.id, query: '' })}>
              <Plus size={22} />
            </IconButton>
            <IconButton label="Edit list" onClick={() => nav.patch({ editing: true })}>
              <Pencil size={20} />
            </IconButton>
            <IconButton label="More options" onClick={() => nav.patch({ dialog: 'menu' })}>
              <MoreVertical size={20} />
            </IconButton>
          </>
        )}
      />
      <Scroll label="Places in the list">
        <div className="mp-count">{editing ? 'Drag a place by its handle to move it' : `${places.length} ${places.length === 1 ? 'place' : 'places'}`}</div>
        {places.length === 0 && <Empty>No places in this list yet</Empty>}
        {editing
          ? places.map((p, i) => <EditRow key={p.id} p={p} index={i} count={places.length} listId={list.id} />)
          : places.map((p) => <PlaceRow key={p.id} p={p} now={now} from={maps.location} onClick={() => nav.push(placeRoute(p.id))} onLongPress={() => nav.patch({ dialog: 'row', row: p.id })} />)}
        <div className="mp-bottom-space" />
      </Scroll>
      {route.dialog === 'menu' && (
        <OptionsDialog
          title={list.name}
          onDismiss={() => nav.patch({ dialog: null })}
          options={[
            { label: 'Rename list', onClick: () => nav.patch({ dialog: 'rename', draft: list.name }) },
            { label: 'Delete list', danger: true, onClick: () => nav.patch({ dialog: 'delete' }) },
          ]}
        />
      )}
      {route.dialog === 'row' && rowPlace && (
        <OptionsDialog
          title={rowPlace.name}
          onDismiss={() => nav.patch({ dialog: null, row: null })}
          options={[
            { label: 'Open', onClick: () => update((d) => { const top = topOf(d); if (top) Object.assign(top, { dialog: null, row: null }); push(d.os, placeRoute(rowPlace.id)); }) },
            ...moveOptions(list.id, rowPlace, list.places.indexOf(rowPlace.id), list.places.length),
            { label: 'Remove from list', danger: true, onClick: () => update((d) => { model.removeFromList(d.apps.maps, list.id, rowPlace.id); const top = topOf(d); if (top) Object.assign(top, { dialog: null, row: null }); showToast(d.os, `Removed ${rowPlace.name}`); }) },
          ]}
        />
      )}
      {route.dialog === 'rename' && (
        <ListNameDialog
          title="Rename list"
          value={draft}
          confirm="Save"
          problem={model.listNameProblem(maps, draft, list.id)}
          onChange={(v) => nav.patch({ draft: v })}
          onConfirm={() => update((d) => {
            if (!model.renameList(d.apps.maps, list.id, draft)) return;
            const top = topOf(d);
            if (top) Object.assign(top, { dialog: null, draft: '' });
            showToast(d.os, 'List renamed');
          })}
        />
      )}
      {route.dialog === 'delete' && (
        <Dialog
          title="Delete list?"
          message={`"${list.name}" will be deleted. Its places stay on the map.`}
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
            { label: 'Delete', danger: true, onClick: () => deleteList(list.id, list.name) },
          ]}
        />
      )}
    </>
  );
}

function AddScreen({ route }: { route: Route }) {
  const maps = useDevice((s) => s.apps.maps);
  const list = model.findList(maps, str(route.id));
  const query = str(route.query);
  const shown = useMemo(() => (query.trim() === '' ? sortPlaces(maps.places, 'name', maps.location) : searchPlaces(maps.places, query)), [maps.places, maps.location, query]);
  if (!list) return <><AppBar title="Add place" onBack={nav.back} /><Empty>This list no longer exists</Empty></>;
  return (
    <>
      <AppBar title={`Add to ${list.name}`} onBack={nav.back} actions={<button className="button text mp-done" onClick={nav.back}>Done</button>} />
      <SearchBar value={query} placeholder="Search for a place" onChange={(q) => nav.patch({ query: q })} />
      <Scroll label="Places to add">
        {shown.length === 0 && <Empty>{`No places match "${query.trim()}"`}</Empty>}
        {shown.map((p) => {
          const on = list.places.includes(p.id);
          return (
            <button key={p.id} role="checkbox" aria-checked={on} aria-label={p.name} className="mp-add-row" onClick={() => update((d) => {
              const inIt = model.toggleInList(d.apps.maps, list.id, p.id);
              showToast(d.os, inIt ? `Added ${p.name}` : `Removed ${p.name}`);
            })}>
              <span className={`mp-check${on ? ' on' : ''}`} aria-hidden>{on && <Check size={14} />}</span>
              <span className="mp-row-texts">
                <span className="mp-row-title">{p.name}</span>
                <span className="mp-row-line">{`${categoryOf(p.category).label} · ${p.district}`}</span>
              </span>
            </button>
          );
        })}
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------------------------------------

export function MapsApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'search':
      return <SearchScreen route={route} />;
    case 'results':
      return <Results route={route} />;
    case 'place':
      return <PlaceScreen route={route} />;
    case 'share':
      return <ShareScreen route={route} />;
    case 'directions':
      return <DirectionsScreen route={route} />;
    case 'pick':
      return <PickScreen route={route} />;
    case 'saved':
      return <SavedScreen route={route} />;
    case 'list':
      return <ListScreen route={route} />;
    case 'add':
      return <AddScreen route={route} />;
    default:
      return <Explore route={route} />;
  }
}

