// The outcome of an import: what was imported, and the grouped errors on demand.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { downloadText } from '../../components/ui/download';
import { errorListingText } from './row-texts';
import type { ImportResult } from './import-state';

export function ResultPanel({ result, onClose }: { result: ImportResult; onClose: () => void }) {
  const { t } = useLingui();
  const [showDetails, setShowDetails] = useState(false);
  return (
    <section aria-label={t`Import result`} className="mt-4">
      <Alert tone={result.tone}>
        <p className="font-medium">{result.text}</p>
        {result.note && <p className="mt-1 text-sm">{result.note}</p>}
        <div className="mt-2 flex flex-wrap gap-2">
          {result.errors.length > 0 && (
            <Button size="sm" variant="secondary" aria-expanded={showDetails} onClick={() => setShowDetails((v) => !v)}>
              {showDetails ? t`Hide Details` : t`Show Details`}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
        {showDetails && (
          <>
            <ul className="mt-2 list-disc pl-5">
              {errorListingText(result.errors).map((e, i) => (
                <li key={i}>{e}</li>
              ))}
            </ul>
            {result.skippedCsv && (
              <Button size="sm" variant="secondary" className="mt-2" onClick={() => downloadText('skipped-rows.csv', result.skippedCsv!)}>
                {t`Download the skipped rows (CSV)`}
              </Button>
            )}
          </>
        )}
      </Alert>
    </section>
  );
}
