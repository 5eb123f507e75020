// The server's side of the wire: the contract (contract/index.ts) and the error it throws.
import { ERROR_KINDS, type ErrorKind } from '../contract/index.ts';

export * from '../contract/index.ts';

/** The server's version (package.json's; `/healthz`, `hello`, provenance). */
export const VERSION = '0.2.0';

export class RpcError extends Error {
  constructor(readonly kind: ErrorKind, message: string, readonly details?: Record<string, unknown>) {
    super(message);
  }
  toJson() {
    const { code, retryable } = ERROR_KINDS[this.kind];
    return { code, message: this.message, data: { kind: this.kind, retryable, ...this.details } };
  }
}
