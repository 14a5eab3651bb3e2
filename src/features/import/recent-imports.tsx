// Recent imports, each with Undo import behind a confirmation.
import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ImportRecord } from '../../data/contract-transfer';
import { Button } from '../../components/ui/button';
import { Panel } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { translateText } from '../../lib/known-texts';
import { KIND_NAMES } from './import-labels';
import { useFormat } from '../../lib/use-format';

export function RecentImports({ history, canWrite, onUndo }: { history: ImportRecord[]; canWrite: boolean; onUndo: (record: ImportRecord) => Promise<void> }) {
  const [undoing, setUndoing] = useState<ImportRecord | null>(null);
  const format = useFormat();
  const { t } = useLingui();
  const line = (h: ImportRecord) => {
    const kind = t(KIND_NAMES[h.kind]);
    const added = format.number(h.created);
    const updated = format.number(h.updated);
    const when = format.dateTime(h.createdAt);
    return h.updated > 0 ? t`${kind}: ${added} added, ${updated} updated · ${when}` : t`${kind}: ${added} added · ${when}`;
  };
  const question = (h: ImportRecord) => {
    const created = h.created;
    const updated = h.updated;
    return updated > 0
      ? t`${plural(created, {
          one: `Remove the # record this import added and put back the ${plural(updated, { one: '# record', other: '# records' })} it updated?`,
          other: `Remove the # records this import added and put back the ${plural(updated, { one: '# record', other: '# records' })} it updated?`,
        })}`
      : t`${plural(created, { one: 'Remove the # record this import added?', other: 'Remove the # records this import added?' })}`;
  };
  return (
    <>
      {history.length > 0 && (
        <Panel title={t`Recent imports (can be undone for 30 days)`} titleId="recent-imports" titleClassName="mb-2" className="mt-6">
          <ul className="divide-y divide-line">
            {history.map((h) => (
              <li key={h.batchId} className="flex items-center justify-between gap-3 py-2 text-sm text-fg-soft">
                <span>{line(h)}</span>
                <Button size="sm" variant="secondary" disabled={!canWrite} onClick={() => setUndoing(h)}>
                  <Trans>Undo import</Trans>
                </Button>
              </li>
            ))}
          </ul>
        </Panel>
      )}
      <ConfirmDialog
        open={undoing !== null}
        title={t`Undo import`}
        message={undoing ? question(undoing) : ''}
        confirmLabel={t`Undo import`}
        onConfirm={() => (undoing ? onUndo(undoing) : Promise.resolve())}
        onClose={() => setUndoing(null)}
        errorText={(e) => (e instanceof Error ? translateText(e.message) : t`Could not undo the import. Please try again.`)}
      />
    </>
  );
}
