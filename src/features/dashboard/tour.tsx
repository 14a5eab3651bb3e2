import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';

export type TourStep = { title: string; body: string };

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
  const step = steps[index];
  if (!step) return null;
  const last = index === steps.length - 1;
  return (
    <Modal open onClose={onDismiss} title={step.title}>
      <p className="text-slate-700 dark:text-slate-300">{step.body}</p>
      <p className="mt-4 text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
        Step {index + 1} of {steps.length}
      </p>
      <div className="mt-2 flex gap-1.5" aria-hidden="true">
        {steps.map((s, i) => (
          <span key={s.title} className={`h-1.5 flex-1 rounded-full ${i <= index ? 'bg-primary-600 dark:bg-primary-400' : 'bg-slate-200 dark:bg-slate-700'}`} />
        ))}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        {!last ? (
          <Button variant="ghost" onClick={onComplete}>
            Skip Tour
          </Button>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          {index > 0 && (
            <Button variant="secondary" onClick={() => setIndex(index - 1)}>
              Back
            </Button>
          )}
          {last ? (
            <Button onClick={onComplete}>Get Started</Button>
          ) : (
            <Button onClick={() => setIndex(index + 1)}>Next</Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
