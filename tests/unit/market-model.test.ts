import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { createWorld } from '../../apps/world.ts';
import * as model from '../../apps/market/model.ts';
import { itemsTotal, productMatches, ratingOf, sortProducts } from '../../apps/market/state.ts';

const world = createWorld(1);
const inStock = world.apps.market.products.find((p) => p.enabled && p.stock >= 3 && p.options.length > 0)!;

describe('Market model', () => {
  it('seeds a modest catalogue, customers with distinct names and orders in every status that moves', () => {
    const s = world.apps.market;
    expect(s.products.length).toBeGreaterThanOrEqual(40);
    expect(new Set(s.customers.map((c) => c.name)).size).toBe(s.customers.length);
    for (const status of ['pending', 'processing', 'delivered']) expect(s.orders.some((o) => o.status === status)).toBe(true);
    for (const o of s.orders) expect(o.total).toBe(itemsTotal(o.items) + o.shippingCost);
  });

  it('filters by category, price and rating, and sorts by price', () => {
    const s = world.apps.market;
    const list = sortProducts(s.products.filter((p) => productMatches(p, { category: 'Kitchen', min: 2000, rating: 3 })), 'price-asc');
    for (const p of list) { expect(p.category).toBe('Kitchen'); expect(p.price).toBeGreaterThanOrEqual(2000); expect(ratingOf(p)).toBeGreaterThanOrEqual(3); }
    for (let i = 1; i < list.length; i++) expect(list[i]!.price).toBeGreaterThanOrEqual(list[i - 1]!.price);
  });

  it('asks for an option, places an order from the cart with stock taken and a ledger entry, and refuses an incomplete checkout', () => {
    const after = produce(world, (d) => {
      const s = d.apps.market;
      expect(model.addToCart(s, inStock.id, '', 1)).toBe(`Choose a ${inStock.optionLabel.toLowerCase()}`);
      expect(model.addToCart(s, inStock.id, inStock.options[0]!, 2)).toBeNull();
      const draft = { name: 'A B', street: '1 Road', city: 'Town', zip: '123', shipping: '', payment: '', note: '' };
      expect(model.placeOrder(s, d.os.ledger, d.os.now, draft)).toEqual({ errors: { zip: 'Enter a 5-digit ZIP code', shipping: 'Choose a shipping method', payment: 'Choose a payment method' } });
      const r = model.placeOrder(s, d.os.ledger, d.os.now, { ...draft, zip: '12345', shipping: 'express', payment: 'PayPal' });
      expect('id' in r).toBe(true);
    });
    const s = after.apps.market;
    const o = s.orders[s.orders.length - 1]!;
    expect(o.total).toBe(inStock.price * 2 + 1500);
    expect(s.cart).toEqual([]);
    expect(s.products.find((p) => p.id === inStock.id)!.stock).toBe(inStock.stock - 2);
    expect(after.os.ledger.at(-1)).toMatchObject({ kind: 'market-order', order: o.id, total: o.total, shipping: 'express' });
  });

  it('refunds at most what is left, marks a full refund, and cancels only orders not yet shipped', () => {
    const delivered = world.apps.market.orders.find((o) => o.status === 'delivered' && o.refunded === 0)!;
    const pending = world.apps.market.orders.find((o) => o.status === 'pending')!;
    const after = produce(world, (d) => {
      const s = d.apps.market;
      expect(model.refund(s, d.os.ledger, d.os.now, delivered.id, '99999', 'x')).toMatch(/^Enter an amount|^At most/);
      expect(model.refund(s, d.os.ledger, d.os.now, delivered.id, (delivered.total / 100).toFixed(2), 'Damaged')).toBeNull();
      expect(model.cancel(s, d.os.ledger, d.os.now, delivered.id, 'x')).toBe('This order can no longer be cancelled');
      expect(model.cancel(s, d.os.ledger, d.os.now, pending.id, 'Customer request')).toBeNull();
    });
    expect(after.apps.market.orders.find((o) => o.id === delivered.id)!.status).toBe('refunded');
    expect(after.apps.market.orders.find((o) => o.id === pending.id)!.status).toBe('cancelled');
    expect(after.os.ledger.slice(world.os.ledger.length).map((e) => e.kind)).toEqual(['market-refund', 'market-admin']);
  });
});
