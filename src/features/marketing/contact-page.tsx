import { useId, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { usePublicSettings } from '../../lib/public-settings';
import { useSession } from '../../lib/session';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { inputClasses, TextField } from '../../components/ui/text-field';
import { CONTACT_HONEYPOT, CONTACT_LIMITS, CONTACT_MESSAGES, parseContactMessage } from '../../domain/contact';
import type { ContactMessage } from '../../domain/contact';
import { cardClass } from '../../components/ui/card';
import { translateText } from '../../lib/known-texts';
import { warmKnownTexts } from '../../lib/use-known-texts';

const EMPTY: ContactMessage = { fullName: '', email: '', company: '', message: '' };

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** The function's own message (in English; translated at display) for a refusal the user can act on; the generic one otherwise. */
function failureMessage(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code.replace(/^functions\//, '') : '';
  const known = ['resource-exhausted', 'invalid-argument', 'failed-precondition'];
  return known.includes(code) && typeof e?.message === 'string' && e.message ? e.message : CONTACT_MESSAGES.failed;
}

/** Contact Sales (docs/product/screens.md#public-site): full name, e-mail and message required, company optional. */
export function ContactPage() {
  const { t } = useLingui();
  const { loadBackend } = useSession();
  const [form, setForm] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof ContactMessage, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // Hidden from people (off-screen, not focusable, not announced); bots that fill every field fill it.
  const [trap, setTrap] = useState('');
  const messageId = useId();

  const set = (field: keyof ContactMessage) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseContactMessage(form);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setStatus({ kind: 'idle' });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const backend = await loadBackend();
      await backend.contact.submit(parsed.value, trap);
      setForm(EMPTY);
      setStatus({ kind: 'sent' });
    } catch (error) {
      // The user's input stays in the form so they can try again.
      setStatus({ kind: 'failed', message: failureMessage(error) });
    }
  };

  // The domain's 'Full name must be at most 200 characters.' is worded with a figure: reworded here.
  const tooLong = {
    fullName: t`${plural(CONTACT_LIMITS.fullName, { one: 'Full name must be at most # character.', other: 'Full name must be at most # characters.' })}`,
    company: t`${plural(CONTACT_LIMITS.company, { one: 'Company name must be at most # character.', other: 'Company name must be at most # characters.' })}`,
    message: t`${plural(CONTACT_LIMITS.message, { one: 'Message must be at most # character.', other: 'Message must be at most # characters.' })}`,
  };
  const fieldError = (field: 'fullName' | 'company' | 'message' | 'email') => {
    const english = errors[field];
    if (!english) return undefined;
    if (field !== 'email' && english.endsWith(' characters.') && english.includes(' must be at most ')) return tooLong[field];
    return translateText(english);
  };
  const sending = status.kind === 'sending';
  const support = usePublicSettings();

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-[2fr_3fr]">
      <title>{t`Contact Sales · SmallBiz CRM`}</title>
      <section>
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">
          <Trans>Contact Sales</Trans>
        </h1>
        <p className="mt-3 text-fg-muted">
          <Trans>
            Tell us about your business and what you need: a custom plan, a demo, or help choosing between Basic and Pro. Our sales team responds within 24
            hours.
          </Trans>
        </p>
        <dl className="mt-8 space-y-5">
          <div>
            <dt className="font-semibold text-fg">
              <Trans>Email</Trans>
            </dt>
            <dd className="text-fg-muted">sales@smallbizcrm.example</dd>
          </div>
          {support.supportEmail && (
            <div>
              <dt className="font-semibold text-fg">
                <Trans>Support email</Trans>
              </dt>
              <dd>
                <a href={`mailto:${support.supportEmail}`} className="text-primary-700 hover:underline dark:text-primary-300">
                  {support.supportEmail}
                </a>
              </dd>
            </div>
          )}
          {support.supportPhone && (
            <div>
              <dt className="font-semibold text-fg">
                <Trans>Support phone</Trans>
              </dt>
              <dd>
                <a href={`tel:${support.supportPhone.replace(/[^0-9+]/g, '')}`} className="text-primary-700 hover:underline dark:text-primary-300">
                  {support.supportPhone}
                </a>
              </dd>
            </div>
          )}
          <div>
            <dt className="font-semibold text-fg">
              <Trans>Response time</Trans>
            </dt>
            <dd className="text-fg-muted">
              <Trans>Within 24 hours on business days</Trans>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-fg">
              <Trans>Enterprise</Trans>
            </dt>
            <dd className="text-fg-muted">
              <Trans>Custom limits, onboarding and priority support, priced by quote</Trans>
            </dd>
          </div>
        </dl>
      </section>

      <form
        noValidate
        onSubmit={submit}
        // Its messages (known texts) show only after input: their list loads on the first focus.
        onFocus={warmKnownTexts}
        aria-label={t`Contact Sales`}
        className={`space-y-4 ${cardClass({ shadow: true })}`}
      >
        {status.kind === 'sent' && <Alert tone="success">{translateText(CONTACT_MESSAGES.sent)}</Alert>}
        {status.kind === 'failed' && <Alert tone="error">{translateText(status.message)}</Alert>}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            <Trans>Website</Trans>
            <input type="text" name={CONTACT_HONEYPOT} tabIndex={-1} autoComplete="off" value={trap} onChange={(e) => setTrap(e.target.value)} />
          </label>
        </div>
        <TextField
          label={t`Full Name`}
          name="fullName"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.fullName}
          value={form.fullName}
          error={fieldError('fullName')}
          onChange={(e) => set('fullName')(e.target.value)}
        />
        <TextField
          label={t`Email Address`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          value={form.email}
          error={fieldError('email')}
          onChange={(e) => set('email')(e.target.value)}
        />
        <TextField
          label={t`Company Name (optional)`}
          name="company"
          autoComplete="organization"
          maxLength={CONTACT_LIMITS.company}
          value={form.company}
          error={fieldError('company')}
          onChange={(e) => set('company')(e.target.value)}
        />
        <div>
          <label htmlFor={messageId} className="mb-1 block text-sm font-medium text-fg-body">
            <Trans>Message</Trans>
          </label>
          <textarea
            id={messageId}
            name="message"
            rows={6}
            required
            maxLength={CONTACT_LIMITS.message}
            value={form.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${messageId}-error` : undefined}
            onChange={(e) => set('message')(e.target.value)}
            className={inputClasses}
          />
          {errors.message && (
            <p id={`${messageId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
              {fieldError('message')}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={sending}>
          {sending ? t`Sending...` : t`Send Message`}
        </Button>
      </form>
    </div>
  );
}
