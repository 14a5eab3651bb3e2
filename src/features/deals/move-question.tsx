// The question a move on the deals board asks before it is made (deals-board.tsx): why a deal
// dropped on a lost stage was lost, or whether to remove the revenue of a won deal taken out of Won.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DealMoveAnswers, DealView } from '../../data/contract-deals';
import type { Placement } from '../../domain/deal-writes';
import { OTHER_LOST_REASON } from '../../domain/deals';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { translateText } from '../../lib/known-texts';
import { useFormat } from '../../lib/use-format';

export type Question = { deal: DealView; to: Required<Placement>; needs: 'lostReason' | 'removeRevenue' };

// The stored reason that takes a text of its own, always offered; shown translated.
const OTHER = OTHER_LOST_REASON;

export function MoveQuestion({
  question,
  reasons,
  onCancel,
  onAnswer,
}: {
  question: Question;
  reasons: string[];
  onCancel: () => void;
  onAnswer: (answers: Omit<DealMoveAnswers, 'today'>) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const [reason, setReason] = useState('');
  const [other, setOther] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const title = question.deal.title;
  if (question.needs === 'removeRevenue') {
    const amount = format.money(question.deal.value);
    return (
      <Modal open onClose={onCancel} title={t`Reopen ${title}`}>
        <p className="text-fg-body">
          <Trans>This deal was won and made a revenue of {amount}. Remove that revenue?</Trans>
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="secondary" onClick={() => onAnswer({ removeRevenue: false })}>
            <Trans>Keep</Trans>
          </Button>
          <Button variant="danger" onClick={() => onAnswer({ removeRevenue: true })}>
            <Trans>Remove</Trans>
          </Button>
        </div>
      </Modal>
    );
  }
  const list = reasons.length > 0 ? reasons : [OTHER];
  const withOther = list.includes(OTHER) ? list : [...list, OTHER];
  const submit = () => {
    const answer = reason === OTHER ? other.trim() : reason;
    if (!answer) {
      setProblem(reason === OTHER ? t`Please say why the deal was lost.` : t`Please choose why the deal was lost.`);
      return;
    }
    onAnswer({ lostReason: answer });
  };
  return (
    <Modal open onClose={onCancel} title={t`Why was ${title} lost?`}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-fg-body">
            <Trans>Lost reason</Trans>
          </legend>
          <div className="space-y-2">
            {withOther.map((r) => (
              <label key={r} className="flex items-center gap-2 text-fg-body">
                <input type="radio" name="lost-reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
                {translateText(r)}
              </label>
            ))}
          </div>
        </fieldset>
        {reason === OTHER && <TextField className="mt-3" label={t`Reason`} value={other} onChange={(e) => setOther(e.target.value)} maxLength={500} />}
        {problem && (
          <Alert tone="error" className="mt-3">
            {problem}
          </Alert>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit">
            <Trans>Mark as lost</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}
