// The custom fields part of the data layer's contract (docs/product/custom-fields.md): the
// definitions of an account's clients' and deals' fields, one document per record kind
// (accounts/{a}/fieldDefinitions/{clients|deals}), read live by every member and saved whole by
// owners and managers; and a field's kind change, which converts the records' values it can.
import type { CustomFieldDefinition, CustomFieldKind, CustomFieldRecordKind } from '../domain/custom-fields';
import type { DataError, Unsubscribe } from './contract-common';

/** What a kind change would do to the records' values of a field. */
export type KindChangeCount = {
  /** Records with a value of the field. */
  withValue: number;
  /** Values that change (converted to the new kind). */
  converted: number;
  /** Values that cannot be converted: kept as they are, shown as "not a valid {kind}". */
  kept: number;
};

export type KindChangeTarget = { kind: CustomFieldKind; choices: string[] };

export type FieldsApi = {
  /** The definitions of one record kind, sorted by order (none stored yet: []), live. */
  watchFieldDefinitions(
    accountId: string,
    kind: CustomFieldRecordKind,
    cb: (definitions: CustomFieldDefinition[]) => void,
    onError?: (e: DataError) => void,
  ): Unsubscribe;
  /**
   * Saves the whole list (owners and managers), checked by parseDefinitions
   * (src/domain/custom-fields.ts): 'invalid-argument' with the product's message otherwise. A
   * kind change goes through changeFieldKind, which also converts the values.
   */
  saveFieldDefinitions(accountId: string, kind: CustomFieldRecordKind, definitions: CustomFieldDefinition[]): Promise<void>;
  /** What changing field `fieldId` to `to` would do to the records' values (nothing is written). */
  countKindChange(accountId: string, kind: CustomFieldRecordKind, fieldId: string, to: KindChangeTarget): Promise<KindChangeCount>;
  /**
   * Changes a field's kind (and choices): converts every value it can, in batches with
   * `onProgress(done, total)`, then saves the definition. Values that cannot be converted are
   * kept. Run again after an interruption, it converts the rest (converted values stay).
   */
  changeFieldKind(
    accountId: string,
    kind: CustomFieldRecordKind,
    fieldId: string,
    to: KindChangeTarget,
    onProgress?: (done: number, total: number) => void,
  ): Promise<KindChangeCount>;
};
