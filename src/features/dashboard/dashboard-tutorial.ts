import { msg } from '@lingui/core/macro';
import type { TourStep } from './tour';

/** The dashboard's onboarding tutorial (from the help modal or the post-payment welcome). */
export const DASHBOARD_TUTORIAL: readonly TourStep[] = [
  {
    title: msg`Your business at a glance`,
    body: msg`The four cards show your active clients, total revenue and expenses with this month’s amounts, and your net profit with the number of pending salaries.`,
  },
  {
    title: msg`Charts`,
    body: msg`Financial Overview compares revenue, expenses and net profit. Expense Breakdown shows where your money goes by category.`,
  },
  {
    title: msg`Quick Actions`,
    body: msg`Add a client, revenue, expense or salary in one click from the Quick Actions tiles.`,
  },
  {
    title: msg`Recent Activity`,
    body: msg`Your newest clients and revenues appear here. Everything updates live as you and your team add records.`,
  },
];
