// The weekly report and the payment reminders, each computed with aggregation queries (counts
// and sums), never by reading every record, then sent through notifyUser in the recipient's
// language, with dates and amounts in their display formats.
import { AggregateField } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { localIsoDate } from '../../../src/domain/notifications/reminders';
import type { MailLocale } from '../mail-texts/mail-locale';
import { notifyUser } from './deliver';
import type { Outcome } from './deliver';
import { loadRecipient } from './preferences';

const DAY = 24 * 60 * 60 * 1000;

export type WeeklyFigures = { from: string; to: string; revenue: number; expenses: number; newClients: number; tasksDue: number };

/** Figures of the 7 days before `now` (the user's calendar days) and tasks due in the next 7. */
export async function weeklyFigures(db: Firestore, uid: string, zone: string, now: Date): Promise<WeeklyFigures> {
  const to = localIsoDate(now, zone);
  const from = localIsoDate(new Date(now.getTime() - 7 * DAY), zone);
  const dueBy = localIsoDate(new Date(now.getTime() + 7 * DAY), zone);
  const u = db.doc(`users/${uid}`);
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

export function weeklyReportText(f: WeeklyFigures, l: MailLocale): { subject: string; text: string } {
  const { format } = l;
  const period = { from: format.date(f.from), to: format.date(f.to) };
  return {
    subject: l.t('weeklyReportSubject', period),
    text: [
      l.t('weeklyReportIntro', period),
      [
        l.t('weeklyReportRevenue', { amount: format.money(f.revenue) }),
        l.t('weeklyReportExpenses', { amount: format.money(f.expenses) }),
        l.t('weeklyReportNet', { amount: format.money(f.revenue - f.expenses) }),
        l.t('weeklyReportNewClients', { count: f.newClients }),
        l.t('weeklyReportTasksDue', { count: f.tasksDue }),
      ].join('\n'),
    ].join('\n\n'),
  };
}

export async function sendWeeklyReport(db: Firestore, uid: string, now: Date): Promise<Outcome> {
  const r = await loadRecipient(db, uid);
  if (!r) return { status: 'skipped', reason: 'no such user or no e-mail' };
  if (!r.settings.weeklyReports) return { status: 'skipped', reason: 'weeklyReports is off' };
  const figures = await weeklyFigures(db, uid, r.timeZone, now);
  return notifyUser(db, uid, (l) => ({ category: 'weekly-report', ...weeklyReportText(figures, l) }), now);
}

/** Pending salaries are mentioned once their pay date is this close (days). */
export const PENDING_NOTICE_DAYS = 3;

export async function sendPaymentReminder(db: Firestore, uid: string, now: Date): Promise<Outcome> {
  const r = await loadRecipient(db, uid);
  if (!r) return { status: 'skipped', reason: 'no such user or no e-mail' };
  if (!r.settings.paymentReminders) return { status: 'skipped', reason: 'paymentReminders is off' };
  const soon = localIsoDate(new Date(now.getTime() + PENDING_NOTICE_DAYS * DAY), r.timeZone);
  const salaries = db.collection(`users/${uid}/salaries`);
  const figure = async (status: 'pending' | 'overdue') => {
    const q = status === 'pending' ? salaries.where('status', '==', status).where('payDate', '<=', soon) : salaries.where('status', '==', status);
    const d = (await q.aggregate({ n: AggregateField.count(), total: AggregateField.sum('amount') }).get()).data();
    return { n: d.n, total: (d.total ?? 0) as number };
  };
  const [pending, overdue] = await Promise.all([figure('pending'), figure('overdue')]);
  if (pending.n + overdue.n === 0) return { status: 'skipped', reason: 'nothing pending or overdue' };
  return notifyUser(
    db,
    uid,
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
}

/** Runs a per-user job over every user, a page of user ids at a time. */
export async function forEachUser(db: Firestore, job: (uid: string) => Promise<unknown>): Promise<number> {
  let last: string | null = null;
  let n = 0;
  for (;;) {
    let q = db.collection('users').orderBy('__name__').select().limit(200);
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
