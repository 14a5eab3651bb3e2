// /admin/config/global (docs/product/admin.md#global): defaults for new users, maintenance,
// registration, limits and support contacts. What each one changes is said next to it.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import {
  BACKUP_FREQUENCIES,
  COUNTRIES,
  CURRENCIES,
  DATE_FORMATS,
  FIRST_DAYS,
  GLOBAL_DEFAULTS,
  LANGUAGES,
  TIME_FORMATS,
  TIME_ZONES,
} from '../../domain/system-settings/global';
import type { GlobalSettings } from '../../domain/system-settings/global';
import { SESSION_TIMEOUT_NOTE } from '../../domain/system-settings/public';
import { globalSettingsProblem } from '../../domain/system-settings/validate';
import type { Backend } from '../../lib/backend';
import { LANGUAGE_NAMES } from '../../lib/i18n';
import { translateText } from '../../lib/known-texts';
import { ConfigFrame, Toggle, sectionClass, sectionTitleClass } from './config-frame';
import { useSettingsForm, wholeNumber } from './use-settings-form';

export const GLOBAL_SAVED = msg`Global settings saved successfully!`;

const COUNTRY_NAMES: Record<string, MessageDescriptor> = {
  US: msg`United States`,
  CA: msg`Canada`,
  GB: msg`United Kingdom`,
  AU: msg`Australia`,
  DE: msg`Germany`,
  FR: msg`France`,
  ES: msg`Spain`,
  IT: msg`Italy`,
};
const TIME_FORMAT_NAMES: Record<string, MessageDescriptor> = { '12': msg`12-hour`, '24': msg`24-hour` };
const FIRST_DAY_NAMES: Record<string, MessageDescriptor> = { sunday: msg`Sunday`, monday: msg`Monday` };
const BACKUP_FREQUENCY_NAMES: Record<string, MessageDescriptor> = { daily: msg`Daily`, weekly: msg`Weekly`, monthly: msg`Monthly` };

type Form = Omit<GlobalSettings, 'maxUsersPerAccount' | 'sessionTimeout' | 'dataRetentionDays'> & {
  maxUsersPerAccount: string;
  sessionTimeout: string;
  dataRetentionDays: string;
};

const toForm = (g: GlobalSettings): Form => ({
  ...g,
  maxUsersPerAccount: String(g.maxUsersPerAccount),
  sessionTimeout: String(g.sessionTimeout),
  dataRetentionDays: String(g.dataRetentionDays),
});
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
  const { t } = useLingui();
  const s = useSettingsForm({ load, save, defaults: GLOBAL_DEFAULTS, toForm, fromForm, problem: globalSettingsProblem, savedText: GLOBAL_SAVED });
  const { form, setField } = s;
  const busy = s.loading || s.saving;
  // Languages are offered in their own names; the other lists by translated names, or as codes.
  const name = (v: string, names?: Record<string, MessageDescriptor | string>) => {
    const n = names?.[v];
    return n === undefined ? v : typeof n === 'string' ? n : t(n);
  };
  const select = (key: keyof Form, label: string, list: readonly string[], names?: Record<string, MessageDescriptor | string>) => (
    <SelectField
      label={label}
      value={String(form[key])}
      options={list.map((v) => ({ value: v, label: name(v, names) }))}
      disabled={busy}
      onChange={(e) => setField(key, e.target.value as never)}
    />
  );

  return (
    <ConfigFrame title={t`Global Settings`} subtitle={t`Defaults and switches for the whole service.`} flash={s.flash}>
      <form noValidate onSubmit={s.submit} className="space-y-6">
        <section className={sectionClass}>
          <h2 className={sectionTitleClass}>{t`Defaults for new users`}</h2>
          <p className="-mt-2 mb-4 text-sm text-fg-muted">{t`New accounts start with these; each user can change their own in Settings.`}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {select('defaultLanguage', t`Default language`, LANGUAGES, LANGUAGE_NAMES)}
            {select('defaultTimezone', t`Default time zone`, TIME_ZONES)}
            {select('defaultCurrency', t`Default currency`, CURRENCIES)}
            {select('defaultCountry', t`Default country`, COUNTRIES, COUNTRY_NAMES)}
            {select('dateFormat', t`Date format`, DATE_FORMATS)}
            {select('timeFormat', t`Time format`, TIME_FORMATS, TIME_FORMAT_NAMES)}
            {select('firstDayOfWeek', t`First day of the week`, FIRST_DAYS, FIRST_DAY_NAMES)}
          </div>
        </section>

        <section className={sectionClass}>
          <h2 className={sectionTitleClass}>{t`Access`}</h2>
          <Toggle
            label={t`Maintenance mode`}
            hint={t`Users who are not staff see the message below instead of the app and cannot save changes; admins and owners keep working.`}
            checked={form.maintenanceMode}
            disabled={busy}
            onChange={(v) => setField('maintenanceMode', v)}
          />
          <TextareaField
            label={t`Maintenance message`}
            value={form.maintenanceMessage}
            maxLength={500}
            rows={2}
            disabled={busy}
            onChange={(e) => setField('maintenanceMessage', e.target.value)}
          />
          <Toggle
            label={t`Allow new registrations`}
            hint={t`When off, sign-up is refused and the sign-up and landing pages say registration is closed.`}
            checked={form.registrationEnabled}
            disabled={busy}
            onChange={(v) => setField('registrationEnabled', v)}
          />
        </section>

        <section className={sectionClass}>
          <h2 className={sectionTitleClass}>{t`Limits`}</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t`Session timeout (minutes)`}
              inputMode="numeric"
              value={form.sessionTimeout}
              disabled={busy}
              onChange={(e) => setField('sessionTimeout', e.target.value)}
              hint={`${t`15 to 1440.`} ${translateText(SESSION_TIMEOUT_NOTE)}`}
            />
            <TextField
              label={t`Data retention (days)`}
              inputMode="numeric"
              value={form.dataRetentionDays}
              disabled={busy}
              onChange={(e) => setField('dataRetentionDays', e.target.value)}
              hint={t`30 to 3650. Activity log entries older than this are deleted.`}
            />
            <TextField
              label={t`Max users per account`}
              inputMode="numeric"
              value={form.maxUsersPerAccount}
              disabled={busy}
              onChange={(e) => setField('maxUsersPerAccount', e.target.value)}
              hint={t`1 to 10000. Takes effect once an account can have several sign-ins, which it cannot yet.`}
            />
            {select('backupFrequency', t`Backup frequency`, BACKUP_FREQUENCIES, BACKUP_FREQUENCY_NAMES)}
          </div>
        </section>

        <section className={sectionClass}>
          <h2 className={sectionTitleClass}>{t`Support contacts`}</h2>
          <p className="-mt-2 mb-4 text-sm text-fg-muted">{t`Shown on the contact page, the sign-up page when registration is closed, and the suspended and maintenance pages.`}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t`Support email`}
              type="email"
              value={form.supportEmail}
              disabled={busy}
              onChange={(e) => setField('supportEmail', e.target.value)}
            />
            <TextField
              label={t`Support phone`}
              type="tel"
              value={form.supportPhone}
              disabled={busy}
              onChange={(e) => setField('supportPhone', e.target.value)}
            />
          </div>
        </section>

        {s.problem && <Alert tone="error">{s.problem}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" disabled={busy || !s.dirty}>
            {s.saving ? t`Saving...` : t`Save Settings`}
          </Button>
        </div>
      </form>
      {s.stepUpDialog}
    </ConfigFrame>
  );
}
