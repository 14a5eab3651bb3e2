// The display names of values stored in English in the data (statuses, client types, roles, plan
// ids, built-in categories): translated at display time; a user's own categories stay as typed.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../../lib/i18n';

const VALUE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  // Client, task, salary and subscription statuses.
  active: msg({ message: 'Active', context: 'status' }),
  inactive: msg({ message: 'Inactive', context: 'status' }),
  former: msg({ message: 'Former', context: 'client status' }),
  pending: msg({ message: 'Pending', context: 'status' }),
  'in-progress': msg({ message: 'In Progress', context: 'task status' }),
  completed: msg({ message: 'Completed', context: 'task status' }),
  paid: msg({ message: 'Paid', context: 'salary status' }),
  overdue: msg({ message: 'Overdue', context: 'salary status' }),
  trial: msg({ message: 'Trial', context: 'subscription status' }),
  cancelled: msg({ message: 'Cancelled', context: 'subscription status' }),
  suspended: msg({ message: 'Suspended', context: 'subscription status' }),
  // Client types.
  'one-time': msg({ message: 'One Time', context: 'client type' }),
  recurring: msg({ message: 'Recurring', context: 'client type' }),
  // Roles.
  user: msg({ message: 'User', context: 'role' }),
  admin: msg({ message: 'Admin', context: 'role' }),
  owner: msg({ message: 'Owner', context: 'role' }),
  // Built-in salary types, revenue types and expense categories.
  monthly: msg({ message: 'Monthly', context: 'salary type' }),
  bonus: msg({ message: 'Bonus', context: 'salary type' }),
  commission: msg({ message: 'Commission', context: 'salary type' }),
  service: msg({ message: 'Service', context: 'revenue type' }),
  product: msg({ message: 'Product', context: 'revenue type' }),
  consultation: msg({ message: 'Consultation', context: 'revenue type' }),
  office: msg({ message: 'Office', context: 'expense category' }),
  marketing: msg({ message: 'Marketing', context: 'expense category' }),
  travel: msg({ message: 'Travel', context: 'expense category' }),
  software: msg({ message: 'Software', context: 'expense category' }),
  equipment: msg({ message: 'Equipment', context: 'expense category' }),
  utilities: msg({ message: 'Utilities', context: 'expense category' }),
  salary: msg({ message: 'Salary', context: 'expense category' }),
};

/** The translated name of a known stored value (exact, as stored), or null for any other text. */
export function knownValueLabel(value: string): string | null {
  const descriptor = Object.hasOwn(VALUE_LABELS, value) ? VALUE_LABELS[value] : undefined;
  return descriptor ? i18n._(descriptor) : null;
}
