// Backpressure: what the server has sent that clients have not read yet, per socket and across
// all of them, on both endpoints (/v1/env and /ws).
//
// Per socket: past OUTPUT_SOFT_LIMIT unread, a new request is refused with RATE_LIMITED (and after
// MAX_REFUSED_UNREAD such refusals in a row the socket is closed, 1008); past OUTPUT_HARD_LIMIT the
// socket is closed at once. Across all sockets: past half of OUTPUT_GLOBAL_LIMIT, a socket that has
// more than GLOBAL_FLOOR unread gets RATE_LIMITED too; past the whole of it, the socket with the
// most unread is closed (1008), until the total is under the limit again. So clients that never
// read cost the server at most about OUTPUT_GLOBAL_LIMIT, however many they are.
import type { WebSocket } from 'ws';
import { RpcError } from './protocol.ts';

const MiB = 1024 * 1024;
export const OUTPUT_SOFT_LIMIT = Number(process.env.VIVARIUM_OUTPUT_SOFT_LIMIT ?? 16 * MiB);
export const OUTPUT_HARD_LIMIT = Number(process.env.VIVARIUM_OUTPUT_HARD_LIMIT ?? 64 * MiB);
export const OUTPUT_GLOBAL_LIMIT = Number(process.env.VIVARIUM_OUTPUT_GLOBAL_LIMIT ?? 256 * MiB);
/** A socket with less unread than this is never refused or closed for the total (it reads). */
export const GLOBAL_FLOOR = Math.min(MiB, OUTPUT_SOFT_LIMIT);
/** Requests refused for unread answers, in a row, before the socket is closed. */
const MAX_REFUSED_UNREAD = 256;

/** Every socket's unread output, for the bound across all of them. One per server. */
export class OutputBudget {
  private readonly sockets = new Set<SocketOutput>();

  /** Account for `socket` until it closes. */
  track(socket: WebSocket): SocketOutput {
    const output = new SocketOutput(socket, this);
    this.sockets.add(output);
    socket.once('close', () => this.sockets.delete(output));
    return output;
  }

  /** Bytes sent and not yet read, over every socket. */
  total(): number {
    let sum = 0;
    for (const s of this.sockets) sum += s.unread;
    return sum;
  }

  /** While the total is over the limit, close the socket with the most unread. */
  enforce(): void {
    let total = this.total();
    while (total > OUTPUT_GLOBAL_LIMIT) {
      let heaviest: SocketOutput | null = null;
      for (const s of this.sockets) if (!s.dropped && (!heaviest || s.unread > heaviest.unread)) heaviest = s;
      if (!heaviest || heaviest.unread < GLOBAL_FLOOR) return;
      total -= heaviest.unread;
      heaviest.drop('the server holds too many unread answers, the most for this client');
    }
  }
}

/** One socket's side of the budget: may it take a request, and send this answer? */
export class SocketOutput {
  private refusedUnread = 0;
  dropped = false;

  constructor(private readonly socket: WebSocket, private readonly budget: OutputBudget) {}

  get unread(): number {
    return this.dropped ? 0 : this.socket.bufferedAmount;
  }

  /**
   * Before taking a request: null when it may go ahead, else the RATE_LIMITED error to answer it
   * with. A client refused too often in a row is cut off (then the answer goes nowhere).
   */
  admit(): RpcError | null {
    const unread = this.unread;
    let reason: string | null = null;
    if (unread > OUTPUT_SOFT_LIMIT) reason = `${unread} bytes of answers are waiting for this client to read them`;
    else if (unread > GLOBAL_FLOOR && this.budget.total() > OUTPUT_GLOBAL_LIMIT / 2) reason = `the server holds many unread answers, ${unread} bytes of them for this client`;
    if (reason === null) {
      this.refusedUnread = 0;
      return null;
    }
    if (++this.refusedUnread > MAX_REFUSED_UNREAD) this.drop('client does not read its answers');
    return new RpcError('RATE_LIMITED', reason, { retry_after_ms: 500 });
  }

  /** Send, unless the socket is closed or this send would break a bound (then the socket is cut off). */
  send(data: string | Buffer, binary = false): boolean {
    if (this.dropped || this.socket.readyState !== this.socket.OPEN) return false;
    const unread = this.socket.bufferedAmount;
    if (unread > OUTPUT_HARD_LIMIT) {
      this.drop('client does not read its answers');
      return false;
    }
    this.socket.send(data, { binary });
    if (unread > GLOBAL_FLOOR) this.budget.enforce();
    return !this.dropped;
  }

  /** Close a socket that does not read (1008); a peer that does not read will not finish the close handshake either. */
  drop(reason: string): void {
    if (this.dropped || this.socket.readyState !== this.socket.OPEN) return;
    this.dropped = true;
    console.error(`[vivarium] closing a socket that does not read: ${this.socket.bufferedAmount} bytes waiting (${reason})`);
    this.socket.close(1008, reason);
    setTimeout(() => this.socket.terminate(), 2000).unref();
  }
}
