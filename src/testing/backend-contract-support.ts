// What the Backend contract's case files share (src/testing/backend-contract*.ts): the subject
// the cases run as, and two small ways to observe a backend through its own methods.
import type { Backend, DataError } from '../data/contract';

/** A signed-in user of a backend, on a plan with every record kind (Pro), in their own account. */
export type ContractSubject = {
  backend: Pick<
    Backend,
    | 'auth'
    | 'records'
    | 'settings'
    | 'account'
    | 'members'
    | 'transfer'
    | 'api'
    | 'notifications'
    | 'contact'
    | 'dashboard'
    | 'billing'
    | 'system'
    | 'systemOps'
    | 'deals'
    | 'views'
    | 'fields'
    | 'activities'
    | 'history'
    | 'adminUsers'
    | 'adminOverview'
  >;
  uid: string;
  /** The e-mail the subject signed up with. */
  email: string;
  /**
   * Runs `work` signed in as the service's owner (role claim 'owner', a fresh sign-in), then signs
   * the subject in again.
   */
  asOwner<T>(work: () => Promise<T>): Promise<T>;
};

/** Resolves with the first value `subscribe` reports that `accept` takes (fails after `ms`, 10 s unless told). */
export function firstValue<T>(subscribe: (cb: (value: T) => void) => () => void, accept: (value: T) => boolean = () => true, ms = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    let last: T | undefined;
    const timer = setTimeout(() => reject(new Error(`no accepted value within ${ms / 1000} s; last: ${JSON.stringify(last)}`)), ms);
    const stop = subscribe((value) => {
      last = value;
      if (accept(value)) {
        clearTimeout(timer);
        queueMicrotask(() => stop());
        resolve(value);
      }
    });
  });
}

/** The error a call fails with (fails the case when the call is accepted). */
export async function refusal(write: Promise<unknown>): Promise<DataError> {
  const error = await write.then(
    () => null,
    (e: unknown) => e as DataError,
  );
  if (!error) throw new Error('the call was accepted');
  return error;
}

/**
 * The error a listener reports (fails the case when it reports a value instead). With
 * `cachedFirst`, values before the error are let through: Firestore's client may first answer a
 * query from its cache (the caller's own users/{uid}) before the server refuses it.
 */
export function listenerError(
  watch: (cb: () => void, onError: (e: DataError) => void) => () => void,
  { cachedFirst = false, ms = 10_000 }: { cachedFirst?: boolean; ms?: number } = {},
): Promise<DataError> {
  return new Promise<DataError>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no error within ${ms / 1000} s`)), ms);
    const stop = watch(
      () => {
        if (!cachedFirst) reject(new Error('the listener reported a value'));
      },
      (e) => {
        clearTimeout(timer);
        queueMicrotask(() => stop());
        resolve(e);
      },
    );
  });
}
