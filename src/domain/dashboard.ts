// Dashboard figures: what the dashboard shows, and how to compute it from records (used by the
// in-memory fake and as the reference in tests; the data layer computes the same with Firestore
// aggregation queries instead of reading every record).
import { currentMonth, monthOf } from './dates';
import { roundCents } from './money';
import { BUILTIN_EXPENSE_CATEGORIES } from './types';
import type { Client, Expense, IsoDate, Revenue, Salary } from './types';

export type BuiltinExpenseCategory = (typeof BUILTIN_EXPENSE_CATEGORIES)[number];

export type RecentClient = Pick<Client, 'id' | 'name' | 'dateAdded'>;
export type RecentRevenue = Pick<Revenue, 'id' | 'amount' | 'source' | 'date'>;

export type DashboardFigures = {
  clients: { active: number; total: number };
  revenue: { total: number; thisMonth: number };
  expenses: { total: number; thisMonth: number };
  netProfit: number; // total revenue - total expenses
  pendingSalaries: number;
  /** Totals of the seven built-in categories, in their fixed order (zeros included). */
  expensesByCategory: { category: BuiltinExpenseCategory; amount: number }[];
  /** The 3 newest clients and the 2 newest revenues (newest first). */
  recentClients: RecentClient[];
  recentRevenues: RecentRevenue[];
};

export const RECENT_CLIENTS = 3;
export const RECENT_REVENUES = 2;

export const EMPTY_FIGURES: DashboardFigures = {
  clients: { active: 0, total: 0 },
  revenue: { total: 0, thisMonth: 0 },
  expenses: { total: 0, thisMonth: 0 },
  netProfit: 0,
  pendingSalaries: 0,
  expensesByCategory: BUILTIN_EXPENSE_CATEGORIES.map((category) => ({ category, amount: 0 })),
  recentClients: [],
  recentRevenues: [],
};

/** The first and last day of a 'yyyy-mm' month as business dates, for a range filter. */
export function monthRange(month: string): { from: IsoDate; to: IsoDate } {
  return { from: `${month}-01`, to: `${month}-31` };
}

const sum = (values: number[]) => roundCents(values.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0));

/**
 * Figures from full record lists. Lists are expected newest first (as the data layer streams
 * them), which decides the recent-activity entries.
 */
export function computeFigures(
  records: { clients: Client[]; revenues: Revenue[]; expenses: Expense[]; salaries: Salary[] },
  now: Date = new Date(),
  month: string = currentMonth(now),
): DashboardFigures {
  const revenueTotal = sum(records.revenues.map((r) => r.amount));
  const expenseTotal = sum(records.expenses.map((e) => e.amount));
  return {
    clients: { active: records.clients.filter((c) => c.status === 'active').length, total: records.clients.length },
    revenue: { total: revenueTotal, thisMonth: sum(records.revenues.filter((r) => monthOf(r.date) === month).map((r) => r.amount)) },
    expenses: { total: expenseTotal, thisMonth: sum(records.expenses.filter((e) => monthOf(e.date) === month).map((e) => e.amount)) },
    netProfit: roundCents(revenueTotal - expenseTotal),
    pendingSalaries: records.salaries.filter((s) => s.status === 'pending').length,
    expensesByCategory: BUILTIN_EXPENSE_CATEGORIES.map((category) => ({
      category,
      amount: sum(records.expenses.filter((e) => e.category === category).map((e) => e.amount)),
    })),
    recentClients: records.clients.slice(0, RECENT_CLIENTS).map(({ id, name, dateAdded }) => ({ id, name, dateAdded })),
    recentRevenues: records.revenues.slice(0, RECENT_REVENUES).map(({ id, amount, source, date }) => ({ id, amount, source, date })),
  };
}

/**
 * Firestore bills an aggregation query one document read per batch of up to 1,000 index entries
 * it matches (at least one); a document query one read per document returned (at least one).
 */
export function aggregationReads(matched: number): number {
  return Math.max(1, Math.ceil(matched / 1000));
}
export function documentQueryReads(returned: number): number {
  return Math.max(1, returned);
}
