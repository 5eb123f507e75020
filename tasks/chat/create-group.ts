// Multi-step: pick three people, name the group, create it, send the first message (10+ actions).
import { defineTask } from '../define.ts';
import { added, expectEqual, expectThat } from '../../judges/index.ts';
import { mayRecord } from '../ledger.ts';
import { sameTyped } from '../../judges/index.ts';
import type { DeviceState } from '../../apps/world.ts';
import * as chat from './kit.ts';

const PLANS = [
  { name: 'Climbing Crew', text: 'Bouldering on Thursday at 7?' },
  { name: 'Secret Santa', text: 'Budget is 25 dollars this year' },
  { name: 'Camping Weekend', text: 'Who has a tent we can borrow?' },
  { name: 'Quiz Night Team', text: 'Pub quiz is back on Wednesday' },
  { name: 'Dinner Club', text: 'Next host picks the cuisine' },
] as const;

/** The group the episode made, if exactly one. */
const made = (before: DeviceState, after: DeviceState) => {
  const old = new Set(before.apps.chat.chats.map((c) => c.id));
  const fresh = after.apps.chat.chats.filter((c) => !old.has(c.id) && c.kind === 'group');
  return fresh.length === 1 ? fresh[0] : undefined;
};

export default defineTask({
  id: 'chat/create-group',
  apps: ['chat'],
  difficulty: 3,
  maxSteps: 32,
  params: ({ rng, world }) => {
    const plan = rng.pick(PLANS.filter((x) => chat.groupsNamed(world, x.name) === 0));
    const people = rng.sample(world.apps.contacts.contacts.filter((c) => chat.peopleNamed(world, chat.fullName(c)) === 1), 4);
    return { name: plan.name as string, text: plan.text as string, ids: people.slice(0, 3).map((c) => c.id), names: people.slice(0, 3).map(chat.fullName), wrongName: chat.fullName(people[3]!) };
  },
  goal: (p) => `In Chat, create a group named "${p.name}" with ${p.names[0]}, ${p.names[1]} and ${p.names[2]}, and send "${p.text}" as its first message.`,
  named: (p, s) => chat.namedInChat(s, { people: p.names }),
  changes: () => [
    added(chat.CHATS, { where: (c) => c.kind === 'group' }),
    mayRecord('chat'),
  ],
  checks: (p) => [
    expectThat(`a new group named "${p.name}"`, p.name, ({ before, after }) => made(before, after)?.name, (n) => chat.sameGroupName(n, p.name)),
    expectThat(`its members are ${p.names.join(', ')}`, [...p.ids].sort(), ({ before, after }) => [...(made(before, after)?.members ?? [])].sort(), (m) => JSON.stringify(m) === JSON.stringify([...p.ids].sort())),
    expectEqual('exactly one message was sent in Chat', 1, (ctx) => chat.sent(ctx).length),
    expectThat(`it went to the new group and reads "${p.text}"`, p.text, (ctx) => ({ e: chat.sent(ctx)[0], g: made(ctx.before, ctx.after) }),
      ({ e, g }) => e !== undefined && g !== undefined && e.chat === g.id && sameTyped(e.text, p.text) && e.photo === null && e.location === null),
  ],
  oracle: chat.script(async (ui, p) => { await chat.createGroup(ui, p.names, p.name); await chat.write(ui, p.text); }),
  alternatives: [
    { name: 'ticks a wrong person, unticks them, and sends with Enter', run: chat.script(async (ui, p) => {
      await chat.start(ui);
      await ui.tap({ text: 'New group', role: 'button' });
      await chat.pick(ui, [p.wrongName, ...p.names, p.wrongName]);
      await ui.tap({ text: 'Next', role: 'button' });
      await ui.fill({ hint: 'Group name' }, p.name);
      await ui.tap({ text: 'Create', role: 'button' });
      await chat.write(ui, p.text, 'Enter');
    }) },
  ],
  nearMisses: [
    { name: 'leaves one person out', run: chat.script(async (ui, p) => { await chat.createGroup(ui, p.names.slice(0, 2), p.name); await chat.write(ui, p.text); }) },
    { name: 'a wrong person instead of the third', params: (p) => ({ ...p, names: [p.names[0]!, p.names[1]!, p.wrongName] }) },
    { name: 'creates the group but sends nothing', run: chat.script((ui, p) => chat.createGroup(ui, p.names, p.name)) },
    { name: 'a typo in the name', params: (p) => ({ ...p, name: p.name.replace(/e/, 'a') }) },
  ],
});
