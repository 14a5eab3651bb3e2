// Types for scripts/colour-tokens.mjs, the neutral colours' codemod (run as plain Node).
export type ColourToken = { token: string; light: string; dark: string; utilities: string[] };
export const TOKENS: ColourToken[];
export function mapClassRun(run: string): { text: string; count: number };
export function mapSource(source: string): { text: string; count: number };
export function leftPairs(source: string): Map<string, number>;
