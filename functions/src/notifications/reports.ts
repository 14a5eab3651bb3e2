// The weekly report and the payment reminders of an account, each computed with aggregation
// queries (counts and sums), never by reading every record, then sent through deliverTo to the
// account's members who may see the figures (./audience.ts), each in their language, with dates
// and amounts in their display formats and their own notification choices.
import { AggregateField } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { accountPaths } from '../../../src/domain/accounts';
import { localIsoDate } from '../../../src/domain/notifications/reminders';
import type { MailLocale } from '../mail-texts/mail-locale';
import type { Member } from '../shared/membership';
import { recipientsOf, seesPayroll, seesAllRecords } from './audience';
import type { AccountOutcomes } from './audience';
import { deliverTo } from './deliver';

const DAY = 24 * 60 * 60 * 1000;

export type WeeklyFigures = { from: string; to: string; revenue: number; expenses: number; newClients: number; tasksDue: number };

/** Figures of the account for the 7 days before `now` (the recipient's calendar days) and tasks due in the next 7. */
export async function weeklyFigures(db: Firestore, accountId: string, zone: string, now: Date): Promise<WeeklyFigures> {
  const to = localIsoDate(now, zone);
  const from = localIsoDate(new Date(now.getTime() - 7 * DAY), zone);
  const dueBy = localIsoDate(new Date(now.getTime() + 7 * DAY), zone);
  const u = db.doc(accountPaths.account(accountId));
  const sumOf = async (kind: 'revenues' | 'expenses') =>
    ((
      await u
        .collection(kind)
        .where('date', '>', from)
        .where('date', '<=', to)
        .aggregate({ total: AggregateField.sum('amount') })
        .get()
    ).data().total ?? 0) as number;
  const [revenue, expenses, clients, tasks] = await Promise.all([
    sumOf('revenues'),
    sumOf('expenses'),
    u.collection('clients').where('dateAdded', '>', from).where('dateAdded', '<=', to).count().get(),
    u.collection('tasks').where('status', 'in', ['pending', 'in-progress']).where('deadline', '>=', to).where('deadline', '<=', dueBy).count().get(),
  ]);
  return { from, to, revenue, expenses, newClients: clients.data().count, tasksDue: tasks.data().count };
}

/**
 * The report's text. Without `payroll` the expenses and the net are left out: the expenses
 * include the ones generated from salaries, which such a member does not see.
 */
export function weeklyReportText(f: WeeklyFigures, l: MailLocale, payroll = true): { subject: string; text: string } {
  const { format } = l;
  const period = { from: format.date(f.from), to: format.date(f.to) };
  return {
    subject: l.t('weeklyReportSubject', period),
    text: [
      l.t('weeklyReportIntro', period),
      [
        l.t('weeklyReportRevenue', { amount: format.money(f.revenue) }),
        ...(payroll
          ? [l.t('weeklyReportExpenses', { amount: format.money(f.expenses) }), l.t('weeklyReportNet', { amount: format.money(f.revenue - f.expenses) })]
          : []),
        l.t('weeklyReportNewClients', { count: f.newClients }),
        l.t('weeklyReportTasksDue', { count: f.tasksDue }),
      ].join('\n'),
    ].join('\n\n'),
  };
}

/** Computes a figure once per time zone (recipients in one zone share their calendar days). */
function perZone<T>(compute: (zone: string) => Promise<T>): (zone: string) => Promise<T> {
  const known = new Map<string, Promise<T>>();
  return (zone) => {
    let found = known.get(zone);
    if (!found) known.set(zone, (found = compute(zone)));
    return found;
  };
}

/**
 * The account's weekly report, to each member who sees all its records and wants it (the
 * outcome of each, by uid).
 */
export async function sendWeeklyReport(db: Firestore, accountId: string, now: Date): Promise<AccountOutcomes> {
  const figuresIn = perZone((zone) => weeklyFigures(db, accountId, zone, now));
  return recipientsOf(db, accountId, seesAllRecords, async (r, member: Member) => {
    if (!r.settings.weeklyReports) return { status: 'skipped', reason: 'weeklyReports is off' };
    const figures = await figuresIn(r.timeZone);
    return deliverTo(db, r, (l) => ({ category: 'weekly-report', ...weeklyReportText(figures, l, member.payroll) }), now);
  });
}

/** Pending salaries are mentioned once their pay date is this close (days). */
export const PENDING_NOTICE_DAYS = 3;

/**
 * The account's payment reminder (overdue salaries, and pending ones due soon), to each member
 * who sees the salaries (payroll) and wants it (the outcome of each, by uid).
 */
export async function sendPaymentReminder(db: Firestore, accountId: string, now: Date): Promise<AccountOutcomes> {
  const salaries = db.collection(accountPaths.records(accountId, 'salaries'));
  const figure = async (status: 'pending' | 'overdue', soon: string) => {
    const q = status === 'pending' ? salaries.where('status', '==', status).where('payDate', '<=', soon) : salaries.where('status', '==', status);
    const d = (await q.aggregate({ n: AggregateField.count(), total: AggregateField.sum('amount') }).get()).data();
    return { n: d.n, total: (d.total ?? 0) as number };
  };
  const overdueOnce = perZone(() => figure('overdue', ''));
  const pendingIn = perZone((zone) => figure('pending', localIsoDate(new Date(now.getTime() + PENDING_NOTICE_DAYS * DAY), zone)));
  return recipientsOf(db, accountId, seesPayroll, async (r) => {
    if (!r.settings.paymentReminders) return { status: 'skipped', reason: 'paymentReminders is off' };
    const [pending, overdue] = await Promise.all([pendingIn(r.timeZone), overdueOnce('all')]);
    if (pending.n + overdue.n === 0) return { status: 'skipped', reason: 'nothing pending or overdue' };
    return deliverTo(
      db,
      r,
      (l) => {
        const lines = [];
        if (overdue.n) lines.push(l.plural('reminderOverdueLine', overdue.n, { amount: l.format.money(overdue.total) }));
        if (pending.n) lines.push(l.plural('reminderPendingLine', pending.n, { amount: l.format.money(pending.total), days: PENDING_NOTICE_DAYS }));
        return {
          category: 'payment',
          subject: overdue.n ? l.plural('reminderOverdueSubject', overdue.n) : l.plural('reminderPendingSubject', pending.n),
          text: `${lines.join('\n')}\n\n${l.t('reminderClosing')}`,
        };
      },
      now,
    );
  });
}

/** Runs a per-account job over every account (accounts/{accountId}), a page of ids at a time. */
export async function forEachAccount(db: Firestore, job: (accountId: string) => Promise<unknown>): Promise<number> {
  let last: string | null = null;
  let n = 0;
  for (;;) {
    let q = db.collection('accounts').orderBy('__name__').select().limit(200);
    if (last) q = q.startAfter(last);
    const snap = await q.get();
    for (const doc of snap.docs) {
      await job(doc.id);
      n += 1;
    }
    if (snap.size < 200) return n;
    last = snap.docs[snap.docs.length - 1]!.id;
  }
}
