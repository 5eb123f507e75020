import { defineTask } from '../define.ts';
import { PLACES } from '../../apps/chat/state.ts';
import * as chat from './kit.ts';

export default defineTask({
  id: 'chat/share-location',
  apps: ['chat'],
  difficulty: 2,
  maxSteps: 20,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(chat.uniqueGroups(world), 2);
    const [place, wrong] = rng.sample(PLACES, 2);
    return { id: target!.id, group: target!.name, other: other!.name, place: place!.place, wrong: wrong!.place };
  },
  goal: (p) => `Share the location "${p.place}" in the Chat group "${p.group}".`,
  named: (p, s) => chat.namedInChat(s, { groups: [p.group] }),
  changes: (p) => chat.sendRules(p.id),
  checks: (p) => chat.sentOneThat(p.id, p.group, `it is the location ${p.place}`, p.place, (e) => (e.photo === null ? e.location : null)),
  oracle: chat.script(async (ui, p) => { await chat.open(ui, p.group); await chat.shareLocation(ui, p.place); }),
  alternatives: [
    { name: 'picks a wrong place, cancels, then shares the right one', run: chat.script(async (ui, p) => {
      await chat.openByScrolling(ui, p.group);
      await chat.shareLocation(ui, p.wrong, false);
      await ui.back();
      await chat.shareLocation(ui, p.place);
    }) },
  ],
  nearMisses: [
    { name: 'shares another place', params: (p) => ({ ...p, place: p.wrong }) },
    { name: 'shares it in another group', params: (p) => ({ ...p, group: p.other }) },
    { name: 'types the place as a text instead', run: chat.script((ui, p) => chat.send(ui, p.group, p.place)) },
  ],
});
