export declare const SAME_AS_ENGLISH: Record<string, string[]>;
export declare function messageShape(message: string): { args: string[]; tags: string[] };
export declare function hasWords(message: string, keep?: Iterable<string>): boolean;
export declare function checkCatalogue(
  source: { key: string; message: string }[],
  entries: { key: string; message: string; translation: string; obsolete: boolean }[],
  language: string,
): string[];
