export interface CpuTimes {
  busy: number;
  total: number;
}
export function withTriggersPaused<T>(work: () => Promise<T>): Promise<T>;
export function cpuTimes(stat?: string | null): CpuTimes | null;
export function busyShare(before: CpuTimes, after: CpuTimes): number;
export function waitForQuiet(options?: {
  below?: number;
  quietSeconds?: number;
  maxMs?: number;
  read?: () => CpuTimes | null;
  pause?: (ms: number) => Promise<void>;
}): Promise<{ waitedMs: number; busy: number; quiet: boolean } | null>;
