import { msg } from '@lingui/core/macro';
import type { TourStep } from './tour';

/** The first-run guided tour of /home: welcome, dashboard, navigation menu, all set. */
export const HOME_TOUR: readonly TourStep[] = [
  {
    title: msg`Welcome to SmallBiz CRM!`,
    body: msg`Let us show you around. This short tour covers the essentials for managing your clients, team and finances.`,
  },
  {
    title: msg`Your Dashboard`,
    body: msg`The dashboard shows your active clients, revenue, expenses and net profit at a glance, with charts and your recent activity.`,
  },
  {
    title: msg`The Navigation Menu`,
    body: msg`Use the menu to reach Clients, Team, Salaries, Revenue, Expenses, Import and Settings. On a phone, open it with the menu button at the top.`,
  },
  {
    title: msg`You're All Set!`,
    body: msg`Start by adding your first client or revenue record. You can find help on the dashboard at any time.`,
  },
];
