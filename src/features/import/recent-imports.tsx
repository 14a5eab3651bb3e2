// Recent imports, each with Undo import behind a confirmation.
import { useState } from 'react';
import type { ImportRecord } from '../../data/contract-transfer';
import { Button } from '../../components/ui/button';
import { Panel } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { KIND_LABELS } from '../../domain/import/mapping';
import { useFormat } from '../../lib/format';

export function RecentImports({ history, canWrite, onUndo }: { history: ImportRecord[]; canWrite: boolean; onUndo: (record: ImportRecord) => Promise<void> }) {
  const [undoing, setUndoing] = useState<ImportRecord | null>(null);
  const format = useFormat();
  return (
    <>
      {history.length > 0 && (
        <Panel title="Recent imports (can be undone for 30 days)" titleId="recent-imports" titleClassName="mb-2" className="mt-6">
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {history.map((h) => (
              <li key={h.batchId} className="flex items-center justify-between gap-3 py-2 text-sm text-slate-800 dark:text-slate-100">
                <span>
                  {KIND_LABELS[h.kind]}: {format.number(h.created)} added{h.updated > 0 ? `, ${format.number(h.updated)} updated` : ''} · {format.dateTime(h.createdAt)}
                </span>
                <Button size="sm" variant="secondary" disabled={!canWrite} onClick={() => setUndoing(h)}>
                  Undo import
                </Button>
              </li>
            ))}
          </ul>
        </Panel>
      )}
      <ConfirmDialog
        open={undoing !== null}
        title="Undo import"
        message={
          undoing
            ? `Remove the ${undoing.created} records this import added${undoing.updated > 0 ? ` and put back the ${undoing.updated} records it updated` : ''}?`
            : ''
        }
        confirmLabel="Undo import"
        onConfirm={() => (undoing ? onUndo(undoing) : Promise.resolve())}
        onClose={() => setUndoing(null)}
        errorText={(e) => (e instanceof Error ? e.message : 'Could not undo the import. Please try again.')}
      />
    </>
  );
}
