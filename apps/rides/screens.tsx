// Rides screens: the booking form with the ride in progress above it (`main`, with the Activity
// and Account tabs), the place picker (`pick`), a ride's page with its stages, driver, receipt,
// cancel, tip and rating (`ride`), and the new-place form (`place`). The form's choices (pickup,
// drop-off, when, type) live in the route on the back stack.
import { useMemo } from 'react';
import { Briefcase, Car, CarFront, Check, Clock, House, MapPin, Plus, Receipt, Search, Star, Trash2, User, Users } from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { back, showToast } from '../os/nav.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, Button, Dialog, Empty, IconButton, Scroll, SectionHeader, TextField } from '../kit/ui.tsx';
import { DAY, MINUTE, formatClock, formatShortDate, parts, startOfDay } from '../kit/time.ts';
import type { DeviceState } from '../world.ts';
import {
  ADDRESS_RE, RATES, arriveOf, RIDE_TYPES, STAGES, canCancel, canTip, cancelFeeAt, dayAndTime, dropoffAt, formatPrice, isUpcoming, paidFor, parseClock, parsePrice,
  quoteOf, sortRides, spotMatches, spotOfTyped, stageOf, stageTimes,
  type Ride, type RideType, type RidesState, type Spot,
} from './state.ts';
import * as model from './model.ts';
import './rides.css';

const str = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const num = (value: JsonValue | undefined): number => (typeof value === 'number' ? value : 0);

function spotOf(value: JsonValue | undefined): Spot | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, JsonValue>;
  return typeof v.label === 'string' && typeof v.address === 'string' && typeof v.x === 'number' && typeof v.y === 'number'
    ? { label: v.label, address: v.address, x: v.x, y: v.y } : null;
}

const asJson = (s: Spot): JsonValue => ({ label: s.label, address: s.address, x: s.x, y: s.y });

/** The device clock to the minute: screens redraw once a minute, not at every step. */
const useMinute = (): number => useDevice((s) => Math.floor(s.os.now / MINUTE) * MINUTE);
const useRides = (): RidesState => useDevice((s) => s.apps.rides);
const topRoute = (d: DeviceState): Route | undefined => d.os.ui.stacks.rides?.at(-1);

const rideRoute = (id: string): Route => ({ screen: 'ride', id, dialog: null, tip: '200', customTip: '' });

const TIPS = [
  { id: '100', label: '$1', cents: 100 },
  { id: '200', label: '$2', cents: 200 },
  { id: '500', label: '$5', cents: 500 },
  { id: 'other', label: 'Other', cents: null },
] as const;

const PLACE_ICONS: Record<string, typeof House> = { home: House, work: Briefcase };
const placeIcon = (label: string) => PLACE_ICONS[label.toLowerCase()] ?? MapPin;

// ---------------------------------------------------------------- the booking form

/** The pickup the form starts with: the saved place called Home (or the first saved place). */
function defaultPickup(s: RidesState): Spot | null {
  const home = s.places.find((p) => p.label.toLowerCase() === 'home') ?? s.places[0];
  return home ? { label: home.label, address: home.address, x: home.x, y: home.y } : null;
}

const DAY_CHOICES = 7;

function dayLabel(offset: number, now: number): string {
  if (offset === 0) return 'Today';
  if (offset === 1) return 'Tomorrow';
  const day = startOfDay(now) + offset * DAY;
  return `${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][parts(day).weekday]}, ${formatShortDate(day)}`;
}

/** The pickup time the form asks for, or null for now; undefined when the typed time is not a time. */
function scheduledOf(route: Route, now: number): number | null | undefined {
  if (route.when !== 'later') return null;
  const minutes = parseClock(str(route.time));
  if (minutes === null) return undefined;
  return startOfDay(now) + num(route.day) * DAY + minutes * MINUTE;
}

const BOOK_ERRORS: Record<model.BookProblem | 'time', string> = {
  pickup: 'Choose where to be picked up',
  dropoff: 'Choose where you are going',
  same: 'Pickup and drop-off are the same place',
  'too-soon': 'Schedule a ride at least 20 minutes ahead',
  'too-late': 'Rides can be scheduled up to 7 days ahead',
  time: 'Enter the pickup time as HH:MM',
};

function book(route: Route, type: RideType): void {
  update((d) => {
    const s = d.apps.rides;
    const top = topRoute(d);
    const at = scheduledOf(route, d.os.now);
    if (at === undefined) {
      if (top) top.error = BOOK_ERRORS.time;
      return;
    }
    const pickup = route.pickup === undefined ? defaultPickup(s) : spotOf(route.pickup);
    const result = model.bookRide(s, d.os.ledger, type, pickup, spotOf(route.dropoff), at, d.os.now);
    if ('problem' in result) {
      if (top) top.error = BOOK_ERRORS[result.problem];
      return;
    }
    d.os.ui.stacks.rides = [{ screen: 'main', tab: 'activity' }, rideRoute(result.rideId)];
    showToast(d.os, at === null ? 'Ride requested' : `Ride scheduled for ${dayAndTime(at, d.os.now)}`);
  });
}

function SpotRow({ field, spot, onClick }: { field: 'Pickup' | 'Drop-off'; spot: Spot | null; onClick: () => void }) {
  return (
    <button className="rd-spot" aria-label={`${field}: ${spot ? spot.label : 'Choose'}`} onClick={onClick}>
      <span className={`rd-dot${field === 'Pickup' ? ' from' : ' to'}`} aria-hidden />
      <span className="rd-spot-texts">
        <span className="rd-spot-field">{field}</span>
        <span className="rd-spot-label">{spot ? spot.label : field === 'Pickup' ? 'Where from?' : 'Where to?'}</span>
        {spot && spot.label !== spot.address && <span className="rd-muted">{spot.address}</span>}
      </span>
    </button>
  );
}

function LiveRide({ r, now }: { r: Ride; now: number }) {
  const stage = stageOf(r, now);
  const t = stageTimes(r);
  const line = stage === 'Scheduled' ? `Pickup ${dayAndTime(arriveOf(r), now)}`
    : stage === 'On trip' ? `Drop-off around ${formatClock(t.end)}`
      : now >= arriveOf(r) ? 'Your driver is here' : `Driver arrives at ${formatClock(arriveOf(r))}`;
  return (
    <button className="rd-live" aria-label={`${stage}: ${r.type} to ${r.dropoff.label}`} onClick={() => nav.push(rideRoute(r.id))}>
      <span className="rd-live-icon" aria-hidden><CarFront size={22} /></span>
      <span className="rd-live-texts">
        <span className="rd-live-stage">{stage}</span>
        <span className="rd-live-to">{`${r.type} to ${r.dropoff.label}`}</span>
        <span className="rd-muted">{line}</span>
      </span>
    </button>
  );
}

function BookTab({ route }: { route: Route }) {
  const s = useRides();
  const now = useMinute();
  const pickup = route.pickup === undefined ? defaultPickup(s) : spotOf(route.pickup);
  const dropoff = spotOf(route.dropoff);
  const later = route.when === 'later';
  const dayOffset = num(route.day);
  const at = scheduledOf(route, now);
  const type = (RIDE_TYPES as readonly string[]).includes(str(route.type)) ? (str(route.type) as RideType) : 'Economy';
  const error = str(route.error);
  const live = useMemo(() => s.rides.filter((r) => isUpcoming(r, now)).sort((a, b) => arriveOf(a) - arriveOf(b)), [s.rides, now]);
  const quotes = pickup && dropoff && at !== undefined ? RIDE_TYPES.map((t) => quoteOf(s, t, pickup, dropoff, now, at)) : [];
  const pick = (field: 'pickup' | 'dropoff') => nav.push({ screen: 'pick', field, query: '' });
  return (
    <Scroll label="Book a ride">
      {live.map((r) => <LiveRide key={r.id} r={r} now={now} />)}
      <div className="rd-form">
        <SpotRow field="Pickup" spot={pickup} onClick={() => pick('pickup')} />
        <SpotRow field="Drop-off" spot={dropoff} onClick={() => pick('dropoff')} />
      </div>
      <div className="rd-when" role="radiogroup" aria-label="When">
        <button role="radio" aria-checked={!later} className={`rd-chip${!later ? ' on' : ''}`} onClick={() => nav.patch({ when: 'now', error: null })}>Now</button>
        <button role="radio" aria-checked={later} className={`rd-chip${later ? ' on' : ''}`} onClick={() => nav.patch({ when: 'later', error: null })}>
          <Clock size={14} aria-hidden />Schedule
        </button>
      </div>
      {later && (
        <div className="rd-schedule">
          <div className="rd-days" role="radiogroup" aria-label="Pickup day">
            {Array.from({ length: DAY_CHOICES }, (_, i) => (
              <button key={i} role="radio" aria-checked={i === dayOffset} className={`rd-chip${i === dayOffset ? ' on' : ''}`} onClick={() => nav.patch({ day: i, error: null })}>{dayLabel(i, now)}</button>
            ))}
          </div>
          <TextField label="Pickup time" placeholder="HH:MM" value={str(route.time)} onChange={(time) => nav.patch({ time, error: null })} />
        </div>
      )}
      {quotes.length > 0 && (
        <>
          <SectionHeader>{`Choose a ride · ${quotes[0]!.km.toFixed(1)} km`}</SectionHeader>
          {quotes[0]!.multiplier > 1 && <div className="rd-surge" role="note">{`Fares are higher than usual right now (×${quotes[0]!.multiplier.toFixed(1)}): it's a busy time.`}</div>}
          <div role="radiogroup" aria-label="Ride type">
            {quotes.map((q) => (
              <button key={q.type} role="radio" aria-checked={q.type === type} aria-label={q.type} className={`rd-type${q.type === type ? ' on' : ''}`} onClick={() => nav.patch({ type: q.type, error: null })}>
                <span className="rd-type-icon" aria-hidden>{q.type === 'XL' ? <Users size={22} /> : <Car size={22} />}</span>
                <span className="rd-type-texts">
                  <span className="rd-type-name">{q.type}</span>
                  <span className="rd-muted">{at === null ? `${q.eta} min away · ${RATES[q.type].seats} seats` : `Pickup ${formatClock(q.arriveAt)} · ${RATES[q.type].seats} seats`}</span>
                </span>
                <span className="rd-type-price">{formatPrice(q.fare.total)}</span>
              </button>
            ))}
          </div>
        </>
      )}
      {quotes.length === 0 && <div className="rd-hint">{dropoff ? 'Enter the pickup time to see prices' : 'Choose a drop-off to see prices'}</div>}
      {error !== '' && <div className="rd-error" role="alert">{error}</div>}
      <div className="rd-book">
        <Button onClick={() => book(route, type)}>{`${later ? 'Schedule' : 'Request'} ${type}`}</Button>
      </div>
      <div className="rd-end" />
    </Scroll>
  );
}

// ---------------------------------------------------------------- the place picker

function PickScreen({ route }: { route: Route }) {
  const s = useRides();
  const field = route.field === 'pickup' ? 'pickup' : 'dropoff';
  const query = str(route.query);
  const typed = query.trim().replace(/\s+/g, ' ');
  const places = s.places.filter((p) => spotMatches(p, query));
  const people = s.contactPlaces.filter((p) => spotMatches(p, query));
  const choose = (spot: Spot) => update((d) => {
    back(d.os);
    const below = topRoute(d);
    if (below) {
      below[field] = asJson(spot);
      below.error = null;
    }
  });
  return (
    <>
      <AppBar title={field === 'pickup' ? 'Pickup' : 'Drop-off'} onBack={nav.back} />
      <div className="rd-search">
        <Search size={18} aria-hidden />
        <input aria-label="Search places, people or an address" placeholder="Search places, people or an address" value={query} onChange={(e) => nav.patch({ query: e.target.value })} autoComplete="off" spellCheck={false} />
        {query !== '' && <button className="rd-clear" aria-label="Clear search" onClick={() => nav.patch({ query: '' })}>×</button>}
      </div>
      <Scroll label="Places">
        {ADDRESS_RE.test(typed) && (
          <button className="rd-place" aria-label={`Use address ${typed}`} onClick={() => choose(spotOfTyped(s, typed))}>
            <MapPin size={20} aria-hidden className="rd-muted" />
            <span className="rd-place-texts"><span className="rd-place-label">{typed}</span><span className="rd-muted">Use this address</span></span>
          </button>
        )}
        <SectionHeader>Saved places</SectionHeader>
        {places.length === 0 && <div className="rd-none">No saved places match</div>}
        {places.map((p) => {
          const Icon = placeIcon(p.label);
          return (
            <button key={p.id} className="rd-place" aria-label={p.label} onClick={() => choose(p)}>
              <Icon size={20} aria-hidden className="rd-muted" />
              <span className="rd-place-texts"><span className="rd-place-label">{p.label}</span><span className="rd-muted">{p.address}</span></span>
            </button>
          );
        })}
        <SectionHeader>People</SectionHeader>
        {people.length === 0 && <div className="rd-none">No one matches</div>}
        {people.map((p) => (
          <button key={p.contactId} className="rd-place" aria-label={p.label} onClick={() => choose(p)}>
            <User size={20} aria-hidden className="rd-muted" />
            <span className="rd-place-texts"><span className="rd-place-label">{p.label}</span><span className="rd-muted">{p.address}</span></span>
          </button>
        ))}
        <div className="rd-foot">Type a street address (like 12 Harbor Road) to go anywhere else.</div>
        <div className="rd-end" />
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------- activity

function RideRow({ r, now }: { r: Ride; now: number }) {
  const stage = stageOf(r, now);
  return (
    <button className="rd-row" aria-label={`${r.dropoff.label}, ${dayAndTime(arriveOf(r), now)}`} onClick={() => nav.push(rideRoute(r.id))}>
      <span className="rd-row-icon" aria-hidden>{stage === 'Completed' || stage === 'Cancelled' ? <Receipt size={20} /> : <CarFront size={20} />}</span>
      <span className="rd-row-texts">
        <span className="rd-row-title">{`To ${r.dropoff.label}`}</span>
        <span className="rd-muted">{`${dayAndTime(arriveOf(r), now)} · ${r.type}`}</span>
      </span>
      <span className="rd-row-end">
        <span className="rd-row-price">{formatPrice(stage === 'Cancelled' ? r.cancelFee : paidFor(r))}</span>
        <span className={`rd-row-stage${stage === 'Cancelled' ? ' off' : ''}`}>{stage}</span>
      </span>
    </button>
  );
}

function ActivityTab() {
  const s = useRides();
  const now = useMinute();
  const upcoming = s.rides.filter((r) => isUpcoming(r, now)).sort((a, b) => arriveOf(a) - arriveOf(b));
  const past = sortRides(s.rides.filter((r) => !isUpcoming(r, now)));
  return (
    <Scroll label="Activity">
      <SectionHeader>Upcoming</SectionHeader>
      {upcoming.length === 0 && <div className="rd-none">No upcoming rides</div>}
      {upcoming.map((r) => <RideRow key={r.id} r={r} now={now} />)}
      <SectionHeader>Past rides</SectionHeader>
      {past.length === 0 && <Empty>No rides yet</Empty>}
      {past.map((r) => <RideRow key={r.id} r={r} now={now} />)}
      <div className="rd-end" />
    </Scroll>
  );
}

// ---------------------------------------------------------------- account

function AccountTab({ route }: { route: Route }) {
  const s = useRides();
  const removing = s.places.find((p) => p.id === str(route.removeId));
  return (
    <>
      <Scroll label="Account">
        <div className="rd-account-head">
          <div className="rd-account-avatar" aria-hidden><User size={28} /></div>
          <div>
            <div className="rd-account-name">Alex Rivera</div>
            <div className="rd-muted">{`${s.rides.filter((r) => r.cancelledAt === null).length} rides`}</div>
          </div>
        </div>
        <SectionHeader>Saved places</SectionHeader>
        {s.places.length === 0 && <div className="rd-none">No saved places</div>}
        {s.places.map((p) => {
          const Icon = placeIcon(p.label);
          return (
            <div key={p.id} className="rd-place static">
              <Icon size={20} aria-hidden className="rd-muted" />
              <span className="rd-place-texts"><span className="rd-place-label">{p.label}</span><span className="rd-muted">{p.address}</span></span>
              <IconButton label={`Delete place ${p.label}`} onClick={() => nav.patch({ dialog: 'remove-place', removeId: p.id })}><Trash2 size={20} /></IconButton>
            </div>
          );
        })}
        <button className="rd-link" onClick={() => nav.push({ screen: 'place', label: '', address: '', error: null })}><Plus size={20} aria-hidden />Add a place</button>
        <SectionHeader>Payment</SectionHeader>
        <div className="rd-pay"><span className="rd-card-chip" aria-hidden>VISA</span><span>{s.payment}</span></div>
        <SectionHeader>Rush hours</SectionHeader>
        {s.surges.map((x) => (
          <div key={x.from} className="rd-pay">{`${formatClock(x.from * MINUTE)}–${formatClock(x.to * MINUTE)} · fares ×${x.multiplier.toFixed(1)}`}</div>
        ))}
        <div className="rd-end" />
      </Scroll>
      {route.dialog === 'remove-place' && removing && (
        <Dialog
          title="Delete place?"
          message={`${removing.label} · ${removing.address} will be removed from your saved places.`}
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null, removeId: null }) },
            { label: 'Delete', danger: true, onClick: () => update((d) => {
              model.removePlace(d.apps.rides, removing.id);
              const top = topRoute(d);
              if (top) { top.dialog = null; top.removeId = null; }
              showToast(d.os, 'Place deleted');
            }) },
          ]}
        />
      )}
    </>
  );
}

function PlaceScreen({ route }: { route: Route }) {
  const label = str(route.label), address = str(route.address);
  const error = str(route.error);
  const save = () => update((d) => {
    const result = model.addPlace(d.apps.rides, label, address);
    const top = topRoute(d);
    if ('problem' in result) {
      if (top) top.error = result.problem === 'duplicate' ? `You already have a place called ${label.trim()}` : result.problem === 'label' ? 'Give the place a name' : 'Enter a street address, like 12 Harbor Road';
      return;
    }
    back(d.os);
    showToast(d.os, 'Place saved');
  });
  return (
    <>
      <AppBar title="New place" onBack={nav.back} actions={<span className="rd-save"><Button onClick={save}>Save</Button></span>} />
      <Scroll label="Place form">
        <TextField label="Name" placeholder="e.g. Gym, Mom's" value={label} onChange={(v) => nav.patch({ label: v, error: null })} />
        <TextField label="Street address" placeholder="e.g. 12 Harbor Road" value={address} onChange={(v) => nav.patch({ address: v, error: null })} />
        {error !== '' && <div className="rd-error" role="alert">{error}</div>}
      </Scroll>
    </>
  );
}

const TABS = [
  { id: 'ride', label: 'Ride', Icon: Car },
  { id: 'activity', label: 'Activity', Icon: Receipt },
  { id: 'account', label: 'Account', Icon: User },
] as const;

function RidesMain({ route }: { route: Route }) {
  const tab = TABS.find((t) => t.id === route.tab)?.id ?? 'ride';
  return (
    <>
      <AppBar title={tab === 'ride' ? 'Where to?' : tab === 'activity' ? 'Activity' : 'Account'} />
      {tab === 'ride' && <BookTab route={route} />}
      {tab === 'activity' && <ActivityTab />}
      {tab === 'account' && <AccountTab route={route} />}
      <nav className="rd-tabs" role="tablist">
        {TABS.map((t) => (
          <button key={t.id} role="tab" aria-selected={t.id === tab} className={`rd-tab${t.id === tab ? ' on' : ''}`} onClick={() => nav.patch({ tab: t.id, dialog: null })}>
            <span className="rd-tab-icon" aria-hidden><t.Icon size={22} /></span>
            <span>{t.label}</span>
          </button>
        ))}
      </nav>
    </>
  );
}

// ---------------------------------------------------------------- a ride

const HEADINGS: Record<ReturnType<typeof stageOf>, string> = {
  Scheduled: 'Ride scheduled', 'Driver assigned': 'Driver assigned', Arriving: 'Your driver is on the way', 'On trip': 'On your way', Completed: 'Ride completed', Cancelled: 'Ride cancelled',
};

function Lines({ rows }: { rows: [string, string][] }) {
  return (
    <div className="rd-lines">
      {rows.map(([k, v]) => (
        <div key={k} className={`rd-line${k === 'Total' || k === 'Charged' ? ' total' : ''}`}><span>{k}</span><span>{v}</span></div>
      ))}
    </div>
  );
}

function RideScreen({ route }: { route: Route }) {
  const s = useRides();
  const now = useMinute();
  const r = s.rides.find((x) => x.id === str(route.id));
  if (!r) return <><AppBar title="Ride" onBack={nav.back} /><Empty>This ride is gone</Empty></>;
  const stage = stageOf(r, now);
  const t = stageTimes(r);
  const reached = stage === 'Cancelled' ? -1 : STAGES.indexOf(stage);
  const times: Record<(typeof STAGES)[number], number> = { Scheduled: r.requestedAt, 'Driver assigned': t.assigned, Arriving: t.arriving, 'On trip': t.start, Completed: t.end };
  const shown = STAGES.filter((x) => x !== 'Scheduled' || r.scheduledFor !== null);
  const fee = cancelFeeAt(r, now);
  const tipChoice = str(route.tip) || '200';
  const tipCents = TIPS.find((c) => c.id === tipChoice)?.cents ?? parsePrice(str(route.customTip));
  const confirmTip = () => update((d) => {
    const top = topRoute(d);
    if (tipCents === null || tipCents <= 0) {
      showToast(d.os, 'Enter a tip amount like 4.50');
      return;
    }
    if (model.tipRide(d.apps.rides, d.os.ledger, r.id, tipCents, d.os.now)) {
      if (top) top.dialog = null;
      showToast(d.os, `Added a ${formatPrice(tipCents)} tip`);
    } else showToast(d.os, 'A tip can no longer be added to this ride');
  });
  const cancel = () => update((d) => {
    const top = topRoute(d);
    if (top) top.dialog = null;
    if (model.cancelRide(d.apps.rides, d.os.ledger, r.id, d.os.now)) showToast(d.os, 'Ride cancelled');
    else showToast(d.os, 'This ride can no longer be cancelled');
  });
  const rate = (stars: number) => update((d) => { if (model.rateRide(d.apps.rides, r.id, stars, d.os.now)) showToast(d.os, 'Thanks for rating your driver'); });
  const rebook = () => update((d) => {
    d.os.ui.stacks.rides = [{ screen: 'main', tab: 'ride', pickup: asJson(r.pickup), dropoff: asJson(r.dropoff), type: r.type, when: 'now' }];
  });
  const receipt: [string, string][] = [
    ['Base fare', formatPrice(r.fare.base)],
    [`Distance (${r.km.toFixed(1)} km)`, formatPrice(r.fare.distance)],
    [`Time (${r.minutes} min)`, formatPrice(r.fare.time)],
    ...(r.fare.surge > 0 ? [[`Busy-time surge (×${r.multiplier.toFixed(1)})`, formatPrice(r.fare.surge)] as [string, string]] : []),
    ['Booking fee', formatPrice(r.fare.bookingFee)],
    ...(r.tip > 0 ? [['Tip', formatPrice(r.tip)] as [string, string]] : []),
    ['Total', formatPrice(r.fare.total + r.tip)],
  ];
  return (
    <>
      <AppBar title={`${r.type} to ${r.dropoff.label}`} onBack={nav.back} />
      <Scroll label="Ride">
        <div className={`rd-status${stage === 'Cancelled' ? ' off' : ''}`}>
          <div className="rd-status-head">{HEADINGS[stage]}</div>
          <div className="rd-status-line">
            {stage === 'Cancelled' ? `Cancelled ${dayAndTime(r.cancelledAt!, now)}`
              : stage === 'Completed' ? `Dropped off ${dayAndTime(dropoffAt(r), now)}`
                : stage === 'On trip' ? `Drop-off around ${formatClock(t.end)}`
                  : now >= arriveOf(r) ? 'Your driver is here' : `Pickup ${dayAndTime(arriveOf(r), now)}`}
          </div>
          {stage !== 'Cancelled' && (
            <ol className="rd-stages" aria-label="Ride progress">
              {shown.map((x) => (
                <li key={x} className={`rd-stage${STAGES.indexOf(x) <= reached ? ' on' : ''}`}>
                  <span className="rd-stage-mark" aria-hidden>{STAGES.indexOf(x) <= reached ? <Check size={14} /> : null}</span>
                  <span className="rd-stage-name">{x}</span>
                  <span className="rd-stage-time">{STAGES.indexOf(x) <= reached ? formatClock(times[x]) : `~${formatClock(times[x])}`}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
        <SectionHeader>Trip</SectionHeader>
        <div className="rd-trip">
          <div className="rd-trip-row"><span className="rd-dot from" aria-hidden /><span className="rd-spot-texts"><span className="rd-spot-label">{r.pickup.label}</span><span className="rd-muted">{r.pickup.address}</span></span><span className="rd-trip-time">{formatClock(arriveOf(r))}</span></div>
          <div className="rd-trip-row"><span className="rd-dot to" aria-hidden /><span className="rd-spot-texts"><span className="rd-spot-label">{r.dropoff.label}</span><span className="rd-muted">{r.dropoff.address}</span></span><span className="rd-trip-time">{stage === 'Cancelled' ? '—' : formatClock(t.end)}</span></div>
        </div>
        <Lines rows={[['Pickup', dayAndTime(arriveOf(r), now)], ['Booked', dayAndTime(r.requestedAt, now)], ['Ride type', r.type]]} />
        {stage !== 'Scheduled' && stage !== 'Cancelled' && (
          <div className="rd-driver">
            <div className="rd-driver-avatar" aria-hidden>{r.driver.name.slice(0, 1)}</div>
            <div className="rd-spot-texts">
              <span className="rd-spot-label">{r.driver.name}</span>
              <span className="rd-muted">{`${r.driver.car} · ${r.driver.plate}`}</span>
            </div>
            <span className="rd-driver-rating"><Star size={14} aria-hidden className="rd-star" />{r.driver.rating.toFixed(1)}</span>
          </div>
        )}
        {canCancel(r, now) && (
          <div className="rd-actions">
            <Button variant="danger" onClick={() => nav.patch({ dialog: 'cancel' })}>Cancel ride</Button>
          </div>
        )}
        <SectionHeader>{stage === 'Completed' ? 'Receipt' : stage === 'Cancelled' ? 'Charges' : 'Fare'}</SectionHeader>
        {stage === 'Cancelled'
          ? <Lines rows={[['Cancellation fee', formatPrice(r.cancelFee)], ['Charged', formatPrice(r.cancelFee)]]} />
          : <Lines rows={receipt} />}
        <div className="rd-muted rd-paid">{`Paid with ${s.payment}`}</div>
        {canTip(r, now) && (
          <div className="rd-actions">
            <Button variant="text" onClick={() => nav.patch({ dialog: 'tip' })}>{r.tip > 0 ? 'Add to tip' : 'Add tip'}</Button>
          </div>
        )}
        {stage === 'Completed' && (
          <>
            <SectionHeader>Rate your driver</SectionHeader>
            <div className="rd-rate" role="radiogroup" aria-label="Rating">
              {[1, 2, 3, 4, 5].map((n) => (
                <button key={n} role="radio" aria-checked={r.rating === n} aria-label={`${n} star${n === 1 ? '' : 's'}`} className={`rd-star-btn${r.rating !== null && n <= r.rating ? ' on' : ''}`} onClick={() => rate(n)}>
                  <Star size={28} />
                </button>
              ))}
            </div>
          </>
        )}
        {(stage === 'Completed' || stage === 'Cancelled') && (
          <div className="rd-actions"><Button variant="text" onClick={rebook}>Book again</Button></div>
        )}
        <div className="rd-end" />
      </Scroll>
      {route.dialog === 'cancel' && (
        <Dialog
          title="Cancel this ride?"
          message={fee > 0 ? `Your driver is already at the pickup. Cancelling now costs a ${formatPrice(fee)} fee.` : 'Cancelling now is free.'}
          actions={[
            { label: 'Keep ride', onClick: () => nav.patch({ dialog: null }) },
            { label: fee > 0 ? `Cancel for ${formatPrice(fee)}` : 'Cancel for free', danger: true, onClick: cancel },
          ]}
        />
      )}
      {route.dialog === 'tip' && (
        <div className="dialog-scrim" onClick={(e) => { if (e.target === e.currentTarget) nav.patch({ dialog: null }); }}>
          <div className="dialog" role="dialog" aria-label="Tip your driver">
            <h2>Tip your driver</h2>
            <div className="rd-tips" role="radiogroup" aria-label="Tip">
              {TIPS.map((c) => (
                <button key={c.id} role="radio" aria-checked={tipChoice === c.id} className={`rd-chip${tipChoice === c.id ? ' on' : ''}`} onClick={() => nav.patch({ tip: c.id })}>{c.label}</button>
              ))}
            </div>
            {tipChoice === 'other' && <TextField label="Tip amount ($)" placeholder="0.00" value={str(route.customTip)} onChange={(customTip) => nav.patch({ customTip })} />}
            <div className="actions">
              <button className="button text" onClick={() => nav.patch({ dialog: null })}>Cancel</button>
              <button className="button text" onClick={confirmTip}>{tipCents !== null && tipCents > 0 ? `Tip ${formatPrice(tipCents)}` : 'Tip'}</button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

export function RidesApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'pick': return <PickScreen route={route} />;
    case 'ride': return <RideScreen route={route} />;
    case 'place': return <PlaceScreen route={route} />;
    default: return <RidesMain route={route} />;
  }
}
