// /admin/config/global (seed 002 sections 2.9, 3.6, 5): defaults for new users, maintenance,
// registration, limits and support contacts. What each one changes is said next to it.
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { BACKUP_FREQUENCIES, COUNTRIES, CURRENCIES, DATE_FORMATS, FIRST_DAYS, GLOBAL_DEFAULTS, LANGUAGES, TIME_FORMATS, TIME_ZONES } from '../../domain/system-settings/global';
import type { GlobalSettings } from '../../domain/system-settings/global';
import { SESSION_TIMEOUT_NOTE } from '../../domain/system-settings/public';
import { globalSettingsProblem } from '../../domain/system-settings/validate';
import type { Backend } from '../../lib/backend';
import { ConfigFrame, Toggle, sectionClass, sectionTitleClass } from './config-frame';
import { useSettingsForm, wholeNumber } from './use-settings-form';

export const GLOBAL_SAVED = 'Global settings saved successfully!';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', fr: 'French', de: 'German', it: 'Italian', pt: 'Portuguese', ru: 'Russian', zh: 'Chinese', ja: 'Japanese', ko: 'Korean' };
const COUNTRY_NAMES: Record<string, string> = { US: 'United States', CA: 'Canada', GB: 'United Kingdom', AU: 'Australia', DE: 'Germany', FR: 'France', ES: 'Spain', IT: 'Italy' };
const opts = (list: readonly string[], names?: Record<string, string>) => list.map((v) => ({ value: v, label: names?.[v] ?? v }));

type Form = Omit<GlobalSettings, 'maxUsersPerAccount' | 'sessionTimeout' | 'dataRetentionDays'> & {
  maxUsersPerAccount: string;
  sessionTimeout: string;
  dataRetentionDays: string;
};

const toForm = (g: GlobalSettings): Form => ({ ...g, maxUsersPerAccount: String(g.maxUsersPerAccount), sessionTimeout: String(g.sessionTimeout), dataRetentionDays: String(g.dataRetentionDays) });
const fromForm = (f: Form) => ({
  ...f,
  maintenanceMessage: f.maintenanceMessage.trim(),
  supportEmail: f.supportEmail.trim().toLowerCase(),
  supportPhone: f.supportPhone.trim(),
  maxUsersPerAccount: wholeNumber(f.maxUsersPerAccount),
  sessionTimeout: wholeNumber(f.sessionTimeout),
  dataRetentionDays: wholeNumber(f.dataRetentionDays),
});
const load = (b: Backend) => b.system.getGlobal();
const save = (b: Backend, v: GlobalSettings) => b.system.saveGlobal(v);

export function GlobalConfigPage() {
  const s = useSettingsForm({ load, save, defaults: GLOBAL_DEFAULTS, toForm, fromForm, problem: globalSettingsProblem, savedText: GLOBAL_SAVED });
  const { form, setField } = s;
  const busy = s.loading || s.saving;
  const select = (key: keyof Form, label: string, list: readonly string[], names?: Record<string, string>) => (
    <SelectField label={label} value={String(form[key])} options={opts(list, names)} disabled={busy} onChange={(e) => setField(key, e.target.value as never)} />
  );

  return (
    <ConfigFrame title="Global Settings" subtitle="Defaults and switches for the whole service." flash={s.flash}>
      <form noValidate onSubmit={s.submit} className="space-y-6">
        <section className={sectionClass}>
          <h2 className={sectionTitleClass}>Defaults for new users</h2>
          <p className="-mt-2 mb-4 text-sm text-slate-600 dark:text-slate-300">New accounts start with these; each user can change their own in Settings.</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {select('defaultLanguage', 'Default language', LANGUAGES, LANGUAGE_NAMES)}
            {select('defaultTimezone', 'Default time zone', TIME_ZONES)}
            {select('defaultCurrency', 'Default currency', CURRENCIES)}
            {select('defaultCountry', 'Default country', COUNTRIES, COUNTRY_NAMES)}
            {select('dateFormat', 'Date format', DATE_FORMATS)}
            {select('timeFormat', 'Time format', TIME_FORMATS, { '12': '12-hour', '24': '24-hour' })}
            {select('firstDayOfWeek', 'First day of the week', FIRST_DAYS, { sunday: 'Sunday', monday: 'Monday' })}
          </div>
        </section>

        <section className={sectionClass}>
          <h2 className={sectionTitleClass}>Access</h2>
          <Toggle
            label="Maintenance mode"
            hint="Users who are not staff see the message below instead of the app and cannot save changes; admins and owners keep working."
            checked={form.maintenanceMode}
            disabled={busy}
            onChange={(v) => setField('maintenanceMode', v)}
          />
          <TextareaField label="Maintenance message" value={form.maintenanceMessage} maxLength={500} rows={2} disabled={busy} onChange={(e) => setField('maintenanceMessage', e.target.value)} />
          <Toggle
            label="Allow new registrations"
            hint="When off, sign-up is refused and the sign-up and landing pages say registration is closed."
            checked={form.registrationEnabled}
            disabled={busy}
            onChange={(v) => setField('registrationEnabled', v)}
          />
        </section>

        <section className={sectionClass}>
          <h2 className={sectionTitleClass}>Limits</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Session timeout (minutes)" inputMode="numeric" value={form.sessionTimeout} disabled={busy} onChange={(e) => setField('sessionTimeout', e.target.value)} hint={`15 to 1440. ${SESSION_TIMEOUT_NOTE}`} />
            <TextField label="Data retention (days)" inputMode="numeric" value={form.dataRetentionDays} disabled={busy} onChange={(e) => setField('dataRetentionDays', e.target.value)} hint="30 to 3650. Activity log entries older than this are deleted." />
            <TextField
              label="Max users per account"
              inputMode="numeric"
              value={form.maxUsersPerAccount}
              disabled={busy}
              onChange={(e) => setField('maxUsersPerAccount', e.target.value)}
              hint="1 to 10000. Takes effect once an account can have several sign-ins, which it cannot yet."
            />
            {select('backupFrequency', 'Backup frequency', BACKUP_FREQUENCIES, { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' })}
          </div>
        </section>

        <section className={sectionClass}>
          <h2 className={sectionTitleClass}>Support contacts</h2>
          <p className="-mt-2 mb-4 text-sm text-slate-600 dark:text-slate-300">Shown on the contact page, the sign-up page when registration is closed, and the suspended and maintenance pages.</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Support email" type="email" value={form.supportEmail} disabled={busy} onChange={(e) => setField('supportEmail', e.target.value)} />
            <TextField label="Support phone" type="tel" value={form.supportPhone} disabled={busy} onChange={(e) => setField('supportPhone', e.target.value)} />
          </div>
        </section>

        {s.problem && <Alert tone="error">{s.problem}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" disabled={busy || !s.dirty}>
            {s.saving ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </form>
      {s.stepUpDialog}
    </ConfigFrame>
  );
}
