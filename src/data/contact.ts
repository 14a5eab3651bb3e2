import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import { parseContactMessage } from '../domain/contact';
import { DataError } from './contract';
import type { ContactApi } from './contract';
import { guard } from './errors';
import { db } from './firebase';

export const contactApi: ContactApi = {
  submit: (message) =>
    guard(async () => {
      const parsed = parseContactMessage(message);
      if (!parsed.ok) throw new DataError('invalid-argument', Object.values(parsed.errors)[0]);
      await addDoc(collection(db, 'contactSales'), { ...parsed.value, createdAt: serverTimestamp() });
    }),
};
