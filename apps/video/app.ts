// Video: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedVideo } from './state.ts';

export default defineApp({
  id: 'video',
  name: 'Video',
  seed: seedVideo,
  // Watching is looking: the player (which video, playing or paused, where) and the history it
  // writes (positions, the order of what was watched last) follow the device clock and every play.
  // A template about where a video stopped reads the history as the episode found it.
  routinePaths: ['player', 'history', 'nextId'],
  // Subscriptions, Watch later and liked videos are sets (the screens sort them).
  sets: ['subscriptions', 'watchLater', 'liked'],
  // Search finds videos and channels by any part of their name, in any case (model.ts `searchKey`).
  names: { video: 'caseless', channel: 'caseless' },
});
