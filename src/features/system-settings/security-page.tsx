// /admin/config/security (docs/product/admin.md#security): sign-in method, the password rules that
// every place where a password is chosen enforces, and the idle session timeout.
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { SESSION_TIMEOUT_NOTE } from '../../domain/system-settings/public';
import { AUTH_METHODS, SECURITY_DEFAULTS } from '../../domain/system-settings/security';
import type { AuthMethod, SecuritySettings } from '../../domain/system-settings/security';
import { securitySettingsProblem } from '../../domain/system-settings/validate';
import type { Backend } from '../../lib/backend';
import { translateText } from '../../lib/known-texts';
import { ConfigFrame, Toggle, sectionClass, sectionTitleClass } from './config-frame';
import { useSettingsForm, wholeNumber } from './use-settings-form';

export const SECURITY_SAVED = msg`Security settings saved successfully!`;

const METHOD_LABEL: Record<AuthMethod, MessageDescriptor> = {
  'email-password': msg`Email and password`,
  'oauth-google': msg`Google`,
  'oauth-github': msg`GitHub`,
  'two-factor': msg`Two-factor authentication`,
};

type Form = Omit<SecuritySettings, 'passwordMinLength' | 'sessionTimeout'> & { passwordMinLength: string; sessionTimeout: string };

const toForm = (s: SecuritySettings): Form => ({ ...s, passwordMinLength: String(s.passwordMinLength), sessionTimeout: String(s.sessionTimeout) });
const fromForm = (f: Form) => ({ ...f, passwordMinLength: wholeNumber(f.passwordMinLength), sessionTimeout: wholeNumber(f.sessionTimeout) });
const load = (b: Backend) => b.system.getSecurity();
const save = (b: Backend, v: SecuritySettings) => b.system.saveSecurity(v);

export function SecurityConfigPage() {
  const { t } = useLingui();
  const s = useSettingsForm({ load, save, defaults: SECURITY_DEFAULTS, toForm, fromForm, problem: securitySettingsProblem, savedText: SECURITY_SAVED });
  const { form, setField } = s;
  const busy = s.loading || s.saving;
  const min = wholeNumber(form.passwordMinLength);
  // The rule new passwords must meet, as the sign-up and password pages state it (describePasswordPolicy).
  const policyText = (numbers: boolean, symbols: boolean) =>
    numbers && symbols
      ? t`New passwords: ${plural(min, { one: 'At least # character, with a number and a symbol.', other: 'At least # characters, with a number and a symbol.' })}`
      : numbers
        ? t`New passwords: ${plural(min, { one: 'At least # character, with a number.', other: 'At least # characters, with a number.' })}`
        : symbols
          ? t`New passwords: ${plural(min, { one: 'At least # character, with a symbol.', other: 'At least # characters, with a symbol.' })}`
          : t`New passwords: ${plural(min, { one: 'At least # character.', other: 'At least # characters.' })}`;

  return (
    <ConfigFrame title={t`Security Configuration`} subtitle={t`How people sign in and the rules their passwords must meet.`} flash={s.flash}>
      <form noValidate onSubmit={s.submit} className="space-y-6">
        <section className={sectionClass}>
          <h2 className={sectionTitleClass}>{t`Authentication method`}</h2>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {AUTH_METHODS.map((m) => (
              <li key={m} className="flex items-center justify-between py-2 text-sm">
                <span className="font-medium text-fg-soft">{t(METHOD_LABEL[m])}</span>
                <span className={m === 'email-password' ? 'text-green-700 dark:text-green-300' : 'text-fg-subtle'}>
                  {m === 'email-password' ? t({ message: 'On', context: 'sign-in method status' }) : t`Not configured`}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-fg-subtle">{t`Only email and password sign-in is available in this product.`}</p>
        </section>

        <section className={sectionClass}>
          <h2 className={sectionTitleClass}>{t`Password rules`}</h2>
          <p className="-mt-2 mb-4 text-sm text-fg-muted">
            {t`Checked wherever a password is chosen: sign-up, account creation after payment, change password and admin invitations.`}
          </p>
          <TextField
            label={t`Minimum password length`}
            inputMode="numeric"
            value={form.passwordMinLength}
            disabled={busy}
            onChange={(e) => setField('passwordMinLength', e.target.value)}
            hint={t`6 to 32 characters.`}
          />
          <Toggle label={t`Require numbers`} checked={form.requireNumbers} disabled={busy} onChange={(v) => setField('requireNumbers', v)} />
          <Toggle label={t`Require symbols`} checked={form.requireSymbols} disabled={busy} onChange={(v) => setField('requireSymbols', v)} />
          {Number.isInteger(min) && min >= 6 && min <= 32 && (
            <p className="mt-2 text-sm text-fg-muted">{policyText(form.requireNumbers, form.requireSymbols)}</p>
          )}
        </section>

        <section className={sectionClass}>
          <h2 className={sectionTitleClass}>{t`Session`}</h2>
          <TextField
            label={t`Session timeout (minutes)`}
            inputMode="numeric"
            value={form.sessionTimeout}
            disabled={busy}
            onChange={(e) => setField('sessionTimeout', e.target.value)}
            hint={`${t`5 to 1440. An idle user is signed out after this time, in every tab.`} ${translateText(SESSION_TIMEOUT_NOTE)}`}
          />
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
