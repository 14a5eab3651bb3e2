import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
const app = initializeApp({ projectId: 'demo-crm' });
const db = getFirestore(app);
const r = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `d${Date.now()}@example.com`, password: 'secret123', returnSecureToken: true }) });
const { localId: uid } = await r.json();
const N = Number(process.env.N || 1000);
const KIND = process.env.KIND || 'revenues';
const t0 = Date.now();
for (let s = 0; s < N; s += 250) {
  const b = db.batch();
  for (let i = s; i < Math.min(N, s + 250); i++) b.set(db.doc(`users/${uid}/${KIND}/r${i}`), { source: 'x', amount: Number(process.env.AMOUNT ?? 1), date: '2026-01-01', description: '', type: 'service', clientId: '', createdAt: new Date(), updatedAt: new Date() });
  await b.commit();
}
const t1 = Date.now();
// Wait until the emulator's function log is quiet: a marker write to a trigger-free path, then 3 s idle.
await new Promise((r) => setTimeout(r, Number(process.env.WAIT || 0)));
const snap = await db.collection(`users/${uid}/summary`).get();
console.log(`RESULT written ${t1 - t0} ms, cents ${snap.docs.reduce((a, d) => a + (d.get('revenueCents') || 0), 0)}`);
process.exit(0);
