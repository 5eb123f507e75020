// Chat: the noise the judge gate plays around every template of the app (tests/gate/gate.ts):
// harmless browsing, and damage in two forms (on the screens, and by the app's model).
import { leaveGroup, mute, openChat, removeMember, renameGroup, sendMessage } from '../../apps/chat/model.ts';
import { HOUR } from '../../apps/kit/time.ts';
import type { AppNoise, TrialContext } from '../define.ts';
import * as chat from './kit.ts';

const pickGroup = (ctx: TrialContext, i: number) => {
  const list = chat.bystanders(ctx);
  return list[i % list.length]!;
};

export const noise: AppNoise = {
  browse: {
    run: async (ui, ctx) => {
      const c = pickGroup(ctx, 0);
      await ui.launch('Chat');
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
    { name: 'mutes a group the goal does not name', run: async (ui, ctx) => {
      await ui.launch('Chat');
      await chat.info(ui, pickGroup(ctx, 2).name);
      await chat.muteFor(ui, '1 hour');
    }, apply: (d, ctx) => {
      const c = pickGroup(ctx, 2);
      openChat(d.apps.chat, c.id);
      mute(d.apps.chat, c.id, d.os.now + HOUR);
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
