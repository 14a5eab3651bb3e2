// The user's recent imports (undoable for 30 days) and undoing one.
import { useCallback, useEffect, useState } from 'react';
import { msg, plural } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';
import type { Backend } from '../../lib/backend';
import type { ImportRecord } from '../../data/contract-transfer';

/** 'Import undone: 12 added records removed.' (and the updated ones restored, when there were). */
export function undoneText(created: number, updated: number): string {
  if (updated === 0) {
    return i18n._(msg`${plural(created, { one: 'Import undone: # added record removed.', other: 'Import undone: # added records removed.' })}`);
  }
  return i18n._(
    msg`${plural(created, {
      one: `Import undone: # added record removed and ${plural(updated, { one: '# updated record restored', other: '# updated records restored' })}.`,
      other: `Import undone: # added records removed and ${plural(updated, { one: '# updated record restored', other: '# updated records restored' })}.`,
    })}`,
  );
}

export function useImportHistory(backend: Backend | null, uid: string, clientCap: number | null) {
  const [history, setHistory] = useState<ImportRecord[]>([]);
  const [version, setVersion] = useState(0);
  // While an undo runs: records undone so far, of how many (the function reports each part).
  const [undoing, setUndoing] = useState<{ done: number; total: number } | null>(null);
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
    setUndoing({ done: 0, total: record.created + record.updated });
    try {
      await backend.transfer.undoImport(uid, record.batchId, { clientCap }, setUndoing);
    } finally {
      setUndoing(null);
    }
    return undoneText(record.created, record.updated);
  };

  return { history, refresh, undo, undoing };
}
