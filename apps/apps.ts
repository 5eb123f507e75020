// The one list of installed apps, in home-screen order: adding an app is one line here (its
// screens are found in apps/<app>/index.ts, its templates are listed in tasks/index.ts). Contacts
// come first in seeding because every other app's seed reads the address book.
import contacts from './contacts/app.ts';
import messages from './messages/app.ts';
import settings from './settings/app.ts';
import phone from './phone/app.ts';
import calendar from './calendar/app.ts';
import clock from './clock/app.ts';
import notes from './notes/app.ts';
import mail from './mail/app.ts';
import files from './files/app.ts';
import gallery from './gallery/app.ts';
import wallet from './wallet/app.ts';
import food from './food/app.ts';
import shop from './shop/app.ts';
import maps from './maps/app.ts';
import rides from './rides/app.ts';
import travel from './travel/app.ts';
import weather from './weather/app.ts';
import calculator from './calculator/app.ts';
import appstore from './appstore/app.ts';
import music from './music/app.ts';
import chat from './chat/app.ts';
import todo from './todo/app.ts';
import recorder from './recorder/app.ts';
import video from './video/app.ts';
import social from './social/app.ts';
import reader from './reader/app.ts';
import meetings from './meetings/app.ts';
import health from './health/app.ts';
import wiki from './wiki/app.ts';
import forum from './forum/app.ts';
import webmail from './webmail/app.ts';
import voyage from './voyage/app.ts';
import market from './market/app.ts';
import forge from './forge/app.ts';
import type { RoutinePath } from './app.ts';

export const APPS = [phone, messages, contacts, mail, calendar, clock, notes, gallery, files, settings, wallet, food, shop, maps, rides, travel, weather, calculator, appstore, music, chat, todo, recorder, video, social, reader, meetings, health, wiki, forum, webmail, voyage, market, forge] as const;

type Definition = (typeof APPS)[number];

/** Whether an entry of the list is a web site (apps/app.ts `host`) rather than a phone app. */
export const isSite = (a: { host?: string }): a is { host: string } => typeof a.host === 'string';
/** The phone's apps, in home-screen order: every entry of the list that is not a site. */
export const PHONE_APP_IDS: readonly string[] = APPS.filter((a) => !isSite(a)).map((a) => a.id);
export type AppId = Definition['id'];
/** Each app's state, keyed by app id: the `apps` part of the device state. */
export type AppsState = { [D in Definition as D['id']]: ReturnType<D['seed']> };

const inApp = (id: string, r: RoutinePath): RoutinePath =>
  typeof r === 'string' ? `apps.${id}.${r}` : { ...r, path: `apps.${id}.${r.path}`, ...(r.opened ? { opened: `apps.${id}.${r.opened}` } : {}) };

/**
 * What every judge reads from the apps' declarations: the paths any episode may change (the clock,
 * the shell's UI, every app's routine paths with their directions) and the fields kept as sets.
 */
export const DECLARED: { routine: readonly RoutinePath[]; sets: readonly string[] } = {
  routine: ['os.now', 'os.ui', ...APPS.flatMap((a) => a.routinePaths.map((r) => inApp(a.id, r)))],
  // The home screen's apps (os.installed) are a set: a reinstalled app's icon comes back last, with the same apps installed.
  sets: ['os.installed', ...APPS.flatMap((a) => (a.sets ?? []).map((p) => `apps.${a.id}.${p}`))],
};

/**
 * Every field of the device state that holds contact ids, as the apps declare them (apps/app.ts
 * `contactRefs`): patterns from the root (`apps.chat.chats[*].members`).
 */
export const CONTACT_REFS: readonly string[] = APPS.flatMap((a) => (a.contactRefs ?? []).map((p) => `apps.${a.id}.${p}`));
