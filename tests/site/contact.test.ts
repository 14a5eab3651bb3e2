// Contact Sales through the data layer against the emulators (the submitContact function), and
// the rules refusing direct writes.
import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { authApi } from '../../src/data/auth';
import { contactApi } from '../../src/data/contact';
import { db } from '../../src/data/firebase';
import { adminDb, type StoredTimestamp } from '../support/admin';

describe('contact sales messages', () => {
  it('a signed-out visitor sends a message; it is stored cleaned, with the server time', async () => {
    await authApi.signOut();
    const marker = `Need 20 seats ${Date.now()}`;
    await contactApi.submit({ fullName: ' Ada Lovelace ', email: 'ADA@Example.com', company: '', message: marker });
    const found = await adminDb().collection('contactSales').where('message', '==', marker).get();
    expect(found.size).toBe(1);
    const doc = found.docs[0]!.data()!;
    expect(doc).toMatchObject({ fullName: 'Ada Lovelace', email: 'ada@example.com', company: '', message: marker });
    expect((doc.createdAt as StoredTimestamp).toDate()).toBeInstanceOf(Date);
  });

  it('the data layer refuses a message without the required fields', async () => {
    await expect(contactApi.submit({ fullName: '', email: 'x@y.co', company: '', message: 'hi' })).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  it('the rules refuse a direct write around the function, even of a valid message', async () => {
    await authApi.signOut();
    await expect(
      addDoc(collection(db, 'contactSales'), { fullName: 'A', email: 'a@b.co', company: '', message: 'hi', createdAt: serverTimestamp() }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('a filled honeypot is answered as sent and not stored', async () => {
    const marker = `Bot text ${Date.now()}`;
    await contactApi.submit({ fullName: 'Bot', email: 'bot@example.com', company: '', message: marker }, 'http://spam.example');
    const found = await adminDb().collection('contactSales').where('message', '==', marker).get();
    expect(found.size).toBe(0);
  });
});
