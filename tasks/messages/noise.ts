// Messages: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing, and damage in two forms (on the screens, and by the app's model). Kept out of
// the kit, so that the benchmark split's fingerprints (tasks/splits/) move only when what a
// template is built on changes, not when the gate's trials do.
import { sortConversations, type Conversation } from '../../apps/messages/state.ts';
import { conversationWith, deleteConversation as deleteConversationIn, markRead, queueOutgoing, settleOutgoing } from '../../apps/messages/model.ts';
import type { TrialContext, AppNoise } from '../define.ts';
import type { DeviceState } from '../../apps/world.ts';
import { phoneMatchKey } from '../../apps/contacts/state.ts';
import { compose, deleteConversation, openThread, titled, write } from './kit.ts';
import * as contactsKit from '../contacts/kit.ts';

/** The numbers damage moves text: no world has them (seeded numbers never have 000 in the middle). */
const STRANGER_TEXTED = '+1 555-000-0004';
const STRANGER_HIDDEN = '+1 555-000-0007';

/** A conversation the goal does not mention (by title or number), to harm in a damage trial. */
function bystander(ctx: TrialContext): { c: Conversation; title: string } {
  const said = `${ctx.goal} ${JSON.stringify(ctx.params)}`;
  const numbers = (said.match(/\+?\d[\d\s().-]{6,}\d/g) ?? []).map(phoneMatchKey);
  const list = titled(ctx.initial);
  const order = sortConversations(list.map((t) => t.c)).map((c) => c.id);
  return list
    .filter((t) => t.unique && !said.includes(t.title) && !said.includes(t.c.id) && !numbers.includes(phoneMatchKey(t.c.address)))
    .sort((a, b) => order.indexOf(a.c.id) - order.indexOf(b.c.id))[0]!;
}

/** 'Hello!' sent in a conversation, as its screen does: opening it marks it read, then the message is queued and delivered. */
function sayHello(d: DeviceState, id: string): void {
  markRead(d.apps.messages, id);
  const sent = queueOutgoing(d.apps.messages, id, 'Hello!', d.os.now);
  // The gateway (apps/messages/api.ts) refuses every message in airplane mode; the gate's network drops nothing.
  if (sent !== null) settleOutgoing(d.apps.messages, id, sent, !d.apps.settings.airplaneMode, d.os.ledger);
}

/** A new conversation with `number` (as the compose screen starts one) and 'Hello!' sent in it; returns its id. */
function textStranger(d: DeviceState, number: string): string {
  const id = conversationWith(d.apps.messages, number);
  sayHello(d, id);
  return id;
}

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
      const newest = titled(ctx.initial).find((t) => t.c.id === sortConversations(ctx.initial.apps.messages.conversations)[0]!.id)!;
      await ui.launch('Messages');
      await ui.tap({ text: newest.title, role: 'button' });
      await ui.back();
      await ui.tap({ text: 'Start chat', role: 'button' });
      await ui.fill({ hint: 'Name or number' }, contactsKit.listed(ctx.initial)[1]!.firstName);
      await ui.back();
      await ui.close('Messages');
    },
    apply: (d, ctx) => markRead(d.apps.messages, sortConversations(ctx.initial.apps.messages.conversations)[0]!.id),
  },
  damage: [
    { name: 'deletes an unrelated conversation', run: async (ui, ctx) => {
      await deleteConversation(ui, bystander(ctx).title);
    }, apply: (d, ctx) => {
      deleteConversationIn(d.apps.messages, bystander(ctx).c.id);
    } },
    { name: 'sends an extra message into an unrelated conversation', run: async (ui, ctx) => {
      await openThread(ui, bystander(ctx).title);
      await write(ui, 'Hello!');
    }, apply: (d, ctx) => {
      sayHello(d, bystander(ctx).c.id);
    } },
    // Under a slow network the text is still `sending` when the episode ends (apps/api.ts parks it):
    // it is on its way all the same, and counts as sent (kit.ts `sentMessages`), not as a draft.
    { name: 'sends an extra message into an unrelated conversation, still on its way at the end (slow network)', network: { latency_ms: 600_000 }, run: async (ui, ctx) => {
      await openThread(ui, bystander(ctx).title);
      await write(ui, 'Hello!');
    }, apply: (d, ctx) => {
      markRead(d.apps.messages, bystander(ctx).c.id);
      queueOutgoing(d.apps.messages, bystander(ctx).c.id, 'Hello!', d.os.now);
    } },
    // A new conversation, not a message in an old one: the rules that let a send start a thread must not let this one through.
    { name: 'texts an unknown number in a new conversation', run: async (ui) => {
      await compose(ui, STRANGER_TEXTED, 'Hello!', { pick: false });
    }, apply: (d) => {
      textStranger(d, STRANGER_TEXTED);
    } },
    // The text reached them: deleting the conversation it started leaves it in the ledger, where judges read texts.
    { name: 'texts an unknown number, then deletes that conversation', run: async (ui) => {
      await compose(ui, STRANGER_HIDDEN, 'Hello!', { pick: false });
      await ui.tap({ text: 'Delete conversation', role: 'button' });
      await ui.tap({ text: 'Delete', role: 'button' });
    }, apply: (d) => {
      deleteConversationIn(d.apps.messages, textStranger(d, STRANGER_HIDDEN));
    } },
  ],
};
