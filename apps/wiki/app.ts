// Wiki: what the world knows of the site (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedWiki } from './state.ts';

export default defineApp({
  id: 'wiki',
  name: 'Wiki',
  host: 'wiki.vivarium.test',
  seed: seedWiki,
  routinePaths: ['nextId'],
  // Categories are sets wherever they are kept: the live article's, each revision's, a draft's.
  sets: ['articles[*].categories', 'articles[*].revisions[*].categories', 'articles[*].draft.categories'],
  // "Port Aldren" and "port aldren" are one title (the wiki refuses the second); categories alike.
  names: { title: 'caseless', category: 'caseless', editor: 'caseless' },
});
