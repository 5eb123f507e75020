import { defineTask } from '../define.ts';
import { MINUTE } from '../../apps/kit/time.ts';
import { photoName } from '../../apps/chat/state.ts';
import { nameRule } from '../define.ts';
import type { TaskUi } from '../ui.ts';
import * as chat from './kit.ts';

const FROM = /^From (.+) · /;
const PHOTO = /^(.+): Photo IMG_/;

/** On the info page: the sender of the first (newest) shared photo. */
const readSender = (ui: TaskUi) => FROM.exec(ui.find({ matches: FROM })!.text)![1]!;

export default defineTask({
  id: 'chat/query-last-photo',
  apps: ['chat'],
  difficulty: 2,
  maxSteps: 12,
  params: ({ rng, world }) => {
    const group = rng.pick(chat.uniqueGroups(world).filter((c) => c.members.length >= 3));
    const [sender, earlier, talker] = rng.sample(group.members, 3);
    return { id: group.id, group: group.name, sender: sender!, earlier: earlier!, talker: talker!, name: chat.nameOf(world, sender!), earlierName: chat.nameOf(world, earlier!), talkerName: chat.nameOf(world, talker!), members: group.members.map((m) => chat.nameOf(world, m)), seed: rng.int(1, 999_999) };
  },
  goal: (p) => `Who sent the last photo in the Chat group "${p.group}"?`,
  named: (p, s) => chat.namedInChat(s, { groups: [p.group] }),
  setup: (d, p) => {
    // An older photo from someone else, the newest one from the sender, then a text from a third member.
    const s = d.apps.chat;
    const c = s.chats.find((x) => x.id === p.id)!;
    const base = { replyTo: null, location: null, forwarded: false, reactions: [] };
    for (const [from, ago, photo] of [[p.earlier, 50, true], [p.sender, 35, true], [p.talker, 12, false]] as const) {
      const at = d.os.now - ago * MINUTE;
      c.messages.push({ ...base, id: `m${s.nextId}`, from, at, text: photo ? '' : 'Great shots!', photo: photo ? { name: photoName(at, s.nextId), kind: 'people', seed: p.seed + ago } : null });
      s.nextId += 1;
    }
  },
  checks: () => [],
  answer: {
    spec: { type: 'name', what: 'the person', rule: nameRule('chat', 'person') },
    expected: (p) => p.name,
    candidates: (p) => p.members,
  },
  oracle: async (ui, p) => {
    await chat.info(ui, p.group);
    await ui.scrollTo({ matches: FROM });
    await ui.answer(readSender(ui));
  },
  alternatives: [
    { name: 'reads the newest photo in the chat itself and answers in lower case', run: async (ui, p) => {
      await chat.open(ui, p.group);
      const last = ui.findAll({ role: 'button', matches: PHOTO }).at(-1)!;
      await ui.answer(PHOTO.exec(last.text)![1]!.toLowerCase());
    } },
  ],
  nearMisses: [
    { name: 'answers who sent the photo before it', run: async (ui, p) => { await chat.open(ui, p.group); await ui.answer(p.earlierName); } },
    { name: 'answers who wrote last', run: async (ui, p) => { await chat.open(ui, p.group); await ui.answer(p.talkerName); } },
  ],
});
