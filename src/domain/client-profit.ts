// Per-client profit (docs/product/screens.md#clients): revenue whose clientId is the client, minus the expenses
// linked to it. Salaries reach it through their generated expense when that expense is linked.

import { roundCents } from './money';

export type ClientProfit = { revenue: number; expenses: number; profit: number; revenueCount: number; expenseCount: number };

type Linked = { clientId: string; amount: number };

/** Profit of every client in one pass over the lists (keyed by client id). */
export function clientProfits(revenues: readonly Linked[], expenses: readonly Linked[]): Map<string, ClientProfit> {
  const out = new Map<string, ClientProfit>();
  const entry = (id: string) => {
    let e = out.get(id);
    if (!e) out.set(id, (e = { revenue: 0, expenses: 0, profit: 0, revenueCount: 0, expenseCount: 0 }));
    return e;
  };
  for (const r of revenues) {
    if (!r.clientId) continue;
    const e = entry(r.clientId);
    e.revenue += r.amount;
    e.revenueCount += 1;
  }
  for (const x of expenses) {
    if (!x.clientId) continue;
    const e = entry(x.clientId);
    e.expenses += x.amount;
    e.expenseCount += 1;
  }
  for (const e of out.values()) {
    e.revenue = roundCents(e.revenue);
    e.expenses = roundCents(e.expenses);
    e.profit = roundCents(e.revenue - e.expenses);
  }
  return out;
}

export const NO_PROFIT: ClientProfit = { revenue: 0, expenses: 0, profit: 0, revenueCount: 0, expenseCount: 0 };
