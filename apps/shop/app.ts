// Shop: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedShop } from './state.ts';

export default defineApp({
  id: 'shop',
  name: 'Shop',
  seed: seedShop,
  // Recently viewed moves as the owner looks at product pages; ids are bookkeeping.
  routinePaths: ['recent', 'nextId'],
  // The Shop tells products apart by name and saved addresses by their label, in any case: the
  // address form refuses "home" beside "Home" (model.ts validateAddress), and search finds a product in any case.
  // The name on a card is the one kind the Shop keeps without comparing: it is stored as typed, and
  // read as card networks read it, in any case (cards print it in capitals).
  names: { product: 'caseless', address: 'caseless', cardHolder: 'caseless' },
});
