import type { TourStep } from './tour';

/** The first-run guided tour of /home: welcome, dashboard, navigation menu, all set. */
export const HOME_TOUR: readonly TourStep[] = [
  {
    title: 'Welcome to SmallBiz CRM!',
    body: 'Let us show you around. This short tour covers the essentials for managing your clients, team and finances.',
  },
  {
    title: 'Your Dashboard',
    body: 'The dashboard shows your active clients, revenue, expenses and net profit at a glance, with charts and your recent activity.',
  },
  {
    title: 'The Navigation Menu',
    body: 'Use the menu to reach Clients, Team, Salaries, Revenue, Expenses, Import and Settings. On a phone, open it with the menu button at the top.',
  },
  {
    title: "You're All Set!",
    body: 'Start by adding your first client or revenue record. You can find help on the dashboard at any time.',
  },
];
