// The Admin SDK as the browser tests see it: a small subset of its API (doc, collection, where,
// batch) whose calls run in Vitest's Node process as browser commands
// (tests/support/admin-commands.ts). Tests use it to seed data the rules would refuse from a
// browser and to inspect what the data layer stored.
import { commands } from 'vitest/browser';
import type { WireDoc, WireWhere, WireWrite } from './admin-wire';
import { isWireTimestamp, mapValues } from './admin-wire';

/** A stored timestamp, as the Admin SDK's Timestamp offers it. */
export class StoredTimestamp {
  constructor(private readonly millis: number) {}
  toMillis() {
    return this.millis;
  }
  toDate() {
    return new Date(this.millis);
  }
}

/** Stored as the server's time (FieldValue.serverTimestamp()). */
export const serverTimestamp = () => ({ $serverTimestamp: true as const });

type Data = Record<string, unknown>;

const toWire = (data: Data) => mapValues(data, (v) => (v instanceof Date ? { $date: v.getTime() } : undefined)) as Data;
const fromWire = (data: Data) => mapValues(data, (v) => (isWireTimestamp(v) ? new StoredTimestamp(v.$timestamp) : undefined)) as Data;

export type DocSnapshot = {
  id: string;
  exists: boolean;
  ref: DocRef;
  data: () => Data | undefined;
  get: (field: string) => unknown;
};

function snapshot(wire: WireDoc): DocSnapshot {
  const data = wire.data === null ? undefined : fromWire(wire.data);
  return { id: wire.id, exists: wire.exists, ref: docRef(wire.path), data: () => data, get: (field) => data?.[field] };
}

export type DocRef = {
  path: string;
  get: () => Promise<DocSnapshot>;
  set: (data: Data, options?: { merge?: boolean }) => Promise<void>;
  update: (data: Data) => Promise<void>;
  collection: (id: string) => CollectionRef;
};

function docRef(path: string): DocRef {
  return {
    path,
    get: async () => snapshot(await commands.adminGetDoc(path)),
    set: (data, options) => commands.adminWrite([{ path, data: toWire(data), merge: options?.merge ?? false }]),
    update: (data) => commands.adminUpdateDoc(path, toWire(data)),
    collection: (id) => collectionRef(`${path}/${id}`),
  };
}

export type QuerySnapshot = { size: number; docs: DocSnapshot[] };

type QueryRef = {
  where: (field: string, op: WireWhere[1], value: unknown) => QueryRef;
  get: () => Promise<QuerySnapshot>;
};
type CollectionRef = QueryRef & { doc: (id: string) => DocRef; add: (data: Data) => Promise<DocRef> };

function query(path: string, where: WireWhere[]): QueryRef {
  return {
    where: (field: string, op: WireWhere[1], value: unknown) => query(path, [...where, [field, op, value]]),
    get: async (): Promise<QuerySnapshot> => {
      const docs = (await commands.adminQuery(path, where)).map(snapshot);
      return { size: docs.length, docs };
    },
  };
}

function collectionRef(path: string): CollectionRef {
  return {
    ...query(path, []),
    doc: (id: string) => docRef(`${path}/${id}`),
    add: async (data: Data) => docRef(`${path}/${await commands.adminAddDoc(path, toWire(data))}`),
  };
}

function batch() {
  const writes: WireWrite[] = [];
  return {
    set(ref: DocRef, data: Data, options?: { merge?: boolean }) {
      writes.push({ path: ref.path, data: toWire(data), merge: options?.merge ?? false });
    },
    commit: () => commands.adminWrite(writes),
  };
}

const db = { doc: docRef, collection: collectionRef, batch };

/** The emulators' Firestore with admin rights, reached from the browser through Vitest. */
export const adminDb = () => db;

/** The part of the Auth Admin API the browser tests use: setting a user's custom claims. */
export const adminAuth = () => ({ setCustomUserClaims: (uid: string, claims: Record<string, unknown>) => commands.adminSetClaims(uid, claims) });

export { uniqueEmail } from './unique';

/**
 * Pauses (false) or resumes (true) the emulators' background triggers, for a test file whose
 * thousands of writes no trigger result is checked for (tests/support/emulators.ts).
 */
export const setBackgroundTriggers = (enabled: boolean): Promise<void> => commands.backgroundTriggers(enabled);
