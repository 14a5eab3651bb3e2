import { doc, onSnapshot, serverTimestamp, updateDoc } from 'firebase/firestore';
import type { SubscriptionDoc, UserDoc } from '../domain/types';
import { cleanText } from '../domain/sanitize';
import type { Account, AccountApi } from './contract';
import { fromFirestore } from './convert';
import { guard, toDataError } from './errors';
import { httpsCallable } from 'firebase/functions';
import { db, functions } from './firebase';

export const accountApi: AccountApi = {
  watchAccount(uid, cb, onError) {
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
      doc(db, 'subscriptions', uid),
      (snap) => {
        subscriptionSeen = true;
        state.subscription = snap.exists() ? fromFirestore<SubscriptionDoc>(snap.data()) : null;
        emit();
      },
      fail,
    );
    return () => {
      stopUser();
      stopSubscription();
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
