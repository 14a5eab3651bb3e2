import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';

/** A step's texts, translated when shown. */
export type TourStep = { title: MessageDescriptor; body: MessageDescriptor };

export type TourProps = {
  steps: readonly TourStep[];
  /** Skip Tour or Get Started: the user is done with the tour. */
  onComplete: () => void;
  /** Closed (Escape, backdrop, close button) without finishing: it may show again next time. */
  onDismiss: () => void;
};

/** A step-by-step guide in a dialog: Skip Tour, Back, Next, and Get Started on the last step. */
export function Tour({ steps, onComplete, onDismiss }: TourProps) {
  const [index, setIndex] = useState(0);
  const { t } = useLingui();
  const step = steps[index];
  if (!step) return null;
  const last = index === steps.length - 1;
  const current = index + 1;
  const total = steps.length;
  return (
    <Modal open onClose={onDismiss} title={t(step.title)}>
      <p className="text-slate-700 dark:text-slate-300">{t(step.body)}</p>
      <p className="mt-4 text-sm text-fg-subtle" aria-live="polite">
        <Trans>
          Step {current} of {total}
        </Trans>
      </p>
      <div className="mt-2 flex gap-1.5" aria-hidden="true">
        {steps.map((s, i) => (
          <span key={s.title.id} className={`h-1.5 flex-1 rounded-full ${i <= index ? 'bg-primary-600 dark:bg-primary-400' : 'bg-line'}`} />
        ))}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        {!last ? (
          <Button variant="ghost" onClick={onComplete}>
            <Trans>Skip Tour</Trans>
          </Button>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          {index > 0 && (
            <Button variant="secondary" onClick={() => setIndex(index - 1)}>
              <Trans>Back</Trans>
            </Button>
          )}
          {last ? (
            <Button onClick={onComplete}>
              <Trans>Get Started</Trans>
            </Button>
          ) : (
            <Button onClick={() => setIndex(index + 1)}>
              <Trans>Next</Trans>
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
