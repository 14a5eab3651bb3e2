// Work over a list with a bounded number of calls in flight, shared by the import and its undo
// in the browser (src/data/transfer-import.ts) and in the functions (functions/src/import/).

/**
 * Runs `work` on each item, at most `inFlight` at a time, taking the items in order as calls
 * end; resolves when all are done (rejects with the first error, as Promise.all does).
 */
export async function eachInFlight<T>(items: readonly T[], inFlight: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, items.length) }, worker));
}
