import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useSession } from '../../lib/session';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { inputClasses, TextField } from '../../components/ui/text-field';
import { CONTACT_LIMITS, CONTACT_MESSAGES, parseContactMessage } from '../../domain/contact';
import type { ContactMessage } from '../../domain/contact';
import { cardClass } from '../../components/ui/card';

const EMPTY: ContactMessage = { fullName: '', email: '', company: '', message: '' };

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed' };

/** Contact Sales (seed 001): full name, e-mail and message required, company optional. */
export function ContactPage() {
  const { loadBackend } = useSession();
  const [form, setForm] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof ContactMessage, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
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
      await backend.contact.submit(parsed.value);
      setForm(EMPTY);
      setStatus({ kind: 'sent' });
    } catch {
      // The user's input stays in the form so they can try again.
      setStatus({ kind: 'failed' });
    }
  };

  const sending = status.kind === 'sending';

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-[2fr_3fr]">
      <title>Contact Sales · SmallBiz CRM</title>
      <section>
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Contact Sales</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          Tell us about your business and what you need: a custom plan, a demo, or help choosing between Basic and Pro. Our sales
          team responds within 24 hours.
        </p>
        <dl className="mt-8 space-y-5">
          <div>
            <dt className="font-semibold text-slate-900 dark:text-slate-100">Email</dt>
            <dd className="text-slate-600 dark:text-slate-300">sales@smallbizcrm.example</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900 dark:text-slate-100">Response time</dt>
            <dd className="text-slate-600 dark:text-slate-300">Within 24 hours on business days</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900 dark:text-slate-100">Enterprise</dt>
            <dd className="text-slate-600 dark:text-slate-300">Custom limits, onboarding and priority support, priced by quote</dd>
          </div>
        </dl>
      </section>

      <form
        noValidate
        onSubmit={submit}
        aria-label="Contact Sales"
        className={`space-y-4 ${cardClass({ shadow: true })}`}
      >
        {status.kind === 'sent' && <Alert tone="success">{CONTACT_MESSAGES.sent}</Alert>}
        {status.kind === 'failed' && <Alert tone="error">{CONTACT_MESSAGES.failed}</Alert>}
        <TextField
          label="Full Name"
          name="fullName"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.fullName}
          value={form.fullName}
          error={errors.fullName}
          onChange={(e) => set('fullName')(e.target.value)}
        />
        <TextField
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          value={form.email}
          error={errors.email}
          onChange={(e) => set('email')(e.target.value)}
        />
        <TextField
          label="Company Name (optional)"
          name="company"
          autoComplete="organization"
          maxLength={CONTACT_LIMITS.company}
          value={form.company}
          error={errors.company}
          onChange={(e) => set('company')(e.target.value)}
        />
        <div>
          <label htmlFor={messageId} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
            Message
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
              {errors.message}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
    </div>
  );
}
