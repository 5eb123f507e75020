// Voyage's pages: the flight search (front page), flight results with filters and sorting, a
// flight's fares, the flight booking form; the hotel search, results, a hotel's rooms and reviews,
// the hotel booking form; Trips (upcoming and past bookings) and a booking's page with its change
// and cancel. The URL carries the page (search, filters, sort, page number); form drafts and the
// open dialog live in the browser entry (props.page).
import type { FormEvent, ReactNode } from 'react';
import type { JsonValue } from '../os/state.ts';
import { update, useDevice, web } from '../device.ts';
import { Link } from '../browser/Browser.tsx';
import { SiteDialog, type DialogAction } from '../browser/parts.tsx';
import { goto, patchPage, replaceUrl } from '../browser/nav.ts';
import { showToast } from '../os/nav.ts';
import type { Location } from '../browser/state.ts';
import type { SitePageProps } from '../browser/manifest.ts';
import { DAY, formatClock, formatIsoDate, formatLongDate, formatShortDate, parseIsoDate, startOfDay } from '../kit/time.ts';
import type { DeviceState } from '../world.ts';
import { url } from './urls.ts';
import {
  AMENITIES, CABINS, DEPARTURE_WINDOWS, FLIGHT_SORTS, HOTEL_SORTS, PAGE_SIZE, SEATS, amenityLabel, cabinLabel, durationMinutes, findAirport, flightCode,
  formatDuration, fromPrice, isUpcoming, money, searchFlights, searchHotels, stopsLabel,
  type Booking, type Cabin, type Flight, type FlightBooking, type FlightSort, type Hotel, type HotelSort, type VoyageState,
} from './state.ts';
import * as model from './model.ts';
import './voyage.css';

type PageState = SitePageProps['page'];
type Query = Record<string, string>;
const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');
const obj = (v: JsonValue | undefined): { [k: string]: JsonValue } => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});
const patch = (state: { [key: string]: JsonValue | null }) => web.patch(state);
const draft = (page: PageState, key: string, fallback: string) => (typeof page[key] === 'string' ? (page[key] as string) : fallback);
const cabinOf = (q: Query): Cabin => (CABINS.some((c) => c.id === q.cabin) ? (q.cabin as Cabin) : 'economy');
const paxOf = (q: Query): number => Math.min(6, Math.max(1, Math.floor(Number(q.pax)) || 1));
const pageOf = (q: Query): number => Math.max(1, Math.floor(Number(q.page)) || 1);
const numOrNull = (v: string | undefined): number | null => (v !== undefined && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);

// ---------------------------------------------------------------- routing

type Route =
  | { page: 'home' } | { page: 'flights' } | { page: 'flight'; id: string } | { page: 'book-flight'; id: string }
  | { page: 'hotels' } | { page: 'hotel'; id: string } | { page: 'book-hotel'; id: string; room: string }
  | { page: 'trips' } | { page: 'booking'; id: string } | { page: 'missing' };

export function routeOf(path: string): Route {
  const p = path.split('/').filter(Boolean);
  if (p.length === 0) return { page: 'home' };
  if (p.length === 1 && (p[0] === 'flights' || p[0] === 'hotels' || p[0] === 'trips')) return { page: p[0] };
  if (p.length === 2 && p[0] === 'flights') return { page: 'flight', id: p[1]! };
  if (p.length === 2 && p[0] === 'hotels') return { page: 'hotel', id: p[1]! };
  if (p.length === 2 && p[0] === 'trips') return { page: 'booking', id: p[1]! };
  if (p.length === 3 && p[0] === 'book' && p[1] === 'flight') return { page: 'book-flight', id: p[2]! };
  if (p.length === 4 && p[0] === 'book' && p[1] === 'hotel') return { page: 'book-hotel', id: p[2]!, room: p[3]! };
  return { page: 'missing' };
}

const cityOf = (s: VoyageState, code: string) => s.airports.find((a) => a.code === code)?.city ?? code;

export function pageTitle(location: Location, state: DeviceState): string {
  const s = state.apps.voyage;
  const r = routeOf(location.path);
  switch (r.page) {
    case 'home': return 'Voyage: flights and hotels';
    case 'flights': return `Flights ${location.query.from ?? ''} to ${location.query.to ?? ''} · Voyage`;
    case 'flight': { const f = s.flights.find((x) => x.id === r.id); return f ? `${flightCode(f)} ${cityOf(s, f.from)} to ${cityOf(s, f.to)} · Voyage` : 'Flight not found · Voyage'; }
    case 'book-flight': return 'Book your flight · Voyage';
    case 'hotels': return location.query.city ? `Hotels in ${location.query.city} · Voyage` : 'Hotels · Voyage';
    case 'hotel': { const h = s.hotels.find((x) => x.id === r.id); return h ? `${h.name}, ${h.city} · Voyage` : 'Hotel not found · Voyage'; }
    case 'book-hotel': return 'Book your room · Voyage';
    case 'trips': return 'Your trips · Voyage';
    case 'booking': { const b = model.findBooking(s, r.id); return b ? `Booking ${b.ref} · Voyage` : 'Booking not found · Voyage'; }
    default: return 'Page not found · Voyage';
  }
}

export function VoyagePage({ location, page }: SitePageProps) {
  const r = routeOf(location.path);
  let body: ReactNode;
  switch (r.page) {
    case 'home': body = <FlightSearch location={location} page={page} />; break;
    case 'flights': body = <FlightResults location={location} page={page} />; break;
    case 'flight': body = <FlightDetail id={r.id} location={location} />; break;
    case 'book-flight': body = <BookFlight id={r.id} location={location} page={page} />; break;
    case 'hotels': body = location.query.city && !location.query.edit ? <HotelResults location={location} page={page} /> : <HotelSearch location={location} page={page} />; break;
    case 'hotel': body = <HotelDetail id={r.id} location={location} />; break;
    case 'book-hotel': body = <BookHotel id={r.id} room={r.room} location={location} page={page} />; break;
    case 'trips': body = <Trips location={location} />; break;
    case 'booking': body = <BookingPage id={r.id} location={location} page={page} />; break;
    default: body = <NotFound />;
  }
  return (
    <div className="vy">
      <header className="vy-header">
        <Link href={url('/')} className="vy-logo" label="Voyage home">voyage</Link>
        <nav className="vy-nav" aria-label="Site">
          <Link href={url('/')}>Flights</Link>
          <Link href={url('/hotels')}>Hotels</Link>
          <Link href={url('/trips')}>Trips</Link>
        </nav>
        <span className="vy-user">Signed in as Alex Morgan</span>
      </header>
      <div className="vy-body">{body}</div>
    </div>
  );
}

function NotFound({ what = 'page' }: { what?: string }) {
  return (
    <main className="vy-main vy-narrow" role="alert">
      <h1>Sorry, this {what} does not exist</h1>
      <p>The address may be wrong, or the offer has ended.</p>
      <Link href={url('/')}>Search flights</Link>
    </main>
  );
}

function Field({ label, value, onChange, placeholder, error, hint }: { label: string; value: string; onChange: (v: string) => void; placeholder?: string; error?: string; hint?: string }) {
  return (
    <label className="vy-field">
      <span className="vy-label">{label}</span>
      <input aria-label={label} placeholder={placeholder ?? label} value={value} onChange={(e) => onChange(e.target.value)} />
      {hint && <span className="vy-hint">{hint}</span>}
      {error && <span className="vy-error" role="alert">{error}</span>}
    </label>
  );
}

function Chips({ label, options }: { label: string; options: { label: string; href: string; on: boolean }[] }) {
  return (
    <div className="vy-chips" role="group" aria-label={label}>
      <span className="vy-label">{label}</span>
      {options.map((o) => <Link key={o.label} href={o.href} className={o.on ? 'on' : ''} label={o.on ? `${o.label} (selected)` : o.label}>{o.label}</Link>)}
    </div>
  );
}

function Pager({ count, query, base }: { count: number; query: Query; base: string }) {
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const n = Math.min(pageOf(query), pages);
  if (pages <= 1) return null;
  const at = (k: number) => url(base, { ...query, page: k === 1 ? undefined : k });
  return (
    <div className="vy-pager" aria-label="Pages">
      {n > 1 ? <Link href={at(n - 1)}>Previous page</Link> : <span />}
      <span>Page {n} of {pages}</span>
      {n < pages ? <Link href={at(n + 1)}>Next page</Link> : <span />}
    </div>
  );
}

function Modal(props: { title: string; children?: ReactNode; actions: readonly DialogAction[] }) {
  return <SiteDialog prefix="vy" {...props} />;
}

// ---------------------------------------------------------------- flights

function FlightSearch({ location, page }: { location: Location; page: PageState }) {
  const s = useDevice((d) => d.apps.voyage);
  const now = useDevice((d) => d.os.now);
  const q = location.query;
  const from = draft(page, 'from', q.from ?? '');
  const to = draft(page, 'to', q.to ?? '');
  const date = draft(page, 'date', q.date ?? formatIsoDate(startOfDay(now) + DAY));
  const pax = draft(page, 'pax', q.pax ?? '1');
  const cabin = draft(page, 'cabin', cabinOf(q));
  const errors = obj(page.errors);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const a = findAirport(s.airports, from);
    const b = findAirport(s.airports, to);
    const day = parseIsoDate(date);
    const n = Number(pax.trim());
    const errs: Record<string, string> = {};
    if (!a) errs.from = from.trim() === '' ? 'Enter where you fly from' : `No airport matches "${from.trim()}"`;
    if (!b) errs.to = to.trim() === '' ? 'Enter where you fly to' : `No airport matches "${to.trim()}"`;
    if (a && b && a.code === b.code) errs.to = 'Choose a destination other than the origin';
    if (day === null) errs.date = 'Write the date as YYYY-MM-DD';
    else if (day < startOfDay(now)) errs.date = 'Choose a date from today on';
    if (!Number.isInteger(n) || n < 1 || n > 6) errs.pax = 'From 1 to 6 passengers';
    if (Object.keys(errs).length > 0) { patch({ errors: errs }); return; }
    (document.activeElement as HTMLElement | null)?.blur?.();
    update((d) => goto(d.os, url('/flights', { from: a!.code, to: b!.code, date: formatIsoDate(day!), pax: n, cabin })));
  };
  return (
    <main className="vy-main vy-narrow">
      <h1>Find a flight</h1>
      <form className="vy-card vy-search" onSubmit={submit} noValidate aria-label="Flight search">
        <Field label="From" placeholder="City or airport code" value={from} onChange={(v) => patch({ from: v })} error={str(errors.from)} />
        <Field label="To" placeholder="City or airport code" value={to} onChange={(v) => patch({ to: v })} error={str(errors.to)} />
        <Field label="Departure date" placeholder="YYYY-MM-DD" value={date} onChange={(v) => patch({ date: v })} error={str(errors.date)} />
        <Field label="Passengers" value={pax} onChange={(v) => patch({ pax: v })} error={str(errors.pax)} />
        <label className="vy-field">
          <span className="vy-label">Cabin class</span>
          <select aria-label="Cabin class" value={cabin} onChange={(e) => patch({ cabin: e.target.value })}>
            {CABINS.map((c) => <option key={c.id} value={c.id}>{c.label}</option>)}
          </select>
        </label>
        <button type="submit" className="vy-btn primary">Search flights</button>
      </form>
      <section className="vy-card">
        <h2>Where we fly</h2>
        <ul className="vy-airports">{s.airports.map((a) => <li key={a.code}><strong>{a.code}</strong> {a.city} · {a.name}</li>)}</ul>
      </section>
    </main>
  );
}

function FlightRow({ f, s, cabin, pax }: { f: Flight; s: VoyageState; cabin: Cabin; pax: number }) {
  const airline = s.airlines.find((a) => a.code === f.airline)?.name ?? f.airline;
  return (
    <article className="vy-card vy-flight" aria-label={`${airline} ${flightCode(f)}`}>
      <div className="vy-flight-times">
        <strong>{formatClock(f.depart)} – {formatClock(f.arrive)}</strong>
        <span>{f.from} → {f.to}</span>
      </div>
      <div className="vy-flight-info">
        <span>{airline} · {flightCode(f)}</span>
        <span>{formatDuration(durationMinutes(f))} · {stopsLabel(f.stops)}{f.via ? ` via ${f.via}` : ''}</span>
      </div>
      <div className="vy-flight-price">
        <strong>{money(f.fares[cabin])}</strong>
        <span>per passenger, {cabinLabel(cabin)}</span>
        {pax > 1 && <span>{money(f.fares[cabin] * pax)} for {pax}</span>}
        <Link href={url(`/flights/${f.id}`, { pax, cabin })} className="vy-btn" label={`View fares for ${flightCode(f)}`}>View fares</Link>
      </div>
    </article>
  );
}

function FlightResults({ location, page }: { location: Location; page: PageState }) {
  const s = useDevice((d) => d.apps.voyage);
  const q = location.query;
  const day = parseIsoDate(q.date ?? '');
  const a = s.airports.find((x) => x.code === q.from);
  const b = s.airports.find((x) => x.code === q.to);
  if (!a || !b || day === null) return <NotFound what="search" />;
  const cabin = cabinOf(q);
  const pax = paxOf(q);
  const sort: FlightSort = FLIGHT_SORTS.some((x) => x.id === q.sort) ? (q.sort as FlightSort) : 'price';
  const stops = q.stops === '0' ? 0 : q.stops === '1' ? 1 : null;
  const max = numOrNull(q.max);
  const all = searchFlights(s.flights, { from: a.code, to: b.code, day, cabin, sort });
  const list = searchFlights(s.flights, { from: a.code, to: b.code, day, cabin, stops, airline: q.airline || null, window: q.dep || null, max, sort });
  const n = Math.min(pageOf(q), Math.max(1, Math.ceil(list.length / PAGE_SIZE)));
  const shown = list.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE);
  const base = { ...q, page: undefined };
  const href = (change: Record<string, string | number | undefined>) => url('/flights', { ...base, ...change });
  const maxDraft = draft(page, 'max', q.max ?? '');
  const airlines = [...new Set(all.map((f) => f.airline))].sort();
  return (
    <div className="vy-columns">
      <aside className="vy-side" aria-label="Filters">
        <Chips label="Stops" options={[{ label: 'Any number of stops', href: href({ stops: undefined }), on: stops === null }, { label: 'Nonstop only', href: href({ stops: 0 }), on: stops === 0 }, { label: '1 stop or more', href: href({ stops: 1 }), on: stops === 1 }]} />
        <Chips label="Airline" options={[{ label: 'All airlines', href: href({ airline: undefined }), on: !q.airline }, ...airlines.map((c) => ({ label: s.airlines.find((x) => x.code === c)?.name ?? c, href: href({ airline: c }), on: q.airline === c }))]} />
        <Chips label="Departure time" options={[{ label: 'Any time', href: href({ dep: undefined }), on: !q.dep }, ...DEPARTURE_WINDOWS.map((w) => ({ label: w.label, href: href({ dep: w.id }), on: q.dep === w.id }))]} />
        <form className="vy-max" onSubmit={(e) => { e.preventDefault(); update((d) => goto(d.os, href({ max: maxDraft.trim() === '' ? undefined : maxDraft.trim() }))); }}>
          <Field label="Maximum price per passenger" placeholder="Any price" value={maxDraft} onChange={(v) => patch({ max: v })} />
          <button type="submit" className="vy-btn">Apply price</button>
        </form>
      </aside>
      <main className="vy-main">
        <h1>{a.city} ({a.code}) to {b.city} ({b.code})</h1>
        <p className="vy-meta">{formatLongDate(day)} · {pax} {pax === 1 ? 'passenger' : 'passengers'} · {cabinLabel(cabin)} · <Link href={url('/', { from: a.code, to: b.code, date: q.date, pax, cabin })}>Change search</Link></p>
        <div className="vy-days">
          <Link href={href({ date: formatIsoDate(day - DAY) })}>Previous day</Link>
          <Link href={href({ date: formatIsoDate(day + DAY) })}>Next day</Link>
        </div>
        <Chips label="Sort by" options={FLIGHT_SORTS.map((x) => ({ label: x.label, href: href({ sort: x.id === 'price' ? undefined : x.id }), on: sort === x.id }))} />
        <p className="vy-meta">{list.length} of {all.length} flights shown</p>
        {shown.length === 0 ? <p className="vy-empty">No flights match these filters.</p> : shown.map((f) => <FlightRow key={f.id} f={f} s={s} cabin={cabin} pax={pax} />)}
        <Pager count={list.length} query={q} base="/flights" />
      </main>
    </div>
  );
}

function FlightDetail({ id, location }: { id: string; location: Location }) {
  const s = useDevice((d) => d.apps.voyage);
  const f = s.flights.find((x) => x.id === id);
  if (!f) return <NotFound what="flight" />;
  const pax = paxOf(location.query);
  const airline = s.airlines.find((a) => a.code === f.airline)?.name ?? f.airline;
  return (
    <main className="vy-main vy-narrow">
      <h1>{airline} {flightCode(f)}</h1>
      <section className="vy-card">
        <p><strong>{cityOf(s, f.from)} ({f.from})</strong> → <strong>{cityOf(s, f.to)} ({f.to})</strong></p>
        <p>{formatLongDate(f.depart)} · departs {formatClock(f.depart)} · arrives {formatClock(f.arrive)}{startOfDay(f.arrive) !== startOfDay(f.depart) ? ' (next day)' : ''}</p>
        <p>{formatDuration(durationMinutes(f))} · {stopsLabel(f.stops)}{f.via ? ` via ${cityOf(s, f.via)} (${f.via})` : ''}</p>
      </section>
      <h2>Fares for {pax} {pax === 1 ? 'passenger' : 'passengers'}</h2>
      <table className="vy-card vy-fares">
        <thead><tr><th>Cabin</th><th>Per passenger</th><th>Total</th><th /></tr></thead>
        <tbody>
          {CABINS.map((c) => (
            <tr key={c.id}>
              <td>{c.label}</td><td>{money(f.fares[c.id])}</td><td>{money(f.fares[c.id] * pax)}</td>
              <td><Link href={url(`/book/flight/${f.id}`, { pax, cabin: c.id })} className="vy-btn primary" label={`Select ${c.label}`}>Select</Link></td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="vy-meta">Cancellation: refunded less a $40 fee per passenger. Date changes: pay the fare difference.</p>
    </main>
  );
}

function BookFlight({ id, location, page }: { id: string; location: Location; page: PageState }) {
  const s = useDevice((d) => d.apps.voyage);
  const f = s.flights.find((x) => x.id === id);
  if (!f) return <NotFound what="flight" />;
  const pax = paxOf(location.query);
  const cabin = cabinOf(location.query);
  const passengers = Array.from({ length: pax }, (_, i) => ({ name: str(page[`name${i + 1}`]), born: str(page[`born${i + 1}`]) }));
  const seat = str(page.seat);
  const card = draft(page, 'card', s.cards[0]?.id ?? '');
  const errors = obj(page.errors);
  const perPassenger = Array.isArray(errors.passengers) ? errors.passengers.map(obj) : [];
  const total = f.fares[cabin] * pax;
  const send = (e: FormEvent) => {
    e.preventDefault();
    update((d) => {
      const result = model.bookFlight(d.apps.voyage, d.os.ledger, d.os.now, { flight: f.id, cabin, passengers, seat: seat === '' ? null : seat, card });
      if ('errors' in result) { patchPage(d.os, { errors: result.errors as unknown as JsonValue }); return; }
      replaceUrl(d.os, url(`/trips/${result.id}`, { confirmed: 1 }));
      showToast(d.os, 'Booking confirmed');
    });
  };
  return (
    <main className="vy-main vy-narrow">
      <h1>Book your flight</h1>
      <section className="vy-card">
        <p><strong>{flightCode(f)}</strong> {cityOf(s, f.from)} ({f.from}) → {cityOf(s, f.to)} ({f.to})</p>
        <p>{formatLongDate(f.depart)} · {formatClock(f.depart)} – {formatClock(f.arrive)} · {stopsLabel(f.stops)} · {cabinLabel(cabin)}</p>
      </section>
      <form className="vy-card vy-form" onSubmit={send} noValidate aria-label="Passenger details and payment">
        {passengers.map((p, i) => (
          <fieldset key={i} className="vy-passenger">
            <legend>Passenger {i + 1}</legend>
            <Field label={`Passenger ${i + 1} full name`} placeholder="First and last name" value={p.name} onChange={(v) => patch({ [`name${i + 1}`]: v })} error={str(perPassenger[i]?.name)} />
            <Field label={`Passenger ${i + 1} date of birth`} placeholder="YYYY-MM-DD" value={p.born} onChange={(v) => patch({ [`born${i + 1}`]: v })} error={str(perPassenger[i]?.born)} />
          </fieldset>
        ))}
        <div className="vy-field">
          <span className="vy-label">Seat preference (optional)</span>
          <div role="radiogroup" aria-label="Seat preference" className="vy-radios">
            {['No preference', ...SEATS].map((o) => {
              const on = (o === 'No preference' ? '' : o) === seat;
              return <div key={o} role="radio" tabIndex={0} aria-checked={on} className={on ? 'vy-radio on' : 'vy-radio'} onClick={() => patch({ seat: o === 'No preference' ? null : o })}>{o}</div>;
            })}
          </div>
        </div>
        <CardChoice cards={s.cards} chosen={card} error={str(errors.card)} />
        <p className="vy-total">Total: <strong>{money(total)}</strong> ({pax} × {money(f.fares[cabin])})</p>
        <button type="submit" className="vy-btn primary">Pay and book</button>
      </form>
    </main>
  );
}

function CardChoice({ cards, chosen, error }: { cards: VoyageState['cards']; chosen: string; error: string }) {
  return (
    <div className="vy-field">
      <span className="vy-label">Pay with a saved card</span>
      <div role="radiogroup" aria-label="Payment card" className="vy-radios vy-cards">
        {cards.map((c) => (
          <div key={c.id} role="radio" tabIndex={0} aria-checked={c.id === chosen} className={c.id === chosen ? 'vy-radio on' : 'vy-radio'} onClick={() => patch({ card: c.id, errors: null })}>
            {c.brand} ending {c.last4} ({c.holder}, expires {c.expires})
          </div>
        ))}
      </div>
      {error && <span className="vy-error" role="alert">{error}</span>}
    </div>
  );
}

// ---------------------------------------------------------------- hotels

function HotelSearch({ location, page }: { location: Location; page: PageState }) {
  const now = useDevice((d) => d.os.now);
  const q = location.query;
  const city = draft(page, 'city', q.city ?? '');
  const checkIn = draft(page, 'in', q.in ?? formatIsoDate(startOfDay(now) + DAY));
  const checkOut = draft(page, 'out', q.out ?? formatIsoDate(startOfDay(now) + 3 * DAY));
  const guests = draft(page, 'guests', q.guests ?? '2');
  const errors = obj(page.errors);
  const s = useDevice((d) => d.apps.voyage);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const c = s.airports.find((a) => a.city.toLowerCase() === city.trim().toLowerCase());
    const nights = model.stayNights(now, checkIn, checkOut);
    const g = Number(guests.trim());
    const errs: Record<string, string> = {};
    if (!c) errs.city = city.trim() === '' ? 'Enter a city' : `We have no hotels in "${city.trim()}"`;
    if (nights === null) errs.out = 'Choose a check-out date after the check-in date (YYYY-MM-DD)';
    if (!Number.isInteger(g) || g < 1 || g > 8) errs.guests = 'From 1 to 8 guests';
    if (Object.keys(errs).length > 0) { patch({ errors: errs }); return; }
    (document.activeElement as HTMLElement | null)?.blur?.();
    update((d) => goto(d.os, url('/hotels', { city: c!.city, in: checkIn.trim(), out: checkOut.trim(), guests: g })));
  };
  return (
    <main className="vy-main vy-narrow">
      <h1>Find a hotel</h1>
      <form className="vy-card vy-search" onSubmit={submit} noValidate aria-label="Hotel search">
        <Field label="City" value={city} onChange={(v) => patch({ city: v })} error={str(errors.city)} />
        <Field label="Check-in" placeholder="YYYY-MM-DD" value={checkIn} onChange={(v) => patch({ in: v })} />
        <Field label="Check-out" placeholder="YYYY-MM-DD" value={checkOut} onChange={(v) => patch({ out: v })} error={str(errors.out)} />
        <Field label="Guests" value={guests} onChange={(v) => patch({ guests: v })} error={str(errors.guests)} />
        <button type="submit" className="vy-btn primary">Search hotels</button>
      </form>
    </main>
  );
}

const Stars = ({ n }: { n: number }) => <span className="vy-stars" aria-label={`${n} stars`}>{'★'.repeat(n)}</span>;

function HotelResults({ location, page }: { location: Location; page: PageState }) {
  const s = useDevice((d) => d.apps.voyage);
  const now = useDevice((d) => d.os.now);
  const q = location.query;
  const sort: HotelSort = HOTEL_SORTS.some((x) => x.id === q.sort) ? (q.sort as HotelSort) : 'price';
  const stars = numOrNull(q.stars);
  const max = numOrNull(q.max);
  const amen = (q.amen ?? '').split(',').filter((a) => AMENITIES.some((x) => x.id === a));
  const list = searchHotels(s.hotels, { city: q.city ?? '', stars, max, amenities: amen, sort });
  const n = Math.min(pageOf(q), Math.max(1, Math.ceil(list.length / PAGE_SIZE)));
  const shown = list.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE);
  const base = { ...q, page: undefined };
  const href = (change: Record<string, string | number | undefined>) => url('/hotels', { ...base, ...change });
  const nights = model.stayNights(now, q.in ?? '', q.out ?? '');
  const maxDraft = draft(page, 'max', q.max ?? '');
  const toggle = (id: string) => { const next = amen.includes(id) ? amen.filter((a) => a !== id) : [...amen, id]; update((d) => goto(d.os, href({ amen: next.length ? AMENITIES.filter((a) => next.includes(a.id)).map((a) => a.id).join(',') : undefined }))); };
  return (
    <div className="vy-columns">
      <aside className="vy-side" aria-label="Filters">
        <Chips label="Stars" options={[{ label: 'Any stars', href: href({ stars: undefined }), on: stars === null }, ...[2, 3, 4, 5].map((k) => ({ label: `${k} stars`, href: href({ stars: k }), on: stars === k }))]} />
        <div className="vy-chips" role="group" aria-label="Amenities">
          <span className="vy-label">Amenities</span>
          {AMENITIES.map((a) => (
            <div key={a.id} role="checkbox" tabIndex={0} aria-checked={amen.includes(a.id)} className={amen.includes(a.id) ? 'vy-check on' : 'vy-check'} onClick={() => toggle(a.id)}>{a.label}</div>
          ))}
        </div>
        <form className="vy-max" onSubmit={(e) => { e.preventDefault(); update((d) => goto(d.os, href({ max: maxDraft.trim() === '' ? undefined : maxDraft.trim() }))); }}>
          <Field label="Maximum price per night" placeholder="Any price" value={maxDraft} onChange={(v) => patch({ max: v })} />
          <button type="submit" className="vy-btn">Apply price</button>
        </form>
      </aside>
      <main className="vy-main">
        <h1>Hotels in {q.city}</h1>
        <p className="vy-meta">{q.in} to {q.out}{nights !== null ? ` · ${nights} ${nights === 1 ? 'night' : 'nights'}` : ''} · {q.guests ?? 2} guests · <Link href={url('/hotels', { city: q.city, in: q.in, out: q.out, guests: q.guests, edit: 1 })}>Change search</Link></p>
        <Chips label="Sort by" options={HOTEL_SORTS.map((x) => ({ label: x.label, href: href({ sort: x.id === 'price' ? undefined : x.id }), on: sort === x.id }))} />
        <p className="vy-meta">{list.length} {list.length === 1 ? 'hotel' : 'hotels'}</p>
        {shown.length === 0 ? <p className="vy-empty">No hotels match these filters.</p> : shown.map((h) => <HotelRow key={h.id} h={h} q={q} />)}
        <Pager count={list.length} query={q} base="/hotels" />
      </main>
    </div>
  );
}

function HotelRow({ h, q }: { h: Hotel; q: Query }) {
  return (
    <article className="vy-card vy-hotel" aria-label={h.name}>
      <div>
        <Link href={url(`/hotels/${h.id}`, { in: q.in, out: q.out, guests: q.guests })} className="vy-hotel-name">{h.name}</Link>
        <div><Stars n={h.stars} /> · {h.rating.toFixed(1)}/10 guest rating</div>
        <div className="vy-meta">{h.amenities.map(amenityLabel).join(' · ')}</div>
      </div>
      <div className="vy-flight-price"><span>from</span><strong>{money(fromPrice(h))}</strong><span>per night</span></div>
    </article>
  );
}

function HotelDetail({ id, location }: { id: string; location: Location }) {
  const s = useDevice((d) => d.apps.voyage);
  const h = s.hotels.find((x) => x.id === id);
  if (!h) return <NotFound what="hotel" />;
  const q = location.query;
  return (
    <main className="vy-main vy-narrow">
      <h1>{h.name}</h1>
      <section className="vy-card">
        <p><Stars n={h.stars} /> · {h.rating.toFixed(1)}/10 from guests · {h.address}</p>
        <p>Amenities: {h.amenities.map(amenityLabel).join(', ')}</p>
      </section>
      <h2>Rooms</h2>
      <table className="vy-card vy-fares">
        <thead><tr><th>Room</th><th>Sleeps</th><th>Per night</th><th>Cancellation</th><th /></tr></thead>
        <tbody>
          {h.rooms.map((r) => (
            <tr key={r.id}>
              <td>{r.name}</td><td>{r.sleeps}</td><td>{money(r.price)}</td><td>{r.refundable ? 'Free cancellation' : 'Non-refundable'}</td>
              <td><Link href={url(`/book/hotel/${h.id}/${r.id}`, { in: q.in, out: q.out, guests: q.guests })} className="vy-btn primary" label={`Reserve ${r.name}`}>Reserve</Link></td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Guest reviews</h2>
      {h.reviews.map((r) => <div key={r.author} className="vy-card vy-review"><strong>{r.score}/10</strong> {r.author}: {r.text}</div>)}
    </main>
  );
}

function BookHotel({ id, room, location, page }: { id: string; room: string; location: Location; page: PageState }) {
  const s = useDevice((d) => d.apps.voyage);
  const now = useDevice((d) => d.os.now);
  const h = s.hotels.find((x) => x.id === id);
  const r = h?.rooms.find((x) => x.id === room);
  if (!h || !r) return <NotFound what="room" />;
  const q = location.query;
  const checkIn = draft(page, 'in', q.in ?? '');
  const checkOut = draft(page, 'out', q.out ?? '');
  const guests = draft(page, 'guests', q.guests ?? '2');
  const guest = draft(page, 'guest', '');
  const card = draft(page, 'card', s.cards[0]?.id ?? '');
  const errors = obj(page.errors);
  const nights = model.stayNights(now, checkIn, checkOut);
  const send = (e: FormEvent) => {
    e.preventDefault();
    update((d) => {
      const result = model.bookHotel(d.apps.voyage, d.os.ledger, d.os.now, { hotel: h.id, room: r.id, checkIn: checkIn.trim(), checkOut: checkOut.trim(), guests: guests.trim() === '' ? NaN : Number(guests.trim()), guest, card });
      if ('errors' in result) { patchPage(d.os, { errors: result.errors }); return; }
      replaceUrl(d.os, url(`/trips/${result.id}`, { confirmed: 1 }));
      showToast(d.os, 'Booking confirmed');
    });
  };
  return (
    <main className="vy-main vy-narrow">
      <h1>Book your room</h1>
      <section className="vy-card"><p><strong>{h.name}</strong>, {h.city} · {r.name} · {money(r.price)} per night · {r.refundable ? 'Free cancellation' : 'Non-refundable'}</p></section>
      <form className="vy-card vy-form" onSubmit={send} noValidate aria-label="Guest details and payment">
        <Field label="Check-in" placeholder="YYYY-MM-DD" value={checkIn} onChange={(v) => patch({ in: v })} />
        <Field label="Check-out" placeholder="YYYY-MM-DD" value={checkOut} onChange={(v) => patch({ out: v })} error={str(errors.dates)} />
        <Field label="Guests" value={guests} onChange={(v) => patch({ guests: v })} error={str(errors.guests)} />
        <Field label="Main guest full name" placeholder="First and last name" value={guest} onChange={(v) => patch({ guest: v })} error={str(errors.guest)} />
        <CardChoice cards={s.cards} chosen={card} error={str(errors.card)} />
        <p className="vy-total">{nights === null ? 'Choose your dates to see the total.' : <>Total: <strong>{money(r.price * nights)}</strong> ({nights} {nights === 1 ? 'night' : 'nights'} × {money(r.price)})</>}</p>
        <button type="submit" className="vy-btn primary">Book room</button>
      </form>
    </main>
  );
}

// ---------------------------------------------------------------- trips

function bookingTitle(s: VoyageState, b: Booking): string {
  return b.kind === 'flight' ? `Flight ${flightCode(b)} ${cityOf(s, b.from)} to ${cityOf(s, b.to)}` : `${b.hotelName}, ${b.city}`;
}
function bookingWhen(b: Booking): string {
  return b.kind === 'flight' ? `${formatLongDate(b.depart)} at ${formatClock(b.depart)}` : `${formatShortDate(b.checkIn)} – ${formatShortDate(b.checkIn + b.nights * DAY)} · ${b.nights} ${b.nights === 1 ? 'night' : 'nights'}`;
}

function Trips({ location }: { location: Location }) {
  const s = useDevice((d) => d.apps.voyage);
  const now = useDevice((d) => d.os.now);
  const tab = location.query.tab === 'past' ? 'past' : 'upcoming';
  const when = (b: Booking) => (b.kind === 'flight' ? b.depart : b.checkIn);
  const list = s.bookings.filter((b) => isUpcoming(b, now) === (tab === 'upcoming')).sort((a, b) => (tab === 'upcoming' ? when(a) - when(b) : when(b) - when(a)) || a.id.localeCompare(b.id));
  return (
    <main className="vy-main vy-narrow">
      <h1>Your trips</h1>
      <Chips label="Show" options={[{ label: 'Upcoming', href: url('/trips'), on: tab === 'upcoming' }, { label: 'Past', href: url('/trips', { tab: 'past' }), on: tab === 'past' }]} />
      {list.length === 0 ? <p className="vy-empty">No {tab} bookings.</p> : list.map((b) => (
        <article key={b.id} className="vy-card vy-trip" aria-label={bookingTitle(s, b)}>
          <div>
            <Link href={url(`/trips/${b.id}`)} className="vy-hotel-name">{bookingTitle(s, b)}</Link>
            <div>{bookingWhen(b)}</div>
            <div className="vy-meta">Reference {b.ref} · {b.status === 'cancelled' ? 'Cancelled' : 'Confirmed'}</div>
          </div>
          <strong>{money(b.price)}</strong>
        </article>
      ))}
    </main>
  );
}

type Dialog = { kind: 'cancel' } | { kind: 'change'; flight: string };
function readDialog(v: JsonValue | undefined): Dialog | null {
  const o = obj(v);
  if (o.kind === 'cancel') return { kind: 'cancel' };
  if (o.kind === 'change') return { kind: 'change', flight: str(o.flight) };
  return null;
}

function BookingPage({ id, location, page }: { id: string; location: Location; page: PageState }) {
  const s = useDevice((d) => d.apps.voyage);
  const now = useDevice((d) => d.os.now);
  const b = model.findBooking(s, id);
  if (!b) return <NotFound what="booking" />;
  const card = s.cards.find((c) => c.id === b.card);
  const upcoming = isUpcoming(b, now);
  const dialog = readDialog(page.dialog);
  const close = () => patch({ dialog: null });
  const changing = page.changing === true;
  return (
    <main className="vy-main vy-narrow">
      {location.query.confirmed === '1' && <div className="vy-confirmed" role="status"><h2>Booking confirmed</h2><p>Your booking reference is <strong>{b.ref}</strong>.</p></div>}
      <h1>{bookingTitle(s, b)}</h1>
      <section className="vy-card vy-detail">
        <p>Booking reference: <strong>{b.ref}</strong></p>
        <p>Status: {b.status === 'cancelled' ? `Cancelled (refund ${money(b.refund ?? 0)})` : 'Confirmed'}</p>
        {b.kind === 'flight' ? (
          <>
            <p>{cityOf(s, b.from)} ({b.from}) → {cityOf(s, b.to)} ({b.to})</p>
            <p>{formatLongDate(b.depart)} · departs {formatClock(b.depart)} · arrives {formatClock(b.arrive)}</p>
            <p>{cabinLabel(b.cabin)} · seat preference: {b.seat ?? 'none'}</p>
            <p>Passengers: {b.passengers.map((p) => p.name).join(', ')}</p>
          </>
        ) : (
          <>
            <p>{b.roomName} · {b.guests} {b.guests === 1 ? 'guest' : 'guests'} · main guest {b.guest}</p>
            <p>Check-in {formatLongDate(b.checkIn)} · check-out {formatLongDate(b.checkIn + b.nights * DAY)} · {b.nights} {b.nights === 1 ? 'night' : 'nights'}</p>
          </>
        )}
        <p>Paid {money(b.price)}{card ? ` with ${card.brand} ending ${card.last4}` : ''}</p>
      </section>
      {b.status === 'confirmed' && upcoming && (
        <div className="vy-actions">
          {b.kind === 'flight' && <button className="vy-btn" onClick={() => patch({ changing: changing ? null : true })}>{changing ? 'Close date change' : 'Change date'}</button>}
          <button className="vy-btn danger" onClick={() => patch({ dialog: { kind: 'cancel' } })}>Cancel booking</button>
        </div>
      )}
      {b.kind === 'flight' && changing && b.status === 'confirmed' && <ChangeOptions s={s} b={b} now={now} />}
      {dialog?.kind === 'cancel' && (
        <Modal title="Cancel this booking?" actions={[
          { label: 'Keep booking', onClick: close },
          { label: 'Yes, cancel', primary: true, onClick: () => update((d) => { model.cancelBooking(d.apps.voyage, d.os.ledger, d.os.now, b.id); patchPage(d.os, { dialog: null, changing: null }); showToast(d.os, 'Booking cancelled'); }) },
        ]}>
          <p>{bookingTitle(s, b)}, reference {b.ref}.</p>
          <p>Refund: <strong>{money(model.refundOf(s, b))}</strong> of the {money(b.price)} paid.</p>
        </Modal>
      )}
      {dialog?.kind === 'change' && b.kind === 'flight' && (() => {
        const f = s.flights.find((x) => x.id === dialog.flight);
        const diff = model.changeDifference(s, b, dialog.flight) ?? 0;
        return (
          <Modal title="Change your flight?" actions={[
            { label: 'Keep current flight', onClick: close },
            { label: 'Confirm change', primary: true, onClick: () => update((d) => { model.changeFlight(d.apps.voyage, d.os.ledger, d.os.now, b.id, dialog.flight); patchPage(d.os, { dialog: null, changing: null }); showToast(d.os, 'Flight changed'); }) },
          ]}>
            <p>New flight: {flightCode(b)} on {f ? `${formatLongDate(f.depart)} at ${formatClock(f.depart)}` : '?'}.</p>
            <p>{diff >= 0 ? `Fare difference to pay: ${money(diff)}` : `Fare difference refunded: ${money(-diff)}`}</p>
          </Modal>
        );
      })()}
    </main>
  );
}

function ChangeOptions({ s, b, now }: { s: VoyageState; b: FlightBooking; now: number }) {
  const options = s.flights.filter((f) => f.airline === b.airline && f.number === b.number && f.from === b.from && f.to === b.to && f.id !== b.flight && f.depart > now).sort((x, y) => x.depart - y.depart);
  return (
    <section className="vy-card" aria-label="Other dates">
      <h2>Fly {flightCode(b)} on another day</h2>
      {options.length === 0 ? <p className="vy-empty">This flight has no other dates.</p> : (
        <table className="vy-fares">
          <thead><tr><th>Date</th><th>Departs</th><th>Fare difference</th><th /></tr></thead>
          <tbody>
            {options.map((f) => {
              const diff = model.changeDifference(s, b, f.id) ?? 0;
              return (
                <tr key={f.id}>
                  <td>{formatLongDate(f.depart)}</td><td>{formatClock(f.depart)}</td><td>{diff >= 0 ? `+${money(diff)}` : `−${money(-diff)}`}</td>
                  <td><button className="vy-btn" aria-label={`Change to ${formatLongDate(f.depart)}`} onClick={() => patch({ dialog: { kind: 'change', flight: f.id } })}>Choose</button></td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
