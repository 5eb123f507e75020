// Wallet: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedWallet } from './state.ts';

export default defineApp({
  id: 'wallet',
  name: 'Wallet',
  seed: seedWallet,
  // A request turns read when it is opened; hiding balances is a view preference. Payments, moves,
  // declines, cards and payees are the owner's money and are judged like any other record.
  routinePaths: [{ path: 'requests[*].unread', toward: false, opened: 'opened' }, 'opened', 'hideBalances', 'nextId'],
  // No field is a set: every list Wallet keeps (accounts, cards, transactions, requests, payees) is records with ids.
  sets: [],
  // Payees are found and refused as duplicates by name in any case (model.ts `payeeRefusal`); the
  // transaction search finds merchants and people in any case (state.ts `transactionMatches`).
  names: { payee: 'caseless', merchant: 'caseless' },
});
