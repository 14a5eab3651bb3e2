// Runs parse-file.ts in a Web Worker, with a time limit; falls back to the main thread only
// where no Worker exists (jsdom in component tests). The worker hands the tables back in chunks
// of rows (parse-messages.ts), so the page never unpacks a big table in one step.
import type { ParsedFile } from './parse-file';
import { ParsedFileAssembler } from './parse-messages';
import type { WorkerMessage } from './parse-messages';

export const PARSE_TIMEOUT_MS = 60_000;

/** Reads and parses a file; `onProgress` gets the percent read (0-100) as it moves. */
export async function parseInWorker(file: File, onProgress?: (percent: number) => void): Promise<ParsedFile> {
  if (typeof Worker === 'undefined') {
    const { parseFileBytes } = await import('./parse-file');
    const bytes = await readBytes(file);
    return parseFileBytes(file.name, bytes);
  }
  const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<ParsedFile>((resolve) => {
      const timer = setTimeout(() => resolve({ ok: false, error: { code: 'timeout' } }), PARSE_TIMEOUT_MS);
      const assembler = new ParsedFileAssembler();
      worker.onmessage = (e: MessageEvent<WorkerMessage>) => {
        const out = assembler.accept(e.data);
        if (!out) return;
        if ('done' in out) {
          clearTimeout(timer);
          resolve(out.done);
        } else onProgress?.(out.percent);
      };
      worker.onerror = () => {
        clearTimeout(timer);
        resolve({ ok: false, error: { code: 'readFailed' } });
      };
      worker.postMessage({ name: file.name, file });
    });
  } finally {
    worker.terminate();
  }
}

function readBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(new Error('FileReader failed'));
    reader.readAsArrayBuffer(file);
  });
}
