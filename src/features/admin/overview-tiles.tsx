// The admin panel's function tiles; owner-only tiles are dimmed with "Owner Only" for admins.
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

type Tile = { to: string; title: string; text: string; ownerOnly: boolean };

export const PANEL_TILES: readonly Tile[] = [
  { to: paths.adminUsers, title: 'User Management', text: 'Find, view and edit user accounts.', ownerOnly: false },
  { to: paths.adminSubscriptionOverride, title: 'Subscription Override', text: "Change a user's plan, status or trial.", ownerOnly: false },
  { to: paths.adminAnalytics, title: 'System Analytics', text: 'Users, plans, growth and revenue.', ownerOnly: false },
  { to: paths.adminActivity, title: 'Activity Log', text: 'Every recorded event, filtered and paged.', ownerOnly: false },
  { to: paths.adminAdmins, title: 'Admin Management', text: 'Add, rename and remove admins.', ownerOnly: true },
  { to: paths.adminBilling, title: 'Billing Management', text: 'Revenue, payment settings and plans.', ownerOnly: true },
  { to: paths.adminSettings, title: 'System Configuration', text: 'Theme, security, API and global settings.', ownerOnly: true },
];

const tileClasses = 'block h-full rounded-ui-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900';

export function PanelTiles({ isOwner }: { isOwner: boolean }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Admin functions">
      {PANEL_TILES.map((t) => {
        const locked = t.ownerOnly && !isOwner;
        const body = (
          <>
            <span className="flex items-center justify-between gap-2">
              <span className="font-semibold text-slate-900 dark:text-slate-100">{t.title}</span>
              {locked && (
                <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-700 dark:text-slate-200">
                  Owner Only
                </span>
              )}
            </span>
            <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{t.text}</span>
          </>
        );
        return (
          <li key={t.to}>
            {locked ? (
              <div className={`${tileClasses} opacity-50`} aria-disabled="true">
                {body}
              </div>
            ) : (
              <Link to={t.to} className={`${tileClasses} transition-colors hover:border-primary-400 focus-visible:outline-2 focus-visible:outline-primary-600`}>
                {body}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
