import { translateText } from '../../lib/known-texts';
import { i18n } from '../../lib/i18n';
import { msg } from '@lingui/core/macro';
import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ACCESS_MESSAGES, isRecentSignInRequired } from '../../domain/staff';
import { Modal } from '../ui/modal';
import { ReauthForm } from './reauth-form';

/** What a staff action rejects with when the user closed the password dialog instead. */
export class StepUpCancelled extends Error {
  constructor() {
    super(i18n._(msg`The password was not confirmed.`));
    this.name = 'StepUpCancelled';
  }
}

export type StaffAction = {
  /**
   * Runs a privileged call; when a function answers that the sign-in is too old, asks for the
   * password in a dialog and runs it once more. Rejects with the call's own error otherwise, or
   * with StepUpCancelled when the dialog is closed.
   */
  run: <T>(call: () => Promise<T>) => Promise<T>;
  /** The password dialog: render it once in the page. */
  dialog: ReactNode;
  /** The password dialog is open: hide other dialogs meanwhile (their input stays in state). */
  asking: boolean;
};

/** Privileged calls that survive a stale sign-in (docs/product/architecture.md#privileged-work). */
export function useStaffAction(): StaffAction {
  const [open, setOpen] = useState(false);
  const pending = useRef<{ resolve: () => void; reject: (e: unknown) => void } | null>(null);

  const askPassword = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject };
        setOpen(true);
      }),
    [],
  );

  const run = useCallback(
    async <T,>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        if (!isRecentSignInRequired(error)) throw error;
        await askPassword();
        return call();
      }
    },
    [askPassword],
  );

  const finish = (ok: boolean) => {
    const p = pending.current;
    pending.current = null;
    setOpen(false);
    if (ok) p?.resolve();
    else p?.reject(new StepUpCancelled());
  };

  const dialog = (
    <Modal open={open} onClose={() => finish(false)} title={translateText(ACCESS_MESSAGES.stepUpTitle)}>
      <ReauthForm onDone={() => finish(true)} onCancel={() => finish(false)} />
    </Modal>
  );

  return { run, dialog, asking: open };
}
