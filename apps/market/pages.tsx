// Market's pages. Storefront: the front page, the catalogue (search, category, price range, rating,
// sort, pages), a product (option, quantity, reviews and the review form), the cart, checkout, "My
// orders" and an order (with return requests). Admin under /admin: orders (status filter, search),
// an order (ship, cancel, refund), products (price, stock, enabled), customers and a sales report.
// The URL carries the page; drafts and the open dialog live in the browser entry (props.page).
import type { FormEvent, ReactNode } from 'react';
import type { JsonValue } from '../os/state.ts';
import { update, useDevice, web } from '../device.ts';
import { Link } from '../browser/Browser.tsx';
import { SiteDialog, SiteSearch, type DialogAction } from '../browser/parts.tsx';
import { goto, patchPage, replaceUrl } from '../browser/nav.ts';
import { showToast } from '../os/nav.ts';
import type { Location } from '../browser/state.ts';
import type { SitePageProps } from '../browser/manifest.ts';
import { formatMoney } from '../kit/money.ts';
import { formatIsoDate, formatShortDateWithYear, parseIsoDate, DAY } from '../kit/time.ts';
import type { DeviceState } from '../world.ts';
import {
  ADMIN_PAGE_SIZE, CATEGORIES, PAGE_SIZE, PAYMENTS, RETURN_REASONS, SHIPPING, SORTS, STATUSES, productMatches, ratingOf,
  shippingLabel, sortProducts, statusLabel, type MarketState, type Order, type OrderStatus, type Product, type Sort,
} from './state.ts';
import * as model from './model.ts';
import { HOST, adminOrderUrl, orderUrl, productUrl, url } from './urls.ts';
import './market.css';

type PageState = SitePageProps['page'];
const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');
const obj = (v: JsonValue | undefined): { [k: string]: JsonValue } => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});
const patch = (state: { [key: string]: JsonValue | null }) => web.patch(state);
const pageOf = (query: Record<string, string>): number => Math.max(1, Math.floor(Number(query.page)) || 1);
const blur = () => (document.activeElement as HTMLElement | null)?.blur?.();

// ---------------------------------------------------------------- routing

type Route =
  | { page: 'home' } | { page: 'search' } | { page: 'product'; id: string } | { page: 'cart' } | { page: 'checkout' }
  | { page: 'orders' } | { page: 'order'; id: string }
  | { page: 'admin-orders' } | { page: 'admin-order'; id: string } | { page: 'admin-products' } | { page: 'admin-product'; id: string }
  | { page: 'admin-customers' } | { page: 'admin-customer'; id: string } | { page: 'admin-reports' } | { page: 'missing' };

export function routeOf(path: string): Route {
  const p = path.split('/').filter(Boolean);
  const one = p.length === 1, two = p.length === 2;
  if (p.length === 0) return { page: 'home' };
  if (one && p[0] === 'search') return { page: 'search' };
  if (one && p[0] === 'cart') return { page: 'cart' };
  if (one && p[0] === 'checkout') return { page: 'checkout' };
  if (one && p[0] === 'orders') return { page: 'orders' };
  if (two && p[0] === 'orders') return { page: 'order', id: p[1]! };
  if (two && p[0] === 'product') return { page: 'product', id: p[1]! };
  if (p[0] === 'admin') {
    if (one || (two && p[1] === 'orders')) return { page: 'admin-orders' };
    if (p.length === 3 && p[1] === 'orders') return { page: 'admin-order', id: p[2]! };
    if (two && p[1] === 'products') return { page: 'admin-products' };
    if (p.length === 3 && p[1] === 'products') return { page: 'admin-product', id: p[2]! };
    if (two && p[1] === 'customers') return { page: 'admin-customers' };
    if (p.length === 3 && p[1] === 'customers') return { page: 'admin-customer', id: p[2]! };
    if (two && p[1] === 'reports') return { page: 'admin-reports' };
  }
  return { page: 'missing' };
}

export function pageTitle(location: Location, state: DeviceState): string {
  const s = state.apps.market;
  const r = routeOf(location.path);
  switch (r.page) {
    case 'home': return 'Market: shop online';
    case 'search': return `${location.query.q ? `Search: ${location.query.q}` : location.query.category ?? 'All products'} · Market`;
    case 'product': { const p = model.findProduct(s, r.id); return p && p.enabled ? `${p.name} · Market` : 'Product not found · Market'; }
    case 'cart': return 'Your cart · Market';
    case 'checkout': return 'Checkout · Market';
    case 'orders': return 'My orders · Market';
    case 'order': return `Order #${r.id} · Market`;
    case 'admin-orders': return 'Orders · Market Admin';
    case 'admin-order': return `Order #${r.id} · Market Admin`;
    case 'admin-products': return 'Products · Market Admin';
    case 'admin-product': return `${model.findProduct(s, r.id)?.name ?? 'Product'} · Market Admin`;
    case 'admin-customers': return 'Customers · Market Admin';
    case 'admin-customer': return `${model.findCustomer(s, r.id)?.name ?? 'Customer'} · Market Admin`;
    case 'admin-reports': return 'Sales report · Market Admin';
    default: return 'Page not found · Market';
  }
}

export function MarketPage({ location, page }: SitePageProps) {
  const r = routeOf(location.path);
  let body: ReactNode;
  switch (r.page) {
    case 'home': body = <Home />; break;
    case 'search': body = <Catalogue location={location} />; break;
    case 'product': body = <ProductPage id={r.id} page={page} />; break;
    case 'cart': body = <Cart />; break;
    case 'checkout': body = <Checkout page={page} />; break;
    case 'orders': body = <MyOrders />; break;
    case 'order': body = <MyOrder id={r.id} page={page} />; break;
    case 'admin-orders': body = <AdminOrders location={location} page={page} />; break;
    case 'admin-order': body = <AdminOrder id={r.id} page={page} />; break;
    case 'admin-products': body = <AdminProducts location={location} page={page} />; break;
    case 'admin-product': body = <AdminProduct id={r.id} page={page} />; break;
    case 'admin-customers': body = <AdminCustomers location={location} page={page} />; break;
    case 'admin-customer': body = <AdminCustomer id={r.id} />; break;
    case 'admin-reports': body = <Reports location={location} page={page} />; break;
    default: body = <NotFound />;
  }
  const admin = r.page.startsWith('admin');
  return (
    <div className="mk">
      {admin ? <AdminHeader /> : <Header location={location} page={page} />}
      <div className="mk-body">{body}</div>
    </div>
  );
}

function NotFound({ what = 'page' }: { what?: string }) {
  return (
    <div className="mk-missing" role="alert">
      <h1>Sorry, this {what} does not exist</h1>
      <Link href={url('/')}>Back to the shop</Link>
    </div>
  );
}

// ---------------------------------------------------------------- storefront header

function Header({ location, page }: { location: Location; page: PageState }) {
  const count = useDevice((s) => s.apps.market.cart.reduce((a, l) => a + l.qty, 0));
  return (
    <header className="mk-header">
      <div className="mk-top">
        <Link href={url('/')} className="mk-logo" label="Market home">Market</Link>
        <SiteSearch prefix="mk" label="Search products" host={HOST} path="/search" location={location} page={page} />
        <nav className="mk-nav" aria-label="Account">
          <Link href={url('/orders')}>My orders</Link>
          <Link href={url('/cart')} label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>Cart ({count})</Link>
          <Link href={url('/admin')}>Admin</Link>
        </nav>
      </div>
      <nav className="mk-cats" aria-label="Categories">
        <Link href={url('/search')}>All products</Link>
        {CATEGORIES.map((c) => <Link key={c} href={url('/search', { category: c })}>{c}</Link>)}
      </nav>
    </header>
  );
}

/** Full stars for the whole stars of the rating (3.6 draws three): a card drawn with R stars is rated R or more, as the "R stars and up" filter reads it. */
function Stars({ value }: { value: number }) {
  const full = Math.floor(value);
  return <span className="mk-stars" aria-label={value === 0 ? 'No rating yet' : `Rated ${value.toFixed(1)} out of 5`}>{'★'.repeat(full)}{'☆'.repeat(5 - full)}</span>;
}

function ProductCard({ p }: { p: Product }) {
  const rating = ratingOf(p);
  return (
    <article className="mk-card" aria-label={p.name}>
      <div className="mk-thumb" aria-hidden>{p.name.slice(0, 1)}</div>
      <Link href={productUrl(p.id)} className="mk-card-name">{p.name}</Link>
      <div className="mk-price">{formatMoney(p.price)}</div>
      <div className="mk-meta"><Stars value={rating} /> {rating === 0 ? 'No reviews' : `${rating.toFixed(1)} (${p.reviews.length})`}</div>
      {p.stock === 0 && <div className="mk-out">Out of stock</div>}
    </article>
  );
}

function Home() {
  const s = useDevice((d) => d.apps.market);
  const featured = sortProducts(s.products.filter((p) => p.enabled), 'rating').slice(0, 8);
  return (
    <main className="mk-main">
      <h1 className="mk-h1">Shop by category</h1>
      <div className="mk-tiles">
        {CATEGORIES.map((c) => <Link key={c} href={url('/search', { category: c })} className="mk-tile" label={`Shop ${c}`}>{c}</Link>)}
      </div>
      <h2>Top rated</h2>
      <div className="mk-grid">{featured.map((p) => <ProductCard key={p.id} p={p} />)}</div>
    </main>
  );
}

// ---------------------------------------------------------------- catalogue

const dollars = (v: string | undefined): number | undefined => {
  if (v === undefined || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : undefined;
};

function Catalogue({ location }: { location: Location }) {
  const s = useDevice((d) => d.apps.market);
  const q = location.query;
  const sort = (SORTS.some((x) => x.id === q.sort) ? q.sort : 'relevance') as Sort;
  const rating = q.rating ? Number(q.rating) : undefined;
  const list = sortProducts(s.products.filter((p) => p.enabled && productMatches(p, { q: q.q, category: q.category, min: dollars(q.min), max: dollars(q.max), rating })), sort);
  const pages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
  const n = Math.min(pageOf(q), pages);
  const shown = list.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE);
  const at = (change: Record<string, string | undefined>) => url('/search', { ...q, page: undefined, ...change });
  const onFilter = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    blur();
    update((d) => goto(d.os, at({ min: String(f.get('min') ?? '').trim() || undefined, max: String(f.get('max') ?? '').trim() || undefined })));
  };
  const title = q.q ? `Results for "${q.q}"` : q.category ?? 'All products';
  return (
    <div className="mk-columns">
      <aside className="mk-side" aria-label="Filters">
        <h2>Category</h2>
        <ul>
          <li><Link href={at({ category: undefined })} className={!q.category ? 'on' : ''} label={!q.category ? 'Any category (selected)' : 'Any category'}>Any category</Link></li>
          {CATEGORIES.map((c) => <li key={c}><Link href={at({ category: c })} className={q.category === c ? 'on' : ''} label={q.category === c ? `${c} (selected)` : c}>{c}</Link></li>)}
        </ul>
        <h2>Price</h2>
        <form className="mk-range" onSubmit={onFilter} key={`${q.min}-${q.max}`}>
          <input name="min" aria-label="Minimum price" placeholder="Min $" defaultValue={q.min ?? ''} />
          <input name="max" aria-label="Maximum price" placeholder="Max $" defaultValue={q.max ?? ''} />
          <button type="submit" className="mk-btn">Apply</button>
        </form>
        <h2>Customer rating</h2>
        <ul>
          {[4, 3, 2].map((r) => <li key={r}><Link href={at({ rating: rating === r ? undefined : String(r) })} className={rating === r ? 'on' : ''} label={rating === r ? `${r} stars and up (selected)` : `${r} stars and up`}>{r}★ &amp; up</Link></li>)}
        </ul>
      </aside>
      <main className="mk-main">
        <div className="mk-list-head">
          <h1 className="mk-h1">{title}</h1>
          <span className="mk-meta">{list.length} {list.length === 1 ? 'product' : 'products'}</span>
          <div className="mk-sorts" aria-label="Sort by">
            {SORTS.map((x) => <Link key={x.id} href={at({ sort: x.id === 'relevance' ? undefined : x.id })} className={x.id === sort ? 'on' : ''} label={x.id === sort ? `${x.label} (selected)` : x.label}>{x.label}</Link>)}
          </div>
        </div>
        {shown.length === 0 ? <p className="mk-empty">No products match these filters.</p> : <div className="mk-grid">{shown.map((p) => <ProductCard key={p.id} p={p} />)}</div>}
        <Pager n={n} pages={pages} at={(k) => url('/search', { ...q, page: k === 1 ? undefined : k })} />
      </main>
    </div>
  );
}

function Pager({ n, pages, at }: { n: number; pages: number; at: (k: number) => string }) {
  if (pages <= 1) return null;
  return (
    <div className="mk-pager" aria-label="Pages">
      {n > 1 ? <Link href={at(n - 1)}>Previous page</Link> : <span />}
      <span>Page {n} of {pages}</span>
      {n < pages ? <Link href={at(n + 1)}>Next page</Link> : <span />}
    </div>
  );
}

// ---------------------------------------------------------------- product

function Choices({ options, chosen, onChoose, label }: { options: readonly string[]; chosen: string; onChoose: (o: string) => void; label: string }) {
  return (
    <div role="radiogroup" aria-label={label} className="mk-choices">
      {options.map((o) => (
        <div key={o} role="radio" tabIndex={0} aria-checked={o === chosen} className={o === chosen ? 'mk-choice on' : 'mk-choice'} onClick={() => onChoose(o)}>{o}</div>
      ))}
    </div>
  );
}

function ProductPage({ id, page }: { id: string; page: PageState }) {
  const s = useDevice((d) => d.apps.market);
  const p = model.findProduct(s, id);
  if (!p || !p.enabled) return <NotFound what="product" />;
  const option = str(page.option);
  const qty = typeof page.qty === 'string' ? page.qty : '1';
  const rating = ratingOf(p);
  const stars = typeof page.stars === 'number' ? page.stars : 0;
  const errors = obj(page.errors);
  const add = () => update((d) => {
    const error = model.addToCart(d.apps.market, p.id, option, Number(qty));
    patchPage(d.os, { cartError: error });
    if (!error) showToast(d.os, `Added ${p.name} to your cart`);
  });
  const publish = (e: FormEvent) => {
    e.preventDefault();
    update((d) => {
      const r = model.publishReview(d.apps.market, d.os.ledger, d.os.now, p.id, stars, str(page.review));
      if ('errors' in r) { patchPage(d.os, { errors: r.errors }); return; }
      patchPage(d.os, { errors: null, stars: null, review: null });
      showToast(d.os, 'Thanks, your review is published');
    });
  };
  return (
    <main className="mk-main mk-narrow">
      <p className="mk-meta"><Link href={url('/search', { category: p.category })}>{p.category}</Link></p>
      <div className="mk-product">
        <div className="mk-photo" aria-hidden>{p.name.slice(0, 1)}</div>
        <div className="mk-buy">
          <h1 className="mk-h1">{p.name}</h1>
          <div className="mk-meta"><Stars value={rating} /> {rating === 0 ? 'No reviews yet' : `${rating.toFixed(1)} out of 5 · ${p.reviews.length} ${p.reviews.length === 1 ? 'review' : 'reviews'}`}</div>
          <div className="mk-price big">{formatMoney(p.price)}</div>
          <div className={p.stock === 0 ? 'mk-out' : 'mk-stock'}>{p.stock === 0 ? 'Out of stock' : p.stock <= 5 ? `Only ${p.stock} left in stock` : 'In stock'}</div>
          <p>{p.description}</p>
          {p.options.length > 0 && (
            <div className="mk-field">
              <span className="mk-label">{p.optionLabel}</span>
              <Choices label={p.optionLabel} options={p.options} chosen={option} onChoose={(o) => patch({ option: o, cartError: null })} />
            </div>
          )}
          <div className="mk-field mk-inline">
            <label className="mk-label" htmlFor="mk-qty">Quantity</label>
            <input id="mk-qty" aria-label="Quantity" className="mk-qty" value={qty} onChange={(e) => patch({ qty: e.target.value, cartError: null })} />
            <button className="mk-btn primary" disabled={p.stock === 0} onClick={add}>Add to cart</button>
          </div>
          {str(page.cartError) !== '' && <p className="mk-error" role="alert">{str(page.cartError)}</p>}
        </div>
      </div>
      <section className="mk-section">
        <h2>Specifications</h2>
        <table className="mk-table mk-specs"><tbody>{p.specs.map(([k, v]) => <tr key={k}><th scope="row">{k}</th><td>{v}</td></tr>)}</tbody></table>
      </section>
      <section className="mk-section">
        <h2>Reviews</h2>
        {p.reviews.length === 0 && <p className="mk-empty">No reviews yet.</p>}
        {p.reviews.slice().sort((a, b) => b.at - a.at).map((r) => (
          <div key={r.id} className="mk-review">
            <div><Stars value={r.stars} /> <strong>{r.author}</strong> <span className="mk-meta">{formatShortDateWithYear(r.at)}</span></div>
            <p>{r.text}</p>
          </div>
        ))}
        <form className="mk-form mk-review-form" onSubmit={publish} noValidate>
          <h3>Write a review</h3>
          <Choices label="Your rating" options={['1 star', '2 stars', '3 stars', '4 stars', '5 stars']} chosen={stars === 0 ? '' : `${stars} ${stars === 1 ? 'star' : 'stars'}`} onChoose={(o) => patch({ stars: Number(o[0]), errors: { ...errors, stars: null } })} />
          {str(errors.stars) !== '' && <p className="mk-error" role="alert">{str(errors.stars)}</p>}
          <textarea aria-label="Your review" placeholder="Your review" value={str(page.review)} onChange={(e) => patch({ review: e.target.value })} />
          {str(errors.text) !== '' && <p className="mk-error" role="alert">{str(errors.text)}</p>}
          <div><button type="submit" className="mk-btn primary">Publish review</button></div>
        </form>
      </section>
    </main>
  );
}

// ---------------------------------------------------------------- cart and checkout

function Cart() {
  const s = useDevice((d) => d.apps.market);
  return (
    <main className="mk-main mk-narrow">
      <h1 className="mk-h1">Your cart</h1>
      {s.cart.length === 0 ? <p className="mk-empty">Your cart is empty.</p> : (
        <>
          <table className="mk-table">
            <thead><tr><th>Product</th><th>Price</th><th>Quantity</th><th>Subtotal</th><th /></tr></thead>
            <tbody>
              {s.cart.map((l, i) => {
                const p = model.findProduct(s, l.product)!;
                const label = `${p.name}${l.option ? ` (${l.option})` : ''}`;
                return (
                  <tr key={`${l.product}-${l.option}`}>
                    <td><Link href={productUrl(p.id)}>{p.name}</Link>{l.option && <div className="mk-meta">{p.optionLabel}: {l.option}</div>}</td>
                    <td>{formatMoney(p.price)}</td>
                    <td>
                      <div className="mk-stepper">
                        <button aria-label={`Decrease quantity of ${label}`} onClick={() => update((d) => model.setCartQty(d.apps.market, i, l.qty - 1))}>−</button>
                        <span aria-label={`Quantity of ${label}`}>{l.qty}</span>
                        <button aria-label={`Increase quantity of ${label}`} onClick={() => update((d) => model.setCartQty(d.apps.market, i, l.qty + 1))}>+</button>
                      </div>
                    </td>
                    <td>{formatMoney(p.price * l.qty)}</td>
                    <td><button className="mk-link" aria-label={`Remove ${label}`} onClick={() => update((d) => model.removeFromCart(d.apps.market, i))}>Remove</button></td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="mk-total">Subtotal: <strong>{formatMoney(model.cartTotal(s))}</strong></div>
          <div className="mk-actions"><Link href={url('/checkout')} className="mk-btn primary">Proceed to checkout</Link></div>
        </>
      )}
    </main>
  );
}

function Checkout({ page }: { page: PageState }) {
  const s = useDevice((d) => d.apps.market);
  const me = model.myself(s);
  const field = (k: string, fallback: string) => (typeof page[k] === 'string' ? (page[k] as string) : fallback);
  const draft: model.CheckoutDraft = { name: field('name', me.name), street: field('street', me.street), city: field('city', me.city), zip: field('zip', me.zip), shipping: str(page.shipping), payment: str(page.payment), note: str(page.note) };
  const errors = obj(page.errors);
  const method = SHIPPING.find((m) => m.id === draft.shipping);
  const err = (k: string) => (str(errors[k]) !== '' ? <p className="mk-error" role="alert">{str(errors[k])}</p> : null);
  const send = (e: FormEvent) => {
    e.preventDefault();
    blur();
    update((d) => {
      const r = model.placeOrder(d.apps.market, d.os.ledger, d.os.now, draft);
      if ('errors' in r) { patchPage(d.os, { errors: r.errors }); return; }
      replaceUrl(d.os, orderUrl(r.id));
      showToast(d.os, `Order #${r.id} placed`);
    });
  };
  const input = (k: 'name' | 'street' | 'city' | 'zip', label: string) => (
    <div className="mk-field">
      <input aria-label={label} placeholder={label} value={draft[k]} onChange={(e) => patch({ [k]: e.target.value })} />
      {err(k)}
    </div>
  );
  return (
    <main className="mk-main mk-narrow">
      <h1 className="mk-h1">Checkout</h1>
      {err('cart')}
      <form className="mk-form" onSubmit={send} noValidate>
        <h2>Delivery address</h2>
        {input('name', 'Full name')}
        {input('street', 'Street address')}
        {input('city', 'City')}
        {input('zip', 'ZIP code')}
        <h2>Shipping method</h2>
        <Choices label="Shipping method" options={SHIPPING.map((m) => `${m.label} (${m.cost === 0 ? 'free' : formatMoney(m.cost)})`)} chosen={method ? `${method.label} (${method.cost === 0 ? 'free' : formatMoney(method.cost)})` : ''}
          onChoose={(o) => patch({ shipping: SHIPPING.find((m) => o.startsWith(m.label))!.id, errors: { ...errors, shipping: null } })} />
        {err('shipping')}
        <h2>Payment</h2>
        <Choices label="Payment method" options={PAYMENTS} chosen={draft.payment} onChoose={(o) => patch({ payment: o, errors: { ...errors, payment: null } })} />
        {err('payment')}
        <h2>Note for the seller (optional)</h2>
        <textarea aria-label="Note for the seller" value={draft.note} onChange={(e) => patch({ note: e.target.value })} />
        <div className="mk-summary">
          <div>Items: {formatMoney(model.cartTotal(s))}</div>
          <div>Shipping: {method ? formatMoney(method.cost) : '—'}</div>
          <div><strong>Order total: {formatMoney(model.cartTotal(s) + (method?.cost ?? 0))}</strong></div>
        </div>
        <div className="mk-actions"><button type="submit" className="mk-btn primary">Place order</button></div>
      </form>
    </main>
  );
}

// ---------------------------------------------------------------- my orders

function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`mk-status ${status}`}>{statusLabel(status)}</span>;
}

function MyOrders() {
  const s = useDevice((d) => d.apps.market);
  const mine = s.orders.filter((o) => o.customer === s.me).sort((a, b) => b.placedAt - a.placedAt);
  return (
    <main className="mk-main mk-narrow">
      <h1 className="mk-h1">My orders</h1>
      {mine.length === 0 ? <p className="mk-empty">You have not ordered anything yet.</p> : (
        <table className="mk-table">
          <thead><tr><th>Order</th><th>Placed</th><th>Items</th><th>Total</th><th>Status</th></tr></thead>
          <tbody>{mine.map((o) => (
            <tr key={o.id}>
              <td><Link href={orderUrl(o.id)} label={`Order #${o.id}`}>#{o.id}</Link></td>
              <td>{formatShortDateWithYear(o.placedAt)}</td>
              <td>{o.items.map((i) => i.name).join(', ')}</td>
              <td>{formatMoney(o.total)}</td>
              <td><StatusBadge status={o.status} /></td>
            </tr>
          ))}</tbody>
        </table>
      )}
    </main>
  );
}

function OrderItems({ o, action }: { o: Order; action?: (i: number) => ReactNode }) {
  return (
    <table className="mk-table">
      <thead><tr><th>Product</th><th>Option</th><th>Quantity</th><th>Price</th>{action && <th />}</tr></thead>
      <tbody>{o.items.map((i, k) => (
        <tr key={k}>
          <td>{i.name}</td><td>{i.option || '—'}</td><td>{i.qty}</td><td>{formatMoney(i.price * i.qty)}</td>
          {action && <td>{action(k)}</td>}
        </tr>
      ))}</tbody>
    </table>
  );
}

function OrderFacts({ o }: { o: Order }) {
  return (
    <dl className="mk-facts">
      <dt>Status</dt><dd><StatusBadge status={o.status} /></dd>
      <dt>Placed</dt><dd>{formatShortDateWithYear(o.placedAt)}</dd>
      <dt>Shipping</dt><dd>{shippingLabel(o.shipping)} ({formatMoney(o.shippingCost)})</dd>
      <dt>Ship to</dt><dd>{o.shipTo.name}, {o.shipTo.street}, {o.shipTo.city} {o.shipTo.zip}</dd>
      <dt>Payment</dt><dd>{o.payment}</dd>
      <dt>Total</dt><dd>{formatMoney(o.total)}</dd>
      {o.refunded > 0 && <><dt>Refunded</dt><dd>{formatMoney(o.refunded)}</dd></>}
      {o.note !== '' && <><dt>Note</dt><dd>{o.note}</dd></>}
    </dl>
  );
}

function Modal(props: { title: string; children?: ReactNode; actions: readonly DialogAction[] }) {
  return <SiteDialog prefix="mk" {...props} />;
}

function MyOrder({ id, page }: { id: string; page: PageState }) {
  const s = useDevice((d) => d.apps.market);
  const o = model.findOrder(s, id);
  if (!o || o.customer !== s.me) return <NotFound what="order" />;
  const dialog = obj(page.dialog);
  const line = typeof dialog.line === 'number' ? dialog.line : -1;
  const item = o.items[line];
  const requested = (k: number) => o.returns.find((r) => r.product === o.items[k]!.product && r.option === o.items[k]!.option);
  return (
    <main className="mk-main mk-narrow">
      <p><Link href={url('/orders')}>← My orders</Link></p>
      <h1 className="mk-h1">Order #{o.id}</h1>
      <OrderFacts o={o} />
      <OrderItems o={o} action={model.returnable(o) ? (k) => {
        const r = requested(k);
        return r ? <span className="mk-meta">Return requested: {r.reason}</span>
          : <button className="mk-btn" aria-label={`Request a return of ${o.items[k]!.name}`} onClick={() => patch({ dialog: { line: k, reason: '' } })}>Request return</button>;
      } : undefined} />
      {item && (
        <Modal title={`Return ${item.name}`} actions={[
          { label: 'Cancel', onClick: () => patch({ dialog: null }) },
          { label: 'Submit return request', primary: true, disabled: str(dialog.reason) === '', onClick: () => update((d) => {
            const refused = model.requestReturn(d.apps.market, d.os.ledger, d.os.now, o.id, line, str(dialog.reason));
            patchPage(d.os, { dialog: null });
            showToast(d.os, refused ?? 'Return requested');
          }) },
        ]}>
          <p>Why are you returning it?</p>
          <Choices label="Return reason" options={RETURN_REASONS} chosen={str(dialog.reason)} onChoose={(reason) => patch({ dialog: { line, reason } })} />
        </Modal>
      )}
    </main>
  );
}

// ---------------------------------------------------------------- admin

function AdminHeader() {
  return (
    <header className="mk-header admin">
      <div className="mk-top">
        <Link href={url('/admin')} className="mk-logo" label="Market Admin home">Market Admin</Link>
        <nav className="mk-nav" aria-label="Admin">
          <Link href={url('/admin/orders')}>Orders</Link>
          <Link href={url('/admin/products')}>Products</Link>
          <Link href={url('/admin/customers')}>Customers</Link>
          <Link href={url('/admin/reports')}>Reports</Link>
          <Link href={url('/')}>View store</Link>
        </nav>
      </div>
    </header>
  );
}

/** A search box whose text is the page's draft, else the URL's `q`; Enter opens `base?q=`. */
function AdminSearch({ label, base, location, page, keep = {} }: { label: string; base: string; location: Location; page: PageState; keep?: Record<string, string | undefined> }) {
  const value = typeof page.search === 'string' ? page.search : location.query.q ?? '';
  return (
    <form className="mk-search" role="search" onSubmit={(e) => { e.preventDefault(); blur(); update((d) => goto(d.os, url(base, { ...keep, q: value.trim() || undefined }))); }}>
      <input aria-label={label} placeholder={label} value={value} onChange={(e) => patch({ search: e.target.value })} />
      <button type="submit">Search</button>
    </form>
  );
}

export const orderMatches = (s: MarketState, o: Order, q: string): boolean => {
  const t = q.trim().toLowerCase().replace(/^#/, '');
  return t === '' || o.id === t || (model.findCustomer(s, o.customer)?.name.toLowerCase().includes(t) ?? false);
};

function AdminOrders({ location, page }: { location: Location; page: PageState }) {
  const s = useDevice((d) => d.apps.market);
  const q = location.query;
  const status = STATUSES.some((x) => x.id === q.status) ? q.status : '';
  const list = s.orders.filter((o) => (status === '' || o.status === status) && orderMatches(s, o, q.q ?? '')).sort((a, b) => b.placedAt - a.placedAt);
  const pages = Math.max(1, Math.ceil(list.length / ADMIN_PAGE_SIZE));
  const n = Math.min(pageOf(q), pages);
  const shown = list.slice((n - 1) * ADMIN_PAGE_SIZE, n * ADMIN_PAGE_SIZE);
  return (
    <main className="mk-main">
      <div className="mk-list-head">
        <h1 className="mk-h1">Orders</h1>
        <AdminSearch label="Search orders by number or customer" base="/admin/orders" location={location} page={page} keep={{ status: status || undefined }} />
      </div>
      <div className="mk-sorts" aria-label="Filter by status">
        <Link href={url('/admin/orders', { q: q.q })} className={status === '' ? 'on' : ''} label={status === '' ? 'All statuses (selected)' : 'All statuses'}>All</Link>
        {STATUSES.map((x) => <Link key={x.id} href={url('/admin/orders', { q: q.q, status: x.id })} className={status === x.id ? 'on' : ''} label={status === x.id ? `${x.label} (selected)` : x.label}>{x.label}</Link>)}
      </div>
      <p className="mk-meta">{list.length} {list.length === 1 ? 'order' : 'orders'}</p>
      <table className="mk-table">
        <thead><tr><th>Order</th><th>Customer</th><th>Placed</th><th>Total</th><th>Status</th></tr></thead>
        <tbody>{shown.map((o) => (
          <tr key={o.id}>
            <td><Link href={adminOrderUrl(o.id)} label={`Order #${o.id}`}>#{o.id}</Link></td>
            <td>{model.findCustomer(s, o.customer)?.name}</td>
            <td>{formatShortDateWithYear(o.placedAt)}</td>
            <td>{formatMoney(o.total)}</td>
            <td><StatusBadge status={o.status} /></td>
          </tr>
        ))}</tbody>
      </table>
      <Pager n={n} pages={pages} at={(k) => url('/admin/orders', { ...q, page: k === 1 ? undefined : k })} />
    </main>
  );
}

function AdminOrder({ id, page }: { id: string; page: PageState }) {
  const s = useDevice((d) => d.apps.market);
  const o = model.findOrder(s, id);
  if (!o) return <NotFound what="order" />;
  const c = model.findCustomer(s, o.customer)!;
  const dialog = obj(page.dialog);
  const kind = str(dialog.kind);
  const error = str(dialog.error);
  const close = () => patch({ dialog: null });
  return (
    <main className="mk-main mk-narrow">
      <p><Link href={url('/admin/orders')}>← Orders</Link></p>
      <h1 className="mk-h1">Order #{o.id}</h1>
      <p>Customer: <Link href={url(`/admin/customers/${c.id}`)}>{c.name}</Link> · {c.email}</p>
      <OrderFacts o={o} />
      <OrderItems o={o} />
      {o.returns.length > 0 && (
        <section className="mk-section"><h2>Return requests</h2>
          <ul>{o.returns.map((r, k) => <li key={k}>{model.findProduct(s, r.product)?.name}{r.option ? ` (${r.option})` : ''}: {r.reason}</li>)}</ul>
        </section>
      )}
      <div className="mk-actions left">
        {model.canShip(o) && <button className="mk-btn primary" onClick={() => patch({ dialog: { kind: 'ship' } })}>Ship order</button>}
        {model.canCancel(o) && <button className="mk-btn danger" onClick={() => patch({ dialog: { kind: 'cancel', reason: '' } })}>Cancel order</button>}
        {model.refundable(o) > 0 && <button className="mk-btn" onClick={() => patch({ dialog: { kind: 'refund', amount: '', reason: '' } })}>Refund</button>}
      </div>
      {kind === 'ship' && (
        <Modal title={`Ship order #${o.id}?`} actions={[
          { label: 'Not now', onClick: close },
          { label: 'Mark as shipped', primary: true, onClick: () => update((d) => { model.ship(d.apps.market, d.os.ledger, d.os.now, o.id); patchPage(d.os, { dialog: null }); showToast(d.os, `Order #${o.id} shipped`); }) },
        ]}><p>The customer is told that the parcel is on its way.</p></Modal>
      )}
      {kind === 'cancel' && (
        <Modal title={`Cancel order #${o.id}?`} actions={[
          { label: 'Keep order', onClick: close },
          { label: 'Cancel order', primary: true, onClick: () => update((d) => {
            const refused = model.cancel(d.apps.market, d.os.ledger, d.os.now, o.id, str(dialog.reason));
            if (refused) { patchPage(d.os, { dialog: { ...dialog, error: refused } }); return; }
            patchPage(d.os, { dialog: null });
            showToast(d.os, `Order #${o.id} cancelled`);
          }) },
        ]}>
          <p>This cannot be undone. The items go back into stock.</p>
          <input aria-label="Reason for cancelling" placeholder="Reason for cancelling" value={str(dialog.reason)} onChange={(e) => patch({ dialog: { ...dialog, reason: e.target.value, error: null } })} />
          {error !== '' && <p className="mk-error" role="alert">{error}</p>}
        </Modal>
      )}
      {kind === 'refund' && (
        <Modal title={`Refund order #${o.id}`} actions={[
          { label: 'Close', onClick: close },
          { label: 'Issue refund', primary: true, onClick: () => update((d) => {
            const refused = model.refund(d.apps.market, d.os.ledger, d.os.now, o.id, str(dialog.amount), str(dialog.reason));
            if (refused) { patchPage(d.os, { dialog: { ...dialog, error: refused } }); return; }
            patchPage(d.os, { dialog: null });
            showToast(d.os, `Refund issued on order #${o.id}`);
          }) },
        ]}>
          <p>Up to {formatMoney(model.refundable(o))} can be refunded, to the customer's original payment ({o.payment}). A refund cannot be taken back.</p>
          <input aria-label="Refund amount" placeholder="Amount, e.g. 12.50" value={str(dialog.amount)} onChange={(e) => patch({ dialog: { ...dialog, amount: e.target.value, error: null } })} />
          <input aria-label="Reason for the refund" placeholder="Reason" value={str(dialog.reason)} onChange={(e) => patch({ dialog: { ...dialog, reason: e.target.value, error: null } })} />
          {error !== '' && <p className="mk-error" role="alert">{error}</p>}
        </Modal>
      )}
    </main>
  );
}

function AdminProducts({ location, page }: { location: Location; page: PageState }) {
  const s = useDevice((d) => d.apps.market);
  const q = location.query;
  const list = s.products.filter((p) => productMatches(p, { q: q.q }));
  const pages = Math.max(1, Math.ceil(list.length / ADMIN_PAGE_SIZE));
  const n = Math.min(pageOf(q), pages);
  return (
    <main className="mk-main">
      <div className="mk-list-head">
        <h1 className="mk-h1">Products</h1>
        <AdminSearch label="Search products by name" base="/admin/products" location={location} page={page} />
      </div>
      <table className="mk-table">
        <thead><tr><th>Product</th><th>Category</th><th>Price</th><th>Stock</th><th>Status</th></tr></thead>
        <tbody>{list.slice((n - 1) * ADMIN_PAGE_SIZE, n * ADMIN_PAGE_SIZE).map((p) => (
          <tr key={p.id}>
            <td><Link href={url(`/admin/products/${p.id}`)} label={`Edit ${p.name}`}>{p.name}</Link></td>
            <td>{p.category}</td><td>{formatMoney(p.price)}</td><td>{p.stock}</td><td>{p.enabled ? 'Enabled' : 'Disabled'}</td>
          </tr>
        ))}</tbody>
      </table>
      <Pager n={n} pages={pages} at={(k) => url('/admin/products', { ...q, page: k === 1 ? undefined : k })} />
    </main>
  );
}

function AdminProduct({ id, page }: { id: string; page: PageState }) {
  const s = useDevice((d) => d.apps.market);
  const p = model.findProduct(s, id);
  if (!p) return <NotFound what="product" />;
  const price = typeof page.price === 'string' ? page.price : (p.price / 100).toFixed(2);
  const stock = typeof page.stock === 'string' ? page.stock : String(p.stock);
  const enabled = typeof page.enabled === 'boolean' ? page.enabled : p.enabled;
  const errors = obj(page.errors);
  const save = (e: FormEvent) => {
    e.preventDefault();
    blur();
    update((d) => {
      const errs = model.saveProduct(d.apps.market, p.id, { price, stock, enabled });
      if (Object.keys(errs).length > 0) { patchPage(d.os, { errors: errs }); return; }
      patchPage(d.os, { errors: null, price: null, stock: null, enabled: null });
      showToast(d.os, 'Product saved');
    });
  };
  return (
    <main className="mk-main mk-narrow">
      <p><Link href={url('/admin/products')}>← Products</Link></p>
      <h1 className="mk-h1">{p.name}</h1>
      <p className="mk-meta">{p.category} · {p.reviews.length} reviews · <Link href={productUrl(p.id)} label="View in store">View in store</Link></p>
      <form className="mk-form" onSubmit={save} noValidate>
        <label className="mk-label" htmlFor="mk-price">Price ($)</label>
        <input id="mk-price" aria-label="Price" value={price} onChange={(e) => patch({ price: e.target.value })} />
        {str(errors.price) !== '' && <p className="mk-error" role="alert">{str(errors.price)}</p>}
        <label className="mk-label" htmlFor="mk-stock">Stock</label>
        <input id="mk-stock" aria-label="Stock" value={stock} onChange={(e) => patch({ stock: e.target.value })} />
        {str(errors.stock) !== '' && <p className="mk-error" role="alert">{str(errors.stock)}</p>}
        <button type="button" role="checkbox" aria-checked={enabled} aria-label="Enabled in the store" className={`mk-check${enabled ? ' on' : ''}`} onClick={() => patch({ enabled: !enabled })}>{enabled ? '☑' : '☐'} Enabled in the store</button>
        <div className="mk-actions left"><button type="submit" className="mk-btn primary">Save product</button></div>
      </form>
    </main>
  );
}

function AdminCustomers({ location, page }: { location: Location; page: PageState }) {
  const s = useDevice((d) => d.apps.market);
  const t = (location.query.q ?? '').trim().toLowerCase();
  const list = s.customers.filter((c) => t === '' || c.name.toLowerCase().includes(t) || c.email.includes(t)).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <main className="mk-main">
      <div className="mk-list-head">
        <h1 className="mk-h1">Customers</h1>
        <AdminSearch label="Search customers" base="/admin/customers" location={location} page={page} />
      </div>
      <table className="mk-table">
        <thead><tr><th>Name</th><th>Email</th><th>City</th><th>Orders</th></tr></thead>
        <tbody>{list.map((c) => (
          <tr key={c.id}>
            <td><Link href={url(`/admin/customers/${c.id}`)}>{c.name}</Link></td><td>{c.email}</td><td>{c.city}</td>
            <td>{s.orders.filter((o) => o.customer === c.id).length}</td>
          </tr>
        ))}</tbody>
      </table>
    </main>
  );
}

function AdminCustomer({ id }: { id: string }) {
  const s = useDevice((d) => d.apps.market);
  const c = model.findCustomer(s, id);
  if (!c) return <NotFound what="customer" />;
  const orders = s.orders.filter((o) => o.customer === c.id).sort((a, b) => b.placedAt - a.placedAt);
  return (
    <main className="mk-main mk-narrow">
      <p><Link href={url('/admin/customers')}>← Customers</Link></p>
      <h1 className="mk-h1">{c.name}</h1>
      <p>{c.email} · {c.street}, {c.city} {c.zip}</p>
      <h2>Orders ({orders.length})</h2>
      <table className="mk-table">
        <thead><tr><th>Order</th><th>Placed</th><th>Total</th><th>Status</th></tr></thead>
        <tbody>{orders.map((o) => (
          <tr key={o.id}>
            <td><Link href={adminOrderUrl(o.id)} label={`Order #${o.id}`}>#{o.id}</Link></td>
            <td>{formatShortDateWithYear(o.placedAt)}</td><td>{formatMoney(o.total)}</td><td><StatusBadge status={o.status} /></td>
          </tr>
        ))}</tbody>
      </table>
    </main>
  );
}

function Reports({ location, page }: { location: Location; page: PageState }) {
  const s = useDevice((d) => d.apps.market);
  const now = useDevice((d) => d.os.now);
  const q = location.query;
  const from = parseIsoDate(q.from ?? '') ?? parseIsoDate(formatIsoDate(now - 90 * DAY))!;
  const to = parseIsoDate(q.to ?? '') ?? parseIsoDate(formatIsoDate(now))!;
  const by = q.by === 'product' ? 'product' : 'month';
  const fromText = typeof page.from === 'string' ? page.from : formatIsoDate(from);
  const toText = typeof page.to === 'string' ? page.to : formatIsoDate(to);
  const bad = str(page.rangeError);
  const rows = model.salesReport(s, from, to, by);
  const run = (e: FormEvent) => {
    e.preventDefault();
    blur();
    const f = parseIsoDate(fromText), t = parseIsoDate(toText);
    if (f === null || t === null || f > t) { patch({ rangeError: 'Enter two dates as YYYY-MM-DD, the first not after the second' }); return; }
    update((d) => goto(d.os, url('/admin/reports', { from: formatIsoDate(f), to: formatIsoDate(t), by })));
  };
  return (
    <main className="mk-main mk-narrow">
      <h1 className="mk-h1">Sales report</h1>
      <form className="mk-range wide" onSubmit={run} noValidate>
        <label className="mk-label" htmlFor="mk-from">From</label>
        <input id="mk-from" aria-label="From date" value={fromText} onChange={(e) => patch({ from: e.target.value, rangeError: null })} />
        <label className="mk-label" htmlFor="mk-to">To</label>
        <input id="mk-to" aria-label="To date" value={toText} onChange={(e) => patch({ to: e.target.value, rangeError: null })} />
        <button type="submit" className="mk-btn primary">Show report</button>
      </form>
      {bad !== '' && <p className="mk-error" role="alert">{bad}</p>}
      <div className="mk-sorts" aria-label="Group by">
        <Link href={url('/admin/reports', { ...q, by: undefined })} className={by === 'month' ? 'on' : ''} label={by === 'month' ? 'By month (selected)' : 'By month'}>By month</Link>
        <Link href={url('/admin/reports', { ...q, by: 'product' })} className={by === 'product' ? 'on' : ''} label={by === 'product' ? 'By product (selected)' : 'By product'}>By product</Link>
      </div>
      <p className="mk-meta">Sales from {formatShortDateWithYear(from)} to {formatShortDateWithYear(to)}; cancelled orders are left out{by === 'month' ? ', refunds are taken off' : ''}.</p>
      <table className="mk-table">
        <thead><tr><th>{by === 'month' ? 'Month' : 'Product'}</th><th>Orders</th><th>Units sold</th><th>Revenue</th></tr></thead>
        <tbody>{rows.map((r) => <tr key={r.key}><td>{r.key}</td><td>{r.orders}</td><td>{r.units}</td><td>{formatMoney(r.revenue)}</td></tr>)}</tbody>
        <tfoot><tr><th scope="row">Total</th><td>{by === 'month' ? rows.reduce((a, r) => a + r.orders, 0) : ''}</td><td>{rows.reduce((a, r) => a + r.units, 0)}</td><td>{formatMoney(rows.reduce((a, r) => a + r.revenue, 0))}</td></tr></tfoot>
      </table>
    </main>
  );
}

export type { Product };
