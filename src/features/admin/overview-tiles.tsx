// The admin panel's function tiles; owner-only tiles are dimmed with "Owner Only" for admins.
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths';

type Tile = { to: string; title: MessageDescriptor; text: MessageDescriptor; ownerOnly: boolean };

export const PANEL_TILES: readonly Tile[] = [
  { to: paths.adminUsers, title: msg`User Management`, text: msg`Find, view and edit user accounts.`, ownerOnly: false },
  { to: paths.adminSubscriptionOverride, title: msg`Subscription Override`, text: msg`Change a user's plan, status or trial.`, ownerOnly: false },
  { to: paths.adminAnalytics, title: msg`System Analytics`, text: msg`Users, plans, growth and revenue.`, ownerOnly: false },
  { to: paths.adminActivity, title: msg`Activity Log`, text: msg`Every recorded event, filtered and paged.`, ownerOnly: false },
  { to: paths.adminAdmins, title: msg`Admin Management`, text: msg`Add, rename and remove admins.`, ownerOnly: true },
  { to: paths.adminBilling, title: msg`Billing Management`, text: msg`Revenue, payment settings and plans.`, ownerOnly: true },
  { to: paths.adminSettings, title: msg`System Configuration`, text: msg`Theme, security, API and global settings.`, ownerOnly: true },
];

const tileClasses = 'block h-full rounded-ui-lg border border-line bg-surface p-5 shadow-sm';

export function PanelTiles({ isOwner }: { isOwner: boolean }) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Admin functions`}>
      {PANEL_TILES.map((tile) => {
        const locked = tile.ownerOnly && !isOwner;
        const body = (
          <>
            <span className="flex items-center justify-between gap-2">
              <span className="font-semibold text-fg">{t(tile.title)}</span>
              {locked && (
                <span className="rounded-full bg-line px-2 py-0.5 text-xs font-medium text-fg-body">
                  <Trans>Owner Only</Trans>
                </span>
              )}
            </span>
            <span className="mt-1 block text-sm text-fg-muted">{t(tile.text)}</span>
          </>
        );
        return (
          <li key={tile.to}>
            {locked ? (
              <div className={`${tileClasses} opacity-50`} aria-disabled="true">
                {body}
              </div>
            ) : (
              <Link
                to={tile.to}
                className={`${tileClasses} transition-colors hover:border-primary-400 focus-visible:outline-2 focus-visible:outline-primary-600`}
              >
                {body}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
