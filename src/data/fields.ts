// Custom field definitions and kind changes on Firestore (contract-fields.ts): one document per
// record kind, accounts/{a}/fieldDefinitions/{clients|deals}, so a list visit reads it once. The
// rules let owners and managers write it and bound its size; parseDefinitions
// (src/domain/custom-fields.ts) checks the rest here before the write, and reads it back.
import { collection, deleteField, doc, getDoc, getDocFromCache, onSnapshot, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { CUSTOM_FIELD_MESSAGES, customFieldsSchema, parseDefinitions, readCustomFields, readDefinitions } from '../domain/custom-fields';
import { planKindChange } from '../domain/custom-field-values';
import type { CustomFieldDefinition, CustomFieldRecordKind, CustomFieldValues } from '../domain/custom-fields';
import { DataError } from './contract-common';
import type { FieldsApi, KindChangeTarget } from './contract-fields';
import { guard, toDataError } from './errors';
import { db } from './firebase';
import { MAX_BATCH_OPS, readAllDocs } from './paged';
import { browserOffline, settleWrite } from './pending-writes';
import { writer } from './writer';

const definitionsOf = (accountId: string, kind: CustomFieldRecordKind) => doc(db, 'accounts', accountId, 'fieldDefinitions', kind);

const invalid = (message: string) => new DataError('invalid-argument', message);

/** The stored definitions of a record kind (none: []). */
export async function storedDefinitions(accountId: string, kind: CustomFieldRecordKind): Promise<CustomFieldDefinition[]> {
  const ref = definitionsOf(accountId, kind);
  // The lists' and forms' listener keeps this document in the cache: read there first, so a
  // client saved offline is queued at once (a read from the server waits, offline, until it gives
  // up); the server only when the cache never had it, and none offline (the form then showed no
  // custom fields either, and the values a record already has are kept as they are).
  const cached = await getDocFromCache(ref).catch(() => null);
  if (cached) return readDefinitions(cached.get('fields'));
  if (browserOffline()) return [];
  return readDefinitions((await getDoc(ref)).get('fields'));
}

/**
 * A record's `customFields` as the one schema makes them from what a form or import gives
 * (`input`; undefined: the record names none), for a record whose stored values are `previous`
 * (a new one: undefined). Undefined when there is nothing to write (no definitions and no input).
 */
export async function checkedCustomFields(
  accountId: string,
  kind: CustomFieldRecordKind,
  input: unknown,
  previous: unknown,
  partial: boolean,
): Promise<CustomFieldValues | undefined> {
  const definitions = await storedDefinitions(accountId, kind);
  if (input === undefined && (partial || definitions.length === 0)) return undefined;
  const parsed = customFieldsSchema(definitions).parse(input ?? {}, { previous: readCustomFields(previous), partial });
  if (!parsed.ok) throw invalid(parsed.message);
  return parsed.value;
}

async function save(accountId: string, kind: CustomFieldRecordKind, definitions: CustomFieldDefinition[]) {
  const parsed = parseDefinitions(definitions);
  if (!parsed.ok) throw invalid(parsed.message);
  await settleWrite(setDoc(definitionsOf(accountId, kind), { fields: parsed.value, updatedAt: serverTimestamp(), updatedBy: writer() }));
}

async function plan(accountId: string, kind: CustomFieldRecordKind, fieldId: string, to: KindChangeTarget) {
  const definitions = await storedDefinitions(accountId, kind);
  const field = definitions.find((d) => d.id === fieldId);
  if (!field) throw invalid(CUSTOM_FIELD_MESSAGES.fieldNotFound);
  const changed = definitions.map((d) => (d.id === fieldId ? { ...d, kind: to.kind, choices: to.choices } : d));
  const parsed = parseDefinitions(changed);
  if (!parsed.ok) throw invalid(parsed.message);
  const records = (await readAllDocs(collection(db, 'accounts', accountId, kind))).map((d) => ({
    id: d.id,
    customFields: readCustomFields(d.get('customFields')),
  }));
  const withValue = records.filter((r) => r.customFields[fieldId] !== undefined).length;
  return { definitions: parsed.value, withValue, ...planKindChange(records, fieldId, to) };
}

export const fieldsApi: FieldsApi = {
  watchFieldDefinitions(accountId, kind, cb, onError) {
    return onSnapshot(
      definitionsOf(accountId, kind),
      (snap) => cb(readDefinitions(snap.get('fields'))),
      (error) => onError?.(toDataError(error)),
    );
  },

  saveFieldDefinitions: (accountId, kind, definitions) => guard(() => save(accountId, kind, definitions)),

  countKindChange: (accountId, kind, fieldId, to) =>
    guard(async () => {
      const { withValue, writes, kept } = await plan(accountId, kind, fieldId, to);
      return { withValue, converted: writes.length, kept };
    }),

  changeFieldKind: (accountId, kind, fieldId, to, onProgress) =>
    guard(async () => {
      const { definitions, withValue, writes, kept } = await plan(accountId, kind, fieldId, to);
      const by = writer();
      onProgress?.(0, writes.length);
      // The values first, then the definition: a change cut short is run again from the stored
      // values, and those already converted stay as they are.
      for (let i = 0; i < writes.length; i += MAX_BATCH_OPS) {
        const batch = writeBatch(db);
        for (const w of writes.slice(i, i + MAX_BATCH_OPS)) {
          batch.update(doc(db, 'accounts', accountId, kind, w.id), {
            [`customFields.${fieldId}`]: w.value === null ? deleteField() : w.value,
            updatedBy: by,
            updatedAt: serverTimestamp(),
          });
        }
        await settleWrite(batch.commit());
        onProgress?.(Math.min(i + MAX_BATCH_OPS, writes.length), writes.length);
      }
      await save(accountId, kind, definitions);
      return { withValue, converted: writes.length, kept };
    }),
};
