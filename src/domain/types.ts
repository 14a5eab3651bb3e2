// Shared record and account types. Pure: no React, no Firebase. Timestamps are plain Dates here;
// the data layer converts Firestore Timestamps at the edge. Business dates are 'yyyy-mm-dd'
// strings stored exactly as picked.
import type { AccountRole } from './accounts';
import type { CustomFieldValues } from './custom-fields';

export type IsoDate = string; // 'yyyy-mm-dd'

export const ROLES = ['user', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export const PLAN_IDS = ['basic', 'pro', 'custom'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'cancelled', 'suspended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const RECORD_KINDS = ['clients', 'employees', 'tasks', 'salaries', 'revenues', 'expenses'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const CLIENT_STATUSES = ['active', 'inactive', 'former'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const CLIENT_TYPES = ['one-time', 'recurring'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
export const TASK_STATUSES = ['pending', 'in-progress', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const SALARY_STATUSES = ['pending', 'paid', 'overdue'] as const;
export type SalaryStatus = (typeof SALARY_STATUSES)[number];
export const BUILTIN_SALARY_TYPES = ['monthly', 'bonus', 'commission'] as const;
export const BUILTIN_REVENUE_TYPES = ['service', 'product', 'consultation'] as const;
export const BUILTIN_EXPENSE_CATEGORIES = ['office', 'marketing', 'travel', 'software', 'equipment', 'utilities', 'salary'] as const;

export type Client = {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  value: number;
  progress: number; // integer 0-100
  notes: string;
  dateAdded: IsoDate;
  lastContact: IsoDate;
  status: ClientStatus;
  type: ClientType;
  /**
   * The day of the latest activity logged on the client, a note included (src/domain/activities.ts
   * clientTouch); written with the activity, never by the client form ('' or absent: none yet).
   */
  lastActivity?: IsoDate;
  /**
   * The account's custom fields (src/domain/custom-fields.ts), by definition id; absent on a
   * record from before them (it reads as {}).
   */
  customFields?: CustomFieldValues;
};

export type Employee = {
  id: string;
  name: string;
  role: string; // job title
  email: string; // optional: '' when absent
  dateAdded: IsoDate;
};

export type Subtask = {
  id: string;
  title: string;
  completed: boolean;
  progressValue: number; // 0-100
};

export type Task = {
  id: string;
  title: string;
  description: string;
  progress: number;
  deadline: IsoDate | '';
  dateCreated: IsoDate;
  assignedEmployees: string[]; // employee ids
  status: TaskStatus;
  subtasks: Subtask[];
  /** The client the task is for ('' or absent: none). */
  clientId?: string;
};

export type Salary = {
  id: string;
  employeeName: string;
  employeeId: string; // '' when typed in rather than chosen
  position: string;
  amount: number;
  payDate: IsoDate;
  status: SalaryStatus;
  type: string; // built-in salary type or a custom one
  expenseId: string; // the expense generated with it ('' if none)
};

export type Revenue = {
  id: string;
  source: string;
  amount: number;
  description: string;
  date: IsoDate;
  type: string; // built-in revenue type or a custom one
  clientId: string; // '' when not linked to a client
  /** The won deal that made it ('' once unlinked; absent on revenues not made by a deal). */
  dealId?: string;
};

export type Expense = {
  id: string;
  description: string;
  amount: number;
  category: string; // built-in category or a custom one
  notes: string;
  date: IsoDate;
  salaryId: string; // set when generated from a salary payment
  clientId: string; // '' when not linked to a client
};

export type RecordOf = {
  clients: Client;
  employees: Employee;
  tasks: Task;
  salaries: Salary;
  revenues: Revenue;
  expenses: Expense;
};

/** What a form submits: the record without its id. */
export type RecordInput<K extends RecordKind> = Omit<RecordOf[K], 'id'>;

export type CustomCategories = {
  expenses: string[];
  revenues: string[];
  salaries: string[];
};
export type CategoryGroup = keyof CustomCategories;

export type UserDoc = {
  email: string;
  displayName: string;
  role: Role;
  planId: PlanId;
  subscriptionStatus: SubscriptionStatus;
  trialEndsAt: Date | null;
  createdAt: Date | null;
  updatedAt: Date | null;
  lastLogin: Date | null;
  status: 'active' | 'disabled';
  onboardingCompleted: boolean;
  // profile fields the user may edit
  phone: string;
  company: string;
  bio: string;
  /** A label on the profile (src/domain/user-settings/profile.ts); never grants access. */
  jobTitle?: string;
  /** Set by functions when the user signs out every other session: older sign-ins end. */
  sessionsRevokedAt?: Date | null;
  // set by functions when the user pays
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  /** Set by functions whenever the role claim changes: the app then refreshes its ID token. */
  claimsUpdatedAt?: Date | null;
  /** The accounts this person belongs to, with their role in each (kept by functions; docs/product/accounts.md). */
  accounts?: Partial<Record<string, AccountRole>>;
};

export type SubscriptionDoc = {
  planId: PlanId;
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  paymentFailedAt: Date | null;
  accountLocked: boolean;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  createdAt: Date | null;
  updatedAt: Date | null;
};

/** users/{uid}/meta/counters: kept in step with the records it counts (see firestore.rules). */
export type Counters = {
  clients: number;
  lastClientId: string;
};
