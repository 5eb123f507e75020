// The task catalogue: every template, one file each under tasks/<app>/, listed in that app's
// tasks/<app>/index.ts (cross-app templates live in tasks/cross/ and are listed by the app they
// start from). Add a new app's list here.
import type { AppId } from '../apps/world.ts';
import type { AppNoise, Task } from './define.ts';
import calendar from './calendar/index.ts';
import { noise as calendarNoise } from './calendar/noise.ts';
import clock from './clock/index.ts';
import { noise as clockNoise } from './clock/noise.ts';
import contacts from './contacts/index.ts';
import { noise as contactsNoise } from './contacts/noise.ts';
import { noise as filesNoise } from './files/noise.ts';
import files from './files/index.ts';
import gallery from './gallery/index.ts';
import { noise as galleryNoise } from './gallery/noise.ts';
import mail from './mail/index.ts';
import { noise as mailNoise } from './mail/noise.ts';
import messages from './messages/index.ts';
import { noise as messagesNoise } from './messages/noise.ts';
import notes from './notes/index.ts';
import { noise as notesNoise } from './notes/noise.ts';
import phone from './phone/index.ts';
import { noise as phoneNoise } from './phone/noise.ts';
import settings from './settings/index.ts';
import { noise as settingsNoise } from './settings/noise.ts';

export const TASKS: readonly Task[] = [
  ...calendar,
  ...clock,
  ...contacts,
  ...files,
  ...gallery,
  ...mail,
  ...messages,
  ...notes,
  ...phone,
  ...settings,
].sort((a, b) => a.id.localeCompare(b.id));

export function findTask(id: string): Task | undefined {
  return TASKS.find((t) => t.id === id);
}

/** Each app's browse (harmless) and damage moves, from its noise.ts, for the judge gate. */
export const NOISE: Partial<Record<AppId, AppNoise>> = {
  calendar: calendarNoise,
  clock: clockNoise,
  contacts: contactsNoise,
  gallery: galleryNoise,
  settings: settingsNoise,
  files: filesNoise,
  mail: mailNoise,
  notes: notesNoise,
  messages: messagesNoise,
  phone: phoneNoise,
};
