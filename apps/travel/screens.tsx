// Travel screens: the tabs (`main`: Flights, Hotels, Trips, Account), flight results with cabin,
// nonstop and sort (`flights`), a flight's page with its fares (`flight`), the booking form with
// the traveller, bags and card (`book-flight`), hotel results with filters (`hotels`), a hotel's
// page with its rooms (`hotel`) and its booking form (`book-hotel`), the confirmation (`booked`),
// a booking (`booking`) with check-in (`checkin`), a change of date (`change`, `change-confirm`)
// and cancelling, and a trip (`trip`). Search fields, filters, form drafts and open dialogs live in
// the route on the back stack.
import type { ReactNode } from 'react';
import { BedDouble, Briefcase, CalendarDays, ChevronLeft, ChevronRight, CreditCard, Luggage, MapPin, Plane, PlaneTakeoff, Star } from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { push } from '../os/nav.ts';
import { nav, update, useDevice, useToday } from '../device.ts';
import { AppBar, Button, Dialog, Empty, OptionsDialog, Scroll, SectionHeader, Switch, TextField } from '../kit/ui.tsx';
import { DAY, formatClock, formatLongDate, formatLongDateWithYear, formatMonthYear, parts, startOfDay } from '../kit/time.ts';
import { fullName, sortContacts } from '../contacts/state.ts';
import type { DeviceState } from '../world.ts';
import {
  AIRPORTS, AMENITIES, BAG_PRICE, CABINS, CHANGE_FEE, FARES, FLIGHT_SORTS, HOME_AIRPORT, MAX_BAGS, OWNER_NAME, RATES, SALE_DAYS,
  airport, airportLabel, bookingOption, bookingStart, shortDay, bookingTitle, cardName, checkInState, checkOutDay, durationText, farePrice, findBooking, findFlight, flightPrice, formatPrice,
  fromPrice, nightly, refundFor, searchFlights, searchHotels, seatMap, stayPrice, stopsText, upcoming,
  type Booking, type Cabin, type Fare, type Flight, type FlightBooking, type FlightSort, type HotelBooking, type HotelSort, type Rate, type TravelState,
} from './state.ts';
import * as model from './model.ts';
import './travel.css';

const str = (v: JsonValue | undefined, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const num = (v: JsonValue | undefined, fallback: number): number => (typeof v === 'number' ? v : fallback);
const strs = (v: JsonValue | undefined): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const cabinOf = (v: JsonValue | undefined): Cabin => (CABINS as readonly string[]).includes(str(v)) ? (str(v) as Cabin) : 'Economy';
const fareOf = (v: JsonValue | undefined): Fare => (str(v) === 'Flex' ? 'Flex' : 'Saver');
const rateOf = (v: JsonValue | undefined): Rate => (str(v) === 'Non-refundable' ? 'Non-refundable' : 'Free cancellation');
/** "Monday, March 9, 2026": a booking's dates, as its confirmation writes them. */
const withYear = formatLongDateWithYear;
const nightsText = (n: number) => `${n} night${n === 1 ? '' : 's'}`;

const useTravel = () => useDevice((s) => s.apps.travel);
const useNow = () => useDevice((s) => s.os.now);

/** A label over its value: "Departs" then "08:15", as every detail page writes a field. */
function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="tv-field">
      <div className="tv-field-label">{label}</div>
      <div className="tv-field-value">{value}</div>
    </div>
  );
}

function Choice({ label, checked, onClick, children }: { label: string; checked: boolean; onClick: () => void; children?: ReactNode }) {
  return (
    <button role="radio" aria-checked={checked} aria-label={label} className={`tv-choice${checked ? ' on' : ''}`} onClick={onClick}>
      <span className="tv-choice-dot" aria-hidden />
      <span className="tv-choice-texts">{children ?? label}</span>
    </button>
  );
}

function Chip({ label, checked, onClick }: { label: string; checked: boolean; onClick: () => void }) {
  return <button role="radio" aria-checked={checked} aria-label={label} className={`tv-chip${checked ? ' on' : ''}`} onClick={onClick}>{label}</button>;
}

/**
 * A choice among many (contacts, bookings): a dialog whose list scrolls; a tap outside dismisses it.
 * The scrim lies beside the dialog, not around it, and the list is the dialog's bottom edge: a row
 * scrolled out of the list is then covered by the title or by the scrim, neither of them its
 * ancestor, so the screen never offers a row a tap would miss (the UI tree lists an element whose
 * centre hits it or an ancestor; with the scrim around the dialog, rows scrolled past the list's
 * edge were listed, and a tap on one fell on the dialog's padding or dismissed the picker).
 */
function Picker({ title, options, onDismiss }: { title: string; options: { label: string; onClick: () => void }[]; onDismiss: () => void }) {
  return (
    <>
      <div className="dialog-scrim" onClick={onDismiss} />
      <div className="tv-layer">
        <div className="dialog options-dialog tv-picker-dialog" role="dialog" aria-label={title}>
          <h2>{title}</h2>
          <div className="tv-picker" data-scroll>
            {options.length === 0 && <div className="tv-muted tv-pad">Nothing to choose</div>}
            {options.map((o) => <button key={o.label} className="option" onClick={o.onClick}>{o.label}</button>)}
          </div>
        </div>
      </div>
    </>
  );
}

// ---------------------------------------------------------------- date picker

/** A month of days as buttons named by their long date ("Thursday, March 5"); days outside the sale window are disabled. */
function DatePicker({ title, value, month, onPick, onDismiss }: { title: string; value: number; month: JsonValue | undefined; onPick: (day: number) => void; onDismiss: () => void }) {
  const today = useToday();
  const shown = typeof month === 'number' && month >= 0 ? month : value;
  const p = parts(shown);
  const first = Date.UTC(p.year, p.month, 1);
  const next = Date.UTC(p.year, p.month + 1, 1);
  const prev = Date.UTC(p.year, p.month - 1, 1);
  const days: number[] = [];
  for (let d = first; d < next; d += DAY) days.push(d);
  const lead = parts(first).weekday;
  const last = today + (SALE_DAYS - 1) * DAY;
  const label = formatMonthYear(first);
  return (
    <div className="dialog-scrim" onClick={(e) => { if (e.target === e.currentTarget) onDismiss(); }}>
      <div className="dialog tv-calendar" role="dialog" aria-label={title}>
        <h2>{title}</h2>
        <div className="tv-month">
          <button aria-label="Previous month" disabled={first <= today} onClick={() => nav.patch({ month: prev })}><ChevronLeft size={20} /></button>
          <span>{label}</span>
          <button aria-label="Next month" disabled={next > last} onClick={() => nav.patch({ month: next })}><ChevronRight size={20} /></button>
        </div>
        <div className="tv-grid">
          {['S', 'M', 'T', 'W', 'T', 'F', 'S'].map((d, i) => <span key={i} className="tv-wd" aria-hidden>{d}</span>)}
          {Array.from({ length: lead }, (_, i) => <span key={`x${i}`} />)}
          {days.map((d) => (
            <button key={d} aria-label={formatLongDate(d)} className={`tv-day${d === value ? ' on' : ''}`} disabled={d < today || d > last} onClick={() => onPick(d)}>{String(parts(d).day)}</button>
          ))}
        </div>
        <div className="actions"><Button variant="text" onClick={onDismiss}>Cancel</Button></div>
      </div>
    </div>
  );
}

function AirportPicker({ title, onPick, onDismiss, except }: { title: string; onPick: (code: string) => void; onDismiss: () => void; except: string }) {
  return <OptionsDialog title={title} onDismiss={onDismiss} options={AIRPORTS.filter((a) => a.code !== except).map((a) => ({ label: airportLabel(a.code), onClick: () => onPick(a.code) }))} />;
}

// ---------------------------------------------------------------- tabs

const TABS = [
  { id: 'flights', label: 'Flights', icon: <Plane size={22} /> },
  { id: 'hotels', label: 'Hotels', icon: <BedDouble size={22} /> },
  { id: 'trips', label: 'Trips', icon: <Briefcase size={22} /> },
  { id: 'account', label: 'Account', icon: <CreditCard size={22} /> },
] as const;

function Main({ route }: { route: Route }) {
  const tab = TABS.find((t) => t.id === route.tab)?.id ?? 'flights';
  return (
    <>
      {tab === 'flights' && <FlightsTab route={route} />}
      {tab === 'hotels' && <HotelsTab route={route} />}
      {tab === 'trips' && <TripsTab route={route} />}
      {tab === 'account' && <AccountTab />}
      <nav className="tv-tabs" role="tablist">
        {TABS.map((t) => (
          <button key={t.id} role="tab" aria-label={t.label} aria-selected={t.id === tab} className={`tv-tab${t.id === tab ? ' on' : ''}`} onClick={() => nav.patch({ tab: t.id, dialog: null })}>
            <span aria-hidden>{t.icon}</span>
            <span className="tv-tab-label" aria-hidden>{t.label}</span>
          </button>
        ))}
      </nav>
    </>
  );
}

function SearchRow({ label, value, icon, onClick }: { label: string; value: string; icon: ReactNode; onClick: () => void }) {
  return (
    <button className="tv-search-row" aria-label={label} onClick={onClick}>
      <span className="tv-search-icon" aria-hidden>{icon}</span>
      <span className="tv-search-texts"><span className="tv-field-label">{label}</span><span className="tv-search-value">{value}</span></span>
    </button>
  );
}

function FlightsTab({ route }: { route: Route }) {
  const today = useToday();
  const from = str(route.from, HOME_AIRPORT);
  const to = str(route.to);
  const day = num(route.day, today + DAY);
  const dialog = str(route.dialog);
  const search = () => {
    if (to === '') return nav.toast('Choose where you are flying to');
    nav.push({ screen: 'flights', from, to, day, cabin: 'Economy', nonstop: false, sort: 'price', dialog: null });
  };
  return (
    <>
      <AppBar title="Flights" />
      <Scroll label="Flight search">
        <div className="tv-search-card">
          <SearchRow label="From" value={airportLabel(from)} icon={<PlaneTakeoff size={20} />} onClick={() => nav.patch({ dialog: 'from' })} />
          <button className="tv-swap" aria-label="Swap origin and destination" onClick={() => to !== '' && nav.patch({ from: to, to: from })}>⇅</button>
          <SearchRow label="To" value={to === '' ? 'Choose a destination' : airportLabel(to)} icon={<MapPin size={20} />} onClick={() => nav.patch({ dialog: 'to' })} />
          <SearchRow label="Date" value={formatLongDate(day)} icon={<CalendarDays size={20} />} onClick={() => nav.patch({ dialog: 'date', month: -1 })} />
          <div className="tv-pad"><Button onClick={search}>Search flights</Button></div>
        </div>
        <UpcomingList kind="flight" />
      </Scroll>
      {dialog === 'from' && <AirportPicker title="Flying from" except={to} onDismiss={() => nav.patch({ dialog: null })} onPick={(c) => nav.patch({ from: c, dialog: null })} />}
      {dialog === 'to' && <AirportPicker title="Flying to" except={from} onDismiss={() => nav.patch({ dialog: null })} onPick={(c) => nav.patch({ to: c, dialog: null })} />}
      {dialog === 'date' && <DatePicker month={route.month} title="Departure date" value={day} onDismiss={() => nav.patch({ dialog: null })} onPick={(d) => nav.patch({ day: d, dialog: null })} />}
    </>
  );
}

function HotelsTab({ route }: { route: Route }) {
  const today = useToday();
  const city = str(route.city);
  const day = num(route.day, today + DAY);
  const nights = num(route.nights, 1);
  const dialog = str(route.dialog);
  const cities = AIRPORTS.filter((a) => a.code !== HOME_AIRPORT);
  const search = () => {
    if (city === '') return nav.toast('Choose a city');
    nav.push({ screen: 'hotels', city, day, nights, maxPrice: 0, minRating: 0, amenities: [], sort: 'price', dialog: null });
  };
  return (
    <>
      <AppBar title="Hotels" />
      <Scroll label="Hotel search">
        <div className="tv-search-card">
          <SearchRow label="City" value={city === '' ? 'Choose a city' : city} icon={<MapPin size={20} />} onClick={() => nav.patch({ dialog: 'city' })} />
          <SearchRow label="Check-in" value={formatLongDate(day)} icon={<CalendarDays size={20} />} onClick={() => nav.patch({ dialog: 'date', month: -1 })} />
          <div className="tv-stepper">
            <span className="tv-field-label">Nights</span>
            <button aria-label="Fewer nights" disabled={nights <= 1} onClick={() => nav.patch({ nights: nights - 1 })}>−</button>
            <span className="tv-strong">{nightsText(nights)}</span>
            <button aria-label="More nights" disabled={nights >= 30} onClick={() => nav.patch({ nights: nights + 1 })}>+</button>
          </div>
          <div className="tv-muted tv-pad">{`Check-out ${formatLongDate(day + nights * DAY)}`}</div>
          <div className="tv-pad"><Button onClick={search}>Search hotels</Button></div>
        </div>
        <UpcomingList kind="hotel" />
      </Scroll>
      {dialog === 'city' && <OptionsDialog title="City" onDismiss={() => nav.patch({ dialog: null })} options={cities.map((a) => ({ label: a.city, onClick: () => nav.patch({ city: a.city, dialog: null }) }))} />}
      {dialog === 'date' && <DatePicker month={route.month} title="Check-in date" value={day} onDismiss={() => nav.patch({ dialog: null })} onPick={(d) => nav.patch({ day: d, dialog: null })} />}
    </>
  );
}

function UpcomingList({ kind }: { kind: 'flight' | 'hotel' }) {
  const s = useTravel();
  const now = useNow();
  const list = s.bookings.filter((b) => b.kind === kind && upcoming(b, now)).sort((a, b) => bookingStart(a) - bookingStart(b));
  if (list.length === 0) return null;
  return (
    <>
      <SectionHeader>{kind === 'flight' ? 'Your upcoming flights' : 'Your upcoming stays'}</SectionHeader>
      {list.map((b) => <BookingRow key={b.id} b={b} />)}
    </>
  );
}

// ---------------------------------------------------------------- bookings

function openBooking(id: string) {
  nav.push({ screen: 'booking', id, dialog: null });
}

function BookingRow({ b }: { b: Booking }) {
  const now = useNow();
  const when = b.kind === 'flight' ? `${shortDay(b.flight.depart)} · ${formatClock(b.flight.depart)}` : `${shortDay(b.checkIn)} – ${shortDay(checkOutDay(b))}`;
  const state = b.status === 'Cancelled' ? 'Cancelled' : !upcoming(b, now) ? 'Completed' : b.kind === 'flight' && checkInState(b, now) === 'open' ? 'Check-in open' : b.kind === 'flight' && b.checkedIn ? 'Checked in' : 'Booked';
  return (
    <button className="tv-row" aria-label={bookingTitle(b)} onClick={() => openBooking(b.id)}>
      <span className="tv-row-icon" aria-hidden>{b.kind === 'flight' ? <Plane size={20} /> : <BedDouble size={20} />}</span>
      <span className="tv-row-texts">
        <span className="tv-strong">{bookingTitle(b)}</span>
        <span className="tv-muted">{when}</span>
        <span className="tv-muted">{b.kind === 'flight' ? `${b.flight.number} · ${b.traveller}` : `${b.roomName} · ${nightsText(b.nights)}`}</span>
      </span>
      <span className={`tv-status${state === 'Cancelled' ? ' off' : ''}`}>{state}</span>
    </button>
  );
}

function TripsTab({ route }: { route: Route }) {
  const s = useTravel();
  const now = useNow();
  const dialog = str(route.dialog);
  const draft = str(route.draft);
  const error = str(route.error);
  const loose = s.bookings.filter((b) => b.trip === null).sort((a, b) => bookingStart(a) - bookingStart(b));
  const save = () => update((d) => {
    const r = model.createTrip(d.apps.travel, draft);
    const top = (d.os.ui.stacks.travel ?? []).at(-1)!;
    if (!r.ok) { top.error = r.error; return; }
    top.dialog = null; top.draft = ''; top.error = '';
    push(d.os, { screen: 'trip', id: r.id, dialog: null });
  });
  const sorted = [...s.trips].sort((a, b) => first(s, a.id) - first(s, b.id));
  return (
    <>
      <AppBar title="Trips" actions={<Button variant="text" onClick={() => nav.patch({ dialog: 'new', draft: '', error: '' })}>New trip</Button>} />
      <Scroll label="Trips">
        {s.trips.length === 0 && <Empty>No trips yet</Empty>}
        {sorted.map((t) => {
          const items = s.bookings.filter((b) => b.trip === t.id);
          const active = items.some((b) => upcoming(b, now));
          return (
            <button key={t.id} className="tv-row" aria-label={t.name} onClick={() => nav.push({ screen: 'trip', id: t.id, dialog: null })}>
              <span className="tv-row-icon" aria-hidden><Briefcase size={20} /></span>
              <span className="tv-row-texts">
                <span className="tv-strong">{t.name}</span>
                <span className="tv-muted">{`${items.length} booking${items.length === 1 ? '' : 's'}${items.length ? ` · from ${shortDay(Math.min(...items.map(bookingStart)))}` : ''}`}</span>
              </span>
              <span className="tv-status">{active ? 'Upcoming' : items.length ? 'Past' : 'Empty'}</span>
            </button>
          );
        })}
        <SectionHeader>Bookings not in a trip</SectionHeader>
        {loose.length === 0 && <Empty>Every booking is in a trip</Empty>}
        {loose.map((b) => <BookingRow key={b.id} b={b} />)}
      </Scroll>
      {dialog === 'new' && (
        <div className="dialog-scrim">
          <div className="dialog" role="dialog" aria-label="New trip">
            <h2>New trip</h2>
            <TextField label="Trip name" value={draft} onChange={(v) => nav.patch({ draft: v, error: '' })} />
            {error !== '' && <div className="tv-error" role="alert">{error}</div>}
            <div className="actions">
              <Button variant="text" onClick={() => nav.patch({ dialog: null })}>Cancel</Button>
              <Button variant="text" onClick={save}>Create</Button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

const first = (s: TravelState, trip: string) => Math.min(Infinity, ...s.bookings.filter((b) => b.trip === trip).map(bookingStart));

function TripPage({ route }: { route: Route }) {
  const s = useTravel();
  const id = str(route.id);
  const trip = s.trips.find((t) => t.id === id);
  const dialog = str(route.dialog);
  if (!trip) return (<><AppBar title="Trip" onBack={nav.back} /><Empty>This trip was deleted</Empty></>);
  const items = s.bookings.filter((b) => b.trip === id).sort((a, b) => bookingStart(a) - bookingStart(b));
  const others = s.bookings.filter((b) => b.trip !== id && b.status === 'Booked').sort((a, b) => bookingStart(a) - bookingStart(b));
  const rename = () => update((d) => {
    const top = (d.os.ui.stacks.travel ?? []).at(-1)!;
    const r = model.renameTrip(d.apps.travel, id, str(top.draft));
    if (!r.ok) top.error = r.error;
    else { top.dialog = null; top.error = ''; }
  });
  return (
    <>
      <AppBar title={trip.name} onBack={nav.back} actions={<Button variant="text" onClick={() => nav.patch({ dialog: 'menu' })}>More</Button>} />
      <Scroll label="Trip">
        {items.length === 0 && <Empty>No bookings in this trip yet</Empty>}
        {items.map((b) => (
          <div key={b.id} className="tv-trip-item">
            <BookingRow b={b} />
            <button className="tv-link" aria-label={`Remove ${bookingTitle(b)} from trip`} onClick={() => update((d) => model.setTrip(d.apps.travel, b.id, null))}>Remove from trip</button>
          </div>
        ))}
        <div className="tv-pad"><Button variant="text" onClick={() => nav.patch({ dialog: 'add' })}>Add a booking</Button></div>
      </Scroll>
      {dialog === 'menu' && <OptionsDialog title="Trip" onDismiss={() => nav.patch({ dialog: null })} options={[
        { label: 'Rename trip', onClick: () => nav.patch({ dialog: 'rename', draft: trip.name, error: '' }) },
        { label: 'Delete trip', danger: true, onClick: () => nav.patch({ dialog: 'delete' }) },
      ]} />}
      {dialog === 'add' && <Picker title="Add a booking" onDismiss={() => nav.patch({ dialog: null })} options={others.map((b) => ({
        label: bookingOption(b),
        onClick: () => update((d) => { model.setTrip(d.apps.travel, b.id, id); (d.os.ui.stacks.travel ?? []).at(-1)!.dialog = null; }),
      }))} />}
      {dialog === 'rename' && (
        <div className="dialog-scrim">
          <div className="dialog" role="dialog" aria-label="Rename trip">
            <h2>Rename trip</h2>
            <TextField label="Trip name" value={str(route.draft)} onChange={(v) => nav.patch({ draft: v, error: '' })} />
            {str(route.error) !== '' && <div className="tv-error" role="alert">{str(route.error)}</div>}
            <div className="actions"><Button variant="text" onClick={() => nav.patch({ dialog: null })}>Cancel</Button><Button variant="text" onClick={rename}>Save</Button></div>
          </div>
        </div>
      )}
      {dialog === 'delete' && <Dialog title="Delete this trip?" message="Its bookings stay; they are just no longer grouped." actions={[
        { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
        { label: 'Delete', danger: true, onClick: () => update((d) => { model.deleteTrip(d.apps.travel, id); d.os.ui.stacks.travel!.pop(); }) },
      ]} />}
    </>
  );
}

function BookingPage({ route }: { route: Route }) {
  const s = useTravel();
  const now = useNow();
  const id = str(route.id);
  const b = findBooking(s, id);
  const dialog = str(route.dialog);
  if (!b) return (<><AppBar title="Booking" onBack={nav.back} /><Empty>No such booking</Empty></>);
  const card = s.cards.find((c) => c.id === b.card);
  const trip = s.trips.find((t) => t.id === b.trip);
  const open = upcoming(b, now);
  const refund = refundFor(b, now);
  const cancel = () => update((d) => {
    model.cancelBooking(d.apps.travel, d.os.ledger, id, d.os.now);
    (d.os.ui.stacks.travel ?? []).at(-1)!.dialog = null;
  });
  return (
    <>
      <AppBar title={b.kind === 'flight' ? 'Flight' : 'Hotel stay'} onBack={nav.back} />
      <Scroll label="Booking">
        <div className="tv-head">
          <div className="tv-title">{bookingTitle(b)}</div>
          <span className={`tv-status${b.status === 'Cancelled' ? ' off' : ''}`}>{b.status === 'Cancelled' ? 'Cancelled' : open ? 'Booked' : 'Completed'}</span>
        </div>
        {b.kind === 'flight' ? <FlightDetails b={b} /> : <HotelDetails b={b} />}
        <Field label="Booking reference" value={b.reference} />
        <Field label="Paid with" value={card ? cardName(card) : 'Card removed'} />
        <Field label="Total paid" value={formatPrice(b.paid)} />
        {b.status === 'Cancelled' && <Field label="Refund" value={formatPrice(b.refund)} />}
        <Field label="Trip" value={trip ? trip.name : 'Not in a trip'} />
        <div className="tv-actions">
          {b.status === 'Booked' && <Button variant="text" onClick={() => nav.patch({ dialog: 'trip' })}>{trip ? 'Move to another trip' : 'Add to trip'}</Button>}
          {b.kind === 'flight' && open && <Button variant="text" onClick={() => nav.push({ screen: 'change', id, day: startOfDay(b.flight.depart), dialog: null })}>Change date</Button>}
          {open && <Button variant="danger" onClick={() => nav.patch({ dialog: 'cancel' })}>Cancel booking</Button>}
        </div>
      </Scroll>
      {dialog === 'trip' && <OptionsDialog title="Add to trip" onDismiss={() => nav.patch({ dialog: null })} options={[
        ...s.trips.map((t) => ({ label: t.name, onClick: () => update((d) => { model.setTrip(d.apps.travel, id, t.id); (d.os.ui.stacks.travel ?? []).at(-1)!.dialog = null; }) })),
        ...(trip ? [{ label: 'Remove from trip', onClick: () => update((d) => { model.setTrip(d.apps.travel, id, null); (d.os.ui.stacks.travel ?? []).at(-1)!.dialog = null; }) }] : []),
      ]} />}
      {dialog === 'cancel' && <Dialog title="Cancel this booking?" message={refund > 0 ? `You will be refunded ${formatPrice(refund)} to the card you paid with.` : `This ${b.kind === 'flight' ? 'fare' : 'rate'} is non-refundable: you will get no refund.`} actions={[
        { label: 'Keep booking', onClick: () => nav.patch({ dialog: null }) },
        { label: 'Cancel booking', danger: true, onClick: cancel },
      ]} />}
    </>
  );
}

function FlightDetails({ b }: { b: FlightBooking }) {
  const now = useNow();
  const f = b.flight;
  const state = checkInState(b, now);
  return (
    <>
      <div className="tv-route">
        <div><div className="tv-big">{formatClock(f.depart)}</div><div className="tv-muted">{airportLabel(f.from)}</div></div>
        <div className="tv-muted tv-center">{`${durationText(f.arrive - f.depart)}\n${stopsText(f)}`}</div>
        <div><div className="tv-big">{formatClock(f.arrive)}</div><div className="tv-muted">{airportLabel(f.to)}</div></div>
      </div>
      <Field label="Date" value={formatLongDate(f.depart)} />
      <Field label="Departs" value={formatClock(f.depart)} />
      <Field label="Arrives" value={formatClock(f.arrive)} />
      <Field label="Flight" value={`${f.airline} ${f.number}`} />
      <Field label="Traveller" value={b.traveller} />
      <Field label="Cabin" value={b.cabin} />
      <Field label="Fare" value={`${b.fare} · ${b.fare === 'Saver' ? 'Non-refundable' : 'Refundable'}`} />
      <Field label="Checked bags" value={String(b.bags)} />
      {b.status === 'Booked' && (
        <div className="tv-checkin">
          {state === 'open' && <><div className="tv-muted">Online check-in is open</div><Button onClick={() => nav.push({ screen: 'checkin', id: b.id, seat: '' })}>Check in</Button></>}
          {state === 'closed' && <div className="tv-muted">{`Check-in opens ${formatLongDate(f.depart - DAY)} at ${formatClock(f.depart)}`}</div>}
          {state === 'done' && <Field label="Seat" value={b.seat ?? ''} />}
          {state === 'done' && <div className="tv-muted">Checked in</div>}
          {state === 'over' && f.depart > now && <div className="tv-muted">Online check-in has closed</div>}
        </div>
      )}
    </>
  );
}

function HotelDetails({ b }: { b: HotelBooking }) {
  const hotel = useTravel().hotels.find((h) => h.id === b.hotel);
  return (
    <>
      <Field label="City" value={b.city} />
      <Field label="Room" value={b.roomName} />
      <Field label="Check-in" value={withYear(b.checkIn)} />
      <Field label="Check-out" value={withYear(checkOutDay(b))} />
      <Field label="Nights" value={String(b.nights)} />
      <Field label="Guest" value={b.guest} />
      <Field label="Rate" value={b.rate} />
      {hotel && <Field label="Address" value={hotel.address} />}
    </>
  );
}

function CheckIn({ route }: { route: Route }) {
  const s = useTravel();
  const id = str(route.id);
  const seat = str(route.seat);
  const b = findBooking(s, id);
  if (!b || b.kind !== 'flight') return null;
  const seats = seatMap(b.flight);
  const confirm = () => update((d) => {
    const r = model.checkIn(d.apps.travel, id, seat, d.os.now);
    const top = (d.os.ui.stacks.travel ?? []).at(-1)!;
    if (!r.ok) { top.error = r.error; return; }
    d.os.ui.stacks.travel!.pop();
  });
  return (
    <>
      <AppBar title="Check in" onBack={nav.back} />
      <Scroll label="Seats">
        <div className="tv-pad tv-muted">{`${b.flight.number} · ${b.traveller} · ${b.cabin}`}</div>
        <div className="tv-pad tv-strong">Choose a seat</div>
        <div className="tv-seats" role="radiogroup" aria-label="Seats">
          {seats.map((x) => (
            <button key={x.seat} role="radio" aria-checked={x.seat === seat} aria-label={x.seat} disabled={x.taken} className={`tv-seat${x.seat === seat ? ' on' : ''}${x.taken ? ' taken' : ''}`} onClick={() => nav.patch({ seat: x.seat, error: '' })}>{x.seat}</button>
          ))}
        </div>
        <div className="tv-muted tv-pad">Window seats are A and F, aisle seats C and D.</div>
        {str(route.error) !== '' && <div className="tv-error" role="alert">{str(route.error)}</div>}
        <div className="tv-pad"><Button disabled={seat === ''} onClick={confirm}>Confirm check-in</Button></div>
      </Scroll>
    </>
  );
}

function ChangeDate({ route }: { route: Route }) {
  const s = useTravel();
  const now = useNow();
  const id = str(route.id);
  const b = findBooking(s, id);
  const day = num(route.day, 0);
  if (!b || b.kind !== 'flight') return null;
  const list = searchFlights(s.schedule, b.flight.from, b.flight.to, day, { nonstop: false, sort: 'depart', cabin: b.cabin }, now).filter((f) => f.id !== b.flight.id);
  return (
    <>
      <AppBar title="Change date" onBack={nav.back} />
      <Scroll label="Other flights">
        <SearchRow label="New date" value={formatLongDate(day)} icon={<CalendarDays size={20} />} onClick={() => nav.patch({ dialog: 'date', month: -1 })} />
        <div className="tv-pad tv-muted">{`${airportLabel(b.flight.from)} to ${airportLabel(b.flight.to)} · ${b.cabin} ${b.fare}`}</div>
        {list.length === 0 && <Empty>No other flights on this day</Empty>}
        {list.map((f) => {
          const q = model.changeQuote(s, id, f.id)!;
          return <FlightRow key={f.id} f={f} price={`+${formatPrice(q.total)}`} onClick={() => nav.push({ screen: 'change-confirm', id, flight: f.id })} />;
        })}
      </Scroll>
      {str(route.dialog) === 'date' && <DatePicker month={route.month} title="New date" value={day} onDismiss={() => nav.patch({ dialog: null })} onPick={(d) => nav.patch({ day: d, dialog: null })} />}
    </>
  );
}

function ChangeConfirm({ route }: { route: Route }) {
  const s = useTravel();
  const id = str(route.id);
  const b = findBooking(s, id);
  const f = findFlight(s.schedule, str(route.flight));
  const q = model.changeQuote(s, id, str(route.flight));
  if (!b || b.kind !== 'flight' || !f || !q) return null;
  const card = s.cards.find((c) => c.id === b.card);
  const confirm = () => update((d) => {
    const r = model.changeFlight(d.apps.travel, d.os.ledger, id, f.id, d.os.now);
    const stack = d.os.ui.stacks.travel ?? [];
    if (!r.ok) { stack.at(-1)!.error = r.error; return; }
    const at = stack.findLastIndex((x) => x.screen === 'booking');
    stack.length = at + 1;
  });
  return (
    <>
      <AppBar title="Confirm change" onBack={nav.back} />
      <Scroll label="Change">
        <Field label="Current flight" value={`${shortDay(b.flight.depart)} · ${formatClock(b.flight.depart)} · ${b.flight.number}`} />
        <Field label="New flight" value={`${shortDay(f.depart)} · ${formatClock(f.depart)} · ${f.number}`} />
        <Field label="Fare difference" value={formatPrice(q.difference)} />
        <Field label="Change fee" value={q.fee ? formatPrice(q.fee) : 'None (Flex fare)'} />
        <Field label="Total to pay" value={formatPrice(q.total)} />
        <div className="tv-muted tv-pad">{`Charged to ${card ? cardName(card) : 'your card'}. A cheaper flight is not refunded.`}</div>
        {str(route.error) !== '' && <div className="tv-error" role="alert">{str(route.error)}</div>}
        <div className="tv-pad"><Button onClick={confirm}>Confirm change</Button></div>
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------- flights

function FlightRow({ f, price, onClick }: { f: Flight; price: string; onClick: () => void }) {
  return (
    <button className="tv-row tv-flight" aria-label={f.number} onClick={onClick}>
      <span className="tv-row-texts">
        <span className="tv-strong">{`${formatClock(f.depart)} – ${formatClock(f.arrive)}`}</span>
        <span className="tv-muted">{`${f.airline} · ${f.number}`}</span>
        <span className="tv-muted">{`${stopsText(f)} · ${durationText(f.arrive - f.depart)}`}</span>
      </span>
      <span className="tv-price">{price}</span>
    </button>
  );
}

function FlightResults({ route }: { route: Route }) {
  const s = useTravel();
  const now = useNow();
  const from = str(route.from), to = str(route.to);
  const day = num(route.day, 0);
  const cabin = cabinOf(route.cabin);
  const sort = (FLIGHT_SORTS.find((x) => x.id === route.sort)?.id ?? 'price') as FlightSort;
  const nonstop = route.nonstop === true;
  const list = searchFlights(s.schedule, from, to, day, { nonstop, sort, cabin }, now);
  return (
    <>
      <AppBar title={`${from} → ${to}`} onBack={nav.back} />
      <div className="tv-bar">
        <div className="tv-chips" role="radiogroup" aria-label="Cabin">{CABINS.map((c) => <Chip key={c} label={c} checked={c === cabin} onClick={() => nav.patch({ cabin: c })} />)}</div>
        <div className="tv-bar-row">
          <span className="tv-muted">Nonstop only</span>
          <Switch label="Nonstop only" checked={nonstop} onChange={(v) => nav.patch({ nonstop: v })} />
          <button className="tv-tool" aria-label="Sort" onClick={() => nav.patch({ dialog: 'sort' })}>{`Sort: ${FLIGHT_SORTS.find((x) => x.id === sort)!.label}`}</button>
        </div>
      </div>
      <Scroll label="Flights">
        <div className="tv-pad tv-muted">{`${formatLongDate(day)} · ${list.length} flight${list.length === 1 ? '' : 's'}`}</div>
        {list.length === 0 && <Empty>No flights match</Empty>}
        {list.map((f) => <FlightRow key={f.id} f={f} price={formatPrice(f.prices[cabin])} onClick={() => nav.push({ screen: 'flight', id: f.id, cabin, fare: 'Saver' })} />)}
      </Scroll>
      {str(route.dialog) === 'sort' && (
        <div className="dialog-scrim" onClick={(e) => { if (e.target === e.currentTarget) nav.patch({ dialog: null }); }}>
          <div className="dialog" role="dialog" aria-label="Sort">
            <h2>Sort by</h2>
            {FLIGHT_SORTS.map((x) => <Choice key={x.id} label={x.label} checked={x.id === sort} onClick={() => nav.patch({ sort: x.id, dialog: null })} />)}
          </div>
        </div>
      )}
    </>
  );
}

function FlightPage({ route }: { route: Route }) {
  const s = useTravel();
  const f = findFlight(s.schedule, str(route.id));
  const cabin = cabinOf(route.cabin);
  const fare = fareOf(route.fare);
  if (!f) return (<><AppBar title="Flight" onBack={nav.back} /><Empty>This flight is no longer on sale</Empty></>);
  return (
    <>
      <AppBar title={`${f.airline} ${f.number}`} onBack={nav.back} />
      <Scroll label="Flight">
        <div className="tv-route">
          <div><div className="tv-big">{formatClock(f.depart)}</div><div className="tv-muted">{airportLabel(f.from)}</div></div>
          <div className="tv-muted tv-center">{durationText(f.arrive - f.depart)}</div>
          <div><div className="tv-big">{formatClock(f.arrive)}</div><div className="tv-muted">{airportLabel(f.to)}</div></div>
        </div>
        <Field label="Date" value={formatLongDate(f.depart)} />
        <Field label="Stops" value={stopsText(f)} />
        <Field label="Seats left at this price" value={String(f.seatsLeft)} />
        <SectionHeader>Cabin</SectionHeader>
        {CABINS.map((c) => <Choice key={c} label={c} checked={c === cabin} onClick={() => nav.patch({ cabin: c })}><span>{c}</span><span className="tv-price">{formatPrice(farePrice(f, c, fare))}</span></Choice>)}
        <SectionHeader>Fare</SectionHeader>
        {FARES.map((x) => (
          <Choice key={x} label={x} checked={x === fare} onClick={() => nav.patch({ fare: x })}>
            <span>{x}</span>
            <span className="tv-muted">{x === 'Saver' ? `Non-refundable · change fee ${formatPrice(CHANGE_FEE)}` : 'Fully refundable · free changes'}</span>
            <span className="tv-price">{formatPrice(farePrice(f, cabin, x))}</span>
          </Choice>
        ))}
        <div className="tv-pad"><Button onClick={() => update((d) => push(d.os, { screen: 'book-flight', id: f.id, cabin, fare, traveller: OWNER_NAME, bags: 0, card: d.apps.travel.defaultCard, error: '', dialog: null }))}>Continue</Button></div>
      </Scroll>
    </>
  );
}

function CardChoices({ card }: { card: string }) {
  const s = useTravel();
  return (
    <>
      <SectionHeader>Pay with</SectionHeader>
      <div role="radiogroup" aria-label="Pay with">
        {s.cards.map((c) => <Choice key={c.id} label={cardName(c)} checked={c.id === card} onClick={() => nav.patch({ card: c.id, error: '' })}><span>{cardName(c)}</span><span className="tv-muted">{`Expires ${c.expiry}`}</span></Choice>)}
      </div>
    </>
  );
}

function ContactPicker({ onPick }: { onPick: (name: string) => void }) {
  const contacts = useDevice((d: DeviceState) => d.apps.contacts.contacts);
  return <Picker title="Choose a traveller" onDismiss={() => nav.patch({ dialog: null })} options={[OWNER_NAME, ...sortContacts(contacts).map(fullName)].map((n) => ({ label: n, onClick: () => onPick(n) }))} />;
}

function BookFlight({ route }: { route: Route }) {
  const s = useTravel();
  const f = findFlight(s.schedule, str(route.id));
  const cabin = cabinOf(route.cabin), fare = fareOf(route.fare);
  const bags = num(route.bags, 0);
  const card = str(route.card);
  const traveller = str(route.traveller);
  if (!f) return null;
  const total = flightPrice(f, cabin, fare, bags);
  const book = () => update((d) => {
    const r = model.bookFlight(d.apps.travel, d.os.ledger, { flight: f.id, cabin, fare, traveller, bags, card }, d.os.now);
    const top = (d.os.ui.stacks.travel ?? []).at(-1)!;
    if (!r.ok) { top.error = r.error; return; }
    push(d.os, { screen: 'booked', id: r.id, dialog: null });
  });
  return (
    <>
      <AppBar title="Book flight" onBack={nav.back} />
      <Scroll label="Booking">
        <div className="tv-pad tv-strong">{`${formatLongDate(f.depart)} · ${formatClock(f.depart)} ${f.from} → ${formatClock(f.arrive)} ${f.to}`}</div>
        <div className="tv-pad tv-muted">{`${f.airline} ${f.number} · ${cabin} ${fare}`}</div>
        <SectionHeader>Traveller</SectionHeader>
        <TextField label="Full name" value={traveller} onChange={(v) => nav.patch({ traveller: v, error: '' })} />
        <div className="tv-pad"><Button variant="text" onClick={() => nav.patch({ dialog: 'contacts' })}>Choose from Contacts</Button></div>
        <SectionHeader>Checked bags</SectionHeader>
        <div className="tv-stepper">
          <Luggage size={20} aria-hidden />
          <button aria-label="Remove a bag" disabled={bags <= 0} onClick={() => nav.patch({ bags: bags - 1 })}>−</button>
          <span className="tv-strong">{`${bags} bag${bags === 1 ? '' : 's'}`}</span>
          <button aria-label="Add a bag" disabled={bags >= MAX_BAGS} onClick={() => nav.patch({ bags: bags + 1 })}>+</button>
          <span className="tv-muted">{`${formatPrice(BAG_PRICE)} each`}</span>
        </div>
        <CardChoices card={card} />
        <Field label="Fare" value={formatPrice(farePrice(f, cabin, fare))} />
        <Field label="Bags" value={formatPrice(bags * BAG_PRICE)} />
        <Field label="Total" value={formatPrice(total)} />
        <div className="tv-muted tv-pad">{fare === 'Saver' ? 'Saver fares are non-refundable.' : 'Flex fares are refunded in full if you cancel.'}</div>
        {str(route.error) !== '' && <div className="tv-error" role="alert">{str(route.error)}</div>}
        <div className="tv-pad"><Button onClick={book}>Book and pay</Button></div>
      </Scroll>
      {str(route.dialog) === 'contacts' && <ContactPicker onPick={(n) => nav.patch({ traveller: n, dialog: null, error: '' })} />}
    </>
  );
}

function Booked({ route }: { route: Route }) {
  const s = useTravel();
  const b = findBooking(s, str(route.id));
  if (!b) return null;
  return (
    <>
      <AppBar title="Booking confirmed" onBack={() => update((d) => { const st = d.os.ui.stacks.travel ?? []; st.length = 1; })} />
      <Scroll label="Confirmation">
        <div className="tv-head"><div className="tv-title">{`You're booked: ${bookingTitle(b)}`}</div></div>
        <Field label="Booking reference" value={b.reference} />
        <Field label="Total paid" value={formatPrice(b.paid)} />
        <div className="tv-pad"><Button onClick={() => update((d) => { const st = d.os.ui.stacks.travel ?? []; st.length = 1; push(d.os, { screen: 'booking', id: b.id, dialog: null }); })}>View booking</Button></div>
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------- hotels

function HotelResults({ route }: { route: Route }) {
  const s = useTravel();
  const city = str(route.city);
  const day = num(route.day, 0), nights = num(route.nights, 1);
  const filters = { maxPrice: num(route.maxPrice, 0), minRating: num(route.minRating, 0), amenities: strs(route.amenities), sort: (str(route.sort) === 'rating' ? 'rating' : 'price') as HotelSort };
  const list = searchHotels(s, city, filters);
  const dialog = str(route.dialog);
  return (
    <>
      <AppBar title={`Hotels in ${city}`} onBack={nav.back} actions={<Button variant="text" onClick={() => nav.patch({ dialog: 'filters' })}>Filters</Button>} />
      <Scroll label="Hotels">
        <div className="tv-pad tv-muted">{`${shortDay(day)} – ${shortDay(day + nights * DAY)} · ${nightsText(nights)} · ${list.length} hotel${list.length === 1 ? '' : 's'}`}</div>
        <div className="tv-chips" role="radiogroup" aria-label="Sort">
          <Chip label="Lowest price" checked={filters.sort === 'price'} onClick={() => nav.patch({ sort: 'price' })} />
          <Chip label="Top rated" checked={filters.sort === 'rating'} onClick={() => nav.patch({ sort: 'rating' })} />
        </div>
        {list.length === 0 && <Empty>No hotels match these filters</Empty>}
        {list.map((h) => (
          <button key={h.id} className="tv-row" aria-label={h.name} onClick={() => nav.push({ screen: 'hotel', id: h.id, day, nights })}>
            <span className="tv-row-icon" aria-hidden><BedDouble size={20} /></span>
            <span className="tv-row-texts">
              <span className="tv-strong">{h.name}</span>
              <span className="tv-muted">{`${'★'.repeat(h.stars)} · ${h.rating.toFixed(1)}/10 (${h.reviews.toLocaleString('en-US')} reviews)`}</span>
              <span className="tv-muted">{h.amenities.slice(0, 3).join(' · ')}</span>
            </span>
            <span className="tv-price">{`from ${formatPrice(fromPrice(h))}`}</span>
          </button>
        ))}
      </Scroll>
      {dialog === 'filters' && (
        <div className="dialog-scrim" onClick={(e) => { if (e.target === e.currentTarget) nav.patch({ dialog: null }); }}>
          <div className="dialog tv-filters" role="dialog" aria-label="Filters">
            <h2>Filters</h2>
            <div className="tv-field-label">Price a night</div>
            <div className="tv-chips">{[0, 15000, 20000, 30000].map((p) => <Chip key={p} label={p === 0 ? 'Any price' : `Up to ${formatPrice(p).replace('.00', '')}`} checked={filters.maxPrice === p} onClick={() => nav.patch({ maxPrice: p })} />)}</div>
            <div className="tv-field-label">Guest rating</div>
            <div className="tv-chips">{[0, 7, 8, 9].map((r) => <Chip key={r} label={r === 0 ? 'Any rating' : `${r}+`} checked={filters.minRating === r} onClick={() => nav.patch({ minRating: r })} />)}</div>
            <div className="tv-field-label">Amenities</div>
            <div className="tv-chips">{AMENITIES.map((a) => {
              const on = filters.amenities.includes(a);
              return <button key={a} role="checkbox" aria-checked={on} aria-label={a} className={`tv-chip${on ? ' on' : ''}`} onClick={() => nav.patch({ amenities: on ? filters.amenities.filter((x) => x !== a) : [...filters.amenities, a] })}>{a}</button>;
            })}</div>
            <div className="actions">
              <Button variant="text" onClick={() => nav.patch({ maxPrice: 0, minRating: 0, amenities: [] })}>Clear</Button>
              <Button variant="text" onClick={() => nav.patch({ dialog: null })}>Show hotels</Button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

function HotelPage({ route }: { route: Route }) {
  const s = useTravel();
  const h = s.hotels.find((x) => x.id === str(route.id));
  const day = num(route.day, 0), nights = num(route.nights, 1);
  if (!h) return null;
  return (
    <>
      <AppBar title={h.name} onBack={nav.back} />
      <Scroll label="Hotel">
        <div className="tv-head"><div className="tv-title">{h.name}</div></div>
        <div className="tv-pad tv-muted"><Star size={14} aria-hidden />{` ${h.stars}-star hotel · ${h.rating.toFixed(1)}/10 from ${h.reviews.toLocaleString('en-US')} reviews`}</div>
        <Field label="Address" value={h.address} />
        <Field label="Check-in from" value={h.checkInTime} />
        <Field label="Check-out until" value={h.checkOutTime} />
        <Field label="Your dates" value={`${shortDay(day)} – ${shortDay(day + nights * DAY)} (${nightsText(nights)})`} />
        <SectionHeader>Amenities</SectionHeader>
        <div className="tv-chips">{h.amenities.length === 0 ? <span className="tv-muted">None listed</span> : h.amenities.map((a) => <span key={a} className="tv-tag">{a}</span>)}</div>
        <SectionHeader>Rooms</SectionHeader>
        {h.rooms.map((r) => (
          <div key={r.id} className="tv-room">
            <div className="tv-strong">{r.name}</div>
            <div className="tv-muted">{r.beds}</div>
            <div className="tv-muted">{`${formatPrice(r.price)} a night · ${formatPrice(r.price * nights)} for ${nightsText(nights)}`}</div>
            <button className="tv-link" aria-label={`Choose ${r.name}`} onClick={() => update((d) => push(d.os, { screen: 'book-hotel', hotel: h.id, room: r.id, day, nights, rate: 'Free cancellation', guest: OWNER_NAME, card: d.apps.travel.defaultCard, error: '', dialog: null }))}>Choose</button>
          </div>
        ))}
      </Scroll>
    </>
  );
}

function BookHotel({ route }: { route: Route }) {
  const s = useTravel();
  const h = s.hotels.find((x) => x.id === str(route.hotel));
  const room = h?.rooms.find((r) => r.id === str(route.room));
  const day = num(route.day, 0), nights = num(route.nights, 1);
  const rate = rateOf(route.rate);
  const guest = str(route.guest), card = str(route.card);
  if (!h || !room) return null;
  const book = () => update((d) => {
    const r = model.bookHotel(d.apps.travel, d.os.ledger, { hotel: h.id, room: room.id, rate, guest, checkIn: day, nights, card }, d.os.now);
    const top = (d.os.ui.stacks.travel ?? []).at(-1)!;
    if (!r.ok) { top.error = r.error; return; }
    push(d.os, { screen: 'booked', id: r.id, dialog: null });
  });
  return (
    <>
      <AppBar title="Book room" onBack={nav.back} />
      <Scroll label="Booking">
        <div className="tv-pad tv-strong">{`${h.name} · ${room.name}`}</div>
        <Field label="Check-in" value={formatLongDate(day)} />
        <Field label="Check-out" value={formatLongDate(day + nights * DAY)} />
        <Field label="Nights" value={String(nights)} />
        <SectionHeader>Rate</SectionHeader>
        {RATES.map((x) => (
          <Choice key={x} label={x} checked={x === rate} onClick={() => nav.patch({ rate: x })}>
            <span>{x}</span>
            <span className="tv-muted">{x === 'Free cancellation' ? 'Cancel before the day of arrival for a full refund' : 'Pay less; no refund if you cancel'}</span>
            <span className="tv-price">{`${formatPrice(nightly(room, x))} a night`}</span>
          </Choice>
        ))}
        <SectionHeader>Guest</SectionHeader>
        <TextField label="Full name" value={guest} onChange={(v) => nav.patch({ guest: v, error: '' })} />
        <div className="tv-pad"><Button variant="text" onClick={() => nav.patch({ dialog: 'contacts' })}>Choose from Contacts</Button></div>
        <CardChoices card={card} />
        <Field label="Total" value={formatPrice(stayPrice(room, rate, nights))} />
        {str(route.error) !== '' && <div className="tv-error" role="alert">{str(route.error)}</div>}
        <div className="tv-pad"><Button onClick={book}>Book and pay</Button></div>
      </Scroll>
      {str(route.dialog) === 'contacts' && <ContactPicker onPick={(n) => nav.patch({ guest: n, dialog: null, error: '' })} />}
    </>
  );
}

function AccountTab() {
  const s = useTravel();
  const cancelled = s.bookings.filter((b) => b.status === 'Cancelled');
  return (
    <>
      <AppBar title="Account" />
      <Scroll label="Account">
        <div className="tv-head"><div className="tv-title">{OWNER_NAME}</div></div>
        <SectionHeader>Payment methods</SectionHeader>
        {s.cards.map((c) => (
          <div key={c.id} className="tv-card-row">
            <span className="tv-row-texts"><span className="tv-strong">{cardName(c)}</span><span className="tv-muted">{`Expires ${c.expiry}${c.id === s.defaultCard ? ' · Default' : ''}`}</span></span>
            {c.id !== s.defaultCard && <button className="tv-link" aria-label={`Make ${cardName(c)} the default`} onClick={() => update((d) => model.setDefaultCard(d.apps.travel, c.id))}>Make default</button>}
          </div>
        ))}
        <SectionHeader>Cancelled bookings</SectionHeader>
        {cancelled.length === 0 && <Empty>None</Empty>}
        {cancelled.map((b) => <BookingRow key={b.id} b={b} />)}
        <div className="tv-pad tv-muted">{`Flights from ${airport(HOME_AIRPORT)?.city}, your home airport.`}</div>
      </Scroll>
    </>
  );
}

export function TravelApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'flights': return <FlightResults route={route} />;
    case 'flight': return <FlightPage route={route} />;
    case 'book-flight': return <BookFlight route={route} />;
    case 'hotels': return <HotelResults route={route} />;
    case 'hotel': return <HotelPage route={route} />;
    case 'book-hotel': return <BookHotel route={route} />;
    case 'booked': return <Booked route={route} />;
    case 'booking': return <BookingPage route={route} />;
    case 'checkin': return <CheckIn route={route} />;
    case 'change': return <ChangeDate route={route} />;
    case 'change-confirm': return <ChangeConfirm route={route} />;
    case 'trip': return <TripPage route={route} />;
    default: return <Main route={route} />;
  }
}
