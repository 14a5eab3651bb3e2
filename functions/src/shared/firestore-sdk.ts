// The Admin SDK's Firestore value classes (FieldValue, Timestamp, FieldPath) of the copy of the SDK
// a database handle comes from. The functions have their own copy of firebase-admin
// (functions/node_modules); the scripts and tests that call the functions' code bring the
// root's. A sentinel such as FieldValue.serverTimestamp() made by one copy is refused by the
// other's Firestore ("Couldn't serialize object of type ServerTimestampTransform"), so code that
// runs outside the functions too takes these classes from here, never from its own import.
import { FieldPath, FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';

export type FirestoreSdk = { FieldValue: typeof FieldValue; Timestamp: typeof Timestamp; FieldPath: typeof FieldPath };

/**
 * The value classes that go with `db`. The Firestore class of @google-cloud/firestore (which
 * firebase-admin/firestore wraps) is also its module, and carries every class it exports; a
 * handle that is no such instance (a test double) gets this copy's.
 */
export function sdkOf(db: Firestore): FirestoreSdk {
  const own = db.constructor as Partial<FirestoreSdk>;
  if (own.FieldValue && own.Timestamp && own.FieldPath) {
    return { FieldValue: own.FieldValue, Timestamp: own.Timestamp, FieldPath: own.FieldPath };
  }
  return { FieldValue, Timestamp, FieldPath };
}
