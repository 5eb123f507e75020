// What a "share a photo to Messages" template judges: exactly one new outgoing message, to one
// number, carrying the photo, marked sent. Shared by tasks/gallery and tasks/cross.
import { expectEqual, expectThat, type Check } from '../../judges/index.ts';
import { phoneMatchKey } from '../../apps/contacts/state.ts';
import type { DeviceState } from '../../apps/world.ts';

interface Outgoing {
  to: string;
  photoId: string | null;
  status: string;
}

export function newOutgoingWithPhotos(before: DeviceState, after: DeviceState): Outgoing[] {
  const old = new Set(before.apps.messages.conversations.flatMap((c) => c.messages.map((m) => m.id)));
  return after.apps.messages.conversations.flatMap((c) =>
    c.messages.filter((m) => m.from === 'me' && !old.has(m.id)).map((m) => ({ to: c.address, photoId: m.photo?.photoId ?? null, status: m.status })),
  );
}

export function sharedOnePhoto(name: string, phone: string, photoId: string, photoName: string): Check<DeviceState>[] {
  return [
    expectEqual('exactly one new message was sent', 1, ({ before, after }) => newOutgoingWithPhotos(before, after).length),
    expectThat(
      `it went to ${name} (${phone})`,
      phone,
      ({ before, after }) => newOutgoingWithPhotos(before, after).map((m) => m.to),
      (to) => to.length === 1 && phoneMatchKey(to[0]!) === phoneMatchKey(phone),
    ),
    expectEqual(`it carries the photo ${photoName}`, [photoId], ({ before, after }) => newOutgoingWithPhotos(before, after).map((m) => m.photoId)),
    expectEqual('it was sent', ['sent'], ({ before, after }) => newOutgoingWithPhotos(before, after).map((m) => m.status)),
  ];
}
