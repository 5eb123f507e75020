// Recorder: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedRecorder } from './state.ts';

export default defineApp({
  id: 'recorder',
  name: 'Recorder',
  seed: seedRecorder,
  // Listening moves the player (which recording, its position, playing or paused): looking, not a
  // change. The id counter is bookkeeping.
  routinePaths: ['player', 'nextId'],
  // A new name already held by another recording (live or recently deleted) is refused, and the
  // search finds a recording by its name in any case (model.ts `recordingKey`).
  names: { recording: 'caseless' },
});
