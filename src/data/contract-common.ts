// What every part of the data layer's contract shares: the error type and the unsubscribe handle.
// The parts (contract-*.ts) import this file only; contract.ts imports the parts.
export type Unsubscribe = () => void;

/** Errors thrown by the data layer carry the backend's code, e.g. 'auth/invalid-credential'. */
export class DataError extends Error {
  readonly code: string;
  /** What a function sent with its error (e.g. `{ reason: 'recent-sign-in-required' }`). */
  readonly details?: unknown;
  constructor(code: string, message?: string, details?: unknown) {
    super(message ?? code);
    this.name = 'DataError';
    this.code = code;
    if (details !== undefined) this.details = details;
  }
}
