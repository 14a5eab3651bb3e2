// A workbook's importable sheets as a checklist: rows, auto-mapped fields, the plan's limits, and
// the duplicate choices of each selected sheet.
import { Link } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths';
import type { ImportKind } from '../../domain/entitlements';
import { NO_DUPLICATES } from '../../domain/import/duplicates';
import type { DuplicateScan } from '../../domain/import/duplicates';
import { KIND_NAMES, listOf } from './import-labels';
import { DuplicateChoices } from './duplicate-choices';
import type { Choices, MultiPreview } from './import-state';
import { useFormat } from '../../lib/use-format';

export function SheetList({
  preview,
  allowed,
  scans,
  choicesFor,
  onChoose,
  onSelectedChange,
}: {
  preview: MultiPreview;
  allowed: readonly ImportKind[];
  scans: ReadonlyMap<string, DuplicateScan>;
  choicesFor: (sheet: string) => Choices;
  onChoose: (sheet: string, change: Partial<Choices>) => void;
  onSelectedChange: (selected: string[]) => void;
}) {
  const format = useFormat();
  const { t } = useLingui();
  return (
    <ul className="space-y-2">
      {preview.sheets.map((s) => {
        const ok = allowed.includes(s.kind);
        const name = s.name;
        const kind = t(KIND_NAMES[s.kind]);
        const rowCount = s.table.rows.length;
        const count = format.number(rowCount);
        const rows = t`${plural(rowCount, { one: `${count} row`, other: `${count} rows` })}`;
        const autoMapped = s.autoMapped;
        const fieldCount = s.fields.length;
        const fields = t`${plural(fieldCount, { one: `${autoMapped} of # field auto-mapped`, other: `${autoMapped} of # fields auto-mapped` })}`;
        const headers = listOf(s.fields.map((f) => f.header));
        return (
          <li key={s.name} className="rounded-ui border border-line p-3">
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                disabled={!ok}
                checked={preview.selected.includes(s.name)}
                onChange={(e) => onSelectedChange(e.target.checked ? [...preview.selected, s.name] : preview.selected.filter((n) => n !== s.name))}
              />
              <span>
                <span className="font-medium text-fg">{t`${name} (${kind})`}</span>
                <span className="block text-sm text-fg-muted">
                  {rows} · {fields} · {headers}
                </span>
                {!ok && (
                  <span className="block text-sm text-amber-700 dark:text-amber-300">
                    <Trans>
                      Needs the Pro plan.{' '}
                      <Link to={paths.pricing} className="underline">
                        Upgrade to Pro
                      </Link>
                    </Trans>
                  </span>
                )}
              </span>
            </label>
            {ok && preview.selected.includes(s.name) && (
              <DuplicateChoices
                kind={s.kind}
                sheet={s.name}
                scan={scans.get(s.name) ?? NO_DUPLICATES}
                choices={choicesFor(s.name)}
                onChange={(change) => onChoose(s.name, change)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
