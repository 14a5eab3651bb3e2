// The changes made offline that the server refused when the connection came back, each named
// (docs/offline.md): a member removed from the account meanwhile, for instance, is told which
// client was not saved instead of losing it silently. Shown by the shell's connection banner and
// by the "no longer have access" page, until dismissed.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { dismissRefusedWrite } from '../../data/pending-writes';
import type { RefusedWrite } from '../../data/pending-writes';
import { translateText } from '../../lib/known-texts';
import { usePendingWrites } from './use-pending-writes';

const KINDS: Record<string, MessageDescriptor> = {
  clients: msg({ message: 'client', context: 'record kind in a refused change' }),
  employees: msg({ message: 'team member', context: 'record kind in a refused change' }),
  tasks: msg({ message: 'task', context: 'record kind in a refused change' }),
  salaries: msg({ message: 'salary', context: 'record kind in a refused change' }),
  revenues: msg({ message: 'revenue', context: 'record kind in a refused change' }),
  expenses: msg({ message: 'expense', context: 'record kind in a refused change' }),
  deals: msg({ message: 'deal', context: 'record kind in a refused change' }),
};

function Line({ write }: { write: RefusedWrite }) {
  const { t } = useLingui();
  const kind = KINDS[write.kind] ? t(KINDS[write.kind]!) : write.kind;
  const name = write.name;
  const reason = translateText(write.reason);
  if (write.action === 'add')
    return (
      <Trans>
        The new {kind} “{name}” was not saved: {reason}
      </Trans>
    );
  if (write.action === 'delete')
    return (
      <Trans>
        The deletion of the {kind} “{name}” was not saved: {reason}
      </Trans>
    );
  return (
    <Trans>
      Your changes to the {kind} “{name}” were not saved: {reason}
    </Trans>
  );
}

export function RefusedWrites({ className = '' }: { className?: string }) {
  const { refused, refusedWrites } = usePendingWrites();
  if (!refused && refusedWrites.length === 0) return null;
  const refusedText = refused ? translateText(refused) : '';
  return (
    <div
      role="alert"
      data-testid="refused-writes"
      className={`flex items-start justify-between gap-3 border-red-300 bg-red-50 px-4 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200 ${className}`}
    >
      {refusedWrites.length > 0 ? (
        <div>
          <p className="font-semibold">
            <Trans>Changes made offline were not saved:</Trans>
          </p>
          <ul className="mt-1 list-disc pl-5">
            {refusedWrites.map((w, i) => (
              <li key={i}>
                <Line write={w} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <span>
          <Trans>A change made offline was not saved: {refusedText}</Trans>
        </span>
      )}
      <button type="button" className="font-medium underline" onClick={dismissRefusedWrite}>
        <Trans>Dismiss</Trans>
      </button>
    </div>
  );
}
