// The fake of the account part of the data layer: each user's account stream and profile edits.
import { DataError } from '../../data/contract';
import type { AccountApi } from '../../data/contract';
import { accountOf, count, emitAccount, membershipOf, openAccountOf, requireSignedIn } from './state';
import type { FakeState } from './state';

export function fakeAccountApi(state: FakeState): AccountApi {
  return {
    watchAccount(uid, accountId, cb, onError) {
      const entry = {
        emit: () => {
          const error = state.accountErrors.get(uid);
          if (error) onError?.(error);
          else cb(openAccountOf(state, uid, accountId));
        },
      };
      const keys = accountId === uid ? [uid] : [uid, accountId];
      for (const key of keys) {
        let set = state.accountListeners.get(key);
        if (!set) state.accountListeners.set(key, (set = new Set()));
        set.add(entry);
      }
      entry.emit();
      return () => keys.forEach((key) => state.accountListeners.get(key)?.delete(entry));
    },
    watchMembership(accountId, uid, cb) {
      const entry = { emit: () => cb(membershipOf(state, accountId, uid)) };
      let set = state.membershipListeners.get(accountId);
      if (!set) state.membershipListeners.set(accountId, (set = new Set()));
      set.add(entry);
      entry.emit();
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
