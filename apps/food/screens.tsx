// Food screens: the feed of restaurants with search, filters and sort (`main`, with the Orders and
// Account tabs), a restaurant's page with its menu (`restaurant`), its reviews (`reviews`), a dish
// with its options (`item`), the cart (`cart`), checkout (`checkout`), an order's tracking page
// (`order`) and its chat (`chat`), and the new-address form (`address`). Search text, filters, the
// options being chosen and the checkout's choices live in the route on the back stack.
import { useMemo, type ReactNode } from 'react';
import {
  Bike, Check, ChefHat, ChevronDown, CircleCheck, Clock, Heart, House, Info, MapPin, MessageCircle, Minus, Plus, Receipt, RotateCcw, ShoppingBag, Star, Store, Trash2, User,
} from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { back, push, showToast } from '../os/nav.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, Button, Dialog, Empty, IconButton, ListItem, Scroll, SectionHeader, TextField } from '../kit/ui.tsx';
import { MINUTE, formatClock, formatShortDate } from '../kit/time.ts';
import type { DeviceState } from '../world.ts';
import {
  SORTS, STAGES, arrivalOf, canAddTip, deliveryWindow, dishMatches, feeText, findItem, findRestaurant, formatPrice, groupsOf, hoursText, isActive, isOpen,
  itemCount, openStatus, thousands, optionsText, orderDate, parsePrice, restaurantMatches, sortOrders, sortRestaurants, stageOf, stageTimes, totalsOf, unitPrice,
  type FoodState, type MenuItem, type Order, type Restaurant, type Sort, type Stage,
} from './state.ts';
import * as model from './model.ts';
import './food.css';

const str = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const strList = (value: JsonValue | undefined): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The device clock to the minute: screens that show open hours and stages redraw once a minute, not at every step. */
const useMinute = (): number => useDevice((s) => Math.floor(s.os.now / MINUTE) * MINUTE);

const useFood = (): FoodState => useDevice((s) => s.apps.food);

const TIP_CHOICES = [
  { id: 'none', label: 'No tip', cents: 0 },
  { id: '200', label: '$2', cents: 200 },
  { id: '300', label: '$3', cents: 300 },
  { id: '500', label: '$5', cents: 500 },
  { id: 'other', label: 'Other', cents: null },
] as const;

const LATER_TIPS = [
  { id: '200', label: '$2', cents: 200 },
  { id: '500', label: '$5', cents: 500 },
  { id: '1000', label: '$10', cents: 1000 },
  { id: 'other', label: 'Other', cents: null },
] as const;

/** The tip a choice of chips (and the Other field) stands for, in cents, or null when Other holds no amount. */
function tipOf(choices: readonly { id: string; cents: number | null }[], choice: string, custom: string): number | null {
  const chip = choices.find((c) => c.id === choice);
  if (!chip) return 0;
  return chip.cents ?? parsePrice(custom);
}

const restaurantRoute = (id: string): Route => ({ screen: 'restaurant', id, dialog: null });
const orderRoute = (id: string): Route => ({ screen: 'order', id, dialog: null, tip: '500', customTip: '' });

function Stars({ value }: { value: number }) {
  return (
    <span className="fd-stars">
      <Star size={14} aria-hidden className="fd-star-icon" />
      <span>{value.toFixed(1)}</span>
    </span>
  );
}

// ---------------------------------------------------------------- the cart bar

function CartBar({ raised = false }: { raised?: boolean }) {
  const food = useFood();
  const r = findRestaurant(food, food.cart.restaurantId);
  if (!r || food.cart.lines.length === 0) return null;
  const count = itemCount(food.cart.lines);
  const subtotal = totalsOf(r, food.cart.lines, 0).subtotal;
  return (
    <button className={`fd-cart-bar${raised ? ' raised' : ''}`} aria-label="View cart" onClick={() => nav.push({ screen: 'cart', dialog: null })}>
      <span className="fd-cart-count">{String(count)}</span>
      <span className="fd-cart-texts">
        <span className="fd-cart-title">View cart</span>
        <span className="fd-cart-sub">{r.name}</span>
      </span>
      <span className="fd-cart-price">{formatPrice(subtotal)}</span>
    </button>
  );
}

// ---------------------------------------------------------------- the feed

function RestaurantCard({ r, now, favorite, query }: { r: Restaurant; now: number; favorite: boolean; query: string }) {
  const open = isOpen(r, now);
  const dishes = r.name.toLowerCase().includes(query.trim().toLowerCase()) ? [] : dishMatches(r, query);
  return (
    <button className={`fd-card${open ? '' : ' closed'}`} aria-label={r.name} onClick={() => nav.push(restaurantRoute(r.id))}>
      <div className="fd-card-art" style={{ background: artColor(r.cuisine) }} aria-hidden>
        <span>{r.name.replace(/^The /, '').slice(0, 1)}</span>
      </div>
      <div className="fd-card-texts">
        <div className="fd-card-line">
          <span className="fd-card-name">{r.name}</span>
          {favorite && <Heart size={15} className="fd-fav-mark" aria-hidden />}
        </div>
        <div className="fd-card-meta">
          <span>{r.cuisine}</span>
          <span aria-hidden>·</span>
          <Stars value={r.rating} />
          <span className="fd-muted">{`(${thousands(r.ratingCount)})`}</span>
        </div>
        <div className="fd-card-meta">
          <span>{deliveryWindow(r)}</span>
          <span aria-hidden>·</span>
          <span>{feeText(r)}</span>
        </div>
        {!open && <div className="fd-closed">{openStatus(r, now)}</div>}
        {dishes.length > 0 && <div className="fd-card-dishes">{`Dishes: ${dishes.map((d) => d.name).join(', ')}`}</div>}
      </div>
    </button>
  );
}

const ART = ['#ef6c00', '#c62828', '#6a1b9a', '#2e7d32', '#00838f', '#ad1457', '#4527a0', '#558b2f', '#d84315', '#283593', '#00695c', '#8d6e63'];
function artColor(cuisine: string): string {
  let h = 0;
  for (let i = 0; i < cuisine.length; i++) h = (h * 31 + cuisine.charCodeAt(i)) >>> 0;
  return ART[h % ART.length]!;
}

/** The sort chip's short text (its accessible name says the whole sort). */
const SORT_CHIPS: Record<Sort, string> = { Recommended: 'Sort', Rating: 'Top rated', 'Delivery time': 'Fastest', 'Delivery fee': 'Lowest fee' };

function Feed({ route }: { route: Route }) {
  const food = useFood();
  const now = useMinute();
  const query = str(route.query);
  const cuisine = str(route.cuisine);
  const sort = (SORTS as readonly string[]).includes(str(route.sort)) ? (str(route.sort) as Sort) : 'Recommended';
  const openOnly = route.openNow === true;
  const favOnly = route.favorites === true;
  const cuisines = useMemo(() => [...new Set(food.restaurants.map((r) => r.cuisine))].sort(), [food.restaurants]);
  const shown = useMemo(() => sortRestaurants(
    food.restaurants.filter((r) => restaurantMatches(r, query) && (cuisine === '' || r.cuisine === cuisine) && (!openOnly || isOpen(r, now)) && (!favOnly || food.favorites.includes(r.id))),
    sort, now,
  ), [food.restaurants, food.favorites, query, cuisine, openOnly, favOnly, sort, now]);
  const home = food.addresses[0];
  return (
    <>
      <div className="fd-top">
        <div className="fd-deliver">
          <MapPin size={16} aria-hidden />
          <span className="fd-deliver-label">Deliver to</span>
          <span className="fd-deliver-place">{home ? `${home.label} · ${home.line}` : 'Add an address'}</span>
        </div>
        <div className="fd-search">
          <input aria-label="Search restaurants or dishes" placeholder="Search restaurants or dishes" value={query} onChange={(e) => nav.patch({ query: e.target.value })} autoComplete="off" spellCheck={false} />
          {query !== '' && <button className="fd-clear" aria-label="Clear search" onClick={() => nav.patch({ query: '' })}>×</button>}
        </div>
        <div className="fd-filters">
          <button role="checkbox" aria-checked={openOnly} className={`fd-chip${openOnly ? ' on' : ''}`} onClick={() => nav.patch({ openNow: !openOnly })}>
            {openOnly && <Check size={14} aria-hidden />}Open now
          </button>
          <button role="checkbox" aria-checked={favOnly} className={`fd-chip${favOnly ? ' on' : ''}`} onClick={() => nav.patch({ favorites: !favOnly })}>
            {favOnly && <Check size={14} aria-hidden />}Favourites
          </button>
          <button className={`fd-chip${cuisine !== '' ? ' on' : ''}`} aria-label={`Cuisine: ${cuisine || 'All'}`} onClick={() => nav.patch({ dialog: 'cuisine' })}>
            {cuisine || 'Cuisine'}<ChevronDown size={14} aria-hidden />
          </button>
          <button className="fd-chip" aria-label={`Sort: ${sort}`} onClick={() => nav.patch({ dialog: 'sort' })}>
            {SORT_CHIPS[sort]}<ChevronDown size={14} aria-hidden />
          </button>
        </div>
      </div>
      <Scroll label="Restaurants">
        <SectionHeader>{query.trim() !== '' ? 'Results' : cuisine !== '' ? `${cuisine} restaurants` : 'All restaurants'}</SectionHeader>
        {shown.length === 0 && <Empty>{query.trim() !== '' ? 'No restaurants or dishes match your search' : 'No restaurants match these filters'}</Empty>}
        {shown.map((r) => <RestaurantCard key={r.id} r={r} now={now} favorite={food.favorites.includes(r.id)} query={query} />)}
        <div className="fd-end" />
      </Scroll>
      {route.dialog === 'cuisine' && (
        <ChoiceDialog title="Cuisine" options={['All', ...cuisines]} value={cuisine || 'All'} onChoose={(c) => nav.patch({ cuisine: c === 'All' ? '' : c, dialog: null })} />
      )}
      {route.dialog === 'sort' && <ChoiceDialog title="Sort by" options={[...SORTS]} value={sort} onChoose={(s) => nav.patch({ sort: s, dialog: null })} />}
    </>
  );
}

/** A dialog of radio choices; a tap outside dismisses it. */
function ChoiceDialog({ title, options, value, onChoose }: { title: string; options: string[]; value: string; onChoose: (v: string) => void }) {
  return (
    <div className="dialog-scrim" onClick={(e) => { if (e.target === e.currentTarget) nav.patch({ dialog: null }); }}>
      <div className="dialog options-dialog" role="dialog" aria-label={title}>
        <h2>{title}</h2>
        <div className="options fd-dialog-options">
          {options.map((o) => (
            <button key={o} role="radio" aria-checked={o === value} className="option fd-radio-row" onClick={() => onChoose(o)}>
              <span className={`fd-radio${o === value ? ' on' : ''}`} aria-hidden />
              {o}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

// ---------------------------------------------------------------- orders tab

function OrderRow({ o, now }: { o: Order; now: number }) {
  const stage = stageOf(o, now);
  const label = `${o.restaurant}, ${orderDate(o.placedAt, now)}`;
  return (
    <button className="fd-order-row" aria-label={label} onClick={() => nav.push(orderRoute(o.id))}>
      <div className="fd-order-icon" aria-hidden>{stage === 'Delivered' ? <Receipt size={20} /> : <Bike size={20} />}</div>
      <div className="fd-order-texts">
        <div className="fd-order-title">{o.restaurant}</div>
        <div className="fd-order-sub">{`${orderDate(o.placedAt, now)} · ${itemCount(o.items)} ${itemCount(o.items) === 1 ? 'item' : 'items'} · ${formatPrice(o.total)}`}</div>
        {stage !== 'Delivered' && <div className="fd-order-eta">{`${stage} · Arrives ${formatClock(arrivalOf(o))}`}</div>}
      </div>
      <div className={`fd-order-stage${stage === 'Delivered' ? '' : ' live'}`}>{stage}</div>
      {o.chatUnread && <span className="fd-dot" aria-label="Unread message" />}
    </button>
  );
}

function OrdersTab() {
  const food = useFood();
  const now = useMinute();
  const sorted = useMemo(() => sortOrders(food.orders), [food.orders]);
  const active = sorted.filter((o) => isActive(o, now));
  const past = sorted.filter((o) => !isActive(o, now));
  return (
    <Scroll label="Orders">
      <SectionHeader>Active</SectionHeader>
      {active.length === 0 && <div className="fd-none">No orders on the way</div>}
      {active.map((o) => <OrderRow key={o.id} o={o} now={now} />)}
      <SectionHeader>Past orders</SectionHeader>
      {past.length === 0 && <Empty>No past orders yet</Empty>}
      {past.map((o) => <OrderRow key={o.id} o={o} now={now} />)}
      <div className="fd-end" />
    </Scroll>
  );
}

// ---------------------------------------------------------------- account tab

function AccountTab({ route }: { route: Route }) {
  const food = useFood();
  const removing = food.addresses.find((a) => a.id === str(route.removeId));
  const favorites = food.restaurants.filter((r) => food.favorites.includes(r.id));
  return (
    <>
      <Scroll label="Account">
        <div className="fd-account-head">
          <div className="fd-account-avatar" aria-hidden><User size={28} /></div>
          <div>
            <div className="fd-account-name">Alex Rivera</div>
            <div className="fd-muted">{`${food.orders.length} orders`}</div>
          </div>
        </div>
        <SectionHeader>Saved addresses</SectionHeader>
        {food.addresses.length === 0 && <div className="fd-none">No saved addresses</div>}
        {food.addresses.map((a) => (
          <div key={a.id} className="fd-address-row">
            <MapPin size={20} aria-hidden className="fd-muted" />
            <div className="fd-address-texts">
              <div className="fd-address-label">{a.label}</div>
              <div className="fd-muted">{a.line}</div>
            </div>
            <IconButton label={`Delete address ${a.label}`} onClick={() => nav.patch({ dialog: 'remove-address', removeId: a.id })}>
              <Trash2 size={20} />
            </IconButton>
          </div>
        ))}
        <button className="fd-link-row" onClick={() => nav.push({ screen: 'address', label: '', line: '', error: null })}>
          <Plus size={20} aria-hidden />Add address
        </button>
        <SectionHeader>Payment</SectionHeader>
        <div className="fd-pay-row"><span className="fd-card-chip" aria-hidden>VISA</span><span>Visa •••• 4242</span></div>
        <SectionHeader>Favourite restaurants</SectionHeader>
        {favorites.length === 0 && <div className="fd-none">Tap the heart on a restaurant to keep it here</div>}
        {favorites.map((r) => <ListItem key={r.id} label={r.name} leading={<Heart size={20} className="fd-fav-mark" />} title={r.name} subtitle={r.cuisine} onClick={() => nav.push(restaurantRoute(r.id))} />)}
        <div className="fd-end" />
      </Scroll>
      {route.dialog === 'remove-address' && removing && (
        <Dialog
          title="Delete address?"
          message={`${removing.label} · ${removing.line} will be removed from your saved addresses.`}
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null, removeId: null }) },
            { label: 'Delete', danger: true, onClick: () => update((d) => {
              model.removeAddress(d.apps.food, removing.id);
              const top = d.os.ui.stacks.food?.at(-1);
              if (top) { top.dialog = null; top.removeId = null; }
              showToast(d.os, 'Address deleted');
            }) },
          ]}
        />
      )}
    </>
  );
}

const TABS = [
  { id: 'home', label: 'Home', Icon: House },
  { id: 'orders', label: 'Orders', Icon: Receipt },
  { id: 'account', label: 'Account', Icon: User },
] as const;

function FoodMain({ route }: { route: Route }) {
  const tab = TABS.find((t) => t.id === route.tab)?.id ?? 'home';
  const unread = useDevice((s) => s.apps.food.orders.some((o) => o.chatUnread));
  return (
    <>
      {tab === 'home' && <Feed route={route} />}
      {tab === 'orders' && (
        <>
          <AppBar title="Orders" />
          <OrdersTab />
        </>
      )}
      {tab === 'account' && (
        <>
          <AppBar title="Account" />
          <AccountTab route={route} />
        </>
      )}
      {tab === 'home' && <CartBar raised />}
      <nav className="fd-tabs" role="tablist">
        {TABS.map((t) => (
          <button key={t.id} role="tab" aria-selected={t.id === tab} className={`fd-tab${t.id === tab ? ' on' : ''}`} onClick={() => nav.patch({ tab: t.id, dialog: null })}>
            <span className="fd-tab-icon" aria-hidden><t.Icon size={22} /></span>
            <span>{t.label}</span>
            {t.id === 'orders' && unread && <span className="fd-tab-dot" aria-hidden />}
          </button>
        ))}
      </nav>
    </>
  );
}

// ---------------------------------------------------------------- a restaurant

function MenuRow({ item, onOpen }: { item: MenuItem; onOpen: () => void }) {
  return (
    <button className="fd-menu-row" aria-label={item.name} onClick={onOpen}>
      <div className="fd-menu-texts">
        <div className="fd-menu-name">{item.name}</div>
        <div className="fd-menu-desc">{item.description}</div>
        <div className="fd-menu-price">
          <span>{formatPrice(item.price)}</span>
          {item.popular && <span className="fd-badge">Popular</span>}
        </div>
      </div>
      <div className="fd-menu-add" aria-hidden><Plus size={18} /></div>
    </button>
  );
}

function RestaurantScreen({ route }: { route: Route }) {
  const food = useFood();
  const now = useMinute();
  const r = findRestaurant(food, str(route.id));
  if (!r) return <><AppBar title="Restaurant" onBack={nav.back} /><Empty>This restaurant is no longer on Food</Empty></>;
  const favorite = food.favorites.includes(r.id);
  const open = isOpen(r, now);
  const sections = [...new Set(r.menu.map((i) => i.section))];
  const reviews = food.reviews.filter((v) => v.restaurantId === r.id);
  const toggle = () => update((d) => {
    const on = model.toggleFavorite(d.apps.food, r.id);
    showToast(d.os, on ? 'Added to favourites' : 'Removed from favourites');
  });
  return (
    <>
      <AppBar
        title={r.name}
        onBack={nav.back}
        actions={
          <button className={`icon-button fd-heart${favorite ? ' on' : ''}`} aria-label={favorite ? 'Remove from favourites' : 'Add to favourites'} aria-pressed={favorite} onClick={toggle}>
            <Heart size={22} />
          </button>
        }
      />
      <Scroll label="Menu">
        <div className="fd-hero" style={{ background: artColor(r.cuisine) }} aria-hidden><Store size={40} /></div>
        <div className="fd-info">
          <div className="fd-info-line">
            <span>{r.cuisine}</span>
            <span aria-hidden>·</span>
            <Stars value={r.rating} />
            <span className="fd-muted">{`(${thousands(r.ratingCount)} ratings)`}</span>
          </div>
          <div className={`fd-info-status${open ? ' open' : ''}`}>{openStatus(r, now)}</div>
          <div className="fd-info-grid">
            <div className="fd-info-cell"><Clock size={16} aria-hidden /><span>{deliveryWindow(r)}</span></div>
            <div className="fd-info-cell"><Bike size={16} aria-hidden /><span>{feeText(r)}</span></div>
            <div className="fd-info-cell"><ShoppingBag size={16} aria-hidden /><span>{r.minimumOrder === 0 ? 'No minimum' : `${formatPrice(r.minimumOrder)} minimum`}</span></div>
            <div className="fd-info-cell"><MapPin size={16} aria-hidden /><span>{r.address}</span></div>
          </div>
          <div className="fd-muted fd-hours">{`Hours today ${hoursText(r)}`}</div>
          <button className="fd-reviews-link" onClick={() => nav.push({ screen: 'reviews', id: r.id })}>
            <Star size={16} aria-hidden />{`Reviews (${reviews.length})`}
          </button>
        </div>
        {!open && <div className="fd-closed-banner" role="note">{`${r.name} is closed now and cannot take orders. ${openStatus(r, now).replace('Closed · ', '')}.`}</div>}
        {r.note !== '' && (
          <div className="fd-note" role="note" aria-label="Note from the restaurant">
            <div className="fd-note-head"><Info size={16} aria-hidden />Note from the restaurant</div>
            <div className="fd-note-text">{r.note}</div>
          </div>
        )}
        {sections.map((section) => (
          <div key={section}>
            <SectionHeader>{section}</SectionHeader>
            {r.menu.filter((i) => i.section === section).map((item) => (
              <MenuRow key={item.id} item={item} onOpen={() => nav.push({ screen: 'item', restaurantId: r.id, itemId: item.id, options: [], quantity: 1, error: null, dialog: null })} />
            ))}
          </div>
        ))}
        <div className="fd-end" />
      </Scroll>
      <CartBar />
    </>
  );
}

function ReviewsScreen({ route }: { route: Route }) {
  const food = useFood();
  const r = findRestaurant(food, str(route.id));
  const reviews = food.reviews.filter((v) => v.restaurantId === r?.id).sort((a, b) => b.at - a.at);
  return (
    <>
      <AppBar title={r ? `Reviews · ${r.name}` : 'Reviews'} onBack={nav.back} />
      <Scroll label="Reviews">
        {r && (
          <div className="fd-review-summary">
            <div className="fd-review-big">{r.rating.toFixed(1)}</div>
            <div>
              <div className="fd-review-stars" aria-hidden>{[1, 2, 3, 4, 5].map((n) => <Star key={n} size={16} className={n <= Math.round(r.rating) ? 'fd-star-on' : 'fd-star-off'} />)}</div>
              <div className="fd-muted">{`${thousands(r.ratingCount)} ratings`}</div>
            </div>
          </div>
        )}
        {reviews.length === 0 && <Empty>No reviews yet</Empty>}
        {reviews.map((v) => (
          <div key={v.id} className="fd-review">
            <div className="fd-review-head">
              <span className="fd-review-author">{v.author}</span>
              <span className="fd-muted">{formatShortDate(v.at)}</span>
            </div>
            <div className="fd-review-rating">{`${v.stars} ${v.stars === 1 ? 'star' : 'stars'}`}</div>
            <div className="fd-review-text">{v.text}</div>
          </div>
        ))}
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------- a dish

/** Inside an update: the route on top of Food's stack. */
const topRoute = (d: DeviceState): Route | undefined => d.os.ui.stacks.food?.at(-1);

function chooseOption(item: MenuItem, options: readonly string[], groupId: string, choice: string): void {
  const g = groupsOf(item).find((x) => x.id === groupId);
  if (!g) return;
  const inGroup = g.choices.map((c) => c.name);
  let next: string[];
  if (g.max === 1) next = [...options.filter((o) => !inGroup.includes(o)), choice];
  else if (options.includes(choice)) next = options.filter((o) => o !== choice);
  else if (options.filter((o) => inGroup.includes(o)).length >= g.max) {
    nav.toast(`Choose up to ${g.max}`);
    return;
  } else next = [...options, choice];
  nav.patch({ options: next, error: null });
}

function addItem(restaurantId: string, item: MenuItem, options: string[], quantity: number, fresh: boolean): void {
  update((d) => {
    const food = d.apps.food;
    if (fresh) model.clearCart(food);
    const result = model.addToCart(food, restaurantId, item.id, options, quantity, d.os.now);
    const top = topRoute(d);
    if (result.ok) {
      // Off the dish's page (with the new-cart dialog, if it was asked from there).
      if (top) top.dialog = null;
      back(d.os);
      showToast(d.os, quantity === 1 ? 'Added to cart' : `Added ${quantity} to cart`);
    } else if (result.reason === 'other-restaurant' && top) top.dialog = 'new-cart';
    else if (result.reason === 'missing-option' && top) {
      top.error = result.detail ?? null;
      showToast(d.os, `Choose ${(result.detail ?? 'an option').toLowerCase()}`);
    } else if (result.reason === 'closed') showToast(d.os, 'This restaurant is closed now');
  });
}

function ItemScreen({ route }: { route: Route }) {
  const food = useFood();
  const now = useMinute();
  const r = findRestaurant(food, str(route.restaurantId));
  const item = findItem(r, str(route.itemId));
  if (!r || !item) return <><AppBar title="Dish" onBack={nav.back} /><Empty>This dish is no longer on the menu</Empty></>;
  const options = strList(route.options);
  const quantity = typeof route.quantity === 'number' && route.quantity > 0 ? route.quantity : 1;
  const error = str(route.error);
  const open = isOpen(r, now);
  const price = unitPrice(item, options) * quantity;
  const cartFrom = findRestaurant(food, food.cart.restaurantId);
  return (
    <>
      <AppBar title={item.name} onBack={nav.back} />
      <Scroll label="Dish options">
        <div className="fd-dish-head">
          <div className="fd-dish-desc">{item.description}</div>
          <div className="fd-dish-price">{formatPrice(item.price)}</div>
        </div>
        {groupsOf(item).map((g) => {
          const chosen = options.filter((o) => g.choices.some((c) => c.name === o));
          return (
            <div key={g.id} className="fd-group" role={g.max === 1 ? 'radiogroup' : 'group'} aria-label={g.name}>
              <div className="fd-group-head">
                <span className="fd-group-name">{g.name}</span>
                <span className={`fd-group-rule${g.required ? ' required' : ''}`}>{g.required ? 'Required' : `Optional · up to ${g.max}`}</span>
              </div>
              {error === g.name && <div className="fd-error">{`Choose ${g.name.toLowerCase()}`}</div>}
              {g.choices.map((c) => {
                const on = chosen.includes(c.name);
                return (
                  <button key={c.name} role={g.max === 1 ? 'radio' : 'checkbox'} aria-checked={on} aria-label={c.name} className="fd-choice" onClick={() => chooseOption(item, options, g.id, c.name)}>
                    <span className={`${g.max === 1 ? 'fd-radio' : 'fd-check'}${on ? ' on' : ''}`} aria-hidden>{g.max !== 1 && on && <Check size={14} />}</span>
                    <span className="fd-choice-name">{c.name}</span>
                    <span className="fd-choice-price">{c.price === 0 ? '' : `+${formatPrice(c.price)}`}</span>
                  </button>
                );
              })}
            </div>
          );
        })}
        <div className="fd-qty-row">
          <span>Quantity</span>
          <div className="fd-stepper">
            <IconButton label="Decrease quantity" onClick={() => nav.patch({ quantity: Math.max(1, quantity - 1) })}><Minus size={18} /></IconButton>
            <span className="fd-qty" aria-label="Quantity">{String(quantity)}</span>
            <IconButton label="Increase quantity" onClick={() => nav.patch({ quantity: Math.min(20, quantity + 1) })}><Plus size={18} /></IconButton>
          </div>
        </div>
        <div className="fd-end" />
      </Scroll>
      <div className="fd-bottom">
        {open ? (
          <button className="fd-primary" aria-label="Add to cart" onClick={() => addItem(r.id, item, options, quantity, false)}>
            <span>{quantity === 1 ? 'Add to cart' : `Add ${quantity} to cart`}</span>
            <span>{formatPrice(price)}</span>
          </button>
        ) : (
          <button className="fd-primary" disabled aria-label="Add to cart">
            <span>{openStatus(r, now)}</span>
          </button>
        )}
      </div>
      {route.dialog === 'new-cart' && (
        <Dialog
          title="Start a new cart?"
          message={`Your cart has dishes from ${cartFrom?.name ?? 'another restaurant'}. Start a new cart with dishes from ${r.name}?`}
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
            { label: 'New cart', onClick: () => addItem(r.id, item, options, quantity, true) },
          ]}
        />
      )}
    </>
  );
}

// ---------------------------------------------------------------- cart and checkout

/** Money lines; the last is the total, in bold, unless `total` is false. */
function Summary({ rows, total = true }: { rows: [string, string][]; total?: boolean }) {
  return (
    <div className="fd-summary">
      {rows.map(([label, value], i) => (
        <div key={label} className={`fd-summary-row${total && i === rows.length - 1 ? ' total' : ''}`}>
          <span>{label}</span>
          <span>{value}</span>
        </div>
      ))}
    </div>
  );
}

function CartScreen({ route }: { route: Route }) {
  const food = useFood();
  const now = useMinute();
  const r = findRestaurant(food, food.cart.restaurantId);
  const lines = food.cart.lines;
  if (!r || lines.length === 0) {
    return (
      <>
        <AppBar title="Your cart" onBack={nav.back} />
        <Empty>Your cart is empty</Empty>
      </>
    );
  }
  const t = totalsOf(r, lines, 0);
  const short = r.minimumOrder - t.subtotal;
  const open = isOpen(r, now);
  const step = (lineId: string, quantity: number) => update((d) => model.setQuantity(d.apps.food, lineId, quantity));
  const toCheckout = () => nav.push({ screen: 'checkout', addressId: food.addresses[0]?.id ?? '', tip: 'none', customTip: '', instructions: '', dialog: null, error: null });
  return (
    <>
      <AppBar
        title="Your cart"
        onBack={nav.back}
        actions={<IconButton label="Clear cart" onClick={() => nav.patch({ dialog: 'clear' })}><Trash2 size={21} /></IconButton>}
      />
      <Scroll label="Cart">
        <button className="fd-cart-from" aria-label={r.name} onClick={() => nav.push(restaurantRoute(r.id))}>
          <Store size={18} aria-hidden /><span>{r.name}</span>
        </button>
        {lines.map((l) => {
          const item = findItem(r, l.itemId);
          return (
            <div key={l.id} className="fd-line">
              <div className="fd-line-texts">
                <div className="fd-line-name">{l.name}</div>
                {l.options.length > 0 && <div className="fd-line-options">{optionsText(item, l.options)}</div>}
                <div className="fd-line-price">{formatPrice(l.price * l.quantity)}</div>
              </div>
              <div className="fd-stepper small">
                <IconButton label={`One fewer ${l.name}`} onClick={() => step(l.id, l.quantity - 1)}>{l.quantity === 1 ? <Trash2 size={16} /> : <Minus size={16} />}</IconButton>
                <span className="fd-qty">{String(l.quantity)}</span>
                <IconButton label={`One more ${l.name}`} onClick={() => step(l.id, l.quantity + 1)}><Plus size={16} /></IconButton>
              </div>
            </div>
          );
        })}
        <button className="fd-link-row" onClick={() => nav.push(restaurantRoute(r.id))}><Plus size={20} aria-hidden />Add more dishes</button>
        <Summary total={false} rows={[['Subtotal', formatPrice(t.subtotal)], ['Delivery fee', formatPrice(t.deliveryFee)], ['Service fee', formatPrice(t.serviceFee)]]} />
        {short > 0 && <div className="fd-warning">{`${r.name} has a ${formatPrice(r.minimumOrder)} minimum. Add ${formatPrice(short)} more to order.`}</div>}
        {!open && <div className="fd-warning">{`${r.name} is closed now. ${openStatus(r, now).replace('Closed · ', '')}.`}</div>}
        <div className="fd-end" />
      </Scroll>
      <div className="fd-bottom">
        <button className="fd-primary" aria-label="Go to checkout" disabled={short > 0 || !open} onClick={toCheckout}>
          <span>Go to checkout</span>
          <span>{formatPrice(t.subtotal)}</span>
        </button>
      </div>
      {route.dialog === 'clear' && (
        <Dialog
          title="Clear cart?"
          message={`Remove every dish from ${r.name} from your cart.`}
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
            { label: 'Clear', danger: true, onClick: () => update((d) => {
              model.clearCart(d.apps.food);
              const top = topRoute(d);
              if (top) top.dialog = null;
              back(d.os);
              showToast(d.os, 'Cart cleared');
            }) },
          ]}
        />
      )}
    </>
  );
}

const CHECKOUT_ERRORS: Record<model.CheckoutProblem, (r?: Restaurant) => string> = {
  empty: () => 'Your cart is empty',
  closed: (r) => `${r?.name ?? 'The restaurant'} is closed now and cannot take orders`,
  minimum: (r) => `Add more dishes to reach the ${formatPrice(r?.minimumOrder ?? 0)} minimum`,
  address: () => 'Choose where to deliver',
  tip: () => 'Enter a tip amount like 4.50',
};

function placeOrder(route: Route): void {
  const tip = tipOf(TIP_CHOICES, str(route.tip), str(route.customTip));
  update((d) => {
    const food = d.apps.food;
    const top = topRoute(d);
    if (tip === null) {
      if (top) top.error = CHECKOUT_ERRORS.tip();
      return;
    }
    const result = model.placeOrder(food, d.os.ledger, { addressId: str(route.addressId), tip, instructions: str(route.instructions) }, d.os.now);
    if ('problem' in result) {
      if (top) top.error = CHECKOUT_ERRORS[result.problem](findRestaurant(food, food.cart.restaurantId));
      return;
    }
    // The back stack becomes the Orders tab under the new order's tracking page.
    d.os.ui.stacks.food = [{ screen: 'main', tab: 'orders' }, orderRoute(result.orderId)];
    showToast(d.os, 'Order placed');
  });
}

function CheckoutScreen({ route }: { route: Route }) {
  const food = useFood();
  const r = findRestaurant(food, food.cart.restaurantId);
  if (!r || food.cart.lines.length === 0) return <><AppBar title="Checkout" onBack={nav.back} /><Empty>Your cart is empty</Empty></>;
  const addressId = str(route.addressId);
  const tipChoice = str(route.tip) || 'none';
  const custom = str(route.customTip);
  const tip = tipOf(TIP_CHOICES, tipChoice, custom);
  const t = totalsOf(r, food.cart.lines, tip ?? 0);
  const error = str(route.error);
  return (
    <>
      <AppBar title="Checkout" onBack={nav.back} />
      <Scroll label="Checkout">
        <SectionHeader>Deliver to</SectionHeader>
        <div role="radiogroup" aria-label="Deliver to">
          {food.addresses.map((a) => (
            <button key={a.id} role="radio" aria-checked={a.id === addressId} aria-label={a.label} className="fd-choice fd-address-choice" onClick={() => nav.patch({ addressId: a.id, error: null })}>
              <span className={`fd-radio${a.id === addressId ? ' on' : ''}`} aria-hidden />
              <span className="fd-address-texts">
                <span className="fd-address-label">{a.label}</span>
                <span className="fd-muted">{a.line}</span>
              </span>
            </button>
          ))}
        </div>
        <button className="fd-link-row" onClick={() => nav.push({ screen: 'address', label: '', line: '', error: null })}><Plus size={20} aria-hidden />Add a new address</button>
        <TextField label="Delivery instructions" placeholder="e.g. Leave it at the door" value={str(route.instructions)} onChange={(instructions) => nav.patch({ instructions })} />
        <SectionHeader>Tip your courier</SectionHeader>
        <div className="fd-tips" role="radiogroup" aria-label="Tip">
          {TIP_CHOICES.map((c) => (
            <button key={c.id} role="radio" aria-checked={tipChoice === c.id} className={`fd-tip${tipChoice === c.id ? ' on' : ''}`} onClick={() => nav.patch({ tip: c.id, error: null })}>{c.label}</button>
          ))}
        </div>
        {tipChoice === 'other' && <TextField label="Tip amount ($)" placeholder="0.00" value={custom} onChange={(customTip) => nav.patch({ customTip, error: null })} />}
        <div className="fd-muted fd-tip-note">100% of the tip goes to your courier.</div>
        <SectionHeader>Payment</SectionHeader>
        <div className="fd-pay-row"><span className="fd-card-chip" aria-hidden>VISA</span><span>Visa •••• 4242</span></div>
        <SectionHeader>{`Your order from ${r.name}`}</SectionHeader>
        {food.cart.lines.map((l) => (
          <div key={l.id} className="fd-summary-item">
            <span className="fd-summary-qty">{`${l.quantity}×`}</span>
            <span className="fd-summary-name">{l.name}{l.options.length > 0 && <span className="fd-muted">{` · ${optionsText(findItem(r, l.itemId), l.options)}`}</span>}</span>
            <span>{formatPrice(l.price * l.quantity)}</span>
          </div>
        ))}
        <Summary rows={[
          ['Subtotal', formatPrice(t.subtotal)], ['Delivery fee', formatPrice(t.deliveryFee)], ['Service fee', formatPrice(t.serviceFee)],
          ['Tip', tip === null ? '—' : formatPrice(tip)], ['Total', formatPrice(t.total)],
        ]} />
        {error !== '' && <div className="fd-error fd-checkout-error" role="alert">{error}</div>}
        <div className="fd-end" />
      </Scroll>
      <div className="fd-bottom">
        <button className="fd-primary" aria-label="Place order" onClick={() => placeOrder(route)}>
          <span>Place order</span>
          <span>{formatPrice(t.total)}</span>
        </button>
      </div>
    </>
  );
}

function AddressScreen({ route }: { route: Route }) {
  const label = str(route.label), line = str(route.line);
  const error = str(route.error);
  const save = () => update((d) => {
    const result = model.addAddress(d.apps.food, label, line);
    const top = topRoute(d);
    if ('problem' in result) {
      if (top) top.error = result.problem === 'duplicate' ? `You already have an address called ${label.trim()}` : result.problem === 'label' ? 'Give the address a name' : 'Enter the street address';
      return;
    }
    back(d.os);
    // Back at checkout, the new address is the one chosen.
    const below = topRoute(d);
    if (below?.screen === 'checkout') below.addressId = result.id;
    showToast(d.os, 'Address saved');
  });
  return (
    <>
      <AppBar title="New address" onBack={nav.back} actions={<span className="fd-save"><Button onClick={save}>Save</Button></span>} />
      <Scroll label="Address form">
        <TextField label="Label" placeholder="e.g. Home, Work, Gym" value={label} onChange={(v) => nav.patch({ label: v, error: null })} />
        <TextField label="Street address" placeholder="e.g. 12 Harbour Street, Apt 4" value={line} onChange={(v) => nav.patch({ line: v, error: null })} />
        {error !== '' && <div className="fd-error fd-form-error" role="alert">{error}</div>}
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------- an order

const STAGE_ICONS: Record<Stage, ReactNode> = {
  Confirmed: <CircleCheck size={18} />, Preparing: <ChefHat size={18} />, 'On the way': <Bike size={18} />, Delivered: <House size={18} />,
};

const STAGE_HEADINGS: Record<Stage, string> = {
  Confirmed: 'Order confirmed', Preparing: 'Preparing your order', 'On the way': 'Your order is on the way', Delivered: 'Delivered',
};

function startReorder(o: Order, replace: boolean): void {
  update((d) => {
    const food = d.apps.food;
    const r = findRestaurant(food, o.restaurantId);
    const top = topRoute(d);
    if (!r) return;
    if (!isOpen(r, d.os.now)) {
      if (top) top.dialog = null;
      showToast(d.os, `${r.name} is closed now`);
      return;
    }
    if (!replace && food.cart.lines.length > 0) {
      if (top) top.dialog = 'replace-cart';
      return;
    }
    if (top) top.dialog = null;
    model.reorder(food, o.id);
    push(d.os, { screen: 'cart', dialog: null });
    showToast(d.os, 'Added to your cart');
  });
}

function OrderScreen({ route }: { route: Route }) {
  const food = useFood();
  const now = useMinute();
  const o = food.orders.find((x) => x.id === str(route.id));
  if (!o) return <><AppBar title="Order" onBack={nav.back} /><Empty>This order is gone</Empty></>;
  const r = findRestaurant(food, o.restaurantId);
  const stage = stageOf(o, now);
  const times = stageTimes(o);
  const reached = STAGES.indexOf(stage);
  const delivered = stage === 'Delivered';
  const tipChoice = str(route.tip) || '500';
  const laterTip = tipOf(LATER_TIPS, tipChoice, str(route.customTip));
  const rate = (stars: number) => update((d) => { if (model.rateOrder(d.apps.food, o.id, stars, d.os.now)) showToast(d.os, 'Thanks for rating your order'); });
  const confirmTip = () => update((d) => {
    const top = topRoute(d);
    if (laterTip === null || laterTip <= 0) {
      showToast(d.os, 'Enter a tip amount like 4.50');
      return;
    }
    if (model.addTip(d.apps.food, d.os.ledger, o.id, laterTip, d.os.now)) {
      if (top) top.dialog = null;
      showToast(d.os, `Added a ${formatPrice(laterTip)} tip`);
    } else showToast(d.os, 'A tip can no longer be added to this order');
  });
  return (
    <>
      <AppBar title={o.restaurant} onBack={nav.back} />
      <Scroll label="Order">
        <div className={`fd-status${delivered ? ' done' : ''}`}>
          <div className="fd-status-head">{STAGE_HEADINGS[stage]}</div>
          <div className="fd-status-eta">{delivered ? `Delivered at ${formatClock(times.Delivered)}` : `Estimated arrival ${formatClock(arrivalOf(o))}`}</div>
          <div className="fd-muted">{`Placed ${orderDate(o.placedAt, now)}`}</div>
          <ol className="fd-stages" aria-label="Order progress">
            {STAGES.map((s, i) => (
              <li key={s} className={`fd-stage${i <= reached ? ' on' : ''}`}>
                <span className="fd-stage-icon" aria-hidden>{STAGE_ICONS[s]}</span>
                <span className="fd-stage-name">{s}</span>
                <span className="fd-stage-time">{i <= reached ? formatClock(times[s]) : `~${formatClock(times[s])}`}</span>
              </li>
            ))}
          </ol>
        </div>
        {(o.chat.length > 0 || stage === 'On the way') && (
          <button className="fd-courier" aria-label={`Chat with ${o.courier}`} onClick={() => update((d) => { model.openChat(d.apps.food, o.id); push(d.os, { screen: 'chat', id: o.id }); })}>
            <span className="fd-courier-avatar" aria-hidden><Bike size={20} /></span>
            <span className="fd-courier-texts">
              <span className="fd-courier-name">{`${o.courier} is your courier`}</span>
              <span className="fd-muted">{o.chatUnread ? 'New message' : o.chat.length > 0 ? 'Open the chat' : 'Send updates here'}</span>
            </span>
            <MessageCircle size={20} aria-hidden />
            {o.chatUnread && <span className="fd-dot" aria-hidden />}
          </button>
        )}
        <SectionHeader>Your order</SectionHeader>
        {o.items.map((l) => (
          <div key={l.id} className="fd-summary-item">
            <span className="fd-summary-qty">{`${l.quantity}×`}</span>
            <span className="fd-summary-name">{l.name}{l.options.length > 0 && <span className="fd-muted">{` · ${optionsText(findItem(r, l.itemId), l.options)}`}</span>}</span>
            <span>{formatPrice(l.price * l.quantity)}</span>
          </div>
        ))}
        <Summary rows={[['Subtotal', formatPrice(o.subtotal)], ['Delivery fee', formatPrice(o.deliveryFee)], ['Service fee', formatPrice(o.serviceFee)], ['Tip', formatPrice(o.tip)], ['Total', formatPrice(o.total)]]} />
        <SectionHeader>Delivery</SectionHeader>
        <div className="fd-address-row static">
          <MapPin size={20} aria-hidden className="fd-muted" />
          <div className="fd-address-texts">
            <div className="fd-address-label">{o.addressLabel}</div>
            <div className="fd-muted">{o.address}</div>
            {o.instructions !== '' && <div className="fd-muted">{`Instructions: ${o.instructions}`}</div>}
          </div>
        </div>
        {delivered && (
          <>
            <SectionHeader>Rate this order</SectionHeader>
            <div className="fd-rate" role="radiogroup" aria-label="Rating">
              {[1, 2, 3, 4, 5].map((n) => (
                <button key={n} role="radio" aria-checked={o.rating === n} aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`} className={`fd-rate-star${o.rating !== null && n <= o.rating ? ' on' : ''}`} onClick={() => rate(n)}>
                  <Star size={30} />
                </button>
              ))}
            </div>
            {o.rating !== null && <div className="fd-muted fd-rated">{`You rated it ${o.rating} ${o.rating === 1 ? 'star' : 'stars'}`}</div>}
          </>
        )}
        <div className="fd-order-actions">
          {canAddTip(o, now) && <Button variant="text" onClick={() => nav.patch({ dialog: 'tip', tip: '500', customTip: '' })}>Add tip</Button>}
          <button className="fd-reorder" onClick={() => startReorder(o, false)}><RotateCcw size={18} aria-hidden />Reorder</button>
        </div>
        <div className="fd-end" />
      </Scroll>
      {route.dialog === 'replace-cart' && (
        <Dialog
          title="Replace your cart?"
          message="Your cart already has dishes in it. Reordering replaces them with this order's dishes."
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
            { label: 'Replace', onClick: () => startReorder(o, true) },
          ]}
        />
      )}
      {route.dialog === 'tip' && (
        <div className="dialog-scrim" onClick={(e) => { if (e.target === e.currentTarget) nav.patch({ dialog: null }); }}>
          <div className="dialog fd-tip-dialog" role="dialog" aria-label="Add a tip">
            <h2>Add a tip</h2>
            <p>{`For ${o.courier}, on top of the ${formatPrice(o.tip)} you tipped. You are charged now.`}</p>
            <div className="fd-tips" role="radiogroup" aria-label="Tip">
              {LATER_TIPS.map((c) => (
                <button key={c.id} role="radio" aria-checked={tipChoice === c.id} className={`fd-tip${tipChoice === c.id ? ' on' : ''}`} onClick={() => nav.patch({ tip: c.id })}>{c.label}</button>
              ))}
            </div>
            {tipChoice === 'other' && <TextField label="Tip amount ($)" placeholder="0.00" value={str(route.customTip)} onChange={(customTip) => nav.patch({ customTip })} />}
            <div className="actions">
              <Button variant="text" onClick={() => nav.patch({ dialog: null })}>Cancel</Button>
              <Button variant="text" onClick={confirmTip}>{laterTip !== null && laterTip > 0 ? `Tip ${formatPrice(laterTip)}` : 'Tip'}</Button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

function ChatScreen({ route }: { route: Route }) {
  const food = useFood();
  const o = food.orders.find((x) => x.id === str(route.id));
  return (
    <>
      <AppBar title={o ? `Chat with ${o.courier}` : 'Chat'} onBack={nav.back} />
      <Scroll label="Chat">
        {o && <div className="fd-chat-about">{`About your order from ${o.restaurant}`}</div>}
        {(!o || o.chat.length === 0) && <Empty>No messages yet</Empty>}
        {o?.chat.map((m) => (
          <div key={m.id} className="fd-bubble">
            <div className="fd-bubble-who">{m.from === 'courier' ? `${o.courier} (courier)` : o.restaurant}</div>
            <div className="fd-bubble-text">{m.text}</div>
            <div className="fd-bubble-time">{formatClock(m.at)}</div>
          </div>
        ))}
        <div className="fd-chat-foot">Couriers can message you about your delivery here. Never pay a courier outside the app.</div>
      </Scroll>
    </>
  );
}

export function FoodApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'restaurant': return <RestaurantScreen route={route} />;
    case 'reviews': return <ReviewsScreen route={route} />;
    case 'item': return <ItemScreen route={route} />;
    case 'cart': return <CartScreen route={route} />;
    case 'checkout': return <CheckoutScreen route={route} />;
    case 'address': return <AddressScreen route={route} />;
    case 'order': return <OrderScreen route={route} />;
    case 'chat': return <ChatScreen route={route} />;
    default: return <FoodMain route={route} />;
  }
}
