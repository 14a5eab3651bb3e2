import type { DashboardApi } from './contract';

export const dashboardApi: DashboardApi = {};
