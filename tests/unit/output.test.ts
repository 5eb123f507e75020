// Unread answers are bounded per socket and across all sockets (env-server/output.ts): clients
// that never read cost the server at most about the global limit, however many they are, and a
// client that reads is never refused or closed for what the others leave unread.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { GLOBAL_FLOOR, OUTPUT_GLOBAL_LIMIT, OUTPUT_HARD_LIMIT, OUTPUT_SOFT_LIMIT, OutputBudget } from '../../env-server/output.ts';

const MiB = 1024 * 1024;

/** A socket whose peer reads (`reader`) or never does: what it is sent stays unread. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  closedWith: number | null = null;
  constructor(private readonly reader: boolean) {
    super();
  }
  send(data: string | Buffer) {
    if (!this.reader) this.bufferedAmount += data.length;
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 2;
  }
  terminate() {
    this.readyState = 3;
    this.emit('close');
  }
}

const answer = Buffer.alloc(MiB);

/** One socket whose client reads, and forty whose clients never do, on one budget. */
function crowd() {
  const budget = new OutputBudget();
  const reader = new FakeSocket(true);
  const silent = Array.from({ length: 40 }, () => new FakeSocket(false));
  return { budget, reader, readerOut: budget.track(reader as unknown as WebSocket), silent, outs: silent.map((s) => budget.track(s as unknown as WebSocket)) };
}

describe('unread output', () => {
  it('the defaults: 16 MiB per socket before RATE_LIMITED, 64 MiB before it is closed, 256 MiB in all', () => {
    expect([OUTPUT_SOFT_LIMIT, OUTPUT_HARD_LIMIT, OUTPUT_GLOBAL_LIMIT]).toEqual([16 * MiB, 64 * MiB, 256 * MiB]);
  });

  it('one socket that never reads: RATE_LIMITED past the soft limit, closed past the hard one', () => {
    const budget = new OutputBudget();
    const socket = new FakeSocket(false);
    const out = budget.track(socket as unknown as WebSocket);
    while (out.admit() === null) out.send(answer);
    expect(socket.bufferedAmount).toBeGreaterThan(OUTPUT_SOFT_LIMIT);
    expect(out.admit()?.kind).toBe('RATE_LIMITED');
    while (socket.closedWith === null) out.send(answer);
    expect(socket.closedWith).toBe(1008);
    expect(socket.bufferedAmount).toBeLessThanOrEqual(OUTPUT_HARD_LIMIT + answer.length);
  });

  it('many sockets that never read are held to the global limit together; a reader is left alone', () => {
    const { budget, reader, readerOut, outs } = crowd();
    // Each asks as long as it is let, and is answered 1 MiB a time.
    for (let round = 0; round < 80; round++) {
      outs.forEach((out) => out.admit() === null && out.send(answer));
      expect(readerOut.admit()).toBeNull();
      readerOut.send(answer);
    }
    // Refused past half the global limit: forty clients could hold 40 x 16 MiB without it.
    expect(budget.total()).toBeLessThanOrEqual(OUTPUT_GLOBAL_LIMIT / 2 + 40 * answer.length);
    expect(40 * OUTPUT_SOFT_LIMIT).toBeGreaterThan(OUTPUT_GLOBAL_LIMIT);
    expect(reader.closedWith).toBeNull();
  });

  it('answers already on their way past the global limit close the sockets with the most unread', () => {
    const { reader, readerOut, silent, outs } = crowd();
    // Requests taken earlier (240 in flight) are answered now, without asking again.
    for (let round = 0; round < 12; round++) outs.forEach((out) => out.send(answer));
    readerOut.send(answer);
    const held = silent.filter((s) => s.closedWith === null).reduce((n, s) => n + s.bufferedAmount, 0);
    expect(held).toBeLessThanOrEqual(OUTPUT_GLOBAL_LIMIT);
    expect(silent.filter((s) => s.closedWith === 1008).length).toBeGreaterThan(0);
    expect(reader.closedWith).toBeNull();
  });

  it('past half the global limit, a socket with more than the floor unread is refused', () => {
    const budget = new OutputBudget();
    const sockets = Array.from({ length: 12 }, () => new FakeSocket(false));
    const outs = sockets.map((s) => budget.track(s as unknown as WebSocket));
    for (let i = 0; i < 12; i++) while (sockets[i]!.bufferedAmount < 12 * MiB) outs[i]!.send(answer);
    expect(budget.total()).toBeGreaterThan(OUTPUT_GLOBAL_LIMIT / 2);
    expect(outs[0]!.admit()?.message).toMatch(/many unread answers/);
    const light = new FakeSocket(false);
    const lightOut = budget.track(light as unknown as WebSocket);
    lightOut.send(Buffer.alloc(GLOBAL_FLOOR - 1));
    expect(lightOut.admit()).toBeNull();
  });
});
