// A list column's value as text on a card or in a table cell, by the column's kind (custom fields
// and the built-in fields a view may show; docs/product/saved-views.md).
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { ColumnKind, ListColumn } from '../../domain/list-view';
import { useFormat } from '../../lib/use-format';
import { labelOf } from '../ui/select-field';

export function useCellText(): <R>(column: ListColumn<R>, record: R) => string {
  const { t } = useLingui();
  const format = useFormat();
  const yes = t`Yes`;
  const no = t`No`;
  return useCallback(
    <R>(column: ListColumn<R>, record: R) => {
      const v = column.get(record);
      if (v === null || v === undefined || v === '') return '—';
      const kind: ColumnKind = column.kind;
      if (Array.isArray(v)) return v.map(String).join(', ') || '—';
      if (kind === 'yesNo') return v === true ? yes : no;
      if (kind === 'amount' && typeof v === 'number') return format.money(v);
      if (kind === 'number' && typeof v === 'number') return format.number(v);
      if (kind === 'date' && typeof v === 'string') return format.date(v) || v;
      // Built-in choices (status, type) have translated labels; a custom field's choices are as typed.
      if (kind === 'choice' && typeof v === 'string') return column.label === undefined ? labelOf(v) : v;
      return String(v);
    },
    [format, yes, no],
  );
}
