// Where a file arrives: dropped on the area or chosen with the button; while it is read, a
// spinner and the reading progress.
import { useRef, useState } from 'react';
import { ACCEPT } from './limits';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DragEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { limitText } from './import-labels';

export function DropZone({
  processing,
  readPercent,
  disabled,
  onFile,
}: {
  processing: boolean;
  readPercent: number;
  /** Read-only accounts cannot choose a file. */
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const over = (e: DragEvent) => {
    e.preventDefault();
    setDragging(true);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <div
      role="region"
      aria-label={t`File drop area`}
      onDragOver={over}
      onDragEnter={over}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-dragging={dragging || undefined}
      className={`rounded-ui-lg border-2 border-dashed p-10 text-center transition-colors ${
        dragging ? 'border-primary-500 bg-primary-50 dark:bg-primary-950' : 'border-line-strong bg-surface'
      }`}
    >
      {processing ? (
        <div role="status" className="flex flex-col items-center gap-3 text-fg-body">
          <Spinner className="h-8 w-8" />
          <Trans>Processing file...</Trans>
          <progress className="h-2 w-64 max-w-full" max={100} value={readPercent} aria-label={t`File reading progress`} />
        </div>
      ) : (
        <>
          <p className="text-lg font-medium text-fg">
            <Trans>Drag and drop your file here</Trans>
          </p>
          <p className="mt-1 text-sm text-fg-muted">
            <Trans>CSV, XLSX or XLS.</Trans> {limitText()}
          </p>
          <Button className="mt-4" onClick={() => inputRef.current?.click()} disabled={disabled}>
            <Trans>Choose File</Trans>
          </Button>
          <input
            ref={inputRef}
            type="file"
            aria-label={t`Choose a file to import`}
            accept={ACCEPT}
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) onFile(file);
            }}
          />
        </>
      )}
    </div>
  );
}
