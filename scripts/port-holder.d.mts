// Types for scripts/port-holder.mjs, which the start and test scripts run as plain Node.
import type { EmulatorPorts } from './ports.mjs';

export type ProcessInfo = { pid: number; ppid: number; args: string[]; cwd: string | null };
export function blockPorts(ports: EmulatorPorts): [string, number][];
export function portTaken(port: number): Promise<boolean>;
export function parseListeners(table: string): { port: number; inode: number }[];
export function processInfo(pid: number): ProcessInfo | null;
export function holderOf(port: number): ProcessInfo | null;
export function isEmulatorOf(info: Pick<ProcessInfo, 'args'>, root: string): boolean;
export function isRunnerOf(info: Pick<ProcessInfo, 'args' | 'cwd'>, root: string): boolean;
export function runnerOf(pid: number, root: string, info?: (pid: number) => ProcessInfo | null): ProcessInfo | null;
export function stopProcess(pid: number, graceMs?: number): Promise<void>;
export function freeOffset(except: number, taken?: (port: number) => Promise<boolean>): Promise<number | null>;
export function clearPorts(options?: { root?: string; ports?: EmulatorPorts; log?: (line: string) => void }): Promise<string | null>;
