import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { createWorld } from '../../apps/world.ts';
import * as model from '../../apps/webmail/model.ts';
import { messageMatches } from '../../apps/webmail/state.ts';

const world = createWorld(1);
const inbox = (s: typeof world) => s.apps.webmail.messages.filter((m) => m.folder === 'inbox');

describe('Webmail model', () => {
  it('seeds a mailbox with unread mail, invoices, Trash and a month of events', () => {
    const s = world.apps.webmail;
    expect(inbox(world).some((m) => m.unread)).toBe(true);
    expect(s.messages.some((m) => /^Your invoice INV-\d+$/.test(m.subject))).toBe(true);
    expect(s.messages.filter((m) => m.folder === 'trash').length).toBeGreaterThan(0);
    expect(s.events.length).toBeGreaterThan(10);
    expect(createWorld(1).apps.webmail).toEqual(s);
  });

  it('marks a message read and opened when it is opened', () => {
    const m = inbox(world).find((x) => x.unread)!;
    const after = produce(world, (d) => model.openMessage(d.apps.webmail, m.id));
    expect(after.apps.webmail.messages.find((x) => x.id === m.id)!.unread).toBe(false);
    expect(after.apps.webmail.opened).toContain(m.id);
  });

  it('refuses a message without a valid recipient, and writes a sent one in the ledger with its addresses as a set', () => {
    const after = produce(world, (d) => {
      const none = { to: [], cc: [], subject: 'Hi', body: 'x', forwarded: null, inReplyTo: null };
      expect(model.send(d.apps.webmail, d.os.ledger, d.os.now, none)).toEqual({ errors: { to: 'Add at least one recipient' } });
      expect(model.send(d.apps.webmail, d.os.ledger, d.os.now, { ...none, to: ['not an address'] })).toEqual({ errors: { to: '"not an address" is not a valid address' } });
      const sent = model.send(d.apps.webmail, d.os.ledger, d.os.now, { ...none, to: ['Ana.Ruiz@northwind.test', 'ana.ruiz@northwind.test'], cc: ['ana.ruiz@northwind.test', 'ben.okafor@northwind.test'] });
      expect('id' in sent).toBe(true);
    });
    const entry = after.os.ledger.at(-1)!;
    expect(entry).toMatchObject({ kind: 'webmail-send', to: ['ana.ruiz@northwind.test'], cc: ['ben.okafor@northwind.test'] });
    expect(after.apps.webmail.messages[0]!.folder).toBe('sent');
  });

  it('prefills a reply all without the user, and a forward with the message it forwards', () => {
    const m = world.apps.webmail.messages.find((x) => x.cc.length > 0)!;
    const all = model.prefill(world.apps.webmail, m.id, 'all')!;
    expect(all.to).toEqual([m.from]);
    expect(all.cc).toEqual(m.cc);
    expect(all.subject).toBe(`Re: ${m.subject}`);
    expect(model.prefill(world.apps.webmail, m.id, 'forward')).toMatchObject({ to: [], forwarded: m.id, subject: `Fwd: ${m.subject}` });
  });

  it('empties Trash for good and records the ids erased', () => {
    const trashed = world.apps.webmail.messages.filter((m) => m.folder === 'trash').map((m) => m.id);
    const after = produce(world, (d) => void model.emptyTrash(d.apps.webmail, d.os.ledger, d.os.now));
    expect(after.apps.webmail.messages.some((m) => m.folder === 'trash')).toBe(false);
    expect(after.os.ledger.at(-1)).toMatchObject({ kind: 'webmail-erase', erased: trashed });
  });

  it('answers an invitation once per change of mind, and updates its messages', () => {
    const after = produce(world, (d) => {
      const s = d.apps.webmail;
      s.events.push({ id: 'e900', title: 'Demo', start: d.os.now + 86_400_000, end: d.os.now + 90_000_000, location: '', attendees: [], organizer: 'x@y.test', status: 'invited' });
      s.messages.push({ ...s.messages[0]!, id: 'm900', invite: 'e900', rsvp: null });
      model.answerInvite(s, d.os.ledger, d.os.now, 'e900', 'accepted');
      model.answerInvite(s, d.os.ledger, d.os.now, 'e900', 'accepted');
    });
    expect(after.apps.webmail.events.find((e) => e.id === 'e900')!.status).toBe('confirmed');
    expect(after.apps.webmail.messages.find((m) => m.id === 'm900')!.rsvp).toBe('accepted');
    expect(after.os.ledger.filter((e) => e.kind === 'webmail-rsvp')).toHaveLength(1);
  });

  it('searches by sender with from: and by subject words', () => {
    const m = world.apps.webmail.messages.find((x) => x.from.startsWith('billing@'))!;
    expect(messageMatches(m, `from:${m.from.split('@')[0]}`)).toBe(true);
    expect(messageMatches(m, 'from:nobody-at-all')).toBe(false);
    expect(messageMatches(m, m.subject.split(' ').slice(-1)[0]!)).toBe(true);
  });
});
