// Types for scripts/security-headers.mjs, which the start and test scripts run as plain Node.
import type { EmulatorPorts } from './ports.mjs';

export type Header = { key: string; value: string };
export type PolicyOptions = {
  /** The local emulators' ports: the emulators' variant. Absent: the deployed one. */
  emulators?: Pick<EmulatorPorts, 'auth' | 'firestore' | 'functions'>;
  /** The page whose inline scripts are allowed (index.html by default). */
  html?: string;
};
export function inlineScriptHashes(html: string): string[];
export function contentSecurityPolicy(options?: PolicyOptions): string;
export function securityHeaders(options?: PolicyOptions): Header[];
export const SECURITY_SOURCE: string;
export function withSecurityHeaders<T extends { hosting?: { headers?: { source: string }[] } }>(config: T, options?: PolicyOptions): T;
