// Meetings: what the world knows of the app (see apps/app.ts).
import { defineApp } from '../app.ts';
import { seedMeetings } from './state.ts';

export default defineApp({
  id: 'meetings',
  name: 'Meetings',
  seed: seedMeetings,
  // Being in a meeting (or its waiting room), muted or not, the camera and the participants panel:
  // looking, not a change. The id counter is bookkeeping.
  routinePaths: ['session', 'nextId'],
  sets: ['meetings[*].invitees', 'meetings[*].invited'],
  // The search finds a meeting by its title in any case (model.ts `meetingKey`); a new recording
  // name already held by another recording is refused in any case (model.ts `recordingKey`).
  names: { meeting: 'caseless', recording: 'caseless' },
  // Invitees, those an invitation went to, and a host other than the owner: contact ids (state.ts).
  contactRefs: ['meetings[*].invitees', 'meetings[*].invited', 'meetings[*].host'],
});
