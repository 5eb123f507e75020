// Share a photo to Messages: the photo lands in the conversation with that number (created when
// there is none) as an outgoing message with the photo attached. Gallery shares go out at once,
// marked sent, without the SMS gateway: one store update, deterministic.
import { back, showToast } from '../os/nav.ts';
import { update } from '../device.ts';
import { findConversationByAddress } from '../messages/state.ts';
import { recordText } from '../messages/model.ts';

export function sharePhotoTo(photoId: string, address: string, title: string): void {
  update((d) => {
    const photo = d.apps.gallery.photos.find((p) => p.id === photoId);
    if (!photo) return;
    const s = d.apps.messages;
    let conversation = findConversationByAddress(s, address);
    if (!conversation) {
      conversation = { id: `t${s.nextId}`, address, messages: [], unread: false };
      s.nextId += 1;
      s.conversations.push(conversation);
    }
    const id = `m${s.nextId}`;
    s.nextId += 1;
    conversation.messages.push({
      id, from: 'me', text: '', at: d.os.now, status: 'sent',
      photo: { photoId: photo.id, name: photo.name, kind: photo.kind, seed: photo.seed },
    });
    recordText(d.os.ledger, d.os.now, 'gallery', address, '', photo.id, id);
    back(d.os);
    showToast(d.os, `Sent to ${title}`);
  });
}
