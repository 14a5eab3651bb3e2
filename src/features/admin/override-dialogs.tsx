// The two dialogs of Subscription Override: edit a member (display name, sign-in e-mail) and
// override the account's subscription (plan, status, optional trial end). Their input lives in the page, so it survives a password
// prompt (step-up) in between.
import type { FormEvent, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateText } from '../../lib/known-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { SelectField, optionsOf } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { PLAN_IDS, SUBSCRIPTION_STATUSES } from '../../domain/types';

export type EditForm = { uid: string; email: string; displayName: string; newEmail: string };
export type OverrideForm = { accountId: string; name: string; planId: string; status: string; trialEndsAt: string };
export type FormErrors = Record<string, string | undefined>;

type DialogProps<F> = {
  form: F | null;
  open: boolean;
  busy: boolean;
  errors: FormErrors;
  failure: string | null;
  onChange: (f: F) => void;
  onSubmit: () => void;
  onClose: () => void;
};

function DialogForm({
  children,
  busy,
  failure,
  onSubmit,
  onClose,
  submitLabel,
}: {
  children: ReactNode;
  busy: boolean;
  failure: string | null;
  onSubmit: () => void;
  onClose: () => void;
  submitLabel: string;
}) {
  const { t } = useLingui();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {children}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t`Saving...` : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** A field error from the domain's parse, in the viewer's language. */
const shown = (error: string | undefined) => (error ? translateText(error) : error);

export function EditUserDialog({ form, open, busy, errors, failure, onChange, onSubmit, onClose }: DialogProps<EditForm>) {
  const { t } = useLingui();
  if (!form) return null;
  const email = form.email;
  return (
    <Modal open={open} onClose={() => !busy && onClose()} title={t`Edit ${email}`}>
      <DialogForm busy={busy} failure={failure} onSubmit={onSubmit} onClose={onClose} submitLabel={t`Save Changes`}>
        <TextField
          label={t`Display name`}
          value={form.displayName}
          error={shown(errors.displayName)}
          maxLength={500}
          onChange={(e) => onChange({ ...form, displayName: e.target.value })}
        />
        <TextField
          label={t`Email`}
          type="email"
          value={form.newEmail}
          error={shown(errors.email)}
          hint={t`Changing it changes the address the user signs in with.`}
          onChange={(e) => onChange({ ...form, newEmail: e.target.value })}
        />
      </DialogForm>
    </Modal>
  );
}

export function OverrideDialog({ form, open, busy, errors, failure, onChange, onSubmit, onClose }: DialogProps<OverrideForm>) {
  const { t } = useLingui();
  if (!form) return null;
  const name = form.name;
  return (
    <Modal open={open} onClose={() => !busy && onClose()} title={t`Override subscription of ${name}`}>
      <DialogForm busy={busy} failure={failure} onSubmit={onSubmit} onClose={onClose} submitLabel={t`Apply Override`}>
        <SelectField
          label={t`Plan`}
          value={form.planId}
          error={shown(errors.planId)}
          options={optionsOf(PLAN_IDS)}
          onChange={(e) => onChange({ ...form, planId: e.target.value })}
        />
        <SelectField
          label={t`Status`}
          value={form.status}
          error={shown(errors.status)}
          options={optionsOf(SUBSCRIPTION_STATUSES)}
          onChange={(e) => onChange({ ...form, status: e.target.value })}
        />
        <TextField
          label={t`Trial end (optional)`}
          type="date"
          value={form.trialEndsAt}
          error={shown(errors.trialEndsAt)}
          hint={t`Needed for the trial status when the account has no future trial end.`}
          onChange={(e) => onChange({ ...form, trialEndsAt: e.target.value })}
        />
      </DialogForm>
    </Modal>
  );
}
