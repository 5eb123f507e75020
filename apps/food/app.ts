// Food: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedFood } from './state.ts';

export default defineApp({
  id: 'food',
  name: 'Food',
  seed: seedFood,
  // The cart is the owner's scratch space (a person fills and empties it while choosing; only a
  // placed order is an effect, and it is in the ledger). A chat's read mark moves only towards
  // read, and only for an order whose chat was opened.
  routinePaths: ['cart', 'nextId', 'opened', { path: 'orders[*].chatUnread', toward: false, opened: 'opened' }],
  sets: ['favorites', 'cart.lines[*].options', 'orders[*].items[*].options'],
  // Search finds restaurants and dishes in any case; a saved address's label is refused when
  // another has it in any case (model.ts `addressProblem`).
  names: { restaurant: 'caseless', dish: 'caseless', address: 'caseless' },
});
