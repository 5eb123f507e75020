// Video: seeded channels and their videos (durations, upload times before the device clock, one
// premiere after it), the owner's subscriptions, Watch later, liked videos and watch history with
// playback positions. The player keeps where it was at its last change (`at`, `position`); where it
// is now is a pure function of that and the device clock (`positionOf`), so the screens, the kits
// and the tests compute it the same way.
import type { Rng } from '../kit/random.ts';
import type { SeedContext } from '../app.ts';
import { DAY, HOUR, MINUTE, startOfDay } from '../kit/time.ts';

export interface Channel { id: string; name: string; topic: string; subscribers: number; about: string }
export interface Comment { id: string; author: string; text: string; at: number; mine: boolean }
export interface Video {
  id: string;
  title: string;
  channelId: string;
  /** Seconds. */
  duration: number;
  /** Device time it was (or, for a premiere, will be) published. */
  uploadedAt: number;
  /** A premiere: announced, playable from `uploadedAt` on. */
  premiere: boolean;
  views: number;
  likes: number;
  description: string;
  comments: Comment[];
}
/** One video in the history: how far the owner watched it and when. */
export interface Watched { video: string; position: number; watchedAt: number }
export interface Player {
  /** The video the player holds ('' for none). */
  video: string;
  playing: boolean;
  /** Device time of the player's last change. */
  at: number;
  /** Seconds into the video at time `at`. */
  position: number;
}

export interface VideoState {
  channels: Channel[];
  videos: Video[];
  /** Channel ids (a set). */
  subscriptions: string[];
  /** Video ids, last saved first (a set: the screen sorts them). */
  watchLater: string[];
  /** Liked video ids (a set). */
  liked: string[];
  /** Newest first; one entry per video. */
  history: Watched[];
  player: Player;
  nextId: number;
}

const CHANNELS: readonly { name: string; topic: string; about: string; titles: readonly string[] }[] = [
  { name: 'Kitchen Lab', topic: 'Cooking', about: 'Weeknight recipes tested until they work every time.', titles: ['One-Pan Lemon Chicken', 'Perfect Sourdough at Home', 'Five Pasta Sauces in 20 Minutes', 'Knife Skills for Beginners', 'The Best Weeknight Curry', 'Crispy Roast Potatoes Explained', 'Homemade Dumplings', 'Three Easy Breakfast Bowls'] },
  { name: 'Trail & Summit', topic: 'Outdoors', about: 'Hiking, camping and the gear that gets you there.', titles: ['Packing for a Three-Day Hike', 'Sunrise on Mount Rainier', 'How to Read a Topo Map', 'Ultralight Gear Review', 'Winter Camping Basics', 'The Lost Coast Trail', 'Water Filters Compared', 'First Aid on the Trail'] },
  { name: 'Pixel Workshop', topic: 'Technology', about: 'Honest reviews and setup guides for everyday tech.', titles: ['Building a Budget Gaming PC', 'Is This Phone Worth It?', 'Mechanical Keyboards Explained', 'Home Network Setup Guide', 'Five Apps I Use Every Day', 'Laptop Battery Myths', 'Cleaning Up Your Desktop', 'Smart Home on a Budget'] },
  { name: 'Daily Stretch', topic: 'Fitness', about: 'Short routines you can do anywhere, no equipment needed.', titles: ['Ten-Minute Morning Yoga', 'Desk Stretches for Your Back', 'Full-Body Workout, No Equipment', 'Beginner Running Form', 'Core Strength in 15 Minutes', 'Mobility Routine for Hips', 'Cool-Down After a Run', 'Evening Wind-Down Yoga'] },
  { name: 'History Unboxed', topic: 'History', about: 'Big stories from the past, told in one sitting.', titles: ['The Silk Road in 20 Minutes', 'How the Romans Built Roads', 'The Printing Press Changed Everything', 'Life in a Medieval Town', 'The Story of the Longitude Prize', 'Ancient Egyptian Timekeeping', 'The First Postal Services', 'Why Castles Had Moats'] },
  { name: 'Garden Notes', topic: 'Gardening', about: 'Growing food and flowers in small spaces.', titles: ['Starting Tomatoes from Seed', 'Composting for Small Spaces', 'Pruning Fruit Trees', 'Balcony Herb Garden', 'Fixing Yellow Leaves', 'Planning a Pollinator Bed', 'Raised Beds on a Budget', 'Saving Seeds for Next Year'] },
  { name: 'Chord Theory', topic: 'Music lessons', about: 'Guitar and music theory for curious beginners.', titles: ['Your First Ten Guitar Chords', 'Understanding the Circle of Fifths', 'Fingerpicking Patterns', 'Practice Routines That Work', 'Writing a Simple Melody', 'Barre Chords Without Pain', 'Ear Training Basics', 'Strumming in Odd Time'] },
  { name: 'Budget Traveler', topic: 'Travel', about: 'Seeing the world without spending a fortune.', titles: ['Lisbon on $50 a Day', 'Packing Light for Two Weeks', 'Night Trains of Europe', 'How I Find Cheap Flights', 'Kyoto Beyond the Temples', 'Street Food in Mexico City', 'Travel Insurance Explained', 'A Weekend in Edinburgh'] },
];

const AUTHORS = ['@maya_cooks', '@trailrunner88', '@jdoesstuff', '@quietreader', '@leo.builds', '@sunny_days', '@piano_pete', '@wanderlust_kim', '@retro_gamer', '@greenthumb'];
const COMMENTS = [
  'This was so helpful, thank you!', 'Great video as always.', 'Watched this twice and learned something new each time.',
  'Could you do a follow-up on this?', 'The editing on this one is fantastic.', 'Saving this for the weekend.',
  'I tried this and it worked perfectly.', 'Clear and to the point, love it.', 'Finally someone explains it properly.',
  'The part at the end made my day.',
];

/** "3:07" or "1:02:45": a duration or a playback position in seconds, as the video screens show it (not regional). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), r = s % 60;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${String(r).padStart(2, '0')}` : `${m}:${String(r).padStart(2, '0')}`;
}

/** "1.2K views", "845 views": counts as the screens abbreviate them. */
export function formatCount(n: number, noun: string): string {
  const v = n >= 1_000_000 ? `${(n / 1_000_000).toFixed(1).replace(/\.0$/, '')}M` : n >= 1000 ? `${(n / 1000).toFixed(1).replace(/\.0$/, '')}K` : String(n);
  return `${v} ${noun}`;
}

export const videoById = (s: VideoState, id: string): Video | undefined => s.videos.find((v) => v.id === id);
export const channelById = (s: VideoState, id: string): Channel | undefined => s.channels.find((c) => c.id === id);
export const channelName = (s: VideoState, v: Video): string => channelById(s, v.channelId)?.name ?? '';
/** Released by `now` (a premiere not yet started is not). */
export const isOut = (v: Video, now: number): boolean => v.uploadedAt <= now;
/** A channel's videos out by `now`, newest first. */
export const channelVideos = (s: VideoState, channelId: string, now: number): Video[] =>
  s.videos.filter((v) => v.channelId === channelId && isOut(v, now)).sort((a, b) => b.uploadedAt - a.uploadedAt);
export const watched = (s: VideoState, id: string): Watched | undefined => s.history.find((h) => h.video === id);

/** Seconds into a video at `now`: the player's, when it holds the video, else where the history left it (0 if never watched). */
export function positionOf(s: VideoState, id: string, now: number): number {
  const v = videoById(s, id);
  if (!v) return 0;
  const p = s.player;
  if (p.video === id) return Math.min(v.duration, p.position + (p.playing ? Math.max(0, now - p.at) / 1000 : 0));
  return Math.min(v.duration, watched(s, id)?.position ?? 0);
}
/** Whether the player plays at `now` (it stops at the video's end). */
export const isPlaying = (s: VideoState, now: number): boolean => {
  const v = videoById(s, s.player.video);
  return v !== undefined && s.player.playing && positionOf(s, v.id, now) < v.duration;
};

export function seedVideo(rng: Rng, world: SeedContext): VideoState {
  const now = world.now;
  const picked = rng.sample(CHANNELS, 6);
  const channels: Channel[] = picked.map((c, i) => ({ id: `c${i + 1}`, name: c.name, topic: c.topic, about: c.about, subscribers: rng.int(8, 900) * 1000 + rng.int(0, 999) }));
  // Every video's length differs (no two tie for shortest); 2 to 58 minutes.
  const lengths = rng.sample(Array.from({ length: 56 * 60 }, (_, i) => 120 + i), 60);
  const videos: Video[] = [];
  picked.forEach((c, i) => {
    const titles = rng.sample(c.titles, rng.int(4, 7));
    // Uploads a few days apart, the newest 2 hours to 5 days ago, at different times of day.
    let at = now - rng.int(2, 120) * HOUR;
    for (const title of titles) {
      const id = `v${videos.length + 1}`;
      videos.push({
        id, title, channelId: channels[i]!.id, duration: lengths[videos.length]!, uploadedAt: at - (at % MINUTE), premiere: false,
        views: rng.int(300, 2_000_000), likes: rng.int(20, 40_000),
        description: `${title}. ${c.about} Chapters are in the comments; thanks for watching!`,
        comments: rng.sample(COMMENTS, rng.int(2, 4)).map((text, k) => ({ id: `${id}m${k + 1}`, author: rng.pick(AUTHORS), text, at: at + rng.int(1, 48) * HOUR, mine: false })),
      });
      at -= rng.int(2, 12) * DAY + rng.int(0, 23) * HOUR;
    }
  });
  // Comments are never newer than the device clock.
  for (const v of videos) for (const c of v.comments) c.at = Math.min(c.at, now - (v.comments.indexOf(c) + 1) * 17 * MINUTE);
  // One premiere: a channel's next video, one to five days ahead on the hour or half hour.
  const host = rng.pick(channels);
  const hostTitles = picked[channels.indexOf(host)]!.titles.filter((t) => !videos.some((v) => v.title === t));
  const premiereAt = startOfDay(now) + rng.int(1, 5) * DAY + rng.int(16, 21) * HOUR + rng.pick([0, 30]) * MINUTE;
  videos.push({
    id: `v${videos.length + 1}`, title: `${rng.pick(hostTitles)} (Premiere)`, channelId: host.id, duration: lengths[videos.length]!, uploadedAt: premiereAt, premiere: true,
    views: 0, likes: 0, description: `Join the live premiere and chat with ${host.name}.`, comments: [],
  });
  const out = videos.filter((v) => !v.premiere);
  const subscriptions = rng.sample(channels, rng.int(3, 4)).map((c) => c.id);
  const watchLater = rng.sample(out, rng.int(6, 8)).map((v) => v.id);
  const liked = rng.sample(out, rng.int(4, 6)).map((v) => v.id);
  // History: videos watched over the last days, newest first, each stopped part-way.
  let when = now - rng.int(20, 180) * MINUTE;
  const history: Watched[] = rng.sample(out.filter((v) => v.uploadedAt < when), rng.int(6, 9)).map((v) => {
    const entry = { video: v.id, position: rng.int(30, v.duration - 60), watchedAt: when };
    when -= rng.int(3, 30) * HOUR;
    return entry;
  }).filter((h) => h.watchedAt > (videos.find((v) => v.id === h.video)?.uploadedAt ?? 0));
  return { channels, videos, subscriptions, watchLater, liked, history, player: { video: '', playing: false, at: now, position: 0 }, nextId: 100 };
}
