// Text a contact the join link of a meeting the owner hosts, by the frame "Join here: LINK".
import { textMeetingField } from '../meetings/text-field.ts';
import * as mt from '../meetings/kit.ts';

export default textMeetingField({
  id: 'cross/text-meeting-link',
  field: 'Join link',
  other: 'Passcode',
  text: 'Join here: LINK',
  placeholder: 'LINK',
  what: 'the join link',
  meetings: mt.hosted,
  value: (m) => m.link,
  goal: (shown, p) => `Text ${p.name} "${shown}" with the join link of your meeting "${p.title}" in Meetings.`,
});
