// Settings (docs/product/settings.md#settings-page): profile card, theme, link tiles to every settings page, Data
// Management and system information.
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths';
import { useFormat } from '../../lib/use-format';
import { useSession } from '../../lib/session';
import { setTheme, useTheme } from '../../lib/theme';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { EXPORT_VERSION } from '../../domain/export/export';
import { DataManagement } from './data-management';
import { Card, Panel, cardClass } from '../../components/ui/card';
import { EmailVerification } from './email-verification';
import type { PlanId } from '../../domain/types';

const TILES: { title: MessageDescriptor; to: string; text: MessageDescriptor }[] = [
  { title: msg`Profile Information`, to: paths.profileEdit, text: msg`Name, e-mail, phone, company and bio` },
  { title: msg`Members`, to: paths.settingsMembers, text: msg`The people in this account, their roles and invitations` },
  { title: msg`Pipelines`, to: paths.settingsPipelines, text: msg`The stages of your deals and the lost reasons` },
  { title: msg`Custom fields`, to: paths.settingsFields, text: msg`Fields of your own on clients and deals` },
  { title: msg`Security`, to: paths.settingsSecurity, text: msg`Password and security log` },
  { title: msg`Privacy`, to: paths.settingsPrivacy, text: msg`Profile visibility and data sharing` },
  { title: msg`Email Notifications`, to: paths.settingsEmailNotifications, text: msg`What we e-mail you and when` },
  { title: msg`Push Notifications`, to: paths.settingsPushNotifications, text: msg`Browser notifications` },
  { title: msg`Reminders`, to: paths.settingsReminders, text: msg`Your recurring reminders` },
  { title: msg`Language`, to: paths.settingsLanguage, text: msg`Display language` },
  { title: msg`Time Zone`, to: paths.settingsTimezone, text: msg`Your time zone` },
  { title: msg`Date Format`, to: paths.settingsDateFormat, text: msg`How dates and times are shown` },
  { title: msg`API Access`, to: paths.settingsApi, text: msg`Keys for the REST API (Pro)` },
];

// Plan names are product names, the same in every language (translation glossary).
// eslint-disable-next-line lingui/no-unlocalized-strings -- product names, not translated
const PLAN_NAMES: Record<PlanId, string> = { basic: 'Basic', pro: 'Pro', custom: 'Enterprise' };

const ROLE_LABELS: Record<string, MessageDescriptor> = {
  owner: msg`Owner`,
  admin: msg`Admin`,
  user: msg`User`,
};

export function SettingsPage() {
  const { t } = useLingui();
  const { user, account, entitlements } = useSession();
  const { theme } = useTheme();
  const format = useFormat();
  if (!entitlements || !user) return <Spinner className="mx-auto h-8 w-8" />;
  const name = account?.user?.displayName || user.displayName || user.email;
  const plan = PLAN_NAMES[entitlements.planId];
  const role = t(ROLE_LABELS[account?.user?.role ?? user.role] ?? msg`User`);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t`Settings`} subtitle={t`Manage your profile, preferences and data.`} />

      <Card as="section" aria-labelledby="profile-card" className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="profile-card" className="text-lg font-semibold text-fg">
            {name}
          </h2>
          <p className="text-sm text-fg-muted">{user.email}</p>
          <p className="text-sm text-fg-muted">
            <Trans>
              {plan} plan · {role}
            </Trans>
          </p>
        </div>
        <Link to={paths.profileEdit} className={buttonClasses('secondary')}>
          <Trans>Edit Profile</Trans>
        </Link>
      </Card>

      <EmailVerification />

      <Panel title={t`Appearance`} titleId="appearance">
        <fieldset className="mt-3">
          <legend className="text-sm text-fg-body">
            <Trans>Theme</Trans>
          </legend>
          <div className="mt-2 flex gap-4">
            {(['light', 'dark'] as const).map((mode) => (
              <label key={mode} className="flex items-center gap-2 text-fg-soft">
                <input type="radio" name="theme" checked={theme === mode} onChange={() => setTheme(mode)} />
                {mode === 'light' ? t`Light` : t`Dark`}
              </label>
            ))}
          </div>
        </fieldset>
      </Panel>

      <section aria-labelledby="settings-links">
        <h2 id="settings-links" className="mb-1 text-lg font-semibold text-fg">
          <Trans>Preferences</Trans>
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {TILES.map((tile) => (
            <li key={tile.to}>
              <Link to={tile.to} className={`block ${cardClass({ padding: 'sm' })} hover:border-primary-400 focus-visible:outline-2`}>
                <span className="font-medium text-fg">{t(tile.title)}</span>
                <span className="block text-sm text-fg-muted">{t(tile.text)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <DataManagement />

      <Panel title={t`System Information`} titleId="system-info">
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-fg-subtle">
              <Trans>Version</Trans>
            </dt>
            <dd className="text-fg">{EXPORT_VERSION}</dd>
          </div>
          <div>
            <dt className="text-fg-subtle">
              <Trans>Current date</Trans>
            </dt>
            <dd className="text-fg">{format.day(new Date())}</dd>
          </div>
          <div>
            <dt className="text-fg-subtle">
              <Trans>Support</Trans>
            </dt>
            <dd className="text-fg">
              <Trans>24/7 Premium Support</Trans>
            </dd>
          </div>
        </dl>
      </Panel>
    </div>
  );
}
