// Forum: a Reddit-like site of communities ("forums", f/<name>) with posts, nested comments and
// votes. Usernames are shown bare ("maplefox") everywhere, never with "u/" before them. The
// signed-in user is `ME`: they subscribe to forums, vote, post, comment, save and report, and
// moderate one or two forums (remove posts with a reason, pin, ban). Ids are `p<n>` (posts) and
// `c<n>` (comments) and `r<n>` (reports), from one counter.
import type { Rng } from '../kit/random.ts';
import { DAY, HOUR, MINUTE } from '../kit/time.ts';
import type { SeedContext } from '../app.ts';

export interface ForumComment {
  id: string;
  author: string;
  body: string;
  /** Votes from everyone else. */
  score: number;
  at: number;
  /** The comment it answers (null: a reply to the post). */
  parent: string | null;
}

export interface Post {
  id: string;
  /** The forum's name (its URL part, `f/<forum>`). */
  forum: string;
  title: string;
  body: string;
  author: string;
  at: number;
  /** Votes from everyone else; the page shows it with the user's own vote added. */
  score: number;
  /** The signed-in user's vote: 1 up, -1 down, 0 none. */
  vote: number;
  flair: string | null;
  pinned: boolean;
  saved: boolean;
  /** Set when a moderator removed it: the rule it broke. */
  removed: string | null;
  edited: boolean;
  comments: ForumComment[];
}

export interface Forum {
  id: string;
  /** The URL name: lower case, no spaces (`houseplants`). */
  name: string;
  description: string;
  /** Members other than the user; the page shows it with the user's subscription added. */
  members: number;
  rules: string[];
  moderators: string[];
  subscribed: boolean;
  /** Users banned from posting here (a set). */
  banned: string[];
}

export interface Report {
  id: string;
  post: string;
  reason: string;
  at: number;
}

export interface ForumUser {
  name: string;
  karma: number;
  joined: number;
}

export interface ForumState {
  me: string;
  forums: Forum[];
  posts: Post[];
  users: ForumUser[];
  reports: Report[];
  nextId: number;
}

/** The reasons the Report dialog offers. */
export const REPORT_REASONS = ['Spam', 'Harassment', 'Misinformation', 'Personal information', 'Off-topic', 'Something else'] as const;

export const PAGE_SIZE = 10;

/** What the page shows as a post's score: everyone else's votes and the user's. */
export const shownScore = (p: Post): number => p.score + p.vote;
export const shownMembers = (f: Forum): number => f.members + (f.subscribed ? 1 : 0);

export type Sort = 'hot' | 'new' | 'top';
export const SORTS: { id: Sort; label: string }[] = [{ id: 'hot', label: 'Hot' }, { id: 'new', label: 'New' }, { id: 'top', label: 'Top' }];
/** Top's time ranges: `?t=`. */
export const RANGES = [{ id: 'day', label: 'Today', ms: DAY }, { id: 'week', label: 'This week', ms: 7 * DAY }, { id: 'month', label: 'This month', ms: 30 * DAY }, { id: 'all', label: 'All time', ms: Infinity }] as const;

const hotness = (p: Post, now: number) => shownScore(p) / Math.pow((now - p.at) / HOUR + 2, 1.5);

/** Posts in the order a listing shows them: by the sort (Top within the range), pinned first on Hot when `pinnedFirst`. */
export function sortPosts(posts: readonly Post[], sort: Sort, now: number, range = 'all', pinnedFirst = false): Post[] {
  const within = RANGES.find((r) => r.id === range)?.ms ?? Infinity;
  const list = sort === 'top' ? posts.filter((p) => now - p.at <= within) : posts.slice();
  const key = (p: Post) => (sort === 'new' ? p.at : sort === 'top' ? shownScore(p) : hotness(p, now));
  return list.sort((a, b) => (pinnedFirst && sort === 'hot' ? Number(b.pinned) - Number(a.pinned) : 0) || key(b) - key(a) || b.at - a.at || a.id.localeCompare(b.id));
}

/** Posts a reader sees: not removed. */
export const visible = (posts: readonly Post[]): Post[] => posts.filter((p) => p.removed === null);

export function postMatches(p: Post, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q !== '' && (p.title.toLowerCase().includes(q) || p.body.toLowerCase().includes(q));
}

// ---------------------------------------------------------------- seed data

interface ForumSeed {
  name: string;
  description: string;
  rules: string[];
  flairs: string[];
  posts: [title: string, body: string][];
}

export const FORUM_SEEDS: ForumSeed[] = [
  { name: 'houseplants', description: 'Leaves, roots, repotting and rescue missions for indoor plants.', rules: ['Be kind to beginners', 'Identify your plant if you can', 'No selling or self-promotion', 'No pest photos without a warning'], flairs: ['Help', 'Show-off', 'Discussion'], posts: [
    ['My monstera finally grew a split leaf', 'Two years of waiting and it finally happened. Bright indirect light and watering only when the top 5 cm are dry.'],
    ['Yellow leaves on my pothos, what am I doing wrong?', 'It sits by a north window and I water once a week. The lower leaves keep turning yellow.'],
    ['Fungus gnats are driving me crazy', 'Tried sticky traps and letting the soil dry out. Anything else that works?'],
    ['Propagation station tour', 'Twelve jars of cuttings on one shelf. The philodendrons root fastest.'],
    ['Is this snake plant overwatered?', 'The base feels soft and one leaf fell over. Terracotta pot, watered every ten days.'],
    ['Best soil mix for calatheas', 'I mix peat-free compost, perlite and orchid bark. Curious what others use.'],
    ['Repotted a root-bound fiddle leaf fig', 'The roots had circled the pot three times. Fingers crossed it forgives me.'],
    ['Grow lights worth it for winter?', 'My flat gets about four hours of light in December. Looking at full-spectrum bars.'],
    ['Rescued a dying orchid from the bargain shelf', 'Cut away the mushy roots and put it in fresh bark. One new root already.'],
    ['Humidity tray vs humidifier', 'Does a pebble tray actually make a difference or should I buy a humidifier?'],
  ] },
  { name: 'cycling', description: 'Road, gravel, commuting and everything with two wheels and pedals.', rules: ['Be civil', 'No bike sales or ads', 'Use a descriptive title', 'Safety first: no dangerous riding videos'], flairs: ['Commute', 'Gear', 'Ride report'], posts: [
    ['First century ride done!', '160 km in just under seven hours. Legs are jelly but I am so happy.'],
    ['Tubeless setup keeps burping air', 'Sealant is fresh and the tape looks fine. Losing pressure on hard corners.'],
    ['Commuting in the rain: what do you wear?', 'Twenty minutes each way and I arrive soaked every time despite a jacket.'],
    ['Chain wear checker says 0.75, replace now?', 'About 4,000 km on this chain. Cassette is original.'],
    ['Gravel bike or cyclocross bike for bikepacking?', 'Mostly forest roads with the odd weekend trip. Budget is limited.'],
    ['Finally learned to true a wheel', 'Took three evenings and a cheap truing stand. So satisfying.'],
    ['Cars passing too close on my route', 'Any tips for staying visible on a narrow country road?'],
    ['Winter maintenance checklist', 'Clean and lube the chain weekly, check brake pads monthly, mudguards on.'],
    ['Saddle sore after long rides', 'New saddle, same shorts. Is it the saddle height or the saddle itself?'],
    ['Sunday group ride photos', 'Twenty riders, one puncture and a great bakery stop halfway.'],
  ] },
  { name: 'homecooking', description: 'Recipes, techniques and dinners made at home.', rules: ['Include a recipe or method', 'No blog spam', 'Be respectful', 'Label food safety questions'], flairs: ['Recipe', 'Question', 'Dinner'], posts: [
    ['Crispy roast potatoes every time', 'Parboil, shake in the pot to rough the edges, then hot fat at 220 °C for 50 minutes.'],
    ['My sourdough starter smells like nail polish', 'Day 9. Is it hungry or is it ruined?'],
    ['Weeknight lemon pasta in 15 minutes', 'Butter, lemon zest, parmesan and pasta water. That is it.'],
    ['How long does cooked rice keep in the fridge?', 'Made too much for meal prep and wondering about day four.'],
    ['First attempt at homemade ramen', 'The broth took eight hours. Worth every minute.'],
    ['Cast iron pan rusted overnight', 'Left it in the sink. Can it be saved?'],
    ['Dumpling folding party', 'We made 140 dumplings with pork and chive filling.'],
    ['Best knife for a beginner?', 'Looking for one good chef knife under 80.'],
    ['Slow cooker chili that converted my family', 'Two kinds of beans, smoked paprika and a square of dark chocolate.'],
    ['Why is my bread so dense?', 'Using bread flour, kneading ten minutes, rising one hour. Still a brick.'],
  ] },
  { name: 'boardgames', description: 'Tabletop games, game nights and rules questions.', rules: ['Be civil', 'No sales or trades', 'Spoilers for legacy games must be tagged', 'Stay on topic'], flairs: ['Rules', 'Session', 'Collection'], posts: [
    ['Game night with six players: what to bring?', 'Mixed group, some new to board games. Two hours max.'],
    ['Wingspan expansion worth it?', 'We play the base game every week. Is the European expansion a big change?'],
    ['Finally beat Pandemic on heroic', 'Four epidemics, one outbreak left. Medic carried us.'],
    ['Storage solutions for card games', 'Sleeved cards no longer fit in the box. Show me your inserts.'],
    ['Rules question: trading in Catan', 'Can you trade with a player on your turn only, or any time?'],
    ['My shelf after five years of collecting', 'Eighty-two games and I still play the same ten.'],
    ['Cooperative games for two', 'My partner dislikes competitive games. Recommendations?'],
    ['Painted my first miniatures', 'Started with the heroes from a dungeon crawler. Very rough but fun.'],
    ['Teaching games to kids aged 7 and 9', 'Ticket to Ride was a hit. What next?'],
    ['Legacy campaign finished after 14 sessions', 'No spoilers, but the last box was incredible.'],
  ] },
  { name: 'personalfinance', description: 'Budgets, saving, debt and planning for the future.', rules: ['No referral links', 'Be respectful', 'No personal information', 'No investment hype'], flairs: ['Budget', 'Saving', 'Debt'], posts: [
    ['Paid off my student loan today', 'Six years of extra payments. Feels unreal.'],
    ['How big should an emergency fund be?', 'Single, renting, stable job. Three months or six?'],
    ['Budgeting app or spreadsheet?', 'I keep abandoning apps after a month. Does a spreadsheet stick better?'],
    ['Is it worth refinancing at 1 point lower?', 'Twenty years left on the mortgage and fees of about 2,000.'],
    ['Saving for a house on one income', 'Putting away 22% of take-home pay. Is that realistic for five years?'],
    ['Subscriptions audit saved me 60 a month', 'Cancelled four streaming services and an unused gym.'],
    ['First payslip: what should I do with it?', 'New graduate here. Pension, savings, or pay down the card first?'],
    ['Splitting bills with a partner fairly', 'We earn very different amounts. Proportional split or fifty-fifty?'],
    ['Car loan or save up and pay cash?', 'Current car has a year left in it, maybe.'],
    ['Keeping a no-spend month', 'Groceries and bills only for thirty days. Day 12 update.'],
  ] },
  { name: 'hiking', description: 'Trails, trip reports, gear and safety in the outdoors.', rules: ['Leave no trace', 'No dangerous advice', 'Credit photos that are not yours', 'Be civil'], flairs: ['Trip report', 'Gear', 'Question'], posts: [
    ['Sunrise from the ridge at 5 am', 'Started at 2:30 with headlamps. The view made up for the lost sleep.'],
    ['Boots or trail runners for a week-long trek?', 'Mostly dry trails, some rocky sections, a light pack.'],
    ['Got lost for an hour today, lessons learned', 'Download the offline map before you go. Always.'],
    ['Budget lightweight tent recommendations', 'Under 1.5 kg and under 250 if possible.'],
    ['Blisters on every long hike', 'Tried thicker socks. Should I tape my heels before starting?'],
    ['Wild camping by the lake', 'Quiet night, loons calling, and not a single mosquito.'],
    ['Water filter or purification tablets?', 'Three-day trip with streams along the way.'],
    ['Hiking with a dog for the first time', 'How much water should I carry for a medium dog?'],
    ['Autumn colours on the valley trail', 'Yellow birches everywhere. Go this weekend before the rain.'],
    ['Layering for cold mornings', 'Base layer, fleece and a shell, but I still freeze at stops.'],
  ] },
  { name: 'photography', description: 'Cameras, techniques, critique and the photos themselves.', rules: ['Critique the photo, not the person', 'No watermarks or ads', 'Give camera settings when asked', 'No stolen photos'], flairs: ['Critique', 'Gear', 'Technique'], posts: [
    ['Street photo from my lunch break', 'Shot at 35 mm, f/8, 1/500. Feedback welcome.'],
    ['Prime or zoom for a first lens upgrade?', 'Shooting mostly portraits of friends and some travel.'],
    ['Milky Way over the dunes', 'Twenty-second exposure at ISO 3200. The sand glowed under starlight.'],
    ['How do you keep horizons straight?', 'Every landscape I take is slightly tilted.'],
    ['My grandfather\'s film camera still works', 'Ran a roll of black and white through it. Light leak on two frames only.'],
    ['Shooting in harsh midday sun', 'Any tips besides waiting for golden hour?'],
    ['Edited vs unedited: where is the line?', 'How much editing before it stops being a photograph?'],
    ['Bird in flight at 1/2000', 'Took about three hundred shots to get this one sharp.'],
    ['Backup workflow for raw files', 'Two external drives and a cloud copy. Is that overkill?'],
    ['First paid portrait session tomorrow', 'Nervous. Any advice for putting people at ease?'],
  ] },
  { name: 'localnews', description: 'News, events and questions about our town.', rules: ['Local topics only', 'No personal attacks', 'No personal information', 'Cite a source for news'], flairs: ['News', 'Event', 'Question'], posts: [
    ['Farmers market moves to Saturdays', 'Starting next month it runs Saturdays from 8 to 13 in the square.'],
    ['Road works on Mill Street until March', 'Detour through Church Lane. Buses are rerouted.'],
    ['Lost cat near the library', 'Grey tabby, answers to Pixel, orange collar.'],
    ['New bakery opened on the corner of Elm', 'The cardamom buns are worth the queue.'],
    ['Library extends opening hours', 'Open until 20:00 on weekdays from next week.'],
    ['Anyone know why the sirens were going last night?', 'Heard several fire engines heading north around midnight.'],
    ['Community garden has free plots', 'Six plots available, sign up at the town hall.'],
    ['Summer concert lineup announced', 'Three evenings in the park, free entry.'],
    ['Recycling pickup changes', 'Glass is now collected every other Thursday.'],
    ['Recommendations for a plumber?', 'Leaking pipe under the kitchen sink, need someone this week.'],
  ] },
];

export const USER_NAMES = [
  'maplefox', 'quietriver', 'tinkerbolt', 'sundial_sam', 'oat_milk_latte', 'greenthumb42', 'northwind', 'pixelpine',
  'lazy_otter', 'copperkettle', 'moss_and_stone', 'hollowreed', 'brightside_bo', 'trailmix', 'velvetcrow', 'ledger_lou',
  'saltydog', 'paper_lantern', 'gritandgravel', 'kettlecorn', 'mildred_m', 'ruststeel', 'fernweh', 'cloudberry',
] as const;

/** Users new to the site: each has written exactly one post, and no comment. */
export const NEWCOMERS = ['birchbark_ben', 'tidepool_tess', 'marigold_max', 'quillfeather'] as const;

/** The signed-in user. */
export const ME = 'quiet_fern';

const COMMENTS = [
  'This is really helpful, thank you.', 'Same thing happened to me last year.', 'Great result, well done!',
  'Have you tried asking at a local shop?', 'I would wait a week before changing anything.', 'Saving this for later.',
  'Could you share more details?', 'Strongly agree with this.', 'That looks amazing.', 'Not sure I agree, but interesting take.',
  'Patience is the answer here.', 'This made my day.', 'Following, I have the same question.', 'Try the search, this comes up a lot.',
  'Thanks for posting the details.', 'Happened to a friend too, it worked out fine.', 'Beautiful!', 'Good luck, keep us posted.',
  'Underrated advice.', 'I learned this the hard way.',
];

const REPLIES = ['Thanks!', 'Good point.', 'Exactly this.', 'Did it work in the end?', 'Agreed.', 'Fair enough.', 'Ha, true.', 'I will try that.'];

/** The user's own posts: in forums they read. */
const MY_POSTS: [forum: string, title: string, body: string][] = [
  ['houseplants', 'My balcony herb garden in its third summer', 'Basil, thyme and rosemary in one long planter. The mint got its own pot.'],
  ['hiking', 'Looking for a quiet two-day loop', 'Somewhere with a hut or campsite halfway, under 30 km in total.'],
  ['homecooking', 'Tomato soup from the last of the garden', 'Roasted tomatoes, garlic and a splash of cream. Freezes well.'],
];

export function seedForum(rng: Rng, world: SeedContext): ForumState {
  const now = world.now;
  let nextId = 1;
  const users: ForumUser[] = [...USER_NAMES, ...NEWCOMERS, ME].map((name) => ({ name, karma: rng.int(40, 9000), joined: now - rng.int(60, 2400) * DAY }));
  const modForums = new Set(rng.sample(FORUM_SEEDS.map((f) => f.name), 2));
  const subscribed = new Set([...modForums, ...rng.sample(FORUM_SEEDS.map((f) => f.name).filter((n) => !modForums.has(n)), 3)]);
  const forums: Forum[] = FORUM_SEEDS.map((f, i) => ({
    id: `f${i + 1}`, name: f.name, description: f.description, members: rng.int(1200, 480000), rules: [...f.rules],
    moderators: [...(modForums.has(f.name) ? [ME] : []), ...rng.sample(USER_NAMES, 2)],
    subscribed: subscribed.has(f.name), banned: [],
  }));
  const posts: Post[] = [];
  const scores = new Set<number>();
  const freshScore = (max: number) => {
    // Scores stay three apart, so that no vote of the user's makes two posts tie.
    const near = (x: number) => [...scores].some((t) => Math.abs(t - x) < 3);
    let s = rng.int(2, max);
    while (near(s)) s = rng.int(2, max);
    scores.add(s);
    return s;
  };
  const commentsFor = (author: string, at: number, count: number, mine: boolean): ForumComment[] => {
    const list: ForumComment[] = [];
    const texts = rng.sample(COMMENTS, Math.min(count, COMMENTS.length));
    let t = at;
    for (let k = 0; k < count; k++) {
      t += rng.int(5, 240) * MINUTE;
      const parent = list.length > 0 && rng.chance(0.35) ? rng.pick(list) : null;
      const who = mine && k === 1 ? ME : rng.pick(USER_NAMES.filter((u) => u !== author && u !== parent?.author));
      list.push({ id: `c${nextId++}`, author: who, body: parent ? rng.pick(REPLIES) : texts[k]!, score: rng.int(-2, 180), at: Math.min(t, now - MINUTE), parent: parent?.id ?? null });
    }
    return list;
  };
  for (const f of FORUM_SEEDS) {
    for (const [title, body] of rng.sample(f.posts, 9)) {
      const author = rng.pick(USER_NAMES);
      const at = now - rng.int(30, 60 * 24 * 40) * MINUTE;
      posts.push({ id: `p${nextId++}`, forum: f.name, title, body, author, at, score: freshScore(4800), vote: 0, flair: rng.chance(0.7) ? rng.pick(f.flairs) : null,
        pinned: false, saved: false, removed: null, edited: false, comments: commentsFor(author, at, rng.int(0, 7), rng.chance(0.12)) });
    }
  }
  for (const [forum, title, body] of MY_POSTS) {
    const at = now - rng.int(60, 60 * 24 * 20) * MINUTE;
    posts.push({ id: `p${nextId++}`, forum, title, body, author: ME, at, score: freshScore(400), vote: 1, flair: null, pinned: false, saved: false, removed: null, edited: false, comments: commentsFor(ME, at, rng.int(1, 4), false) });
  }
  // Each newcomer wrote one of the posts.
  const firsts = rng.sample(posts.filter((p) => p.author !== ME), NEWCOMERS.length);
  NEWCOMERS.forEach((name, i) => (firsts[i]!.author = name));
  // A few votes of the user's on others' posts, and one post saved.
  for (const p of rng.sample(posts.filter((x) => x.author !== ME), 6)) p.vote = rng.chance(0.8) ? 1 : -1;
  rng.pick(posts.filter((x) => x.author !== ME)).saved = true;
  // Each forum the user moderates has one pinned post.
  for (const name of modForums) rng.pick(posts.filter((p) => p.forum === name && p.author !== ME)).pinned = true;
  return { me: ME, forums, posts, users, reports: [], nextId };
}
