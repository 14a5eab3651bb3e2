// The two dialogs of Subscription Override: edit (display name, e-mail, trial end) and override
// (plan, status, optional trial end). Their input lives in the page, so it survives a password
// prompt (step-up) in between.
import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { SelectField, optionsOf } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { PLAN_IDS, SUBSCRIPTION_STATUSES } from '../../domain/types';

export type EditForm = { uid: string; email: string; displayName: string; newEmail: string; trialEndsAt: string };
export type OverrideForm = { uid: string; email: string; planId: string; status: string; trialEndsAt: string };
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

function DialogForm({ children, busy, failure, onSubmit, onClose, submitLabel }: { children: ReactNode; busy: boolean; failure: string | null; onSubmit: () => void; onClose: () => void; submitLabel: string }) {
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
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

export function EditUserDialog({ form, open, busy, errors, failure, onChange, onSubmit, onClose }: DialogProps<EditForm>) {
  if (!form) return null;
  return (
    <Modal open={open} onClose={() => !busy && onClose()} title={`Edit ${form.email}`}>
      <DialogForm busy={busy} failure={failure} onSubmit={onSubmit} onClose={onClose} submitLabel="Save Changes">
        <TextField label="Display name" value={form.displayName} error={errors.displayName} maxLength={500} onChange={(e) => onChange({ ...form, displayName: e.target.value })} />
        <TextField
          label="Email"
          type="email"
          value={form.newEmail}
          error={errors.email}
          hint="Changing it changes the address the user signs in with."
          onChange={(e) => onChange({ ...form, newEmail: e.target.value })}
        />
        <TextField label="Trial end" type="date" value={form.trialEndsAt} error={errors.trialEndsAt} onChange={(e) => onChange({ ...form, trialEndsAt: e.target.value })} />
      </DialogForm>
    </Modal>
  );
}

export function OverrideDialog({ form, open, busy, errors, failure, onChange, onSubmit, onClose }: DialogProps<OverrideForm>) {
  if (!form) return null;
  return (
    <Modal open={open} onClose={() => !busy && onClose()} title={`Override subscription of ${form.email}`}>
      <DialogForm busy={busy} failure={failure} onSubmit={onSubmit} onClose={onClose} submitLabel="Apply Override">
        <SelectField label="Plan" value={form.planId} error={errors.planId} options={optionsOf(PLAN_IDS)} onChange={(e) => onChange({ ...form, planId: e.target.value })} />
        <SelectField label="Status" value={form.status} error={errors.status} options={optionsOf(SUBSCRIPTION_STATUSES)} onChange={(e) => onChange({ ...form, status: e.target.value })} />
        <TextField
          label="Trial end (optional)"
          type="date"
          value={form.trialEndsAt}
          error={errors.trialEndsAt}
          hint="Needed for the trial status when the account has no future trial end."
          onChange={(e) => onChange({ ...form, trialEndsAt: e.target.value })}
        />
      </DialogForm>
    </Modal>
  );
}
