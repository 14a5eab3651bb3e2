// What a financial list's "Loading … N so far" line calls its records: the revenue, expenses and
// salaries pages use it for their own list, the clients page for the revenue and expenses behind
// its profits (docs/decisions/0161).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CategoryGroup } from '../../domain/types';

export const LOADING_NOUNS: Record<CategoryGroup, MessageDescriptor> = {
  revenues: msg({ message: 'revenue', context: 'loading list' }),
  expenses: msg({ message: 'expenses', context: 'loading list' }),
  salaries: msg({ message: 'salaries', context: 'loading list' }),
};
