// Runs parse-file.ts in a Web Worker, with a time limit; falls back to the main thread only
// where no Worker exists (jsdom in component tests).
import type { ParsedFile } from './parse-file';

export const PARSE_TIMEOUT_MS = 60_000;

export async function parseInWorker(file: File): Promise<ParsedFile> {
  if (typeof Worker === 'undefined') {
    const { parseFileBytes } = await import('./parse-file');
    const bytes = await readBytes(file);
    return parseFileBytes(file.name, bytes);
  }
  const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<ParsedFile>((resolve) => {
      const timer = setTimeout(() => resolve({ ok: false, error: 'File reading error: the file took too long to read' }), PARSE_TIMEOUT_MS);
      worker.onmessage = (e: MessageEvent<ParsedFile>) => {
        clearTimeout(timer);
        resolve(e.data);
      };
      worker.onerror = () => {
        clearTimeout(timer);
        resolve({ ok: false, error: 'Failed to read file' });
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
    reader.onerror = () => reject(new Error('Failed to read file'));
    reader.readAsArrayBuffer(file);
  });
}
