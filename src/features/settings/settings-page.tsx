// Settings (seed 001 section 2): profile card, theme, link tiles to every settings page, Data
// Management and system information.
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { setTheme, useTheme } from '../../lib/theme';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { EXPORT_VERSION } from '../../domain/export/export';
import { DataManagement } from './data-management';
import { Card, Panel, cardClass } from '../../components/ui/card';
import { EmailVerification } from './email-verification';

const TILES: { title: string; to: string; text: string }[] = [
  { title: 'Profile Information', to: paths.profileEdit, text: 'Name, e-mail, phone, company and bio' },
  { title: 'Security', to: paths.settingsSecurity, text: 'Password and security log' },
  { title: 'Privacy', to: paths.settingsPrivacy, text: 'Profile visibility and data sharing' },
  { title: 'Email Notifications', to: paths.settingsEmailNotifications, text: 'What we e-mail you and when' },
  { title: 'Push Notifications', to: paths.settingsPushNotifications, text: 'Browser notifications' },
  { title: 'Reminders', to: paths.settingsReminders, text: 'Your recurring reminders' },
  { title: 'Language', to: paths.settingsLanguage, text: 'Display language' },
  { title: 'Time Zone', to: paths.settingsTimezone, text: 'Your time zone' },
  { title: 'Date Format', to: paths.settingsDateFormat, text: 'How dates and times are shown' },
  { title: 'API Access', to: paths.settingsApi, text: 'Keys for the REST API (Pro)' },
];

export function SettingsPage() {
  const { user, account, entitlements } = useSession();
  const { theme } = useTheme();
  const format = useFormat();
  if (!entitlements || !user) return <Spinner className="mx-auto h-8 w-8" />;
  const name = account?.user?.displayName || user.displayName || user.email;
  const planLabel = entitlements.planId === 'pro' ? 'Pro' : entitlements.planId === 'custom' ? 'Enterprise' : 'Basic';
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title="Settings" subtitle="Manage your profile, preferences and data." />

      <Card as="section" aria-labelledby="profile-card" className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="profile-card" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            {name}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">{user.email}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {planLabel} plan · {account?.user?.role ?? user.role}
          </p>
        </div>
        <Link to={paths.profileEdit} className={buttonClasses('secondary')}>
          Edit Profile
        </Link>
      </Card>

      <EmailVerification />

      <Panel title="Appearance" titleId="appearance">
        <fieldset className="mt-3">
          <legend className="text-sm text-slate-700 dark:text-slate-200">Theme</legend>
          <div className="mt-2 flex gap-4">
            {(['light', 'dark'] as const).map((t) => (
              <label key={t} className="flex items-center gap-2 text-slate-800 dark:text-slate-100">
                <input type="radio" name="theme" checked={theme === t} onChange={() => setTheme(t)} />
                {t === 'light' ? 'Light' : 'Dark'}
              </label>
            ))}
          </div>
        </fieldset>
      </Panel>

      <section aria-labelledby="settings-links">
        <h2 id="settings-links" className="mb-1 text-lg font-semibold text-slate-900 dark:text-slate-100">
          Preferences
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {TILES.map((t) => (
            <li key={t.to}>
              <Link
                to={t.to}
                className={`block ${cardClass({ padding: 'sm' })} hover:border-primary-400 focus-visible:outline-2`}
              >
                <span className="font-medium text-slate-900 dark:text-slate-100">{t.title}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">{t.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <DataManagement />

      <Panel title="System Information" titleId="system-info">
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Version</dt>
            <dd className="text-slate-900 dark:text-slate-100">{EXPORT_VERSION}</dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Current date</dt>
            <dd className="text-slate-900 dark:text-slate-100">{format.day(new Date())}</dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Support</dt>
            <dd className="text-slate-900 dark:text-slate-100">24/7 Premium Support</dd>
          </div>
        </dl>
      </Panel>
    </div>
  );
}
