// Browser commands (Vitest browser mode): the browser tests seed and inspect the emulators with
// the Admin SDK, which runs here, in Vitest's Node process inside `firebase emulators:exec`.
// Values cross as JSON (tests/support/admin-wire.ts). The browser side is tests/support/admin.ts.
import type { Query } from 'firebase-admin/firestore';
import type { BrowserCommand } from 'vitest/node';
import type { WireDoc, WireWhere, WireWrite } from './admin-wire';
import { isWireDate, isWireServerTimestamp, mapValues } from './admin-wire';

async function admin() {
  const [{ adminDb }, { FieldValue, Timestamp }] = await Promise.all([import('./emulators'), import('firebase-admin/firestore')]);
  const toStore = (data: Record<string, unknown>) =>
    mapValues(data, (v) => (isWireDate(v) ? new Date(v.$date) : isWireServerTimestamp(v) ? FieldValue.serverTimestamp() : undefined)) as Record<
      string,
      unknown
    >;
  const toWire = (data: Record<string, unknown> | undefined) =>
    data === undefined ? null : (mapValues(data, (v) => (v instanceof Timestamp ? { $timestamp: v.toMillis() } : undefined)) as Record<string, unknown>);
  return { db: adminDb(), toStore, toWire };
}

const adminGetDoc: BrowserCommand<[path: string]> = async (_ctx, path): Promise<WireDoc> => {
  const { db, toWire } = await admin();
  const snap = await db.doc(path).get();
  return { id: snap.id, path, exists: snap.exists, data: toWire(snap.data()) };
};

const adminQuery: BrowserCommand<[path: string, where: WireWhere[]]> = async (_ctx, path, where): Promise<WireDoc[]> => {
  const { db, toWire } = await admin();
  let query: Query = db.collection(path);
  for (const [field, op, value] of where) query = query.where(field, op, value);
  const snap = await query.get();
  return snap.docs.map((d) => ({ id: d.id, path: d.ref.path, exists: true, data: toWire(d.data()) }));
};

const adminWrite: BrowserCommand<[writes: WireWrite[]]> = async (_ctx, writes): Promise<void> => {
  const { db, toStore } = await admin();
  const batch = db.batch();
  for (const { path, data, merge } of writes) batch.set(db.doc(path), toStore(data), { merge: merge ?? false });
  await batch.commit();
};

const adminUpdateDoc: BrowserCommand<[path: string, data: Record<string, unknown>]> = async (_ctx, path, data): Promise<void> => {
  const { db, toStore } = await admin();
  await db.doc(path).update(toStore(data));
};

const adminAddDoc: BrowserCommand<[path: string, data: Record<string, unknown>]> = async (_ctx, path, data): Promise<string> => {
  const { db, toStore } = await admin();
  return (await db.collection(path).add(toStore(data))).id;
};

const adminSetClaims: BrowserCommand<[uid: string, claims: Record<string, unknown>]> = async (_ctx, uid, claims): Promise<void> => {
  const { adminAuth } = await import('./emulators');
  await adminAuth().setCustomUserClaims(uid, claims);
};

const backgroundTriggers: BrowserCommand<[enabled: boolean]> = async (_ctx, enabled): Promise<void> => {
  const { setBackgroundTriggers } = await import('./emulators');
  await setBackgroundTriggers(enabled);
};

export const adminCommands = { adminGetDoc, adminQuery, adminWrite, adminUpdateDoc, adminAddDoc, adminSetClaims, backgroundTriggers };

declare module 'vitest/browser' {
  interface BrowserCommands {
    adminGetDoc: (path: string) => Promise<WireDoc>;
    backgroundTriggers: (enabled: boolean) => Promise<void>;
    adminQuery: (path: string, where: WireWhere[]) => Promise<WireDoc[]>;
    adminWrite: (writes: WireWrite[]) => Promise<void>;
    adminUpdateDoc: (path: string, data: Record<string, unknown>) => Promise<void>;
    adminAddDoc: (path: string, data: Record<string, unknown>) => Promise<string>;
    adminSetClaims: (uid: string, claims: Record<string, unknown>) => Promise<void>;
  }
}
