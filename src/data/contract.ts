// The shape of the data layer as screens see it. Screens receive an implementation through
// src/app/backend.ts (lazily loaded, so the Firebase SDK stays out of the landing page's bundle);
// component tests pass in-memory fakes of the same shape.
import type {
  CategoryGroup,
  CustomCategories,
  RecordInput,
  RecordKind,
  RecordOf,
  Role,
  SubscriptionDoc,
  UserDoc,
} from '../domain/types';

export type Unsubscribe = () => void;

export type SessionUser = {
  uid: string;
  email: string;
  displayName: string;
  role: Role; // from the ID token's custom claims
  authTime: Date; // when the user last signed in (for the admin step-up)
};

/** Errors thrown by the data layer carry the backend's code, e.g. 'auth/invalid-credential'. */
export class DataError extends Error {
  readonly code: string;
  constructor(code: string, message?: string) {
    super(message ?? code);
    this.name = 'DataError';
    this.code = code;
  }
}

export type AuthApi = {
  watchSession(cb: (user: SessionUser | null) => void): Unsubscribe;
  signIn(email: string, password: string): Promise<SessionUser>;
  signUp(input: { displayName: string; email: string; password: string }): Promise<SessionUser>;
  signOut(): Promise<void>;
  reauthenticate(password: string): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Re-reads the ID token so new custom claims (role) take effect. */
  refreshSession(): Promise<void>;
};

export type Account = {
  user: UserDoc | null;
  subscription: SubscriptionDoc | null;
};

export type AccountApi = {
  watchAccount(uid: string, cb: (account: Account) => void, onError?: (e: DataError) => void): Unsubscribe;
  updateProfile(
    uid: string,
    changes: Partial<Pick<UserDoc, 'displayName' | 'phone' | 'company' | 'bio'>>,
  ): Promise<void>;
};

export type WithId<K extends RecordKind> = RecordOf[K];

export type RecordsApi = {
  watchRecords<K extends RecordKind>(
    uid: string,
    kind: K,
    cb: (records: WithId<K>[]) => void,
    onError?: (e: DataError) => void,
  ): Unsubscribe;
  addRecord<K extends RecordKind>(uid: string, kind: K, input: RecordInput<K>): Promise<string>;
  /** Writes only the given fields, so two tabs editing different fields both keep their edits. */
  updateRecord<K extends RecordKind>(uid: string, kind: K, id: string, changes: Partial<RecordInput<K>>): Promise<void>;
  removeRecord(uid: string, kind: RecordKind, id: string): Promise<void>;
  /** Adds a salary and its generated expense in one batched write; resolves to both ids. */
  addSalaryWithExpense(uid: string, input: RecordInput<'salaries'>): Promise<{ salaryId: string; expenseId: string }>;
  watchCategories(uid: string, cb: (categories: CustomCategories) => void): Unsubscribe;
  addCategory(uid: string, group: CategoryGroup, name: string): Promise<void>;
};

export type Backend = {
  auth: AuthApi;
  account: AccountApi;
  records: RecordsApi;
};
