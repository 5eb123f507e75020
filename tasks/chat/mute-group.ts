import { defineTask } from '../define.ts';
import { expectThat, modified } from '../../judges/index.ts';
import { HOUR } from '../../apps/kit/time.ts';
import * as chat from './kit.ts';

const OPTIONS = [{ label: '8 hours', hours: 8 }, { label: '1 day', hours: 24 }, { label: '1 week', hours: 168 }] as const;

export default defineTask({
  id: 'chat/mute-group',
  apps: ['chat'],
  difficulty: 1,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(chat.uniqueGroups(world).filter((c) => c.mutedUntil === null), 2);
    const [option, wrong] = rng.sample(OPTIONS, 2);
    return { id: target!.id, group: target!.name, other: other!.name, label: option!.label, hours: option!.hours, wrong: wrong!.label };
  },
  goal: (p) => `Mute the Chat group "${p.group}" for ${p.label}.`,
  named: (p, s) => chat.namedInChat(s, { groups: [p.group] }),
  changes: (p) => [modified(chat.CHATS, p.id, ['mutedUntil'])],
  checks: (p) => [
    // Muted at some moment of the episode, for that long: the end falls within the episode's span shifted by the duration.
    expectThat(`the group is muted for ${p.label}`, p.label, ({ after }) => chat.chatById(after, p.id)?.mutedUntil ?? null,
      (until, { before, after }) => until !== null && until >= before.os.now + p.hours * HOUR && until <= after.os.now + p.hours * HOUR),
  ],
  oracle: chat.script(async (ui, p) => { await chat.info(ui, p.group); await chat.muteFor(ui, p.label); }),
  alternatives: [
    { name: 'mutes for the wrong time first, unmutes, then mutes again', run: chat.script(async (ui, p) => {
      await chat.info(ui, p.group);
      await chat.muteFor(ui, p.wrong);
      await ui.tap({ text: 'Unmute', role: 'button' });
      await chat.muteFor(ui, p.label);
    }) },
  ],
  nearMisses: [
    { name: 'mutes another group', params: (p) => ({ ...p, group: p.other }) },
    { name: 'mutes for another duration', params: (p) => ({ ...p, label: p.wrong }) },
    { name: 'mutes, then unmutes', run: chat.script(async (ui, p) => { await chat.info(ui, p.group); await chat.muteFor(ui, p.label); await ui.tap({ text: 'Unmute', role: 'button' }); }) },
  ],
});
