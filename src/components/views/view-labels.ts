// The words of the saved views' filters (docs/product/saved-views.md): each operator, and the
// built-in columns of the clients and deals lists (custom fields carry their own label).
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { FilterOp } from '../../domain/list-view';

export function useOpLabels(): Record<FilterOp, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      contains: t({ context: 'filter', message: 'contains' }),
      is: t({ context: 'filter', message: 'is' }),
      empty: t({ context: 'filter', message: 'is empty' }),
      eq: '=',
      lt: '<',
      gt: '>',
      before: t({ context: 'filter', message: 'before' }),
      after: t({ context: 'filter', message: 'after' }),
      within: t({ context: 'filter', message: 'within the last' }),
      notWithin: t({ context: 'filter', message: 'not within the last' }),
      yes: t({ context: 'filter', message: 'is yes' }),
      no: t({ context: 'filter', message: 'is no' }),
      anyOf: t({ context: 'filter', message: 'is any of' }),
    }),
    [t],
  );
}

/** The clients list's built-in columns, by id (src/domain/list-view.ts clientColumns). */
export function useClientColumnLabels(): Record<string, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      name: t`Name`,
      email: t`Email`,
      company: t`Company`,
      phone: t`Phone`,
      value: t`Value`,
      progress: t`Progress`,
      status: t`Status`,
      type: t`Type`,
      dateAdded: t`Date added`,
      lastContact: t`Last contact`,
      lastTouch: t`Last contact or activity`,
      notes: t`Notes`,
      profit: t`Profit`,
    }),
    [t],
  );
}

/** The deals list's built-in columns, by id (src/domain/list-view.ts dealColumns). */
export function useDealColumnLabels(): Record<string, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      title: t`Title`,
      client: t`Client`,
      value: t`Value`,
      stage: t`Stage`,
      status: t`Status`,
      expectedClose: t`Close date`,
      owner: t`Owner`,
      probability: t`Probability`,
      wonAt: t`Won on`,
      lostAt: t`Lost on`,
      lostReason: t`Lost reason`,
      notes: t`Notes`,
    }),
    [t],
  );
}
