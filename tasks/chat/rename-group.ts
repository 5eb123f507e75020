import { defineTask } from '../define.ts';
import { expectThat, modified } from '../../judges/index.ts';
import { GROUP_NAMES } from '../../apps/chat/state.ts';
import * as chat from './kit.ts';

const NEW_NAMES = ['Sunday Brunch', 'Trip Planning 2026', 'The Usual Suspects', 'Garden Club', 'Quiz Team', 'Neighbours on 5th'] as const;

export default defineTask({
  id: 'chat/rename-group',
  apps: ['chat'],
  difficulty: 1,
  maxSteps: 14,
  params: ({ rng, world }) => {
    const [target, other] = rng.sample(chat.uniqueGroups(world), 2);
    return { id: target!.id, group: target!.name, otherId: other!.id, other: other!.name, name: rng.pick<string>(NEW_NAMES.filter((n) => chat.groupsNamed(world, n) === 0 && !GROUP_NAMES.includes(n as never))) };
  },
  goal: (p) => `Rename the Chat group "${p.group}" to "${p.name}".`,
  named: (p, s) => chat.namedInChat(s, { groups: [p.group] }),
  changes: (p) => [modified(chat.CHATS, p.id, ['name'])],
  checks: (p) => [expectThat(`the group is named "${p.name}"`, p.name, ({ after }) => chat.chatById(after, p.id)?.name, (n) => chat.sameGroupName(n, p.name))],
  oracle: chat.script(async (ui, p) => { await chat.info(ui, p.group); await chat.renameOpen(ui, p.name); }),
  alternatives: [
    { name: 'confirmed with Enter', run: chat.script(async (ui, p) => { await chat.info(ui, p.group); await chat.renameOpen(ui, p.name, 'Enter'); }) },
    { name: 'the name typed in lower case (Chat takes it for the same name)', params: (p) => ({ ...p, name: p.name.toLowerCase() }) },
  ],
  nearMisses: [
    { name: 'renames another group', params: (p) => ({ ...p, group: p.other }) },
    { name: 'a full stop typed after the name', params: (p) => ({ ...p, name: `${p.name}.` }) },
    { name: 'cancels the dialog', run: chat.script(async (ui, p) => {
      await chat.info(ui, p.group);
      await ui.tap({ text: 'Rename group', role: 'button' });
      await ui.fill({ hint: 'Group name' }, p.name);
      await ui.tap({ text: 'Cancel', role: 'button' });
    }) },
  ],
});
