// The task catalogue: every template, one file each under tasks/<app>/, listed in that app's
// tasks/<app>/index.ts with the gate's noise for the app (cross-app templates live in tasks/cross/
// and are listed by the app they start from). A new app is one line in APP_TASKS.
import type { AppId } from '../apps/world.ts';
import type { AppNoise, Task } from './define.ts';
import * as appstore from './appstore/index.ts';
import * as calculator from './calculator/index.ts';
import * as calendar from './calendar/index.ts';
import * as chat from './chat/index.ts';
import * as clock from './clock/index.ts';
import * as contacts from './contacts/index.ts';
import * as files from './files/index.ts';
import * as food from './food/index.ts';
import * as gallery from './gallery/index.ts';
import * as health from './health/index.ts';
import * as forum from './forum/index.ts';
import * as market from './market/index.ts';
import * as forge from './forge/index.ts';
import * as mail from './mail/index.ts';
import * as maps from './maps/index.ts';
import * as meetings from './meetings/index.ts';
import * as messages from './messages/index.ts';
import * as music from './music/index.ts';
import * as notes from './notes/index.ts';
import * as phone from './phone/index.ts';
import * as reader from './reader/index.ts';
import * as recorder from './recorder/index.ts';
import * as rides from './rides/index.ts';
import * as settings from './settings/index.ts';
import * as shop from './shop/index.ts';
import * as social from './social/index.ts';
import * as todo from './todo/index.ts';
import * as travel from './travel/index.ts';
import * as video from './video/index.ts';
import * as wallet from './wallet/index.ts';
import * as weather from './weather/index.ts';
import * as webmail from './webmail/index.ts';
import * as wiki from './wiki/index.ts';
import * as voyage from './voyage/index.ts';

/** Each app's templates and noise, by app id. */
const APP_TASKS: Partial<Record<AppId, { default: readonly Task[]; noise: AppNoise }>> = { appstore, calculator, calendar, chat, clock, contacts, files, food, forge, forum, gallery, health, mail, maps, market, meetings, messages, music, notes, phone, reader, recorder, rides, settings, shop, social, todo, travel, video, voyage, wallet, weather, webmail, wiki };

export const TASKS: readonly Task[] = Object.values(APP_TASKS).flatMap((a) => a!.default).sort((a, b) => a.id.localeCompare(b.id));

export function findTask(id: string): Task | undefined {
  return TASKS.find((t) => t.id === id);
}

/** Each app's browse (harmless) and damage moves, from its noise.ts, for the judge gate. */
export const NOISE: Partial<Record<AppId, AppNoise>> = Object.fromEntries(Object.entries(APP_TASKS).map(([id, a]) => [id, a!.noise]));
