import { defineTask } from '../define.ts';
import { HOUR, MINUTE } from '../../apps/kit/time.ts';
import * as maps from '../maps/kit.ts';
import * as messages from '../messages/kit.ts';

const LATEST = (place: string) => `Let's try ${place} this weekend!`;
const LATEST_RE = /^Let's try (.+) this weekend!$/;
const EARLIER = (place: string) => `Have you been to ${place}? I heard good things.`;
const EARLIER_RE = /^Have you been to (.+)\? I heard good things\.$/;

export default defineTask({
  id: 'cross/save-texted-place',
  apps: ['messages', 'maps'],
  difficulty: 3,
  maxSteps: 30,
  params: ({ rng, world }) => {
    const thread = rng.pick(messages.contactThreads(world));
    const [list, other] = rng.sample(world.apps.maps.lists, 2);
    const outside = maps.places(world).filter((p) => p.category !== 'station' && !list!.places.includes(p.id) && !other!.places.includes(p.id));
    const [latest, earlier] = rng.sample(outside, 2);
    return {
      title: thread.title, conversationId: thread.c.id, listId: list!.id, listName: list!.name, otherList: other!.name,
      id: latest!.id, latest: latest!.name, earlier: earlier!.name, pattern: 'latest',
    };
  },
  goal: (p) => `${p.title} texted you about a place. Save the place named in their latest text message to your "${p.listName}" list in Maps.`,
  named: (p, initial) => ({ [p.title]: messages.titled(initial).filter((t) => t.title === p.title).length, [`the list "${p.listName}"`]: maps.listsNamed(initial, p.listName).length }),
  setup: (d, p) => {
    messages.receive(d, p.conversationId, EARLIER(p.earlier), 2 * HOUR);
    messages.receive(d, p.conversationId, LATEST(p.latest), 5 * MINUTE);
  },
  changes: (p) => [maps.listPlacesRule(p.listId)],
  checks: (p) => [maps.listHolds(p.listId, p.listName, maps.plus(p.listId, [p.id]))],
  oracle: maps.script(async (ui, p) => {
    const [, place] = await messages.readBubble(ui, p.title, p.pattern === 'latest' ? LATEST_RE : EARLIER_RE);
    await maps.openPlace(ui, place!);
    await maps.toggleLists(ui, [p.listName]);
  }),
  alternatives: [
    { name: "adds it from the list's Add place", run: maps.script(async (ui, p) => {
      const [, place] = await messages.readBubble(ui, p.title, LATEST_RE);
      await maps.openList(ui, p.listName);
      await maps.addPlaces(ui, [place!]);
    }) },
  ],
  nearMisses: [
    { name: 'saves the place from their earlier text', params: (p) => ({ ...p, pattern: 'earlier' }) },
    { name: 'saves it to another list', params: (p) => ({ ...p, listName: p.otherList }) },
  ],
});
