import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { inputClasses } from './text-field';

/** A 'YYYY-MM' month filter with a clear button; '' means every month. */
export function MonthField({ value, onChange, label }: { value: string; onChange: (value: string) => void; label?: string }) {
  const id = useId();
  const { t } = useLingui();
  const shownLabel = label ?? t`Month`;
  return (
    <div className="flex items-end gap-1">
      <div className="grow">
        <label htmlFor={id} className="sr-only">
          {shownLabel}
        </label>
        <input id={id} type="month" value={value} onChange={(e) => onChange(e.target.value)} className={inputClasses} />
      </div>
      {value !== '' && (
        <button type="button" onClick={() => onChange('')} className="rounded-md px-2 py-2 text-sm text-fg-muted hover:bg-surface-muted">
          <Trans>All months</Trans>
        </button>
      )}
    </div>
  );
}
