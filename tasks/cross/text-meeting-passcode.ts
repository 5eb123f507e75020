// Text a contact a meeting's passcode, by the frame "Passcode: CODE".
import { textMeetingField } from '../meetings/text-field.ts';
import * as mt from '../meetings/kit.ts';

export default textMeetingField({
  id: 'cross/text-meeting-passcode',
  field: 'Passcode',
  other: 'Join link',
  text: 'Passcode: CODE',
  placeholder: 'CODE',
  what: 'the passcode',
  meetings: mt.upcomingOf,
  value: (m) => m.passcode,
  goal: (shown, p) => `Text ${p.name} "${shown}" with the passcode of the meeting "${p.title}" in Meetings.`,
});
