// Wiki: a small encyclopedia site (wiki.vivarium.test). Articles live in categories (a set per
// article) and keep every published revision; the signed-in user may also keep one unpublished
// draft per article (a new article never published is a draft-status article). Ids come from one
// counter: `a<n>` articles, `r<n>` revisions.
import type { Rng } from '../kit/random.ts';
import { DAY, MINUTE } from '../kit/time.ts';
import type { SeedContext } from '../app.ts';

/** The signed-in user, as the wiki writes editors' names. */
export const USER = 'Robin Hale';
/** Other editors, as the wiki writes their names. */
export const EDITORS = ['Marta Kowalski', 'Deepak Rao', 'Lena Fischer', 'Tomás Ortega', 'Hiro Tanaka', 'Grace Okafor', 'Samuel Byrne', 'Ines Duarte'] as const;
/** Accounts that vandalised articles (each at most one article). */
export const VANDALS = ['Sp4mHammer', 'LoudTroll99', 'QuackQuack7', 'NoFactsHere'] as const;

export interface Revision {
  id: string;
  author: string;
  at: number;
  summary: string;
  body: string;
  categories: string[];
}

/** The signed-in user's unpublished version of an article. */
export interface Draft {
  body: string;
  categories: string[];
  summary: string;
  savedAt: number;
}

export interface Article {
  id: string;
  title: string;
  /** `draft`: never published (no revisions, empty body); only its draft holds its text. */
  status: 'published' | 'draft';
  /** The live text (the latest revision's): paragraphs separated by blank lines, facts as "Label: value" lines. */
  body: string;
  /** The live categories (a set). */
  categories: string[];
  /** Oldest first. */
  revisions: Revision[];
  draft: Draft | null;
}

export interface WikiState {
  articles: Article[];
  /** The article on the main page. */
  featured: string;
  nextId: number;
}

export const PAGE_SIZE = 10;

/** Paragraphs of a body: separated by blank lines, each one line of text. */
export const paragraphsOf = (body: string): string[] => body.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim()).filter((p) => p !== '');

// ---------------------------------------------------------------- seed data

type Seed = { title: string; categories: string[]; paragraphs: (rng: Rng) => string[] };

const fmt = (n: number) => n.toLocaleString('en-US');
const year = (rng: Rng, from: number, to: number) => String(rng.int(from, to));

const CITY_NAMES = ['Port Aldren', 'Vessmoor', 'Caldera Springs', 'Brennick', 'Larkhaven', 'Ostrava Nova', 'Sellwick', 'Tamsin Bay', 'Greyford', 'Mirelle'];
const RIVER_NAMES = ['Aldren River', 'Ombre River', 'Kessel River', 'Silverrun', 'Tarn Water', 'Duskwater'];
const DISHES = [
  ['Harbour chowder', 'a thick soup of smoked fish, potatoes and cream'],
  ['Vessmoor pie', 'a raised pie of pork, apple and sage'],
  ['Kessel dumplings', 'boiled dumplings filled with curd cheese and dill'],
  ['Greyford oatcake', 'a flat griddle cake of oats and buttermilk'],
  ['Larkhaven saffron bun', 'a sweet bun coloured with saffron and studded with currants'],
  ['Tamsin fish stew', 'a tomato stew of mussels, white fish and fennel'],
  ['Brennick black bread', 'a dark rye loaf sweetened with malt'],
] as const;
const SCIENCE = [
  ['Aldren comet', 'a periodic comet seen from the northern coast', 'Discovered'],
  ['Vessel theorem', 'a result in geometry about the volumes of nested solids', 'Proved'],
  ['Ombre moss', 'a moss that glows faintly after rain', 'Described'],
  ['Kessel engine', 'an early heat engine built for mine pumps', 'Invented'],
  ['Tarnite', 'a green mineral found in river gravels', 'Discovered'],
  ['Sellwick observatory', 'a hilltop observatory with a 40-inch refractor', 'Opened'],
] as const;
const HISTORY = [
  ['Siege of Brennick', 'a four-month siege that ended with a negotiated surrender'],
  ['Great Fire of Vessmoor', 'a fire that destroyed most of the old wooden town'],
  ['Larkhaven Charter', 'the charter that granted the town its market rights'],
  ['Treaty of the Two Rivers', 'the agreement that fixed the border along the Ombre'],
  ['Greyford flood', 'the flood that reshaped the lower town'],
  ['Mirelle uprising', 'a short-lived revolt of the dock workers'],
] as const;
const MUSIC = [
  ['The Lantern Choir', 'a folk choir known for sea shanties'],
  ['Harbour Lights', 'a four-piece rock band'],
  ['Vessmoor Philharmonic', 'the city orchestra'],
  ['Duskwater Trio', 'a jazz trio of piano, bass and drums'],
  ['Oakvale Brass', 'a colliery brass band'],
] as const;
const SPORTS = [
  ['Port Aldren FC', 'a football club playing in red and white'],
  ['Brennick Rowing Club', 'a rowing club on the Kessel River'],
  ['Larkhaven Rovers', 'a rugby club from the harbour district'],
  ['Greyford Athletic', 'a football club nicknamed the Millers'],
  ['Tamsin Bay Sailing Club', 'a yacht club with a summer regatta'],
] as const;
const PEOPLE = [
  ['Eleanor Vance', 'a cartographer who mapped the northern coast'],
  ['Jonas Albrecht', 'an engineer who built the first river locks'],
  ['Mireya Santos', 'a poet and translator'],
  ['Theodore Quill', 'a naturalist who described the Ombre moss'],
  ['Agnes Whitlow', 'the first woman elected mayor of Vessmoor'],
] as const;

const SEEDS: { category: string; count: [number, number]; items: Seed[] }[] = [
  { category: 'Cities', count: [6, 10], items: CITY_NAMES.map((title) => ({
    title, categories: ['Cities', 'Geography'],
    paragraphs: (rng) => [
      `${title} is a ${rng.pick(['port city', 'market town', 'river city', 'hill town', 'coastal city'])} in the ${rng.pick(['north', 'south', 'east', 'west'])} of the region.`,
      `Population: ${fmt(rng.int(18, 2400) * 1000 + rng.int(0, 999))}`,
      `Founded: ${year(rng, 1080, 1890)}`,
      `The town grew around its ${rng.pick(['harbour', 'bridge', 'cathedral', 'market square', 'castle'])} and is known today for its ${rng.pick(['festivals', 'university', 'old quarter', 'parks', 'shipyards'])}.`,
    ],
  })) },
  { category: 'Rivers', count: [3, 6], items: RIVER_NAMES.map((title) => ({
    title, categories: ['Rivers', 'Geography'],
    paragraphs: (rng) => [
      `The ${title} rises in the ${rng.pick(['Ashen Hills', 'High Moor', 'Kessel Fells', 'Greywood'])} and flows to the sea.`,
      `Length: ${rng.int(40, 620)} km`,
      `It is ${rng.pick(['navigable for most of its length', 'known for its salmon', 'crossed by eleven bridges', 'dammed twice for power'])}.`,
    ],
  })) },
  { category: 'Food', count: [3, 7], items: DISHES.map(([title, what]) => ({
    title, categories: ['Food'],
    paragraphs: (rng) => [
      `${title} is ${what}.`,
      `First recorded: ${year(rng, 1650, 1930)}`,
      `It is traditionally eaten ${rng.pick(['on market days', 'in winter', 'at weddings', 'on the first day of spring', 'after the harvest'])}.`,
    ],
  })) },
  { category: 'Science', count: [3, 6], items: SCIENCE.map(([title, what, verb]) => ({
    title, categories: ['Science'],
    paragraphs: (rng) => [
      `The ${title} is ${what}.`,
      `${verb}: ${year(rng, 1720, 1960)}`,
      `It is described in ${rng.pick(['several textbooks', 'the regional survey', 'a famous lecture series', 'the academy journal'])}.`,
    ],
  })) },
  { category: 'History', count: [3, 6], items: HISTORY.map(([title, what]) => ({
    title, categories: ['History'],
    paragraphs: (rng) => [
      `The ${title} was ${what}.`,
      `Year: ${year(rng, 1150, 1900)}`,
      `Historians still debate ${rng.pick(['its causes', 'the number of people involved', 'its long-term effects', 'the surviving accounts'])}.`,
    ],
  })) },
  { category: 'Music', count: [3, 5], items: MUSIC.map(([title, what]) => ({
    title, categories: ['Music'],
    paragraphs: (rng) => [
      `${title} is ${what}.`,
      `Formed: ${year(rng, 1890, 2015)}`,
      `Members: ${rng.int(3, 60)}`,
      `It has released ${rng.int(2, 19)} recordings.`,
    ],
  })) },
  { category: 'Sports', count: [3, 5], items: SPORTS.map(([title, what]) => ({
    title, categories: ['Sports'],
    paragraphs: (rng) => [
      `${title} is ${what}.`,
      `Founded: ${year(rng, 1860, 1990)}`,
      `Members: ${fmt(rng.int(40, 4200))}`,
    ],
  })) },
  { category: 'People', count: [3, 5], items: PEOPLE.map(([title, what]) => ({
    title, categories: ['People'],
    paragraphs: (rng) => [
      `${title} was ${what}.`,
      `Born: ${year(rng, 1750, 1920)}`,
      `A ${rng.pick(['statue', 'street', 'school', 'prize', 'ferry'])} is named after ${title.split(' ')[0]}.`,
    ],
  })) },
];

/** Drafts of new articles the signed-in user keeps (never published). */
export const DRAFT_SEEDS = [
  { title: 'Kessel Viaduct', categories: ['History'], body: 'The Kessel Viaduct carries the railway over the Kessel River.\n\nOpened: 1874', summary: 'New article on the viaduct' },
  { title: 'Ombre River ferry', categories: ['Rivers'], body: 'A cable ferry crosses the Ombre River below the old mill.\n\nOpened: 1921', summary: 'Start the ferry article' },
  { title: 'Larkhaven lighthouse', categories: ['Geography'], body: 'The lighthouse stands on the headland east of the harbour.\n\nBuilt: 1802', summary: 'Draft on the lighthouse' },
  { title: 'Greyford market', categories: ['Food'], body: 'The Saturday market fills the square in front of the town hall.\n\nFirst held: 1611', summary: 'Market article, first draft' },
] as const;

const SUMMARIES = ['Expand history section', 'Copyedit', 'Add sources', 'Fix wording', 'Update figures', 'Clarify introduction', 'Tidy formatting'];
const VANDAL_LINES = ['THIS PAGE IS FAKE LOL', 'Visit my channel for free prizes!!!', 'nobody cares about this', 'Bananas are the best. The end.'];

/**
 * Published revisions: the first writes the opening paragraphs, later ones add one each until the
 * body is whole (each by another editor, days apart); an article the rng picks for vandalism gets
 * a last revision by a vandal with a line of nonsense on top.
 */
export function seedWiki(rng: Rng, world: SeedContext): WikiState {
  let nextId = 1;
  const now = world.now;
  const articles: Article[] = [];
  const seeds = SEEDS.flatMap((group) => rng.sample(group.items, rng.int(group.count[0], group.count[1])));
  for (const seed of rng.shuffle(seeds)) {
    const paragraphs = seed.paragraphs(rng);
    const id = `a${nextId++}`;
    const count = rng.int(1, Math.min(4, paragraphs.length));
    const start = paragraphs.length - count + 1;
    let at = now - rng.int(40, 90) * DAY - rng.int(0, 600) * MINUTE;
    const revisions: Revision[] = [];
    const editors = rng.sample(EDITORS, count);
    for (let k = 0; k < count; k++) {
      revisions.push({
        id: `r${nextId++}`, author: editors[k]!, at, summary: k === 0 ? 'Created page' : rng.pick(SUMMARIES),
        body: paragraphs.slice(0, start + k).join('\n\n'), categories: [...seed.categories],
      });
      at += rng.int(2, 9) * DAY + rng.int(0, 600) * MINUTE;
    }
    const last = revisions.at(-1)!;
    articles.push({ id, title: seed.title, status: 'published', body: last.body, categories: [...last.categories], revisions, draft: null });
  }
  // Vandalism: three articles whose last edit is a vandal's (each vandal one article).
  const vandals = rng.sample(VANDALS, 3);
  rng.sample(articles, 3).forEach((a, i) => {
    const last = a.revisions.at(-1)!;
    const body = `${rng.pick(VANDAL_LINES)}\n\n${last.body}`;
    a.revisions.push({ id: `r${nextId++}`, author: vandals[i]!, at: last.at + rng.int(1, 5) * DAY, summary: rng.pick(['', 'fixed', 'update']), body, categories: [...last.categories] });
    a.body = body;
  });
  // The user's own drafts: new articles, and one unpublished edit of a published article.
  for (const d of rng.sample(DRAFT_SEEDS, 3)) {
    articles.push({ id: `a${nextId++}`, title: d.title, status: 'draft', body: '', categories: [], revisions: [], draft: { body: d.body, categories: [...d.categories], summary: d.summary, savedAt: now - rng.int(1, 20) * DAY - rng.int(0, 600) * MINUTE } });
  }
  const edited = rng.pick(articles.filter((a) => a.status === 'published' && !VANDALS.some((v) => a.revisions.at(-1)!.author === v)));
  edited.draft = { body: `${edited.body}\n\nSee also: the regional survey.`, categories: [...edited.categories], summary: 'Add see-also line', savedAt: now - rng.int(1, 6) * DAY };
  // Keep every revision in time order at most up to now.
  for (const a of articles) for (const r of a.revisions) if (r.at > now - 30 * MINUTE) r.at = now - 30 * MINUTE;
  const featured = rng.pick(articles.filter((a) => a.status === 'published' && a.draft === null)).id;
  return { articles, featured, nextId };
}
