// Notes: text notes and checklists, sorted into folders. "All notes" is not a folder: it is every
// note. Ids are `f<n>` (folders), `n<n>` (notes) and `i<n>` (checklist items), from one counter.
import type { Rng } from '../kit/random.ts';
import { DAY, HOUR, MINUTE } from '../kit/time.ts';
import { fullName } from '../contacts/state.ts';
import type { SeedContext } from '../app.ts';

export interface ChecklistItem {
  id: string;
  text: string;
  done: boolean;
}

export interface Folder {
  id: string;
  name: string;
}

export interface Note {
  id: string;
  title: string;
  /** Text notes: the body, lines separated by "\n". Checklists: "" (their content is `items`). */
  body: string;
  kind: 'text' | 'checklist';
  items: ChecklistItem[];
  folderId: string;
  pinned: boolean;
  createdAt: number;
  /** Device time of the last saved edit (or checked item): the list sorts by it. */
  modifiedAt: number;
}

export interface NotesState {
  folders: Folder[];
  notes: Note[];
  /** Next numeric id, shared by folders, notes and checklist items. */
  nextId: number;
}

export const ALL_NOTES = 'all';
export const FOLDER_NAMES = ['Personal', 'Work', 'Recipes', 'Travel'] as const;

/** Pinned first, then the most recently modified. */
export function sortNotes(notes: readonly Note[]): Note[] {
  return notes.slice().sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.modifiedAt - a.modifiedAt || a.id.localeCompare(b.id));
}

/** Title, body or any checklist item contains the query, case-insensitive. */
export function noteMatches(n: Note, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return n.title.toLowerCase().includes(q) || n.body.toLowerCase().includes(q) || n.items.some((i) => i.text.toLowerCase().includes(q));
}

/** The list's one-line preview: the body's first non-empty line, or the first checklist items. */
export function notePreview(n: Note): string {
  if (n.kind === 'checklist') {
    const open = n.items.filter((i) => !i.done).length;
    return n.items.length === 0 ? 'Empty list' : `${open} of ${n.items.length} left · ${n.items.map((i) => i.text).join(', ')}`;
  }
  return n.body.split('\n').map((l) => l.trim()).find((l) => l !== '') ?? 'No text';
}

export function notesIn(state: NotesState, folderId: string): Note[] {
  return folderId === ALL_NOTES ? state.notes : state.notes.filter((n) => n.folderId === folderId);
}

type Folders = Record<(typeof FOLDER_NAMES)[number], string>;
type Filler = { rng: Rng; person: () => string; code: () => string };

interface TextSeed {
  title: string;
  folder: keyof Folders;
  body: (f: Filler) => string[];
  always?: boolean;
}

interface ListSeed {
  title: string;
  folder: keyof Folders;
  items: string[];
  always?: boolean;
}

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
const WORDS = ['sunflower', 'harbor', 'maple', 'copper', 'lantern', 'meadow', 'pebble', 'orchid', 'falcon', 'juniper'];

/** Text notes: each title is unique; `always` ones are in every world (the query templates need them). */
export const TEXT_NOTES: TextSeed[] = [
  { title: 'Lisbon apartment', folder: 'Travel', always: true, body: (f) => [`Check-in from 15:00, host is ${f.person()}.`, `Door code: ${f.code()}`, 'Keys in the lockbox left of the door.', 'Tram 28 stops around the corner.'] },
  { title: 'Cabin weekend', folder: 'Personal', always: true, body: (f) => ['Bring firewood and the big cooler.', `Door code: ${f.code()}`, `Carpool with ${f.person()} on Friday at 17:30.`] },
  { title: 'Office access', folder: 'Work', always: true, body: (f) => ['Badge reader broken on floor 3, use the side entrance.', `Door code: ${f.code()}`, 'Visitors sign in at reception.'] },
  { title: "Parents' house", folder: 'Personal', always: true, body: (f) => ['Water the plants twice a week.', `Door code: ${f.code()}`, 'Trash goes out on Tuesday night.'] },
  { title: 'Home Wi-Fi', folder: 'Personal', always: true, body: (f) => ['Network: Casa-5G', `Password: ${f.rng.pick(WORDS)}-${digits(f.rng, 2)}`, 'Router is behind the TV.'] },
  { title: 'Book club picks', folder: 'Personal', body: () => ['The Remains of the Day', 'Piranesi', 'Tomorrow, and Tomorrow, and Tomorrow', 'Next meeting: first Thursday of the month.'] },
  { title: 'Gift ideas', folder: 'Personal', body: (f) => [`${f.person()}: a good chef's knife`, `${f.person()}: concert tickets`, 'Mom: silk scarf, blue or green.'] },
  { title: 'Car service', folder: 'Personal', body: (f) => [`Oil change due at ${f.rng.int(41, 68)},000 km.`, 'Winter tires are stored at the garage.', 'Ask about the squeaky brakes.'] },
  { title: 'Running plan', folder: 'Personal', body: () => ['Mon: 5 km easy', 'Wed: intervals 6 x 400 m', 'Sat: long run 14 km', 'Stretch after every run.'] },
  { title: 'Quarterly goals', folder: 'Work', body: () => ['Ship the new onboarding flow.', 'Cut support tickets by 15%.', 'Hire two engineers for the platform team.'] },
  { title: 'Meeting notes: roadmap', folder: 'Work', body: (f) => [`${f.person()} owns the pricing page update.`, 'Beta opens to 50 customers next month.', 'Follow up on the analytics budget.'] },
  { title: '1:1 topics', folder: 'Work', body: (f) => ['Feedback on the design review.', `Vacation dates in ${f.rng.pick(['June', 'July', 'August'])}.`, 'Training budget for the conference.'] },
  { title: 'Conference talk outline', folder: 'Work', body: () => ['Intro: why we rebuilt the search', 'Lessons from the first rollout', 'Demo and Q&A'] },
  { title: 'Expense report', folder: 'Work', body: (f) => [`Taxi to airport: ${f.rng.int(28, 64)}.50`, `Hotel, two nights: ${f.rng.int(210, 390)}.00`, 'Submit receipts by the 25th.'] },
  { title: 'Banana bread', folder: 'Recipes', body: () => ['3 ripe bananas, 75 g melted butter, 150 g sugar.', '1 egg, 1 tsp baking soda, 190 g flour.', 'Bake 60 minutes at 175 °C.'] },
  { title: 'Weeknight curry', folder: 'Recipes', body: () => ['Fry onion, garlic and ginger.', 'Add 2 tbsp curry paste and a can of coconut milk.', 'Simmer chickpeas and spinach for 15 minutes.'] },
  { title: 'Pancakes', folder: 'Recipes', body: () => ['200 g flour, 2 eggs, 300 ml milk, pinch of salt.', 'Rest the batter for 20 minutes.', 'Serve with lemon and sugar.'] },
  { title: 'Lasagna for eight', folder: 'Recipes', body: () => ['Ragu: 1 kg minced beef, 2 cans tomatoes, red wine.', 'Bechamel: 80 g butter, 80 g flour, 1 l milk.', 'Bake 45 minutes at 180 °C.'] },
  { title: 'Tokyo itinerary', folder: 'Travel', body: () => ['Day 1: Asakusa and Senso-ji', 'Day 2: day trip to Nikko', 'Day 3: Shibuya, Harajuku, Shimokitazawa'] },
  { title: 'Flight details', folder: 'Travel', body: (f) => [`Booking reference: ${f.rng.pick(['QX', 'LM', 'TR', 'KV'])}${digits(f.rng, 4)}`, `Departs ${f.rng.int(6, 11)}:${f.rng.pick(['05', '20', '45'])}, terminal 2.`, 'Online check-in opens 24 h before.'] },
  { title: 'Rome restaurants', folder: 'Travel', body: () => ['Da Enzo al 29 in Trastevere', 'Roscioli for carbonara', 'Gelato at Fatamorgana'] },
];

/** Checklists. */
export const LIST_NOTES: ListSeed[] = [
  { title: 'Groceries', folder: 'Personal', always: true, items: ['Milk', 'Eggs', 'Sourdough bread', 'Tomatoes', 'Olive oil', 'Coffee beans'] },
  { title: 'Packing list', folder: 'Travel', always: true, items: ['Passport', 'Phone charger', 'Sunglasses', 'Swimsuit', 'Travel adapter', 'Toothbrush', 'Rain jacket'] },
  { title: 'Launch checklist', folder: 'Work', always: true, items: ['Update release notes', 'Notify support team', 'Check error dashboards', 'Send announcement email'] },
  { title: 'Weekend chores', folder: 'Personal', items: ['Vacuum the living room', 'Laundry', 'Clean the fridge', 'Water the plants'] },
  { title: 'Baking supplies', folder: 'Recipes', items: ['Flour', 'Brown sugar', 'Vanilla extract', 'Baking powder', 'Dark chocolate'] },
  { title: 'Moving day', folder: 'Personal', items: ['Book the van', 'Buy boxes', 'Change address at the bank', 'Cancel internet contract', 'Label the boxes'] },
  { title: 'Camping gear', folder: 'Travel', items: ['Tent', 'Sleeping bags', 'Headlamps', 'Camping stove', 'First aid kit'] },
];

export function seedNotes(rng: Rng, world: SeedContext): NotesState {
  const now = world.now;
  let nextId = 1;
  const folders: Folder[] = FOLDER_NAMES.map((name) => ({ id: `f${nextId++}`, name }));
  const folderId = Object.fromEntries(folders.map((f) => [f.name, f.id])) as Folders;
  const people = world.contacts.contacts.map((c) => fullName(c)).filter((n) => n !== '');
  const usedCodes = new Set<string>();
  const filler: Filler = {
    rng,
    person: () => rng.pick(people),
    code: () => {
      let code = digits(rng, 4);
      while (usedCodes.has(code) || code.startsWith('0')) code = digits(rng, 4);
      usedCodes.add(code);
      return code;
    },
  };
  const texts = [...TEXT_NOTES.filter((t) => t.always), ...rng.sample(TEXT_NOTES.filter((t) => !t.always), 14)];
  const lists = [...LIST_NOTES.filter((l) => l.always), ...rng.sample(LIST_NOTES.filter((l) => !l.always), 2)];
  const order = rng.shuffle([...texts.map((t) => ({ text: t })), ...lists.map((l) => ({ list: l }))]);
  const notes: Note[] = [];
  for (const entry of order) {
    const modifiedAt = now - rng.int(20, 60 * 24 * 45) * MINUTE;
    const createdAt = modifiedAt - rng.int(0, 30) * DAY - rng.int(0, 23) * HOUR;
    const id = `n${nextId++}`;
    if ('text' in entry && entry.text) {
      const t = entry.text;
      notes.push({ id, title: t.title, body: t.body(filler).join('\n'), kind: 'text', items: [], folderId: folderId[t.folder], pinned: false, createdAt, modifiedAt });
    } else if ('list' in entry && entry.list) {
      const l = entry.list;
      const items = l.items.map((text) => ({ id: `i${nextId++}`, text, done: rng.chance(0.35) }));
      // Every list keeps at least one open item, so that "check off" has something to do.
      if (items.every((i) => i.done)) items[0]!.done = false;
      notes.push({ id, title: l.title, body: '', kind: 'checklist', items, folderId: folderId[l.folder], pinned: false, createdAt, modifiedAt });
    }
  }
  for (const n of rng.sample(notes, 3)) n.pinned = true;
  return { folders, notes, nextId };
}
