import type { Entitlements, FeatureName } from '../../domain/entitlements';
import type { Role } from '../../domain/types';
import { paths } from '../../lib/paths';

export type NavItem = {
  label: string;
  to: string;
  /** Shown only when the account's entitlements include this feature. */
  feature?: FeatureName;
  /** Shown only to admins and owners (the role claim). */
  staffOnly?: boolean;
};

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'Clients', to: paths.clients },
  { label: 'Team', to: paths.team, feature: 'team' },
  { label: 'Salaries', to: paths.salaries, feature: 'salaries' },
  { label: 'Revenue', to: paths.revenue },
  { label: 'Expenses', to: paths.expenses, feature: 'expenses' },
  { label: 'Import', to: paths.import },
  { label: 'Admin Panel', to: paths.admin, staffOnly: true },
  { label: 'Settings', to: paths.settings },
];

export function visibleNavItems(entitlements: Entitlements | null, role: Role | null): NavItem[] {
  const staff = role === 'admin' || role === 'owner';
  return NAV_ITEMS.filter(
    (item) => (!item.feature || entitlements?.features[item.feature] === true) && (!item.staffOnly || staff),
  );
}
