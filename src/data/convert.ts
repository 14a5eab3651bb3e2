import { Timestamp } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';

/** Firestore Timestamps to Dates (shallow, plus one level of arrays of maps left as they are). */
export function fromFirestore<T>(data: DocumentData): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    out[key] = value instanceof Timestamp ? value.toDate() : value;
  }
  return out as T;
}

export function dateOrNull(value: unknown): Date | null {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof Date) return value;
  return null;
}
