import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Entitlements, FeatureName } from '../../domain/entitlements';
import { FULL_ACCESS } from '../../domain/record-access';
import type { RecordAccess } from '../../domain/record-access';
import type { Role } from '../../domain/types';
import { paths } from '../../lib/paths';

export type NavItem = {
  label: MessageDescriptor;
  to: string;
  /** Shown only when the account's entitlements include this feature. */
  feature?: FeatureName;
  /** Shown only to admins and owners (the role claim). */
  staffOnly?: boolean;
  /** Shown only to owners and managers of the open account. */
  manageOnly?: boolean;
  /** Shown only to members with payroll access in the open account (src/domain/record-access.ts). */
  payrollOnly?: boolean;
};

export const NAV_ITEMS: readonly NavItem[] = [
  { label: msg({ message: 'Home', context: 'navigation' }), to: paths.home },
  { label: msg({ message: 'Dashboard', context: 'navigation' }), to: paths.dashboard },
  { label: msg({ message: 'Clients', context: 'navigation' }), to: paths.clients },
  { label: msg({ message: 'Deals', context: 'navigation' }), to: paths.deals },
  { label: msg({ message: 'Team', context: 'navigation' }), to: paths.team, feature: 'team' },
  { label: msg({ message: 'Salaries', context: 'navigation' }), to: paths.salaries, feature: 'salaries', payrollOnly: true },
  { label: msg({ message: 'Revenue', context: 'navigation' }), to: paths.revenue },
  { label: msg({ message: 'Expenses', context: 'navigation' }), to: paths.expenses, feature: 'expenses' },
  { label: msg({ message: 'Import', context: 'navigation' }), to: paths.import, manageOnly: true },
  { label: msg({ message: 'Admin Panel', context: 'navigation' }), to: paths.admin, staffOnly: true },
  { label: msg({ message: 'Settings', context: 'navigation' }), to: paths.settings },
];

export function visibleNavItems(entitlements: Entitlements | null, role: Role | null, access: RecordAccess = FULL_ACCESS): NavItem[] {
  const staff = role === 'admin' || role === 'owner';
  return NAV_ITEMS.filter(
    (item) =>
      (!item.feature || entitlements?.features[item.feature] === true) &&
      (!item.staffOnly || staff) &&
      (!item.manageOnly || entitlements?.canManage !== false) &&
      (!item.payrollOnly || access.payroll),
  );
}
