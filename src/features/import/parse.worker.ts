// The import's parse worker: file in, plain tables out (see parse-file.ts).
import { parseFileBytes } from './parse-file';

type Request = { name: string; file: Blob };

self.onmessage = async (event: MessageEvent<Request>) => {
  const { name, file } = event.data;
  try {
    const bytes = await file.arrayBuffer();
    self.postMessage(parseFileBytes(name, bytes));
  } catch {
    self.postMessage({ ok: false, error: 'Failed to read file' });
  }
};
