// The import's parse worker: file in, plain tables out (see parse-file.ts), handed back in
// chunks of rows (see parse-messages.ts).
import { parseFileBytes } from './parse-file';
import { messagesOf } from './parse-messages';
import type { WorkerMessage } from './parse-messages';

type Request = { name: string; file: Blob };

const post = (message: WorkerMessage) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<Request>) => {
  const { name, file } = event.data;
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    post({ type: 'failed', error: { code: 'readFailed' } });
    return;
  }
  post({ type: 'progress', percent: 10 });
  for (const message of messagesOf(parseFileBytes(name, bytes))) post(message);
};
