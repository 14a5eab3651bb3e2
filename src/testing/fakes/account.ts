// The fake of the account part of the data layer: each user's account stream and profile edits.
import { DataError } from '../../data/contract';
import type { AccountApi } from '../../data/contract';
import { accountOf, count, emitAccount, requireSignedIn } from './state';
import type { FakeState } from './state';

export function fakeAccountApi(state: FakeState): AccountApi {
  return {
    watchAccount(uid, cb, onError) {
      const entry = { cb, onError };
      let set = state.accountListeners.get(uid);
      if (!set) state.accountListeners.set(uid, (set = new Set()));
      set.add(entry);
      const error = state.accountErrors.get(uid);
      if (error) onError?.(error);
      else cb(accountOf(state, uid));
      return () => set.delete(entry);
    },
    async updateProfile(uid, changes) {
      requireSignedIn(state, uid);
      const a = accountOf(state, uid);
      if (!a.user) throw new DataError('not-found', 'No user document.');
      state.accounts.set(uid, { ...a, user: { ...a.user, ...changes, updatedAt: new Date() } });
      emitAccount(state, uid);
    },
    async recordDataExport(format) {
      count(state, `recordDataExport:${format}`);
    },
  };
}
