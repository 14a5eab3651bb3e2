import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { saveErrorText } from './field-error';
import { Modal } from './modal';

export type FormModalProps = {
  open: boolean;
  title: string;
  submitLabel: string;
  onClose: () => void;
  /**
   * Validates and saves. Return false when validation failed (the fields show why); throw when the
   * save failed (the modal stays open with the input and says so). Resolving true closes it.
   */
  onSubmit: () => Promise<boolean>;
  children: ReactNode;
  wide?: boolean;
};

/** A modal form with a busy state and a save-error line; the fields belong to the caller. */
export function FormModal({ open, title, submitLabel, onClose, onSubmit, children }: FormModalProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const done = await onSubmit();
      setBusy(false);
      if (done) onClose();
    } catch (err) {
      setBusy(false);
      setError(saveErrorText(err));
    }
  };
  return (
    <Modal open={open} onClose={close} title={title}>
      <form noValidate onSubmit={(e) => void submit(e)} className="max-h-[70vh] space-y-4 overflow-y-auto px-1">
        {children}
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={close} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t`Saving...` : submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
