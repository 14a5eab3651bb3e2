import { translateText } from '../../lib/known-texts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** The confirm button's text while onConfirm runs ("Deleting..." left out). */
  busyLabel?: string;
  /** Runs on confirm; the dialog closes when it resolves and shows the error when it throws. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  children?: ReactNode;
  errorText?: (error: unknown) => string;
};

/** An accessible replacement for window.confirm, with a busy state and an error line. */
export function ConfirmDialog({ open, title, message, confirmLabel, busyLabel, onConfirm, onClose, children, errorText }: ConfirmDialogProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (e) {
      setBusy(false);
      setError(errorText ? errorText(e) : t`Something went wrong. Please try again.`);
    }
  };
  return (
    <Modal open={open} onClose={close} title={title}>
      <p className="text-fg-body">{message}</p>
      {children}
      {error && (
        <Alert tone="error" className="mt-4">
          {translateText(error)}
        </Alert>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={close} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? (busyLabel ?? t`Deleting...`) : (confirmLabel ?? t`Delete`)}
        </Button>
      </div>
    </Modal>
  );
}
