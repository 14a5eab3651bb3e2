// The duplicate choices of one table: what to do with rows matching an existing record's
// e-mail, and with rows repeating an earlier row's e-mail.
import { useId } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ImportKind } from '../../domain/entitlements';
import type { DuplicateScan } from '../../domain/import/duplicates';
import type { Choices } from './import-state';
import { rowLabelText } from './row-texts';

/**
 * The duplicates of one table (a single file or one sheet): rows with the e-mail of an existing
 * record (skip, update or create) and rows repeating an earlier row's e-mail (skip or import).
 */
export function DuplicateChoices({
  kind,
  sheet,
  scan,
  choices,
  onChange,
}: {
  kind: ImportKind;
  sheet?: string;
  scan: DuplicateScan;
  choices: Choices;
  onChange: (change: Partial<Choices>) => void;
}) {
  const { t } = useLingui();
  const group = useId();
  if (scan.existing === 0 && scan.repeated === 0) return null;
  const existing = scan.existing;
  const more = scan.repeated - scan.examples.length;
  const radio = 'mr-4 inline-flex items-center gap-1 text-fg-soft';
  return (
    <div role="group" aria-label={sheet ? t`Duplicates in ${sheet}` : t`Duplicates`}>
      {scan.existing > 0 && (
        <fieldset className="mt-4 rounded-ui border border-amber-300 p-3 text-sm dark:border-amber-700">
          <legend className="px-1 font-medium text-fg">
            {kind === 'clients'
              ? t`${plural(existing, { one: '# row has the e-mail of an existing client', other: '# rows have the e-mail of an existing client' })}`
              : t`${plural(existing, { one: '# row has the e-mail of an existing employee', other: '# rows have the e-mail of an existing employee' })}`}
          </legend>
          {(['skip', 'update', 'create'] as const).map((choice) => (
            <label key={choice} className={radio}>
              <input
                type="radio"
                name={`duplicates-${group}`}
                value={choice}
                checked={choices.existing === choice}
                onChange={() => onChange({ existing: choice })}
              />
              {choice === 'skip' ? t`Skip them` : choice === 'update' ? t`Update the existing records` : t`Create new records anyway`}
            </label>
          ))}
        </fieldset>
      )}
      {scan.repeated > 0 && (
        <fieldset className="mt-4 rounded-ui border border-amber-300 p-3 text-sm dark:border-amber-700">
          <legend className="px-1 font-medium text-fg">
            {t`${plural(scan.repeated, { one: '# row repeats the e-mail of an earlier row in this file', other: '# rows repeat the e-mail of an earlier row in this file' })}`}
          </legend>
          <ul className="mb-2 list-disc pl-5 text-fg-body">
            {scan.examples.map((e) => {
              const row = rowLabelText(e.label);
              const firstRow = rowLabelText(e.firstLabel);
              const email = e.email;
              return <li key={e.label}>{t`${row} has the same e-mail as ${firstRow} (${email})`}</li>;
            })}
            {more > 0 && <li>{t`... and ${more} more`}</li>}
          </ul>
          {(['skip', 'create'] as const).map((choice) => (
            <label key={choice} className={radio}>
              <input
                type="radio"
                name={`repeats-${group}`}
                value={choice}
                checked={choices.repeats === choice}
                onChange={() => onChange({ repeats: choice })}
              />
              {choice === 'skip' ? t`Skip the repeated rows` : t`Import the repeated rows too`}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
