// Which order the file's d/m/y dates are read in, what told it (a value, dotted dates or the
// user's date-format setting), and a choice to change it.
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { DateOrder, DateOrderChoice } from '../../domain/import/values';

export function DateOrderChoiceLine({ dates, onChange }: { dates: DateOrderChoice; onChange: (order: DateOrder) => void }) {
  const { t } = useLingui();
  const id = useId();
  const example = dates.example ?? '';
  const reason =
    dates.from === 'values'
      ? t`Told by a date in the file: ${example}.`
      : dates.from === 'user'
        ? t`The order you chose.`
        : dates.from === 'dots'
          ? t`No date in the file tells the order; dates with dots are written day first.`
          : t`No date in the file tells the order; your date format setting was used.`;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2 text-sm text-fg-body">
      <label htmlFor={id}>{t`Dates read as`}</label>
      <select
        id={id}
        value={dates.order}
        onChange={(e) => onChange(e.target.value === 'dmy' ? 'dmy' : 'mdy')}
        className="rounded border border-line-strong bg-white px-2 py-1 dark:bg-slate-800 dark:text-slate-100"
      >
        <option value="dmy">{t`Day first (31/12/2025)`}</option>
        <option value="mdy">{t`Month first (12/31/2025)`}</option>
      </select>
      <span>{reason}</span>
    </div>
  );
}
