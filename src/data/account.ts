import { doc, onSnapshot, serverTimestamp, updateDoc } from 'firebase/firestore';
import type { SubscriptionDoc, UserDoc } from '../domain/types';
import { cleanText } from '../domain/sanitize';
import type { Account, AccountApi, AccountDoc, MemberDoc, Membership } from './contract';
import { fromFirestore } from './convert';
import { guard, toDataError } from './errors';
import { httpsCallable } from 'firebase/functions';
import { db, functions } from './firebase';

export const accountApi: AccountApi = {
  watchAccount(uid, accountId, cb, onError) {
    const state: Account = { user: null, subscription: null };
    let userSeen = false;
    let subscriptionSeen = false;
    const emit = () => {
      if (userSeen && subscriptionSeen) cb({ ...state });
    };
    const fail = (error: unknown) => onError?.(toDataError(error));
    const stopUser = onSnapshot(
      doc(db, 'users', uid),
      (snap) => {
        userSeen = true;
        state.user = snap.exists() ? fromFirestore<UserDoc>(snap.data()) : null;
        emit();
      },
      fail,
    );
    const stopSubscription = onSnapshot(
      doc(db, 'subscriptions', accountId),
      (snap) => {
        subscriptionSeen = true;
        state.subscription = snap.exists() ? fromFirestore<SubscriptionDoc>(snap.data()) : null;
        emit();
      },
      (error) => {
        // Refused for a person no longer in the account: watchMembership says so; no subscription here.
        if (accountId === uid || toDataError(error).code !== 'permission-denied') return fail(error);
        subscriptionSeen = true;
        state.subscription = null;
        emit();
      },
    );
    return () => {
      stopUser();
      stopSubscription();
    };
  },

  watchMembership(accountId, uid, cb, onError) {
    const state: Membership = { accountId, account: null, member: null };
    let accountSeen = false;
    let memberSeen = false;
    const emit = () => {
      if (accountSeen && memberSeen) cb({ ...state });
    };
    // The rules refuse both reads to a person who is not a member: that is an answer, not a failure.
    const refused = (error: unknown, which: 'account' | 'member') => {
      const e = toDataError(error);
      if (e.code !== 'permission-denied') return onError?.(e);
      if (which === 'account') accountSeen = true;
      else memberSeen = true;
      if (which === 'member') state.member = null;
      emit();
    };
    const stopAccount = onSnapshot(
      doc(db, 'accounts', accountId),
      (snap) => {
        accountSeen = true;
        state.account = snap.exists() ? { ...fromFirestore<AccountDoc>(snap.data()), id: accountId } : null;
        emit();
      },
      (error) => refused(error, 'account'),
    );
    const stopMember = onSnapshot(
      doc(db, 'accounts', accountId, 'members', uid),
      (snap) => {
        memberSeen = true;
        state.member = snap.exists() ? fromFirestore<MemberDoc>(snap.data()) : null;
        emit();
      },
      (error) => refused(error, 'member'),
    );
    return () => {
      stopAccount();
      stopMember();
    };
  },

  updateProfile: (uid, changes) =>
    guard(async () => {
      const clean: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(changes)) clean[key] = cleanText(value);
      await updateDoc(doc(db, 'users', uid), { ...clean, updatedAt: serverTimestamp() });
    }),

  recordDataExport: (format) =>
    guard(async () => {
      await httpsCallable(functions, 'logDataExportEvent')({ format });
    }),
};
