// The task catalogue: every template, one file each under tasks/<app>/. Add new ones here.
import type { Task } from './define.ts';
import contactsAddContact from './contacts/add-contact.ts';
import contactsDeleteContact from './contacts/delete-contact.ts';
import contactsEditPhone from './contacts/edit-phone.ts';
import contactsFavoriteContact from './contacts/favorite-contact.ts';
import contactsQueryFavorites from './contacts/query-favorites.ts';
import contactsQueryPhone from './contacts/query-phone.ts';
import crossSaveUnknownSender from './cross/save-unknown-sender.ts';
import crossShareContactNumber from './cross/share-contact-number.ts';
import messagesDeleteConversation from './messages/delete-conversation.ts';
import messagesQueryLastMessage from './messages/query-last-message.ts';
import messagesSendMessage from './messages/send-message.ts';
import settingsAirplaneMode from './settings/airplane-mode.ts';
import settingsDoNotDisturb from './settings/do-not-disturb.ts';
import settingsEnableDarkTheme from './settings/enable-dark-theme.ts';
import settingsQueryWifiNetwork from './settings/query-wifi-network.ts';
import settingsSetBrightness from './settings/set-brightness.ts';
import settingsToggleWifi from './settings/toggle-wifi.ts';

export const TASKS: readonly Task[] = [
  contactsAddContact,
  contactsDeleteContact,
  contactsEditPhone,
  contactsFavoriteContact,
  contactsQueryFavorites,
  contactsQueryPhone,
  crossSaveUnknownSender,
  crossShareContactNumber,
  messagesDeleteConversation,
  messagesQueryLastMessage,
  messagesSendMessage,
  settingsAirplaneMode,
  settingsDoNotDisturb,
  settingsEnableDarkTheme,
  settingsQueryWifiNetwork,
  settingsSetBrightness,
  settingsToggleWifi,
].sort((a, b) => a.id.localeCompare(b.id));

export function findTask(id: string): Task | undefined {
  return TASKS.find((t) => t.id === id);
}
