// Social: a feed of posts from the accounts the owner follows (friends from Contacts and public
// accounts: a bakery, a running club, the city's parks), with likes (a set of who liked), comments
// and follows; the owner's own posts, each with a visibility (public, followers, only me), and a
// default visibility for new posts. Times follow the device clock. Photos are generated pictures
// (apps/gallery/scene.tsx), drawn from their kind and seed.
import type { Rng } from '../kit/random.ts';
import type { SeedContext } from '../app.ts';
import { MINUTE } from '../kit/time.ts';
import { fullName } from '../contacts/state.ts';
import type { SceneKind } from '../gallery/state.ts';

/** The owner, as an author, a commenter and a liker. */
export const ME = 'me';

export type Visibility = 'public' | 'followers' | 'only_me';
export const VISIBILITIES: readonly Visibility[] = ['public', 'followers', 'only_me'];
export const VISIBILITY_LABEL: Record<Visibility, string> = { public: 'Public', followers: 'Followers', only_me: 'Only me' };

export interface PostPhoto {
  /** The file name it was posted from ("IMG_20260214_0932.jpg"). */
  name: string;
  kind: SceneKind;
  seed: number;
}

export interface Account {
  id: string;
  /** The display name ("Ana Silva", "Riverside Bakery"). */
  name: string;
  handle: string;
  bio: string;
  followers: number;
  /** The owner follows this account (their posts are in the feed). */
  following: boolean;
  /** The contact this account belongs to, if a friend's. */
  contact: string | null;
}

export interface Comment {
  id: string;
  /** `me` or an account id. */
  from: string;
  at: number;
  text: string;
}

export interface Post {
  id: string;
  /** `me` or an account id. */
  author: string;
  at: number;
  text: string;
  photo: PostPhoto | null;
  /** Who can see it (the owner's posts; others' posts in the feed are public or for followers). */
  visibility: Visibility;
  /** Who liked it: `me` and account ids (a set). */
  likedBy: string[];
  comments: Comment[];
  /** Set when the owner edited it after posting. */
  edited: boolean;
}

export interface Profile {
  name: string;
  handle: string;
  bio: string;
  followers: number;
}

export interface SocialState {
  me: Profile;
  accounts: Account[];
  /** Newest first is how screens show them; stored in posting order. */
  posts: Post[];
  /** The visibility a new post starts with. */
  defaultVisibility: Visibility;
  /** Next numeric id: posts `p<n>`, comments `k<n>`, accounts `a<n>`. */
  nextId: number;
}

// ---------------------------------------------------------------- reading

export const accountById = (s: SocialState, id: string): Account | undefined => s.accounts.find((a) => a.id === id);
export const postById = (s: SocialState, id: string): Post | undefined => s.posts.find((p) => p.id === id);

/** Who someone is, as the app writes them: "You", or the account's name. */
export function authorName(s: SocialState, id: string): string {
  if (id === ME) return 'You';
  return accountById(s, id)?.name ?? 'Unknown';
}

export const newestFirst = (list: readonly Post[]): Post[] => list.slice().sort((a, b) => b.at - a.at || b.id.localeCompare(a.id));

/** The feed: posts of followed accounts and the owner's own, newest first. */
export const feed = (s: SocialState): Post[] => newestFirst(s.posts.filter((p) => p.author === ME || accountById(s, p.author)?.following === true));

export const myPosts = (s: SocialState): Post[] => newestFirst(s.posts.filter((p) => p.author === ME));

/** An account's posts the owner may see (followers-only ones only while following), newest first. */
export const postsOf = (s: SocialState, a: Account): Post[] => newestFirst(s.posts.filter((p) => p.author === a.id && (p.visibility === 'public' || a.following)));

/** What a post says, as its row's name: "Ana Silva: Lovely morning", "You: Photo IMG_….jpg Sunset". */
export function postLabel(s: SocialState, p: Post): string {
  const what = p.photo ? `Photo ${p.photo.name}${p.text ? ` ${p.text}` : ''}` : p.text;
  return `${authorName(s, p.author)}: ${what}`;
}

export const commentLabel = (s: SocialState, c: Comment): string => `${authorName(s, c.from)}: ${c.text}`;

/** Search for people: name or handle, in any case. */
export function accountMatches(a: Account, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || a.name.toLowerCase().includes(q) || a.handle.toLowerCase().includes(q);
}

export const likeCount = (p: Post): number => p.likedBy.length;

// ---------------------------------------------------------------- seed data

const PUBLIC_ACCOUNTS = [
  { name: 'Riverside Bakery', bio: 'Sourdough every morning from 7. Riverside Rd.' },
  { name: 'City Parks', bio: 'News from the parks department: events, closures, volunteering.' },
  { name: 'Trail Runners Club', bio: 'Weekly group runs, all paces welcome.' },
  { name: 'Daily Astronomy', bio: 'One picture of the sky a day.' },
  { name: 'Jazz on Fifth', bio: 'Live music Thursday to Sunday.' },
  { name: 'Metro Transit News', bio: 'Service changes and updates for buses and trains.' },
  { name: 'Green Basket Market', bio: 'Local produce, open Tue-Sun.' },
  { name: 'Harbor Front Cafe', bio: 'Coffee with a view of the boats.' },
] as const;

const FRIEND_LINES = [
  'Lovely morning walk by the river', 'Finally finished that puzzle!', 'New recipe turned out great', 'Anyone up for tennis this weekend?',
  'Best coffee in town, no contest', 'First swim of the season, freezing', 'Back from a long week, so tired', 'Garden is finally blooming',
  'Reading a great book, recommendations welcome', 'Concert last night was amazing', 'Moving day is done!', 'Happy to be home',
  'Tried the new ramen place downtown', 'Sunday pancakes are a tradition now', 'Who else is watching the match tonight?', 'My plants survived the winter',
] as const;

const PUBLIC_LINES = [
  'Fresh cinnamon rolls out of the oven', 'The east gate is closed for repairs this week', 'Thursday run: 6 pm at the boathouse',
  'Tonight: the Moon meets Jupiter after sunset', 'New trio on stage this Friday', 'Line 4 runs every 12 minutes this weekend',
  'Strawberries are back!', 'Volunteers wanted for the spring clean-up', 'Open mic on Sunday, sign up at the bar', 'Our new terrace is open',
] as const;

const MY_LINES = [
  'Weekend hike with the best views', 'Trying out my new camera', 'Homemade pizza night', 'Sunset from the balcony',
  'Finished my first half marathon!', 'Rainy day, good book', 'Farmers market haul', 'A quiet morning at the lake',
] as const;

const COMMENTS = [
  'Love this!', 'So jealous', 'Looks amazing', 'Congrats!', 'Where is this?', 'Wow', 'Great shot', 'Count me in next time',
  'Beautiful', 'Haha classic', 'Need to try this', 'Miss you!',
] as const;

const KINDS: readonly SceneKind[] = ['mountains', 'sea', 'city', 'sunset', 'people', 'flowers'];

const pad = (n: number) => String(n).padStart(2, '0');

/** A camera file name for a time: IMG_20260214_0932.jpg. */
export function photoName(at: number, n: number): string {
  const d = new Date(at);
  return `IMG_${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}_${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(n % 60)}.jpg`;
}

/** Every seeded post and comment is at least this long before the episode starts; a setup's come after. */
export const SETUP_AFTER = 90 * MINUTE;

const handleOf = (name: string) => `@${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}`;

export function seedSocial(rng: Rng, world: SeedContext): SocialState {
  const { now, contacts } = world;
  const s: SocialState = { me: { name: 'You', handle: '@me', bio: '', followers: 0 }, accounts: [], posts: [], defaultVisibility: 'public', nextId: 1 };
  const mint = (prefix: string) => `${prefix}${s.nextId++}`;
  const owner = rng.pick(['Alex Morgan', 'Sam Taylor', 'Jordan Lee', 'Robin Park']);
  s.me = { name: owner, handle: handleOf(owner), bio: rng.pick(['Coffee, trails and photos.', 'Amateur photographer. Weekend cook.', 'Runner, reader, plant parent.']), followers: rng.int(80, 400) };

  // Friends: most of them followed, a few not (yet).
  for (const c of rng.sample(contacts.contacts, Math.min(12, contacts.contacts.length))) {
    const name = fullName(c);
    s.accounts.push({ id: mint('a'), name, handle: handleOf(name), bio: '', followers: rng.int(40, 900), following: rng.chance(0.7), contact: c.id });
  }
  for (const p of PUBLIC_ACCOUNTS) {
    s.accounts.push({ id: mint('a'), name: p.name, handle: handleOf(p.name), bio: p.bio, followers: rng.int(1_200, 48_000), following: rng.chance(0.6), contact: null });
  }
  const ago = (minDays: number, maxDays: number) => now - SETUP_AFTER - rng.int(Math.round(minDays * 24 * 60), Math.round(maxDays * 24 * 60)) * MINUTE;
  const comments = (at: number, from: readonly string[], n: number): Comment[] =>
    Array.from({ length: n }, (_, i) => ({ id: mint('k'), from: rng.pick(from), at: Math.min(at + (i + 1) * rng.int(5, 90) * MINUTE, now - SETUP_AFTER), text: rng.pick(COMMENTS) }))
      .sort((a, b) => a.at - b.at);
  const ids = () => s.accounts.map((a) => a.id);

  for (const a of s.accounts) {
    const lines = a.contact ? FRIEND_LINES : PUBLIC_LINES;
    for (let i = 0, n = rng.int(1, 3); i < n; i++) {
      const at = ago(0, 12);
      const photo = rng.chance(0.35) ? { name: photoName(at, s.nextId), kind: rng.pick(KINDS), seed: rng.int(1, 999_999) } : null;
      const likedBy = rng.sample(ids().filter((x) => x !== a.id), rng.int(0, 6));
      if (rng.chance(0.3)) likedBy.push(ME);
      s.posts.push({
        id: mint('p'), author: a.id, at, text: rng.pick(lines), photo, visibility: a.contact && rng.chance(0.3) ? 'followers' : 'public',
        likedBy, comments: comments(at, [...ids().filter((x) => x !== a.id), ME], rng.int(0, 3)), edited: false,
      });
    }
  }
  const friends = s.accounts.filter((a) => a.contact).map((a) => a.id);
  for (const text of rng.sample(MY_LINES, 6)) {
    const at = ago(1, 40);
    const photo = rng.chance(0.6) ? { name: photoName(at, s.nextId), kind: rng.pick(KINDS), seed: rng.int(1, 999_999) } : null;
    s.posts.push({
      id: mint('p'), author: ME, at, text, photo, visibility: rng.pick(['public', 'public', 'followers', 'only_me'] as const),
      likedBy: rng.sample(ids(), rng.int(0, 12)), comments: comments(at, friends, rng.int(0, 4)), edited: false,
    });
  }
  s.posts.sort((a, b) => a.at - b.at);
  return s;
}
