// The user's recent imports (undoable for 30 days) and undoing one.
import { useCallback, useEffect, useState } from 'react';
import type { Backend } from '../../lib/backend';
import type { ImportRecord } from '../../data/contract-transfer';

export function useImportHistory(backend: Backend | null, uid: string, clientCap: number | null) {
  const [history, setHistory] = useState<ImportRecord[]>([]);
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    if (!backend || !uid) return;
    let live = true;
    backend.transfer
      .listImports(uid)
      .then((list) => live && setHistory(list))
      .catch(() => live && setHistory([]));
    return () => {
      live = false;
    };
  }, [backend, uid, version]);

  /** Undoes an import; resolves to the message to show (throws what the data layer throws). */
  const undo = async (record: ImportRecord): Promise<string | null> => {
    if (!backend || !uid) return null;
    await backend.transfer.undoImport(uid, record.batchId, { clientCap });
    return `Import undone: ${record.created} added records removed${record.updated > 0 ? ` and ${record.updated} updated records restored` : ''}.`;
  };

  return { history, refresh, undo };
}
