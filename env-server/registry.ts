// Session lifecycle: capacity, ownership by socket, resume after a dropped socket, idle and
// episode time limits, snapshots, and the one release path every ending goes through.
import { randomBytes } from 'node:crypto';
import { RpcError } from './protocol.ts';
import { stateJsonLength, type SavedEpisode, type Session } from './session.ts';

export interface Owner {
  /** Told when the server closes one of its sessions (reaper, drain, crash). */
  notify(sessionId: string, reason: ReleaseReason): void;
  /** Is the owner's socket still open? A session created for a socket that dropped meanwhile starts detached. */
  readonly connected: boolean;
}

export type ReleaseReason = 'closed' | 'idle_timeout' | 'resume_timeout' | 'device_lost' | 'server_shutdown';

export interface Limits {
  maxSessions: number;
  idleTtlMs: number;
  episodeTimeoutMs: number;
  resumeGraceMs: number;
}

interface Entry {
  session: Session;
  owner: Owner | null;
  detachedAt: number | null;
}

/** A replica name is a DNS label (a Kubernetes pod name fits), so it never holds the id's dot. */
const REPLICA_NAME = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
export const REPLICA_RULE = 'lowercase letters, digits and inner hyphens, at most 63 (a DNS label)';

const MAX_SNAPSHOTS = 2000;
/**
 * The snapshot store's size in characters of state JSON (each state at most MAX_STATE_JSON):
 * in all, and per session. States share their unchanged parts, so the memory is less.
 */
export const MAX_SNAPSHOT_JSON = 256 * 1024 * 1024;
export const MAX_SNAPSHOT_JSON_PER_SESSION = 64 * 1024 * 1024;
/** Snapshots one session may hold; past it, its own oldest go first. */
export const MAX_SNAPSHOTS_PER_SESSION = 256;
const MAX_REMEMBERED = 10_000;

export class Registry {
  private readonly entries = new Map<string, Entry>();
  /** Why recently released sessions ended, so late callers hear SESSION_EXPIRED or `already_closed`. */
  private readonly released = new Map<string, ReleaseReason>();
  private readonly snapshots = new Map<string, { saved: SavedEpisode; size: number; by: string }>();
  /** Each session's snapshot tokens, oldest first, and the size of their states: quotas and eviction are per session. */
  private readonly snapshotsBy = new Map<string, { tokens: string[]; size: number }>();
  private snapshotJson = 0;
  private reserved = 0;
  /** Ids of the sessions being created (their pages are opening). */
  private readonly creating = new Set<string>();
  private emptyWaiters: (() => void)[] = [];
  draining = false;

  /**
   * `replica` names this server among others behind one gateway: its session ids then start with
   * `<replica>.`, so a gateway can route a resume to the replica that holds the session.
   * `hasMemory` says whether the machine has memory for one more session right now (see
   * capacity.ts); a server whose --max-sessions was set by hand admits up to that number.
   */
  constructor(
    readonly limits: Limits,
    private readonly onChange: () => void = () => {},
    { replica, hasMemory = () => true }: { replica?: string; hasMemory?: () => boolean } = {},
  ) {
    if (replica !== undefined && !REPLICA_NAME.test(replica)) throw new Error(`replica name ${JSON.stringify(replica)}: ${REPLICA_RULE}`);
    this.replica = replica;
    this.hasMemory = hasMemory;
  }

  readonly replica: string | undefined;
  private readonly hasMemory: () => boolean;

  /** A new session id: 18 random bytes in base64url (never a dot), after `<replica>.` on a named replica. */
  newSessionId(): string {
    const random = randomBytes(18).toString('base64url');
    return this.replica === undefined ? random : `${this.replica}.${random}`;
  }

  get size(): number {
    return this.entries.size;
  }

  get hasRoom(): boolean {
    return !this.draining && this.entries.size + this.reserved < this.limits.maxSessions && this.hasMemory();
  }

  /** Admit a new session, or refuse with CAPACITY_REACHED (with a hint when to retry). */
  async admit(owner: Owner, create: (id: string) => Promise<Session>): Promise<Session> {
    if (this.draining) throw new RpcError('DRAINING', 'the server is shutting down and takes no new sessions', { retry_after_ms: 5000 });
    if (this.entries.size + this.reserved < this.limits.maxSessions && !this.hasMemory()) {
      throw new RpcError('CAPACITY_REACHED', 'the machine has too little free memory for another session', { retry_after_ms: 5000, max_sessions: this.limits.maxSessions });
    }
    if (!this.hasRoom) throw new RpcError('CAPACITY_REACHED', `all ${this.limits.maxSessions} sessions are in use`, { retry_after_ms: 1000, max_sessions: this.limits.maxSessions });
    this.reserved += 1;
    const id = this.newSessionId();
    this.creating.add(id);
    try {
      const session = await create(id);
      // The socket may have dropped while the page was loading: the session then waits for a
      // resume like any other whose socket dropped, and is released after the grace.
      this.entries.set(session.id, owner.connected ? { session, owner, detachedAt: null } : { session, owner: null, detachedAt: performance.now() });
      this.onChange();
      return session;
    } finally {
      this.reserved -= 1;
      this.creating.delete(id);
    }
  }

  /** Is `id` a live session, or one being created? (A device page opened for any other id is an orphan.) */
  holds(id: string): boolean {
    return this.entries.has(id) || this.creating.has(id);
  }

  /** The session `id`, if `owner` may act on it. */
  get(owner: Owner, id: string): Session {
    const entry = this.entries.get(id);
    if (!entry) {
      const reason = this.released.get(id);
      if (reason && reason !== 'closed') throw new RpcError('SESSION_EXPIRED', `session ${id} was closed by the server (${reason})`, { reason });
      throw new RpcError('SESSION_NOT_FOUND', `no session ${id} on this connection`);
    }
    // A socket sees only the sessions it created or resumed: any other id is simply not found.
    if (entry.owner !== owner) throw new RpcError('SESSION_NOT_FOUND', `no session ${id} on this connection`);
    if (entry.session.isDead) {
      void this.release(id, 'device_lost');
      throw new RpcError('BROWSER_CRASHED', 'this session lost its device and could not rebuild it; open a new session', { outcome: 'env_error' });
    }
    return entry.session;
  }

  /** Idempotent close by the owner: `closed` the first time, `already_closed` after. */
  async close(owner: Owner, id: string): Promise<'closed' | 'already_closed'> {
    const entry = this.entries.get(id);
    if (!entry) {
      if (this.released.has(id)) return 'already_closed';
      throw new RpcError('SESSION_NOT_FOUND', `no session ${id} on this connection`);
    }
    if (entry.owner !== owner) throw new RpcError('SESSION_NOT_FOUND', `no session ${id} on this connection`);
    await this.release(id, 'closed');
    return 'closed';
  }

  /** Take over a session whose socket dropped (or move it to another socket) with its resume token. */
  resume(owner: Owner, id: string, token: string): Session {
    const entry = this.entries.get(id);
    if (!entry || entry.session.resumeToken !== token) {
      if (this.released.has(id)) throw new RpcError('SESSION_EXPIRED', `session ${id} was closed (${this.released.get(id)})`);
      throw new RpcError('SESSION_NOT_FOUND', 'no session with this id and resume token');
    }
    entry.owner?.notify(id, 'closed');
    entry.owner = owner;
    entry.detachedAt = null;
    return entry.session;
  }

  /** The owner's socket is gone: its sessions wait `resumeGraceMs` for a `session.resume`. */
  detach(owner: Owner): void {
    const now = performance.now();
    for (const entry of this.entries.values()) {
      if (entry.owner === owner) {
        entry.owner = null;
        entry.detachedAt = now;
      }
    }
  }

  /** The one way a session ends: closed by its owner, reaped, lost, or shut down. */
  async release(id: string, reason: ReleaseReason): Promise<void> {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.released.set(id, reason);
    if (this.released.size > MAX_REMEMBERED) this.released.delete(this.released.keys().next().value!);
    if (reason !== 'closed') entry.owner?.notify(id, reason);
    this.onChange();
    await entry.session.close();
    if (this.entries.size === 0) for (const resolve of this.emptyWaiters.splice(0)) resolve();
  }

  /** Close what has been idle, detached or running too long. Called every second by the server. */
  async reap(onEpisodeTimeout: (session: Session) => Promise<void>): Promise<void> {
    const now = performance.now();
    for (const [id, entry] of [...this.entries]) {
      const { session } = entry;
      if (entry.detachedAt !== null && now - entry.detachedAt > this.limits.resumeGraceMs) await this.release(id, 'resume_timeout');
      else if (!session.isBusy && now - session.lastUsedAt > this.limits.idleTtlMs) await this.release(id, 'idle_timeout');
      else if (session.isDead) await this.release(id, 'device_lost');
      else {
        const started = session.episodeStartedAt;
        if (started !== null && !session.isBusy && now - started > this.limits.episodeTimeoutMs) await onEpisodeTimeout(session);
      }
    }
  }

  /**
   * Keep a snapshot made by session `by`. A session holds at most MAX_SNAPSHOTS_PER_SESSION, and
   * MAX_SNAPSHOT_JSON_PER_SESSION of states; past either, its own oldest go first. When the store
   * is full (MAX_SNAPSHOTS, or MAX_SNAPSHOT_JSON in all), the session holding the most state loses
   * its oldest, so one client filling the store evicts only its own.
   */
  saveSnapshot(saved: SavedEpisode, by: string): string {
    const token = `snap_${randomBytes(18).toString('base64url')}`;
    const size = stateJsonLength(saved.state);
    this.snapshots.set(token, { saved, size, by });
    this.snapshotJson += size;
    const own = this.snapshotsBy.get(by) ?? { tokens: [], size: 0 };
    own.tokens.push(token);
    own.size += size;
    this.snapshotsBy.set(by, own);
    while (own.tokens.length > 1 && (own.tokens.length > MAX_SNAPSHOTS_PER_SESSION || own.size > MAX_SNAPSHOT_JSON_PER_SESSION)) this.dropSnapshot(own.tokens[0]!);
    while (this.snapshots.size > 1 && (this.snapshots.size > MAX_SNAPSHOTS || this.snapshotJson > MAX_SNAPSHOT_JSON)) {
      const heaviest = [...this.snapshotsBy.values()].reduce((a, b) => (b.size > a.size ? b : a));
      this.dropSnapshot(heaviest.tokens[0]!);
    }
    return token;
  }

  private dropSnapshot(token: string): void {
    const kept = this.snapshots.get(token);
    if (!kept) return;
    this.snapshots.delete(token);
    this.snapshotJson -= kept.size;
    const own = this.snapshotsBy.get(kept.by)!;
    own.tokens.splice(own.tokens.indexOf(token), 1);
    own.size -= kept.size;
    if (own.tokens.length === 0) this.snapshotsBy.delete(kept.by);
  }

  snapshot(token: string): SavedEpisode {
    const saved = this.snapshots.get(token)?.saved;
    if (!saved) throw new RpcError('SNAPSHOT_NOT_FOUND', `no snapshot ${token} (snapshots are kept in memory, the newest ${MAX_SNAPSHOTS} and ${MAX_SNAPSHOT_JSON} characters of state)`);
    return saved;
  }

  /** Resolves when no session is left. */
  whenEmpty(): Promise<void> {
    return this.entries.size === 0 ? Promise.resolve() : new Promise((resolve) => this.emptyWaiters.push(resolve));
  }

  all(): Session[] {
    return [...this.entries.values()].map((e) => e.session);
  }

  ids(): string[] {
    return [...this.entries.keys()];
  }
}
