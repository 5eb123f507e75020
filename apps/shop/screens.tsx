// Shop screens: the tabs (`main`: Home, Cart, Orders, Account), search results with filters and
// sort (`results`), a product page with its variants and reviews (`product`), the cart (`cart`),
// checkout with its address and card pickers and forms, the order placed (`placed`), an order
// (`order`), a return request (`return`), and the saved addresses, cards and returns. Search text,
// filters, the chosen variant, form drafts and open dialogs live in the route on the back stack.
import { useMemo, type ReactNode } from 'react';
import {
  ArrowLeft, BookOpen, ChevronRight, CircleCheck, CookingPot, CreditCard, Dumbbell, Flower2, Footprints, Headphones, House, MapPin, Minus, Package, PawPrint,
  PenLine, Plus, Puzzle, RotateCcw, Search, Shirt, ShoppingBag, ShoppingCart, SlidersHorizontal, Sparkles, Truck, User, X, ArrowUpDown,
} from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { back, push, showToast } from '../os/nav.ts';
import { nav, update, useDevice, useToday } from '../device.ts';
import { AppBar, Button, Dialog, Empty, IconButton, Scroll, SectionHeader, Switch, TextField } from '../kit/ui.tsx';
import { formatClock, formatLongDate, formatShortDate } from '../kit/time.ts';
import { ME_ADDRESS } from '../mail/state.ts';
import type { DeviceState } from '../world.ts';
import {
  CATEGORIES, OWNER_NAME, lineTitle, RATING_FILTERS, RETURN_DAYS, RETURN_REASONS, SORTS, addressLine, cardName, cartTotals, categoryName, deliveryLine, deliverySchedule,
  findOrder, findProduct, formatPrice, inStock, isExpired, listPrice, optionsOf, orderStatus, parseDollars, pricesVary, returnState, searchProducts, sortOrders,
  sortProducts, stockText, variantLabel, MAX_QUANTITY, FREE_SHIPPING_FROM,
  type Address, type Card, type CategoryId, type Filters, type Order, type Product, type ShopState, type SortKey, type Variant,
} from './state.ts';
import * as model from './model.ts';
import './shop.css';

const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');
const strOrNull = (v: JsonValue | undefined): string | null => (typeof v === 'string' ? v : null);
const num = (v: JsonValue | undefined, fallback: number): number => (typeof v === 'number' ? v : fallback);

const CATEGORY_ICONS: Record<CategoryId, ReactNode> = {
  clothing: <Shirt size={26} />, shoes: <Footprints size={26} />, electronics: <Headphones size={26} />, home: <CookingPot size={26} />,
  sports: <Dumbbell size={26} />, beauty: <Sparkles size={26} />, books: <BookOpen size={26} />, toys: <Puzzle size={26} />,
  garden: <Flower2 size={26} />, office: <PenLine size={26} />, pets: <PawPrint size={26} />,
};

/** Swatch colours for the colour names the catalogue uses. */
const SWATCHES: Record<string, string> = {
  Black: '#222', White: '#f4f4f4', Navy: '#23355e', Grey: '#8a8d93', Olive: '#6b6b3a', Burgundy: '#6d1f2f', Sand: '#d8c7a4', 'Sky Blue': '#8ec5ea',
  'Forest Green': '#2f5d3a', Charcoal: '#3c3f44', Mustard: '#d4a52a', Rust: '#a4512b', Graphite: '#4a4d52', Silver: '#c3c7cc', 'Midnight Blue': '#1d2748',
  Rose: '#e7a9b5', Sage: '#a7b99a', Cream: '#f1e7d0', Terracotta: '#c56a47', 'Ocean Blue': '#2d74a8', Blush: '#efc4c0',
};
const TILE_TINT: Record<CategoryId, string> = {
  clothing: '#5c6bc0', shoes: '#8d6e63', electronics: '#37474f', home: '#ef6c00', sports: '#2e7d32', beauty: '#ad1457',
  books: '#6d4c41', toys: '#f9a825', garden: '#558b2f', office: '#455a64', pets: '#00897b',
};

function ProductTile({ p, colour, large }: { p: Product; colour?: string | null; large?: boolean }) {
  const swatch = colour ? SWATCHES[colour] : undefined;
  return (
    <div className={`sh-tile${large ? ' large' : ''}`} style={{ background: TILE_TINT[p.category] }} aria-hidden>
      {CATEGORY_ICONS[p.category]}
      {swatch && <span className="sh-tile-swatch" style={{ background: swatch }} />}
    </div>
  );
}

const stars = (rating: number) => '★★★★★'.slice(0, Math.round(rating)) + '☆☆☆☆☆'.slice(0, 5 - Math.round(rating));

/** "from $24.99" when the variants differ in price, else the price. */
const priceText = (p: Product) => `${pricesVary(p) ? 'from ' : ''}${formatPrice(listPrice(p))}`;

// ---------------------------------------------------------------- navigation

export function productRoute(p: Product): Route {
  const { colours, sizes } = optionsOf(p);
  const colour = colours.find((c) => p.variants.some((v) => v.colour === c && v.stock > 0)) ?? colours[0] ?? null;
  return { screen: 'product', id: p.id, colour, size: sizes.length === 1 ? sizes[0]! : null, quantity: 1, dialog: null };
}

function openProduct(id: string): void {
  update((d) => {
    const p = findProduct(d.apps.shop, id);
    if (!p) return;
    model.viewProduct(d.apps.shop, id);
    push(d.os, productRoute(p));
  });
}

const NO_FILTERS: Omit<Filters, 'query' | 'category'> = { min: '', max: '', rating: 0, inStockOnly: false, sort: 'featured' };

function resultsRoute(query: string, category: string | null): Route {
  return { screen: 'results', query, category, ...NO_FILTERS, dialog: null };
}

function readFilters(route: Route): Filters {
  const sort = SORTS.find((s) => s.id === route.sort)?.id ?? 'featured';
  return { query: str(route.query), category: strOrNull(route.category), min: str(route.min), max: str(route.max), rating: num(route.rating, 0), inStockOnly: route.inStockOnly === true, sort };
}

/** The checkout's first choices: the default address and the default card, or the first card that has not expired. */
function checkoutRoute(s: ShopState, now: number): Route {
  const address = s.addresses.some((a) => a.id === s.defaultAddress) ? s.defaultAddress : s.addresses[0]?.id ?? '';
  const usable = s.cards.filter((c) => !isExpired(c, now));
  const card = usable.some((c) => c.id === s.defaultCard) ? s.defaultCard : usable[0]?.id ?? '';
  return { screen: 'checkout', address, card };
}

function goToCheckout(): void {
  update((d) => push(d.os, checkoutRoute(d.apps.shop, d.os.now)));
}

/** Inside an update: put `id` into the checkout below as its address or card, and go back to it. */
function chooseForCheckout(d: DeviceState, param: 'address' | 'card', id: string): void {
  const stack = d.os.ui.stacks.shop ?? [];
  const at = stack.findLastIndex((r) => r.screen === 'checkout');
  if (at < 0) return;
  stack[at]![param] = id;
  stack.length = at + 1;
}

function CartButton() {
  const count = useDevice((s) => s.apps.shop.cart.reduce((n, l) => n + l.quantity, 0));
  return (
    <button className="sh-cart-button" aria-label="Cart" onClick={() => nav.push({ screen: 'cart' })}>
      <ShoppingCart size={22} />
      {count > 0 && <span className="sh-badge">{String(count)}</span>}
    </button>
  );
}

// ---------------------------------------------------------------- product rows

function ProductRow({ p }: { p: Product }) {
  const available = inStock(p);
  const low = Math.max(...p.variants.map((v) => v.stock));
  return (
    <button className="sh-row" aria-label={p.name} onClick={() => openProduct(p.id)}>
      <ProductTile p={p} />
      <div className="sh-row-texts">
        <div className="sh-brand">{p.brand}</div>
        <div className="sh-name">{p.name}</div>
        <div className="sh-rating"><span className="sh-star" aria-hidden>★</span><span>{p.rating.toFixed(1)}</span><span className="sh-count">{`(${p.ratings.toLocaleString('en-US')})`}</span></div>
        <div className="sh-price-line">
          <span className="sh-price">{priceText(p)}</span>
          <span className={`sh-stock${available ? (low <= 3 ? ' low' : '') : ' out'}`}>{available ? stockText(low) : 'Out of stock'}</span>
        </div>
      </div>
    </button>
  );
}

// ---------------------------------------------------------------- home

function submitSearch(query: string): void {
  if (query.trim() === '') return;
  update((d) => push(d.os, resultsRoute(query.trim(), null)));
}

function HomeTab({ route }: { route: Route }) {
  const products = useDevice((s) => s.apps.shop.products);
  const recent = useDevice((s) => s.apps.shop.recent);
  const query = str(route.query);
  const popular = useMemo(() => sortProducts(products.filter((p) => inStock(p) && p.rating >= 4), 'featured').slice(0, 6), [products]);
  const viewed = recent.map((id) => products.find((p) => p.id === id)).filter((p): p is Product => p !== undefined).slice(0, 4);
  return (
    <>
      <div className="sh-top">
        <div className="sh-title-row">
          <ShoppingBag size={22} aria-hidden />
          <h1 className="sh-app-title">Shop</h1>
          <CartButton />
        </div>
        <div className="sh-search">
          <Search size={20} aria-hidden />
          <input aria-label="Search products" placeholder="Search products" value={query} autoComplete="off" spellCheck={false}
            onChange={(e) => nav.patch({ query: e.target.value })} onKeyDown={(e) => { if (e.key === 'Enter') submitSearch(query); }} />
          {query !== '' && <IconButton label="Clear search" onClick={() => nav.patch({ query: '' })}><X size={18} /></IconButton>}
          <button className="sh-search-go" aria-label="Search" onClick={() => submitSearch(query)}>Search</button>
        </div>
      </div>
      <Scroll label="Shop home">
        <SectionHeader>Categories</SectionHeader>
        <div className="sh-categories">
          {CATEGORIES.map((c) => (
            <button key={c.id} className="sh-category" aria-label={c.name} onClick={() => nav.push(resultsRoute('', c.id))}>
              <span className="sh-category-icon" style={{ background: TILE_TINT[c.id] }} aria-hidden>{CATEGORY_ICONS[c.id]}</span>
              <span className="sh-category-name">{c.name}</span>
            </button>
          ))}
        </div>
        {viewed.length > 0 && (
          <>
            <SectionHeader>Recently viewed</SectionHeader>
            {viewed.map((p) => <ProductRow key={p.id} p={p} />)}
          </>
        )}
        <SectionHeader>Popular right now</SectionHeader>
        {popular.map((p) => <ProductRow key={p.id} p={p} />)}
        <div className="sh-bottom-space" />
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------- results, filters, sort

function filterChips(f: Filters): string[] {
  const chips: string[] = [];
  if (f.category !== null && f.query !== '') chips.push(categoryName(f.category));
  const min = parseDollars(f.min), max = parseDollars(f.max);
  if (min !== null && max !== null) chips.push(`${formatPrice(min)} – ${formatPrice(max)}`);
  else if (min !== null) chips.push(`${formatPrice(min)} and up`);
  else if (max !== null) chips.push(`Up to ${formatPrice(max)}`);
  if (f.rating > 0) chips.push(RATING_FILTERS.find((r) => r.min === f.rating)?.label ?? '');
  if (f.inStockOnly) chips.push('In stock');
  return chips;
}

function Choice({ label, checked, onClick }: { label: string; checked: boolean; onClick: () => void }) {
  return (
    <button role="radio" aria-checked={checked} aria-label={label} className={`sh-choice${checked ? ' on' : ''}`} onClick={onClick}>
      <span className="sh-radio" aria-hidden />
      <span>{label}</span>
    </button>
  );
}

function FiltersSheet({ f, count }: { f: Filters; count: number }) {
  const minBad = f.min.trim() !== '' && parseDollars(f.min) === null;
  const maxBad = f.max.trim() !== '' && parseDollars(f.max) === null;
  return (
    <div className="dialog-scrim sh-sheet-scrim" onClick={(e) => { if (e.target === e.currentTarget) nav.patch({ dialog: null }); }}>
      <div className="sh-sheet" role="dialog" aria-label="Filters">
        <div className="sh-sheet-head">
          <h2>Filters</h2>
          <Button variant="text" onClick={() => nav.patch({ ...NO_FILTERS, sort: f.sort, ...(f.query !== '' ? { category: null } : {}) })}>Clear filters</Button>
        </div>
        <div className="sh-sheet-body" data-scroll>
          <div className="sh-form-label">Price</div>
          <div className="sh-price-fields">
            <TextField label="Min price" placeholder="Min $" value={f.min} onChange={(min) => nav.patch({ min })} />
            <TextField label="Max price" placeholder="Max $" value={f.max} onChange={(max) => nav.patch({ max })} />
          </div>
          {(minBad || maxBad) && <div className="sh-error">Enter a price in dollars, e.g. 25 or 25.50</div>}
          <div className="sh-form-label">Customer rating</div>
          <div role="radiogroup" aria-label="Customer rating">
            {RATING_FILTERS.map((r) => <Choice key={r.min} label={r.label} checked={f.rating === r.min} onClick={() => nav.patch({ rating: r.min })} />)}
          </div>
          <div className="sh-switch-row">
            <span>In stock only</span>
            <Switch label="In stock only" checked={f.inStockOnly} onChange={(inStockOnly) => nav.patch({ inStockOnly })} />
          </div>
          {f.query !== '' && (
            <>
              <div className="sh-form-label">Category</div>
              <div role="radiogroup" aria-label="Category">
                <Choice label="All categories" checked={f.category === null} onClick={() => nav.patch({ category: null })} />
                {CATEGORIES.map((c) => <Choice key={c.id} label={c.name} checked={f.category === c.id} onClick={() => nav.patch({ category: c.id })} />)}
              </div>
            </>
          )}
        </div>
        <div className="sh-sheet-foot">
          <Button onClick={() => nav.patch({ dialog: null })}>{count === 1 ? 'Show 1 result' : `Show ${count} results`}</Button>
        </div>
      </div>
    </div>
  );
}

function SortDialog({ sort }: { sort: SortKey }) {
  return (
    <div className="dialog-scrim" onClick={(e) => { if (e.target === e.currentTarget) nav.patch({ dialog: null }); }}>
      <div className="dialog options-dialog" role="dialog" aria-label="Sort by">
        <h2>Sort by</h2>
        <div role="radiogroup" aria-label="Sort by">
          {SORTS.map((s) => <Choice key={s.id} label={s.label} checked={sort === s.id} onClick={() => nav.patch({ sort: s.id, dialog: null })} />)}
        </div>
      </div>
    </div>
  );
}

function Results({ route }: { route: Route }) {
  const products = useDevice((s) => s.apps.shop.products);
  const f = readFilters(route);
  const shown = useMemo(() => searchProducts(products, f), [products, f.query, f.category, f.min, f.max, f.rating, f.inStockOnly, f.sort]);
  const chips = filterChips(f);
  const active = chips.length;
  const browsing = f.category !== null && f.query === '';
  return (
    <>
      <div className="sh-results-bar">
        <IconButton label="Navigate up" onClick={nav.back}><ArrowLeft size={22} /></IconButton>
        <div className="sh-search small">
          <Search size={18} aria-hidden />
          <input aria-label="Search products" placeholder={browsing ? `Search in ${categoryName(f.category!)}` : 'Search products'} value={f.query} autoComplete="off" spellCheck={false}
            onChange={(e) => nav.patch({ query: e.target.value })} />
          {f.query !== '' && <IconButton label="Clear search" onClick={() => nav.patch({ query: '' })}><X size={18} /></IconButton>}
        </div>
        <CartButton />
      </div>
      <div className="sh-toolbar">
        <button className="sh-tool" aria-label="Sort" onClick={() => nav.patch({ dialog: 'sort' })}>
          <ArrowUpDown size={16} aria-hidden /><span>{SORTS.find((s) => s.id === f.sort)!.label}</span>
        </button>
        <button className={`sh-tool${active > 0 ? ' on' : ''}`} aria-label="Filters" onClick={() => nav.patch({ dialog: 'filters' })}>
          <SlidersHorizontal size={16} aria-hidden /><span>{active > 0 ? `Filters (${active})` : 'Filters'}</span>
        </button>
      </div>
      {chips.length > 0 && <div className="sh-chips">{chips.map((c) => <span key={c} className="sh-chip">{c}</span>)}</div>}
      <Scroll label="Results">
        <div className="sh-result-count">
          {browsing && <span className="sh-result-where">{categoryName(f.category!)}</span>}
          <span>{shown.length === 1 ? '1 result' : `${shown.length} results`}</span>
        </div>
        {shown.length === 0 && <Empty>No products match. Try other words or fewer filters.</Empty>}
        {shown.map((p) => <ProductRow key={p.id} p={p} />)}
        <div className="sh-bottom-space" />
      </Scroll>
      {route.dialog === 'filters' && <FiltersSheet f={f} count={shown.length} />}
      {route.dialog === 'sort' && <SortDialog sort={f.sort} />}
    </>
  );
}

// ---------------------------------------------------------------- product page

function selectedVariant(p: Product, colour: string | null, size: string | null): Variant | undefined {
  return p.variants.find((v) => v.colour === colour && v.size === size);
}

function addToCart(p: Product, colour: string | null, size: string | null, quantity: number): void {
  const { sizes } = optionsOf(p);
  if (sizes.length > 0 && size === null) {
    nav.toast('Choose a size');
    return;
  }
  update((d) => {
    const v = selectedVariant(p, colour, size);
    const result = v ? model.addToCart(d.apps.shop, p.id, v.id, quantity) : { ok: false as const, error: 'This option is not available' };
    showToast(d.os, result.ok ? (quantity === 1 ? 'Added to cart' : `${quantity} added to cart`) : result.error);
    if (result.ok) {
      const top = d.os.ui.stacks.shop?.at(-1);
      if (top) top.quantity = 1;
    }
  });
}

function ReviewCard({ r }: { r: Product['reviews'][number] }) {
  return (
    <div className="sh-review">
      <div className="sh-review-head">
        <span className="sh-review-stars">{stars(r.rating)}</span>
        <span className="sh-review-title">{r.title}</span>
      </div>
      <div className="sh-review-by">{`${r.author} · ${formatShortDate(r.at)}, ${new Date(r.at).getUTCFullYear()}`}</div>
      <div className="sh-review-text">{r.text}</div>
    </div>
  );
}

function ProductPage({ route }: { route: Route }) {
  const id = str(route.id);
  const p = useDevice((s) => s.apps.shop.products.find((x) => x.id === id));
  if (!p) {
    return (
      <>
        <AppBar title="Shop" onBack={nav.back} />
        <Empty>This product is no longer available</Empty>
      </>
    );
  }
  const colour = strOrNull(route.colour), size = strOrNull(route.size);
  const quantity = num(route.quantity, 1);
  const { colours, sizes } = optionsOf(p);
  const variant = selectedVariant(p, colour, size);
  const ofColour = p.variants.filter((v) => v.colour === colour);
  const shownPrice = variant?.price ?? Math.min(...(ofColour.length > 0 ? ofColour : p.variants).map((v) => v.price));
  const limit = variant ? Math.max(1, Math.min(variant.stock, MAX_QUANTITY)) : MAX_QUANTITY;
  const status = variant ? stockText(variant.stock) : sizes.length > 0 && size === null ? 'Choose a size' : 'Not available in this combination';
  const canAdd = variant === undefined ? sizes.length > 0 && size === null : variant.stock > 0;
  return (
    <>
      <AppBar title={categoryName(p.category)} onBack={nav.back} actions={<CartButton />} />
      <Scroll label="Product">
        <div className="sh-hero"><ProductTile p={p} colour={colour} large /></div>
        <div className="sh-product-head">
          <div className="sh-brand">{p.brand}</div>
          <h2 className="sh-product-name">{p.name}</h2>
          <div className="sh-rating"><span className="sh-stars-line" aria-hidden>{stars(p.rating)}</span><span>{`${p.rating.toFixed(1)} out of 5`}</span><span className="sh-count">{`${p.ratings.toLocaleString('en-US')} ratings`}</span></div>
          <div className="sh-product-price">{formatPrice(shownPrice)}</div>
          {shownPrice < FREE_SHIPPING_FROM && <div className="sh-note">Free delivery on orders over {formatPrice(FREE_SHIPPING_FROM)}</div>}
        </div>
        {colours.length > 0 && (
          <div className="sh-option">
            <div className="sh-option-label">{`Colour: ${colour ?? 'choose one'}`}</div>
            <div className="sh-option-chips" role="radiogroup" aria-label="Colour">
              {colours.map((c) => {
                const any = p.variants.some((v) => v.colour === c && v.stock > 0);
                return (
                  <button key={c} role="radio" aria-checked={c === colour} aria-label={c} className={`sh-opt${c === colour ? ' on' : ''}${any ? '' : ' gone'}`} onClick={() => nav.patch({ colour: c, quantity: 1 })}>
                    <span className="sh-swatch" style={{ background: SWATCHES[c] ?? '#999' }} aria-hidden />
                    <span>{c}</span>
                  </button>
                );
              })}
            </div>
          </div>
        )}
        {sizes.length > 0 && (
          <div className="sh-option">
            <div className="sh-option-label">{`Size: ${size ?? 'choose one'}`}</div>
            <div className="sh-option-chips" role="radiogroup" aria-label="Size">
              {sizes.map((z) => {
                const v = selectedVariant(p, colour, z);
                return (
                  <button key={z} role="radio" aria-checked={z === size} aria-label={z} className={`sh-opt size${z === size ? ' on' : ''}${v && v.stock > 0 ? '' : ' gone'}`} onClick={() => nav.patch({ size: z, quantity: 1 })}>
                    {z}
                  </button>
                );
              })}
            </div>
          </div>
        )}
        <div className={`sh-availability${!variant ? ' none' : variant.stock <= 0 ? ' out' : variant.stock <= 3 ? ' low' : ''}`}>{status}</div>
        <SectionHeader>About this item</SectionHeader>
        <div className="sh-details">{p.details}</div>
        <SectionHeader>Customer reviews</SectionHeader>
        <div className="sh-review-summary">{`${p.rating.toFixed(1)} out of 5 · ${p.ratings.toLocaleString('en-US')} ratings · ${p.reviews.length === 1 ? '1 written review' : `${p.reviews.length} written reviews`}`}</div>
        {p.reviews.length === 0 && <div className="sh-muted sh-field-error">No written reviews yet.</div>}
        {p.reviews.map((r) => <ReviewCard key={r.id} r={r} />)}
        <div className="sh-bottom-space" />
      </Scroll>
      <div className="sh-buy-bar">
        <div className="sh-stepper">
          <button aria-label="Decrease quantity" disabled={quantity <= 1} onClick={() => nav.patch({ quantity: Math.max(1, quantity - 1) })}><Minus size={18} /></button>
          <span className="sh-qty" aria-label="Quantity">{String(quantity)}</span>
          <button aria-label="Increase quantity" disabled={quantity >= limit} onClick={() => nav.patch({ quantity: Math.min(limit, quantity + 1) })}><Plus size={18} /></button>
        </div>
        <button className="sh-add" disabled={!canAdd} onClick={() => addToCart(p, colour, size, quantity)}>Add to cart</button>
      </div>
    </>
  );
}

// ---------------------------------------------------------------- cart

function CartView({ inTab }: { inTab: boolean }) {
  const shop = useDevice((s) => s.apps.shop);
  const totals = useMemo(() => cartTotals(shop), [shop]);
  const blocked = totals.lines.find((l) => l.line.quantity > l.variant.stock);
  return (
    <>
      {inTab ? <div className="sh-tab-title"><h1 role="heading">Cart</h1></div> : <AppBar title="Cart" onBack={nav.back} />}
      <Scroll label="Cart">
        {totals.lines.length === 0 && <Empty>Your cart is empty. Search for something you like.</Empty>}
        {totals.lines.map(({ line, product, variant }) => {
          const label = variantLabel(variant);
          const title = lineTitle(product.name, label);
          return (
            <div key={line.id} className="sh-line">
              <ProductTile p={product} colour={variant.colour} />
              <div className="sh-line-texts">
                <button className="sh-line-name" aria-label={product.name} onClick={() => openProduct(product.id)}>{product.name}</button>
                {label !== '' && <div className="sh-line-variant">{label}</div>}
                <div className="sh-line-price">{formatPrice(variant.price)}</div>
                {line.quantity > variant.stock && <div className="sh-error">{variant.stock === 0 ? 'Out of stock: remove it to check out' : `Only ${variant.stock} left`}</div>}
                <div className="sh-line-actions">
                  <div className="sh-stepper small">
                    <button aria-label={`Decrease quantity of ${title}`} disabled={line.quantity <= 1} onClick={() => update((d) => model.setQuantity(d.apps.shop, line.id, line.quantity - 1))}><Minus size={16} /></button>
                    <span className="sh-qty" aria-label={`Quantity of ${title}`}>{String(line.quantity)}</span>
                    <button aria-label={`Increase quantity of ${title}`} disabled={line.quantity >= Math.min(variant.stock, MAX_QUANTITY)} onClick={() => update((d) => model.setQuantity(d.apps.shop, line.id, line.quantity + 1))}><Plus size={16} /></button>
                  </div>
                  <button className="sh-link" aria-label={`Remove ${title}`} onClick={() => update((d) => { model.removeLine(d.apps.shop, line.id); showToast(d.os, 'Removed from cart'); })}>Remove</button>
                </div>
              </div>
            </div>
          );
        })}
        {totals.lines.length > 0 && (
          <div className="sh-summary">
            <div className="sh-sum-row"><span>{`Items (${totals.items})`}</span><span>{formatPrice(totals.subtotal)}</span></div>
            <div className="sh-sum-row"><span>Shipping</span><span>{totals.shipping === 0 ? 'FREE' : formatPrice(totals.shipping)}</span></div>
            <div className="sh-sum-row total"><span>Total</span><span>{formatPrice(totals.total)}</span></div>
            {totals.shipping > 0 && <div className="sh-note">{`Add ${formatPrice(FREE_SHIPPING_FROM - totals.subtotal)} more for free delivery`}</div>}
          </div>
        )}
        <div className="sh-bottom-space" />
      </Scroll>
      {totals.lines.length > 0 && (
        <div className="sh-buy-bar">
          <button className="sh-add wide" disabled={blocked !== undefined} onClick={goToCheckout}>{`Proceed to checkout (${totals.items} ${totals.items === 1 ? 'item' : 'items'})`}</button>
        </div>
      )}
    </>
  );
}

// ---------------------------------------------------------------- checkout

function placeOrder(address: string, card: string): void {
  update((d) => {
    const result = model.placeOrder(d.apps.shop, d.os.ledger, { address, card }, d.os.now);
    if (!result.ok) {
      showToast(d.os, result.error);
      return;
    }
    d.os.ui.stacks.shop = [{ screen: 'main', tab: 'orders', query: '', dialog: null }, { screen: 'placed', id: result.id }];
  });
}

function Checkout({ route }: { route: Route }) {
  const shop = useDevice((s) => s.apps.shop);
  const now = useDevice((s) => s.os.now);
  const today = useToday();
  const totals = useMemo(() => cartTotals(shop), [shop]);
  const address = shop.addresses.find((a) => a.id === route.address);
  const card = shop.cards.find((c) => c.id === route.card);
  const cardOk = card !== undefined && !isExpired(card, now);
  const arrives = deliverySchedule(today).deliverAt;
  return (
    <>
      <AppBar title="Checkout" onBack={nav.back} />
      <Scroll label="Checkout">
        <div className="sh-block">
          <div className="sh-block-head"><MapPin size={18} aria-hidden /><span>Deliver to</span></div>
          {address ? (
            <div className="sh-block-body">
              <div className="sh-strong">{address.label}</div>
              <div>{address.name}</div>
              <div className="sh-muted">{addressLine(address)}</div>
            </div>
          ) : <div className="sh-block-body sh-error">Add a delivery address</div>}
          <button className="sh-link" aria-label="Change address" onClick={() => nav.push({ screen: 'pick-address' })}>Change</button>
        </div>
        <div className="sh-block">
          <div className="sh-block-head"><CreditCard size={18} aria-hidden /><span>Pay with</span></div>
          {card ? (
            <div className="sh-block-body">
              <div className="sh-strong">{cardName(card)}</div>
              <div className={cardOk ? 'sh-muted' : 'sh-error'}>{cardOk ? `${card.holder} · Expires ${card.expiry}` : `Expired ${card.expiry}`}</div>
            </div>
          ) : <div className="sh-block-body sh-error">Add a payment method</div>}
          <button className="sh-link" aria-label="Change payment method" onClick={() => nav.push({ screen: 'pick-card' })}>Change</button>
        </div>
        <div className="sh-block">
          <div className="sh-block-head"><Truck size={18} aria-hidden /><span>{`Arrives ${formatLongDate(arrives)}`}</span></div>
          <div className="sh-block-body sh-muted">Standard delivery</div>
          {totals.lines.map(({ line, product, variant }) => (
            <div key={line.id} className="sh-check-item">
              <div className="sh-check-name">{product.name}</div>
              <div className="sh-muted">{[variantLabel(variant), `Qty ${line.quantity}`].filter((x) => x !== '').join(' · ')}</div>
              <div className="sh-check-price">{formatPrice(variant.price * line.quantity)}</div>
            </div>
          ))}
        </div>
        <div className="sh-summary">
          <div className="sh-sum-row"><span>{`Items (${totals.items})`}</span><span>{formatPrice(totals.subtotal)}</span></div>
          <div className="sh-sum-row"><span>Shipping</span><span>{totals.shipping === 0 ? 'FREE' : formatPrice(totals.shipping)}</span></div>
          <div className="sh-sum-row total"><span>Order total</span><span>{formatPrice(totals.total)}</span></div>
        </div>
        <div className="sh-bottom-space" />
      </Scroll>
      <div className="sh-buy-bar">
        <button className="sh-add wide" disabled={!address || !cardOk || totals.lines.length === 0} onClick={() => placeOrder(str(route.address), str(route.card))}>Place order</button>
      </div>
    </>
  );
}

function checkoutBelow(d: { os: { ui: { stacks: Record<string, Route[]> } } }): Route | undefined {
  return d.os.ui.stacks.shop?.findLast((r) => r.screen === 'checkout');
}

function PickAddress() {
  const addresses = useDevice((s) => s.apps.shop.addresses);
  const chosen = useDevice((s) => checkoutBelow(s)?.address);
  return (
    <>
      <AppBar title="Choose a delivery address" onBack={nav.back} />
      <Scroll label="Addresses">
        <div role="radiogroup" aria-label="Delivery address">
          {addresses.map((a) => (
            <button key={a.id} role="radio" aria-checked={a.id === chosen} aria-label={a.label} className="sh-pick" onClick={() => update((d) => chooseForCheckout(d, 'address', a.id))}>
              <span className={`sh-radio${a.id === chosen ? ' on' : ''}`} aria-hidden />
              <span className="sh-pick-texts"><span className="sh-strong">{a.label}</span><span>{a.name}</span><span className="sh-muted">{addressLine(a)}</span></span>
            </button>
          ))}
        </div>
        <button className="sh-add-row" onClick={() => nav.push(addressFormRoute('checkout'))}><Plus size={20} aria-hidden /><span>Add a new address</span></button>
      </Scroll>
    </>
  );
}

function PickCard() {
  const cards = useDevice((s) => s.apps.shop.cards);
  const now = useDevice((s) => s.os.now);
  const chosen = useDevice((s) => checkoutBelow(s)?.card);
  return (
    <>
      <AppBar title="Choose a payment method" onBack={nav.back} />
      <Scroll label="Cards">
        <div role="radiogroup" aria-label="Payment method">
          {cards.map((c) => {
            const expired = isExpired(c, now);
            return (
              <button key={c.id} role="radio" aria-checked={c.id === chosen} aria-label={cardName(c)} className={`sh-pick${expired ? ' gone' : ''}`} disabled={expired}
                onClick={() => update((d) => chooseForCheckout(d, 'card', c.id))}>
                <span className={`sh-radio${c.id === chosen ? ' on' : ''}`} aria-hidden />
                <span className="sh-pick-texts"><span className="sh-strong">{cardName(c)}</span><span className={expired ? 'sh-error' : 'sh-muted'}>{expired ? `Expired ${c.expiry}` : `${c.holder} · Expires ${c.expiry}`}</span></span>
              </button>
            );
          })}
        </div>
        <button className="sh-add-row" onClick={() => nav.push(cardFormRoute('checkout'))}><Plus size={20} aria-hidden /><span>Add a card</span></button>
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------- address and card forms

const EMPTY_ADDRESS: model.AddressFields = { label: '', name: '', street: '', city: '', zip: '' };
const addressFormRoute = (from: 'checkout' | 'account'): Route => ({ screen: 'address-form', from, tried: false, draft: { ...EMPTY_ADDRESS } });

function readAddressDraft(v: JsonValue | undefined): model.AddressFields {
  const o = (v && typeof v === 'object' && !Array.isArray(v) ? v : {}) as Record<string, JsonValue>;
  return { label: str(o.label), name: str(o.name), street: str(o.street), city: str(o.city), zip: str(o.zip) };
}

/**
 * Save a form's new address or card with `add`: refused, the form shows its errors; saved, it goes
 * back to where it was opened (the checkout then uses it).
 */
function saveNew(route: Route, what: 'address' | 'card', add: (d: DeviceState) => model.Result): void {
  update((d) => {
    const result = add(d);
    if (!result.ok) {
      const top = d.os.ui.stacks.shop?.at(-1);
      if (top) top.tried = true;
      return;
    }
    if (route.from === 'checkout') chooseForCheckout(d, what, result.id);
    else back(d.os);
    showToast(d.os, what === 'address' ? 'Address saved' : 'Card saved');
  });
}

function AddressForm({ route }: { route: Route }) {
  const shop = useDevice((s) => s.apps.shop);
  const draft = readAddressDraft(route.draft);
  const errors = route.tried === true ? model.validateAddress(shop, draft) : {};
  const set = (patch: Partial<model.AddressFields>) => nav.patch({ draft: { ...draft, ...patch } });
  const field = (key: keyof model.AddressFields, label: string) => (
    <>
      <TextField label={label} value={draft[key]} onChange={(v) => set({ [key]: v })} />
      {errors[key] && <div className="sh-error sh-field-error">{errors[key]}</div>}
    </>
  );
  return (
    <>
      <AppBar title="New address" onBack={nav.back} actions={<span className="sh-save"><Button onClick={() => saveNew(route, 'address', (d) => model.addAddress(d.apps.shop, draft))}>Save address</Button></span>} />
      <Scroll label="Address form">
        {field('label', 'Address name (e.g. Home)')}
        {field('name', 'Full name')}
        {field('street', 'Street address')}
        {field('city', 'City')}
        {field('zip', 'ZIP code')}
        <div className="sh-bottom-space" />
      </Scroll>
    </>
  );
}

const cardFormRoute = (from: 'checkout' | 'account'): Route => ({ screen: 'card-form', from, tried: false, draft: { number: '', expiry: '', holder: '' } });

function readCardDraft(v: JsonValue | undefined): model.CardFields {
  const o = (v && typeof v === 'object' && !Array.isArray(v) ? v : {}) as Record<string, JsonValue>;
  return { number: str(o.number), expiry: str(o.expiry), holder: str(o.holder) };
}

function CardForm({ route }: { route: Route }) {
  const shop = useDevice((s) => s.apps.shop);
  const now = useDevice((s) => s.os.now);
  const draft = readCardDraft(route.draft);
  const errors = route.tried === true ? model.validateCard(shop, draft, now) : {};
  const brand = model.brandOf(draft.number);
  const set = (patch: Partial<model.CardFields>) => nav.patch({ draft: { ...draft, ...patch } });
  return (
    <>
      <AppBar title="Add a card" onBack={nav.back} actions={<span className="sh-save"><Button onClick={() => saveNew(route, 'card', (d) => model.addCard(d.apps.shop, draft, d.os.now))}>Save card</Button></span>} />
      <Scroll label="Card form">
        <TextField label="Card number" value={draft.number} onChange={(number) => set({ number })} />
        {brand && <div className="sh-muted sh-field-error">{brand}</div>}
        {errors.number && <div className="sh-error sh-field-error">{errors.number}</div>}
        <TextField label="Expiry (MM/YY)" value={draft.expiry} onChange={(expiry) => set({ expiry })} />
        {errors.expiry && <div className="sh-error sh-field-error">{errors.expiry}</div>}
        <TextField label="Name on card" value={draft.holder} onChange={(holder) => set({ holder })} />
        {errors.holder && <div className="sh-error sh-field-error">{errors.holder}</div>}
        <div className="sh-note sh-field-error">We take Visa, Mastercard and American Express.</div>
        <div className="sh-bottom-space" />
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------- orders

function Placed({ route }: { route: Route }) {
  const order = useDevice((s) => findOrder(s.apps.shop, str(route.id)));
  if (!order) return <Empty>Order not found</Empty>;
  return (
    <>
      <AppBar title="Order placed" onBack={nav.back} />
      <Scroll label="Order placed">
        <div className="sh-placed">
          <CircleCheck size={56} aria-hidden />
          <h2>Thank you, your order is placed</h2>
          <div>{`Order ${order.number}`}</div>
          <div className="sh-strong">{`Arriving ${formatLongDate(order.deliverAt)}`}</div>
          <div className="sh-muted">{`Deliver to ${order.shipTo}`}</div>
          <div className="sh-muted">{`${formatPrice(order.total)} charged to ${order.paidWith}`}</div>
          <div className="sh-placed-actions">
            <Button onClick={() => nav.replace(orderRoute(order.id))}>View order</Button>
            <Button variant="text" onClick={() => update((d) => { d.os.ui.stacks.shop = [{ screen: 'main', tab: 'home', query: '', dialog: null }]; })}>Continue shopping</Button>
          </div>
        </div>
      </Scroll>
    </>
  );
}

const orderRoute = (id: string): Route => ({ screen: 'order', id, dialog: null });

function OrdersTab() {
  const orders = useDevice((s) => s.apps.shop.orders);
  const now = useDevice((s) => s.os.now);
  const sorted = useMemo(() => sortOrders(orders), [orders]);
  return (
    <>
      <div className="sh-tab-title"><h1 role="heading">Your orders</h1></div>
      <Scroll label="Orders">
        {sorted.length === 0 && <Empty>No orders yet</Empty>}
        {sorted.map((o) => {
          const status = orderStatus(o, now);
          return (
            <button key={o.id} className="sh-order-row" aria-label={`Order ${o.number}`} onClick={() => nav.push(orderRoute(o.id))}>
              <Package size={24} aria-hidden />
              <div className="sh-order-texts">
                <div className={`sh-status ${status.toLowerCase()}`}>{deliveryLine(o, now)}</div>
                {o.items.map((i) => <div key={i.id} className="sh-order-item">{i.name}</div>)}
                <div className="sh-muted">{`Placed ${formatShortDate(o.placedAt)} · ${formatPrice(o.total)}`}</div>
              </div>
              <ChevronRight size={20} aria-hidden />
            </button>
          );
        })}
        <div className="sh-bottom-space" />
      </Scroll>
    </>
  );
}

function buyAgain(item: Order['items'][number]): void {
  update((d) => {
    const result = model.addToCart(d.apps.shop, item.product, item.variant, 1);
    showToast(d.os, result.ok ? 'Added to cart' : result.error);
  });
}

function cancelOrder(id: string): void {
  update((d) => {
    const ok = model.cancelOrder(d.apps.shop, id, d.os.now);
    const top = d.os.ui.stacks.shop?.at(-1);
    if (top) top.dialog = null;
    showToast(d.os, ok ? 'Order cancelled' : 'This order can no longer be cancelled');
  });
}

function Step({ done, title, when }: { done: boolean; title: string; when: string }) {
  return (
    <div className={`sh-step${done ? ' done' : ''}`}>
      <span className="sh-step-dot" aria-hidden />
      <span className="sh-step-title">{title}</span>
      <span className="sh-step-when">{when}</span>
    </div>
  );
}

const when = (ms: number) => `${formatLongDate(ms)}, ${formatClock(ms)}`;

function OrderPage({ route }: { route: Route }) {
  const shop = useDevice((s) => s.apps.shop);
  const now = useDevice((s) => s.os.now);
  const order = findOrder(shop, str(route.id));
  if (!order) {
    return (
      <>
        <AppBar title="Order" onBack={nav.back} />
        <Empty>Order not found</Empty>
      </>
    );
  }
  const status = orderStatus(order, now);
  return (
    <>
      <AppBar title="Order details" onBack={nav.back} />
      <Scroll label="Order">
        <div className="sh-order-head">
          <h2>{`Order ${order.number}`}</h2>
          <div className="sh-muted">{`Placed on ${formatLongDate(order.placedAt)}, ${new Date(order.placedAt).getUTCFullYear()}`}</div>
          <div className={`sh-status big ${status.toLowerCase()}`}>{status}</div>
        </div>
        {status === 'Cancelled' ? (
          <div className="sh-steps"><Step done={false} title="Cancelled" when={when(order.cancelledAt!)} /></div>
        ) : (
          <div className="sh-steps">
            <Step done title="Ordered" when={when(order.placedAt)} />
            <Step done={status !== 'Placed'} title="Shipped" when={status === 'Placed' ? `Expected ${formatLongDate(order.shipAt)}` : when(order.shipAt)} />
            <Step done={status === 'Delivered'} title={status === 'Delivered' ? 'Delivered' : 'Arriving'} when={status === 'Delivered' ? when(order.deliverAt) : formatLongDate(order.deliverAt)} />
          </div>
        )}
        <SectionHeader>Items</SectionHeader>
        {order.items.map((item) => {
          const product = findProduct(shop, item.product);
          const rs = returnState(shop, order, item.id, now);
          const request = shop.returns.find((r) => r.order === order.id && r.item === item.id);
          return (
            <div key={item.id} className="sh-line">
              {product ? <ProductTile p={product} /> : <div className="sh-tile" aria-hidden />}
              <div className="sh-line-texts">
                <button className="sh-line-name" aria-label={item.name} onClick={() => product && openProduct(product.id)}>{item.name}</button>
                {item.variantLabel !== '' && <div className="sh-line-variant">{item.variantLabel}</div>}
                <div className="sh-line-price">{`Qty ${item.quantity} · ${formatPrice(item.price)} each`}</div>
                {rs === 'requested' && <div className="sh-note">{`Return requested: ${request?.reason ?? ''}`}</div>}
                {rs === 'closed' && <div className="sh-muted">{`Return window closed on ${formatShortDate(order.deliverAt + RETURN_DAYS * 86_400_000)}`}</div>}
                <div className="sh-line-actions">
                  <button className="sh-pill" aria-label={`Buy ${item.name} again`} onClick={() => buyAgain(item)}><RotateCcw size={15} aria-hidden />Buy it again</button>
                  {rs === 'open' && <button className="sh-pill" aria-label={`Return ${item.name}`} onClick={() => nav.push({ screen: 'return', order: order.id, item: item.id, reason: null })}>Return</button>}
                </div>
              </div>
            </div>
          );
        })}
        <SectionHeader>Delivery address</SectionHeader>
        <div className="sh-details">{order.shipTo}</div>
        <SectionHeader>Payment</SectionHeader>
        <div className="sh-details">{order.paidWith}</div>
        <div className="sh-summary">
          <div className="sh-sum-row"><span>Items</span><span>{formatPrice(order.subtotal)}</span></div>
          <div className="sh-sum-row"><span>Shipping</span><span>{order.shipping === 0 ? 'FREE' : formatPrice(order.shipping)}</span></div>
          <div className="sh-sum-row total"><span>Order total</span><span>{formatPrice(order.total)}</span></div>
        </div>
        {status === 'Placed' && <div className="sh-cancel"><Button variant="danger" onClick={() => nav.patch({ dialog: 'cancel' })}>Cancel order</Button></div>}
        <div className="sh-bottom-space" />
      </Scroll>
      {route.dialog === 'cancel' && (
        <Dialog title="Cancel this order?" message="Nothing will be charged, and the items will not be sent."
          actions={[{ label: 'Keep order', onClick: () => nav.patch({ dialog: null }) }, { label: 'Cancel order', danger: true, onClick: () => cancelOrder(order.id) }]} />
      )}
    </>
  );
}

function requestReturn(orderId: string, itemId: string, reason: string): void {
  update((d) => {
    const result = model.requestReturn(d.apps.shop, d.os.ledger, orderId, itemId, reason, d.os.now);
    if (result.ok) back(d.os);
    showToast(d.os, result.ok ? 'Return requested' : result.error);
  });
}

function ReturnForm({ route }: { route: Route }) {
  const order = useDevice((s) => findOrder(s.apps.shop, str(route.order)));
  const item = order?.items.find((i) => i.id === route.item);
  const reason = strOrNull(route.reason);
  if (!order || !item) return <Empty>This item is not in your orders</Empty>;
  return (
    <>
      <AppBar title="Return an item" onBack={nav.back} />
      <Scroll label="Return form">
        <div className="sh-return-item">
          <div className="sh-strong">{item.name}</div>
          {item.variantLabel !== '' && <div className="sh-muted">{item.variantLabel}</div>}
          <div className="sh-muted">{`Order ${order.number} · delivered ${formatShortDate(order.deliverAt)}`}</div>
        </div>
        <div className="sh-form-label">Why are you returning it?</div>
        <div role="radiogroup" aria-label="Reason">
          {RETURN_REASONS.map((r) => <Choice key={r} label={r} checked={reason === r} onClick={() => nav.patch({ reason: r })} />)}
        </div>
        <div className="sh-note sh-field-error">{`We refund ${formatPrice(item.price * item.quantity)} to ${order.paidWith} once the item is back with us.`}</div>
        <div className="sh-bottom-space" />
      </Scroll>
      <div className="sh-buy-bar">
        <button className="sh-add wide" disabled={reason === null} onClick={() => reason && requestReturn(order.id, item.id, reason)}>Request return</button>
      </div>
    </>
  );
}

// ---------------------------------------------------------------- account

function AccountTab() {
  const shop = useDevice((s) => s.apps.shop);
  const row = (label: string, sub: string, icon: ReactNode, onClick: () => void) => (
    <button className="sh-account-row" aria-label={label} onClick={onClick}>
      <span className="sh-account-icon" aria-hidden>{icon}</span>
      <span className="sh-pick-texts"><span className="sh-strong">{label}</span><span className="sh-muted">{sub}</span></span>
      <ChevronRight size={20} aria-hidden />
    </button>
  );
  return (
    <>
      <div className="sh-tab-title"><h1 role="heading">Account</h1></div>
      <Scroll label="Account">
        <div className="sh-profile">
          <span className="sh-profile-icon" aria-hidden><User size={30} /></span>
          <div><div className="sh-strong">{OWNER_NAME}</div><div className="sh-muted">{ME_ADDRESS}</div></div>
        </div>
        {row('Your orders', `${shop.orders.length} orders`, <Package size={22} />, () => nav.patch({ tab: 'orders' }))}
        {row('Addresses', `${shop.addresses.length} saved`, <House size={22} />, () => nav.push({ screen: 'addresses', dialog: null }))}
        {row('Payment methods', `${shop.cards.length} cards`, <CreditCard size={22} />, () => nav.push({ screen: 'cards', dialog: null }))}
        {row('Returns', shop.returns.length === 1 ? '1 request' : `${shop.returns.length} requests`, <RotateCcw size={22} />, () => nav.push({ screen: 'returns' }))}
      </Scroll>
    </>
  );
}

function AddressesPage({ route }: { route: Route }) {
  const shop = useDevice((s) => s.apps.shop);
  const removing = shop.addresses.find((a) => a.id === route.dialog);
  return (
    <>
      <AppBar title="Addresses" onBack={nav.back} />
      <Scroll label="Addresses">
        {shop.addresses.length === 0 && <Empty>No saved addresses</Empty>}
        {shop.addresses.map((a: Address) => (
          <div key={a.id} className="sh-saved">
            <div className="sh-saved-head"><span className="sh-strong">{a.label}</span>{a.id === shop.defaultAddress && <span className="sh-default">Default</span>}</div>
            <div>{a.name}</div>
            <div className="sh-muted">{addressLine(a)}</div>
            <div className="sh-line-actions">
              {a.id !== shop.defaultAddress && <button className="sh-pill" aria-label={`Make ${a.label} the default address`} onClick={() => update((d) => { model.setDefaultAddress(d.apps.shop, a.id); showToast(d.os, 'Default address changed'); })}>Set as default</button>}
              <button className="sh-pill" aria-label={`Remove ${a.label}`} onClick={() => nav.patch({ dialog: a.id })}>Remove</button>
            </div>
          </div>
        ))}
        <button className="sh-add-row" onClick={() => nav.push(addressFormRoute('account'))}><Plus size={20} aria-hidden /><span>Add a new address</span></button>
      </Scroll>
      {removing && (
        <Dialog title="Remove this address?" message={`${removing.label}: ${addressLine(removing)}`}
          actions={[{ label: 'Cancel', onClick: () => nav.patch({ dialog: null }) }, { label: 'Remove', danger: true, onClick: () => update((d) => { model.removeAddress(d.apps.shop, removing.id); const top = d.os.ui.stacks.shop?.at(-1); if (top) top.dialog = null; showToast(d.os, 'Address removed'); }) }]} />
      )}
    </>
  );
}

function CardsPage({ route }: { route: Route }) {
  const shop = useDevice((s) => s.apps.shop);
  const now = useDevice((s) => s.os.now);
  const removing = shop.cards.find((c) => c.id === route.dialog);
  return (
    <>
      <AppBar title="Payment methods" onBack={nav.back} />
      <Scroll label="Cards">
        {shop.cards.length === 0 && <Empty>No saved cards</Empty>}
        {shop.cards.map((c: Card) => {
          const expired = isExpired(c, now);
          return (
            <div key={c.id} className="sh-saved">
              <div className="sh-saved-head"><CreditCard size={18} aria-hidden /><span className="sh-strong">{cardName(c)}</span>{c.id === shop.defaultCard && <span className="sh-default">Default</span>}</div>
              <div className={expired ? 'sh-error' : 'sh-muted'}>{`${c.holder} · ${expired ? 'Expired' : 'Expires'} ${c.expiry}`}</div>
              <div className="sh-line-actions">
                {c.id !== shop.defaultCard && !expired && <button className="sh-pill" aria-label={`Make ${cardName(c)} the default card`} onClick={() => update((d) => { model.setDefaultCard(d.apps.shop, c.id); showToast(d.os, 'Default card changed'); })}>Set as default</button>}
                <button className="sh-pill" aria-label={`Remove ${cardName(c)}`} onClick={() => nav.patch({ dialog: c.id })}>Remove</button>
              </div>
            </div>
          );
        })}
        <button className="sh-add-row" onClick={() => nav.push(cardFormRoute('account'))}><Plus size={20} aria-hidden /><span>Add a card</span></button>
      </Scroll>
      {removing && (
        <Dialog title="Remove this card?" message={cardName(removing)}
          actions={[{ label: 'Cancel', onClick: () => nav.patch({ dialog: null }) }, { label: 'Remove', danger: true, onClick: () => update((d) => { model.removeCard(d.apps.shop, removing.id); const top = d.os.ui.stacks.shop?.at(-1); if (top) top.dialog = null; showToast(d.os, 'Card removed'); }) }]} />
      )}
    </>
  );
}

function ReturnsPage() {
  const shop = useDevice((s) => s.apps.shop);
  const list = shop.returns.slice().sort((a, b) => b.at - a.at);
  return (
    <>
      <AppBar title="Returns" onBack={nav.back} />
      <Scroll label="Returns">
        {list.length === 0 && <Empty>No returns</Empty>}
        {list.map((r) => {
          const order = findOrder(shop, r.order);
          const item = order?.items.find((i) => i.id === r.item);
          return (
            <div key={r.id} className="sh-saved">
              <div className="sh-strong">{item?.name ?? 'Item'}</div>
              <div className="sh-muted">{`Requested ${formatShortDate(r.at)} · ${r.reason}`}</div>
              <div className="sh-muted">{order ? `Order ${order.number}` : ''}</div>
            </div>
          );
        })}
      </Scroll>
    </>
  );
}

// ---------------------------------------------------------------- tabs

const TABS = [
  { id: 'home', label: 'Home', icon: <House size={22} /> },
  { id: 'cart', label: 'Cart', icon: <ShoppingCart size={22} /> },
  { id: 'orders', label: 'Orders', icon: <Package size={22} /> },
  { id: 'account', label: 'Account', icon: <User size={22} /> },
] as const;

function Main({ route }: { route: Route }) {
  const tab = TABS.find((t) => t.id === route.tab)?.id ?? 'home';
  const count = useDevice((s) => s.apps.shop.cart.reduce((n, l) => n + l.quantity, 0));
  return (
    <>
      {tab === 'home' && <HomeTab route={route} />}
      {tab === 'cart' && <CartView inTab />}
      {tab === 'orders' && <OrdersTab />}
      {tab === 'account' && <AccountTab />}
      <nav className="sh-tabs" role="tablist">
        {TABS.map((t) => (
          <button key={t.id} role="tab" aria-label={t.label} aria-selected={t.id === tab} className={`sh-tab${t.id === tab ? ' on' : ''}`} onClick={() => nav.patch({ tab: t.id, dialog: null })}>
            <span className="sh-tab-icon" aria-hidden>{t.icon}</span>
            <span className="sh-tab-label" aria-hidden>{t.label}</span>
            {t.id === 'cart' && count > 0 && <span className="sh-badge tab">{String(count)}</span>}
          </button>
        ))}
      </nav>
    </>
  );
}

export function ShopApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'results': return <Results route={route} />;
    case 'product': return <ProductPage route={route} />;
    case 'cart': return <CartView inTab={false} />;
    case 'checkout': return <Checkout route={route} />;
    case 'pick-address': return <PickAddress />;
    case 'pick-card': return <PickCard />;
    case 'address-form': return <AddressForm route={route} />;
    case 'card-form': return <CardForm route={route} />;
    case 'placed': return <Placed route={route} />;
    case 'order': return <OrderPage route={route} />;
    case 'return': return <ReturnForm route={route} />;
    case 'addresses': return <AddressesPage route={route} />;
    case 'cards': return <CardsPage route={route} />;
    case 'returns': return <ReturnsPage />;
    default: return <Main route={route} />;
  }
}
