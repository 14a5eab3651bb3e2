// The outcome of an import: what was imported, and the grouped errors on demand.
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { errorListing } from '../../domain/import/messages';
import type { ImportResult } from './import-state';

export function ResultPanel({ result, onClose }: { result: ImportResult; onClose: () => void }) {
  const [showDetails, setShowDetails] = useState(false);
  return (
    <section aria-label="Import result" className="mt-4">
      <Alert tone={result.tone}>
        <p className="font-medium">{result.text}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {result.errors.length > 0 && (
            <Button size="sm" variant="secondary" aria-expanded={showDetails} onClick={() => setShowDetails((v) => !v)}>
              {showDetails ? 'Hide Details' : 'Show Details'}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
        {showDetails && (
          <ul className="mt-2 list-disc pl-5">
            {errorListing(result.errors).map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
        )}
      </Alert>
    </section>
  );
}
