// The record triggers (docs/decisions/0148, 0230): one trigger per summarized kind of record of
// an account, and the callable the dashboard calls when an account's summary is missing or
// outdated. Every part that follows a client or deal write runs in the one trigger of its path:
// the summary, the history entry (functions/src/history/trigger.ts), the new-client notice on a
// create and the activities' restamp. One invocation per write instead of two or three: on the
// emulators each costs tens of milliseconds of CPU, and the whole suite waits behind them.
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { Change, DocumentSnapshot, FirestoreEvent } from 'firebase-functions/v2/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { canWriteRecords } from '../../../src/domain/accounts';
import type { SummarizedKind } from '../../../src/domain/dashboard-summary';
import { db } from '../admin';
import { newClientNotice } from '../notifications/events';
import { restampActivities } from '../activities/restamp';
import { recordHistory } from '../history/trigger';
import type { HistoryKind } from '../../../src/domain/history';
import { requestData, requireSignedIn } from '../shared/guards';
import { accountIdOf, requireAccountRole } from '../shared/membership';
import { applyDealEvent, rebuildDealSummary } from './deal-summary';
import { applyRecordEvent, rebuildSummary } from './summary';

const REGION = 'us-central1';

type Written = FirestoreEvent<Change<DocumentSnapshot> | undefined, { accountId: string; id: string }>;

type OnWrite = (accountId: string, id: string, before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined) => Promise<unknown>;

/** What both summaries need of a record's write event (summary.ts, deal-summary.ts). */
function writeOf(event: Written) {
  const before = event.data?.before;
  const after = event.data?.after;
  return {
    accountId: event.params.accountId,
    id: event.params.id,
    eventId: event.id,
    before: before?.exists ? before.data() : undefined,
    after: after?.exists ? after.data() : undefined,
    updatedAt: after?.exists ? after.updateTime : undefined,
    createdAt: before?.exists ? before.createTime : undefined,
    eventTime: new Date(event.time),
  };
}

/** The history entry of a write of a kind with a history. */
const historyOf = (kind: HistoryKind, event: Written) =>
  recordHistory(db, {
    accountId: event.params.accountId,
    kind,
    id: event.params.id,
    before: event.data?.before,
    after: event.data?.after,
    time: new Date(event.time),
  });

function onRecordWritten(
  kind: SummarizedKind,
  alsoOnCreate?: (accountId: string, data: Record<string, unknown>) => Promise<unknown>,
  alsoOnWrite?: OnWrite,
  history?: HistoryKind,
) {
  return onDocumentWritten({ document: `accounts/{accountId}/${kind}/{id}`, region: REGION }, async (event: Written) => {
    const write = writeOf(event);
    const { accountId } = write;
    const created = !write.before ? write.after : undefined;
    const [summary, notice, other, entry] = await Promise.allSettled([
      applyRecordEvent(db, { ...write, kind }),
      created && alsoOnCreate ? alsoOnCreate(accountId, created) : Promise.resolve(),
      alsoOnWrite ? alsoOnWrite(accountId, write.id, write.before, write.after) : Promise.resolve(),
      history ? historyOf(history, event) : Promise.resolve(),
    ]);
    if (summary.status === 'fulfilled' && summary.value === 'duplicate') logger.info('event already summarized', { accountId, kind });
    // Each part runs even when another fails; a failure is the invocation's (the event is retried
    // on a deployed project, and every part is idempotent).
    for (const part of [summary, notice, other, entry]) if (part.status === 'rejected') throw part.reason;
  });
}

// A client given to another member takes its activities along (functions/src/activities/restamp.ts).
export const onClientWritten = onRecordWritten(
  'clients',
  (accountId, data) => newClientNotice(db, accountId, data, new Date()),
  (accountId, id, before, after) => restampActivities(db, accountId, id, before, after),
  'clients',
);
export const onRevenueWritten = onRecordWritten('revenues');
export const onExpenseWritten = onRecordWritten('expenses');
export const onSalaryWritten = onRecordWritten('salaries');

/** Keeps the pipeline card's deal summary (deal-summary.ts) and the deal's history in step with every deal write. */
export const onDealWritten = onDocumentWritten({ document: 'accounts/{accountId}/deals/{id}', region: REGION }, async (event: Written) => {
  const { accountId } = event.params;
  const [applied, entry] = await Promise.allSettled([applyDealEvent(db, writeOf(event)), historyOf('deals', event)]);
  if (applied.status === 'fulfilled' && applied.value === 'duplicate') logger.info('deal event already summarized', { accountId });
  for (const part of [applied, entry]) if (part.status === 'rejected') throw part.reason;
});

/**
 * Builds the summary of the account (request data `accountId`, absent: the caller's own), and its
 * deal summary, when missing or of an older version; otherwise does nothing. Any member who may write records.
 */
export const rebuildDashboardSummary = onCall({ region: REGION }, async (request) => {
  const { uid } = requireSignedIn(request);
  const accountId = accountIdOf(requestData(request), uid);
  await requireAccountRole(db, accountId, uid, canWriteRecords);
  // The pipeline card's deal summary too (deal-summary.ts): each is rebuilt only when missing or outdated.
  const [result, deals] = await Promise.all([rebuildSummary(db, accountId), rebuildDealSummary(db, accountId)]);
  if (result.rebuilt) logger.info('dashboard summary rebuilt', { accountId, records: result.records });
  if (deals.rebuilt) logger.info('deal summary rebuilt', { accountId, deals: deals.deals });
  return result;
});
