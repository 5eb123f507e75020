// Maps: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing (the map panned and zoomed by the gestures, results sorted, a list and a place
// opened, a search), and damage in two forms (on the screens, and by the app's model).
import { addToList, deleteList, moveInList, recordSearch, removeFromList, removeRecent as removeRecentIn, renameList } from '../../apps/maps/model.ts';
import { fullAddress, type Place, type SavedList } from '../../apps/maps/state.ts';
import { conversationWith, queueOutgoing, settleOutgoing } from '../../apps/messages/model.ts';
import { fullName, type Contact } from '../../apps/contacts/state.ts';
import { namedBy, type AppNoise, type TrialContext } from '../define.ts';
import type { DeviceState } from '../../apps/world.ts';
import { deleteOpenList, moveTo, open, openList, openPlace, removePlaces, removeRecent, rename, toggleLists } from './kit.ts';

/** What browsing searches for: no world's recent searches hold it, so it is always a search of the episode's own. */
const BROWSE_QUERY = 'library';


/** Seeded lists the instance does not name, with places in them. */
function bystanderLists(ctx: TrialContext): SavedList[] {
  const named = namedBy(ctx);
  return ctx.initial.apps.maps.lists.filter((l) => l.places.length > 0 && !named(l.id) && !named(l.name));
}

/** Places the instance does not name (no station: they are in no list a template touches). */
function bystanderPlaces(ctx: TrialContext): Place[] {
  const named = namedBy(ctx);
  return ctx.initial.apps.maps.places.filter((p) => p.category !== 'station' && !named(p.id) && !named(p.name));
}

/** A list to add to, and a place it does not hold. */
function addition(ctx: TrialContext): { list: SavedList; place: Place } {
  const list = bystanderLists(ctx)[0]!;
  return { list, place: bystanderPlaces(ctx).find((p) => !list.places.includes(p.id))! };
}

/** A list to take a place out of, and that place (its first one the instance does not name). */
function removal(ctx: TrialContext): { list: SavedList; place: Place } {
  const named = namedBy(ctx);
  const lists = bystanderLists(ctx);
  const list = lists.at(-1)!;
  const place = ctx.initial.apps.maps.places.find((p) => p.id === list.places.find((id) => !named(id) && !named(ctx.initial.apps.maps.places.find((x) => x.id === id)!.name)))!;
  return { list, place };
}

/** A recent search the instance does not name. */
const bystanderSearch = (ctx: TrialContext) => { const named = namedBy(ctx); return ctx.initial.apps.maps.recent.find((r) => !named(r.id) && !named(r.query))!; };

/** A contact with a phone the instance does not name, to share a place with. */
function bystanderContact(ctx: TrialContext): Contact {
  const named = namedBy(ctx);
  return ctx.initial.apps.contacts.contacts.find((c) => c.phone !== '' && !named(fullName(c)) && !named(c.firstName) && !named(c.phone))!;
}

const renamed = (l: SavedList) => `${l.name} (old)`;

/** A list to reorder (two places or more), its last place (moved to the top) and its first. */
function reordering(ctx: TrialContext): { list: SavedList; last: Place; first: Place } {
  const list = bystanderLists(ctx).find((l) => l.places.length >= 2)!;
  const byId = (id: string) => ctx.initial.apps.maps.places.find((p) => p.id === id)!;
  return { list, last: byId(list.places.at(-1)!), first: byId(list.places[0]!) };
}

export const noise: AppNoise = {
  browse: {
    run: async (ui) => {
      await open(ui);
      // The map, zoomed in with two fingers and panned with one, then the results of a chip sorted.
      await ui.pinch(1.5);
      await ui.act({ type: 'drag', x: 700, y: 650, to_x: 400, to_y: 450, coords: 'norm1000' });
      await ui.tap({ text: 'Cafes', role: 'button' });
      await ui.tap({ text: 'Top rated', role: 'radio' });
      await ui.back();
      await ui.tap({ text: 'Saved', role: 'tab' });
      await ui.tap({ text: 'Favourites', role: 'button' });
      await ui.back();
      await ui.tap({ text: 'Directions', role: 'tab' });
      await ui.tap({ text: 'Explore', role: 'tab' });
      // A search whose result is opened: the query joins the recent searches.
      await ui.tap({ text: 'Search here', role: 'button' });
      await ui.type(BROWSE_QUERY);
      await ui.tap({ role: 'button', matches: / Library$/ });
      await ui.swipe('up');
      await ui.close('Maps');
    },
    apply: (d) => recordSearch(d.apps.maps, BROWSE_QUERY),
  },
  damage: [
    { name: 'saves a place to an unrelated list', run: async (ui, ctx) => {
      const { list, place } = addition(ctx);
      await openPlace(ui, place.name);
      await toggleLists(ui, [list.name]);
    }, apply: (d, ctx) => {
      const { list, place } = addition(ctx);
      recordSearch(d.apps.maps, place.name);
      addToList(d.apps.maps, list.id, place.id);
    } },
    { name: 'removes a place from an unrelated list', run: async (ui, ctx) => {
      const { list, place } = removal(ctx);
      await openList(ui, list.name);
      await removePlaces(ui, [place.name]);
    }, apply: (d, ctx) => {
      const { list, place } = removal(ctx);
      removeFromList(d.apps.maps, list.id, place.id);
    } },
    // A list's order is the owner's (apps/maps/app.ts): reordering one the goal does not name is damage.
    { name: 'reorders an unrelated list', run: async (ui, ctx) => {
      const { list, last, first } = reordering(ctx);
      await openList(ui, list.name);
      await moveTo(ui, last.name, first.name);
    }, apply: (d, ctx) => {
      const { list, last } = reordering(ctx);
      moveInList(d.apps.maps, list.id, last.id, 0);
    } },
    { name: 'renames an unrelated list', run: async (ui, ctx) => {
      const list = bystanderLists(ctx)[0]!;
      await openList(ui, list.name);
      await rename(ui, renamed(list));
    }, apply: (d, ctx) => {
      const list = bystanderLists(ctx)[0]!;
      renameList(d.apps.maps, list.id, renamed(list));
    } },
    { name: 'deletes an unrelated list', run: async (ui, ctx) => {
      await openList(ui, bystanderLists(ctx).at(-1)!.name);
      await deleteOpenList(ui);
    }, apply: (d, ctx) => deleteList(d.apps.maps, bystanderLists(ctx).at(-1)!.id) },
    { name: 'removes a search from the recent searches', run: async (ui, ctx) => {
      await removeRecent(ui, bystanderSearch(ctx).query);
    }, apply: (d, ctx) => removeRecentIn(d.apps.maps, bystanderSearch(ctx).id) },
    // Sharing is a text (Messages' send path): an effect in the ledger, whatever Maps shows after.
    { name: 'shares a place with a contact', run: async (ui, ctx) => {
      const place = bystanderPlaces(ctx)[0]!, contact = bystanderContact(ctx);
      await openPlace(ui, place.name);
      await ui.tap({ text: 'Share', role: 'button' });
      await ui.fill({ hint: 'Search contacts' }, fullName(contact));
      await ui.tap({ text: fullName(contact), role: 'button' });
    }, apply: (d, ctx) => sharedByModel(d, bystanderPlaces(ctx)[0]!, bystanderContact(ctx)) },
  ],
};

/** What sharing a place does, by the models: the search that found it, then a text with its name and address. */
function sharedByModel(d: DeviceState, place: Place, contact: Contact): void {
  recordSearch(d.apps.maps, place.name);
  const id = conversationWith(d.apps.messages, contact.phone);
  const sent = queueOutgoing(d.apps.messages, id, `${place.name}, ${fullAddress(place)}`, d.os.now);
  // The gateway (apps/messages/api.ts) refuses every message in airplane mode; the gate's network drops nothing.
  if (sent !== null) settleOutgoing(d.apps.messages, id, sent, !d.apps.settings.airplaneMode, d.os.ledger);
}
