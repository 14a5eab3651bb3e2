// A client's card in the clients grid (docs/product/screens.md#clients): name, company and status
// always, then the fields the list's view shows (docs/product/saved-views.md; by default e-mail,
// value, type, profit and progress), the next task or meeting, and the card's actions; and the
// profit breakdown it opens.
import { memo } from 'react';
import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { clientPath } from '../../lib/paths';
import type { WithId } from '../../data/contract';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Modal } from '../../components/ui/modal';
import { labelOf } from '../../components/ui/select-field';
import type { ClientProfit } from '../../domain/client-profit';
import { useFormat } from '../../lib/use-format';
import type { NextUp } from './next-up';

type Client = WithId<'clients'>;

/** One line of a card: a field the view shows, as text (the profit is the card's own). */
export type CardCell = { id: string; label: string; text: (c: Client) => string };

const statusTone: Record<string, string> = {
  active: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100',
  inactive: 'bg-line text-fg-soft',
  former: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
};

type CardProps = {
  /** The fields the view shows, in order (memoised by the page: the cards compare it by identity). */
  cells: readonly CardCell[];
  showProgress: boolean;
  client: Client;
  canWrite: boolean;
  profit: ClientProfit;
  /** The client's next task or meeting, if any. */
  next: NextUp | null;
  onEdit: (c: Client) => void;
  onDelete: (c: Client) => void;
  onProfit: (c: Client) => void;
};

const sameProfit = (a: ClientProfit, b: ClientProfit) =>
  a === b ||
  (a.revenue === b.revenue && a.expenses === b.expenses && a.profit === b.profit && a.revenueCount === b.revenueCount && a.expenseCount === b.expenseCount);

function CellLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-fg-subtle">{label}</dt>
      <dd className="truncate text-fg-soft">{children}</dd>
    </>
  );
}

// Profits are computed anew for every list of revenue or expenses: compared by value.
export const ClientCard = memo(
  ClientCardView,
  (a: CardProps, b: CardProps) =>
    a.client === b.client &&
    a.cells === b.cells &&
    a.showProgress === b.showProgress &&
    a.canWrite === b.canWrite &&
    sameProfit(a.profit, b.profit) &&
    a.next?.key === b.next?.key &&
    a.onEdit === b.onEdit &&
    a.onDelete === b.onDelete &&
    a.onProfit === b.onProfit,
);

function ClientCardView({ client: c, cells, showProgress, canWrite, profit, next, onEdit, onDelete, onProfit }: CardProps) {
  const format = useFormat();
  const { t } = useLingui();
  const name = c.name;
  return (
    <Card as="article" aria-label={c.name} padding="sm" shadow className="flex h-full flex-col">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-fg">
            <Link to={clientPath(c.id)} className="hover:underline">
              {c.name}
            </Link>
          </h2>
          <p className="truncate text-sm text-fg-muted">{c.company || '—'}</p>
        </div>
        <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${statusTone[c.status] ?? ''}`}>{labelOf(c.status)}</span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {cells.map((cell) => (
          <CellLine key={cell.id} label={cell.label}>
            {cell.id === 'profit' ? (
              <span className={profit.profit < 0 ? 'text-red-700 dark:text-red-300' : undefined}>{format.money(profit.profit)}</span>
            ) : (
              cell.text(c)
            )}
          </CellLine>
        ))}
      </dl>
      {next && <NextLine next={next} />}
      {showProgress && (
        <div className="mt-3">
          <div className="flex justify-between text-xs text-fg-muted">
            <span>
              <Trans>Progress</Trans>
            </span>
            <span>{c.progress}%</span>
          </div>
          <div
            className="mt-1 h-2 rounded-full bg-line"
            role="progressbar"
            aria-label={t`${name} progress`}
            aria-valuenow={c.progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-2 rounded-full bg-primary-600 dark:bg-primary-400" style={{ width: `${c.progress}%` }} />
          </div>
        </div>
      )}
      <div className="mt-auto flex gap-2 pt-4">
        <Button variant="ghost" size="sm" onClick={() => onProfit(c)} aria-label={t`Profit of ${name}`}>
          <Trans>Profit</Trans>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onEdit(c)} disabled={!canWrite} aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onDelete(c)}
          disabled={!canWrite}
          aria-label={t`Delete ${name}`}
          className="text-red-700 dark:text-red-300"
        >
          <Trans>Delete</Trans>
        </Button>
      </div>
    </Card>
  );
}

function NextLine({ next }: { next: NextUp }) {
  const format = useFormat();
  const title = next.title;
  const when = next.kind === 'task' ? format.date(next.day) : format.dateTime(next.at);
  return (
    <p className="mt-2 truncate text-sm text-fg-soft">
      {next.kind === 'task' ? (
        <Trans>
          Next task: {title}, due {when}
        </Trans>
      ) : (
        <Trans>Next meeting: {when}</Trans>
      )}
    </p>
  );
}

export function ProfitModal({ client, profit, showExpenses, onClose }: { client: Client; profit: ClientProfit; showExpenses: boolean; onClose: () => void }) {
  const format = useFormat();
  const { t } = useLingui();
  const name = client.name;
  const added = format.date(client.dateAdded);
  return (
    <Modal open onClose={onClose} title={t`Profit from ${name}`}>
      <dl className="grid grid-cols-2 gap-2 text-fg-soft">
        <dt>
          <Plural value={profit.revenueCount} one="Revenue (# record)" other="Revenue (# records)" />
        </dt>
        <dd className="text-right">{format.money(profit.revenue)}</dd>
        <dt>
          <Plural value={profit.expenseCount} one="Linked expenses (# record)" other="Linked expenses (# records)" />
        </dt>
        <dd className="text-right">{format.money(profit.expenses)}</dd>
        <dt className="font-semibold">
          <Trans>Profit</Trans>
        </dt>
        <dd className="text-right font-semibold">{format.money(profit.profit)}</dd>
      </dl>
      <p className="mt-4 text-sm text-fg-muted">
        <Trans>Revenue records whose client is {name}, minus the expenses (and salary payments) linked to this client.</Trans>{' '}
        {!showExpenses && (
          <>
            <Trans>Expenses are a Pro feature, so none are counted on your plan.</Trans>{' '}
          </>
        )}
        <Trans>Added {added}.</Trans>
      </p>
    </Modal>
  );
}
