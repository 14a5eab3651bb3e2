// Types for scripts/emulator-triggers.mjs, which the bench runs as plain Node.
export interface TriggerOptions {
  /** No hub does nothing and a refusal is ignored (the bench). */
  optional?: boolean;
}
export function setBackgroundTriggers(enabled: boolean, options?: TriggerOptions): Promise<void>;
export function withoutTriggers<T>(work: () => Promise<T>, options?: TriggerOptions): Promise<T>;
