// Chat: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing, and damage in two forms (on the screens, and by the app's model).
import { leaveGroup, openChat, removeMember, renameGroup, sendMessage, toggleReaction } from '../../apps/chat/model.ts';
import type { AppNoise, TrialContext } from '../define.ts';
import * as chat from './kit.ts';

const pickGroup = (ctx: TrialContext, i: number) => {
  const list = chat.bystanders(ctx);
  return list[i % list.length]!;
};

/** A bystander group and a text message in it with no reactions, whose row name no other message has. */
const reactable = (ctx: TrialContext) => {
  for (const c of chat.bystanders(ctx)) {
    const m = chat.uniqueTexts(ctx.initial, c).find((x) => x.reactions.length === 0);
    if (m) return { c, m };
  }
  throw new Error('no bystander group has a message to react to');
};

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
      const c = pickGroup(ctx, 0);
      await ui.launch('Chat');
      // Opens a new chat with someone and goes back without writing: it leaves no chat behind.
      const stranger = chat.notChattedWith(ctx.initial)[0]!;
      await ui.tap({ text: 'New chat', role: 'button' });
      await ui.fill({ hint: 'Search contacts' }, stranger);
      await ui.tap({ text: stranger, role: 'button' });
      await ui.back();
      await ui.swipe('up');
      await chat.open(ui, c.name);
      await ui.swipe('down');
      await ui.tap({ text: 'Group info', role: 'button' });
      await ui.swipe('up');
      await ui.back();
      await ui.back();
      await ui.close('Chat');
    },
    apply: (d, ctx) => openChat(d.apps.chat, pickGroup(ctx, 0).id),
  },
  damage: [
    { name: 'sends an extra message to a group the goal does not name', run: async (ui, ctx) => {
      await ui.launch('Chat');
      await chat.send(ui, pickGroup(ctx, 1).name, 'Hello?');
    }, apply: (d, ctx) => {
      const c = pickGroup(ctx, 1);
      openChat(d.apps.chat, c.id);
      sendMessage(d.apps.chat, d.os.ledger, d.os.now, c.id, { text: 'Hello?' });
    } },
    // (Not a mute: its end is set from the clock at the tap, which the model form cannot know.)
    { name: 'reacts to a message in a group the goal does not name', run: async (ui, ctx) => {
      const { c, m } = reactable(ctx);
      await ui.launch('Chat');
      await chat.open(ui, c.name);
      await chat.react(ui, chat.labelOf(ctx.initial, m), '👍');
    }, apply: (d, ctx) => {
      const { c, m } = reactable(ctx);
      openChat(d.apps.chat, c.id);
      toggleReaction(d.apps.chat, m.id, '👍');
    } },
    { name: 'renames a group the goal does not name, with a full stop after its name', run: async (ui, ctx) => {
      await ui.launch('Chat');
      const c = pickGroup(ctx, 3);
      await chat.info(ui, c.name);
      await chat.renameOpen(ui, `${c.name}.`);
    }, apply: (d, ctx) => {
      const c = pickGroup(ctx, 3);
      openChat(d.apps.chat, c.id);
      renameGroup(d.apps.chat, c.id, `${c.name}.`);
    } },
    { name: 'removes a member of a group the goal does not name', run: async (ui, ctx) => {
      await ui.launch('Chat');
      const c = pickGroup(ctx, 1);
      await chat.info(ui, c.name);
      await chat.removeOpen(ui, chat.nameOf(ctx.initial, c.members[0]!));
    }, apply: (d, ctx) => {
      const c = pickGroup(ctx, 1);
      openChat(d.apps.chat, c.id);
      removeMember(d.apps.chat, c.id, c.members[0]!);
    } },
    { name: 'leaves a group the goal does not name', run: async (ui, ctx) => {
      await ui.launch('Chat');
      await chat.info(ui, pickGroup(ctx, 2).name);
      await ui.scrollTo({ text: 'Leave group', role: 'button' });
      await ui.tap({ text: 'Leave group', role: 'button' });
      await ui.tap({ text: 'Leave', role: 'button' });
    }, apply: (d, ctx) => {
      const c = pickGroup(ctx, 2);
      openChat(d.apps.chat, c.id);
      leaveGroup(d.apps.chat, c.id);
    } },
  ],
};
