// The fake of the custom fields part of the data layer (contract-fields.ts): the definitions of
// each account's clients and deals in memory with live watchers, checked with the real layer's
// parseDefinitions; refusing what the security rules refuse (only owners and managers save them,
// only members read them); a kind change converting the records' values by planKindChange, as
// the real layer does. src/testing/backend-contract-fields.ts runs the same cases against both.
import { DataError } from '../../data/contract';
import type { FieldsApi } from '../../data/contract';
import type { KindChangeTarget } from '../../data/contract-fields';
import { canManageAccount } from '../../domain/accounts';
import { CUSTOM_FIELD_MESSAGES, customFieldsSchema, parseDefinitions, readCustomFields } from '../../domain/custom-fields';
import { planKindChange } from '../../domain/custom-field-values';
import type { CustomFieldDefinition, CustomFieldRecordKind, CustomFieldValues } from '../../domain/custom-fields';
import { accessIn, dealStore, emitDeals, emitRecords, recordWrite, refused, store } from './state';
import type { AnyRecord, FakeState } from './state';

type FieldsState = {
  definitions: Map<string, CustomFieldDefinition[]>;
  listeners: Map<string, Set<() => void>>;
};

const states = new WeakMap<FakeState, FieldsState>();

function fieldsState(state: FakeState): FieldsState {
  let s = states.get(state);
  if (!s) states.set(state, (s = { definitions: new Map(), listeners: new Map() }));
  return s;
}

const keyOf = (accountId: string, kind: CustomFieldRecordKind) => `${accountId}/${kind}`;
const copy = (defs: readonly CustomFieldDefinition[]) => defs.map((d) => ({ ...d, choices: [...d.choices] }));

/** The stored definitions of an account's record kind (none: []), for the records and deals fakes. */
export function fakeDefinitions(state: FakeState, accountId: string, kind: CustomFieldRecordKind): CustomFieldDefinition[] {
  return copy(fieldsState(state).definitions.get(keyOf(accountId, kind)) ?? []);
}

/**
 * A record's `customFields` through the one schema, as the real layer makes them
 * (src/data/fields.ts checkedCustomFields); undefined when there is nothing to write.
 */
export function fakeCheckedCustomFields(
  state: FakeState,
  accountId: string,
  kind: CustomFieldRecordKind,
  input: unknown,
  previous: unknown,
  partial: boolean,
): CustomFieldValues | undefined {
  const definitions = fakeDefinitions(state, accountId, kind);
  if (input === undefined && (partial || definitions.length === 0)) return undefined;
  const parsed = customFieldsSchema(definitions).parse(input ?? {}, { previous: readCustomFields(previous), partial });
  if (!parsed.ok) throw new DataError('invalid-argument', parsed.message);
  return parsed.value;
}

export function fakeFieldsApi(
  state: FakeState,
): FieldsApi & { seedDefinitions(accountId: string, kind: CustomFieldRecordKind, defs: CustomFieldDefinition[]): void } {
  const s = fieldsState(state);
  const tell = (key: string) => s.listeners.get(key)?.forEach((emit) => emit());

  const manages = (accountId: string) => {
    recordWrite(state, accountId);
    const { member } = accessIn(state, accountId);
    if (!member || !canManageAccount(member.role)) throw refused();
  };

  const recordsOf = (accountId: string, kind: CustomFieldRecordKind): Map<string, AnyRecord> =>
    kind === 'clients' ? store(state, accountId, 'clients') : dealStore(state, accountId);

  function plan(accountId: string, kind: CustomFieldRecordKind, fieldId: string, to: KindChangeTarget) {
    manages(accountId);
    const definitions = fakeDefinitions(state, accountId, kind);
    if (!definitions.some((d) => d.id === fieldId)) throw new DataError('invalid-argument', CUSTOM_FIELD_MESSAGES.fieldNotFound);
    const parsed = parseDefinitions(definitions.map((d) => (d.id === fieldId ? { ...d, kind: to.kind, choices: to.choices } : d)));
    if (!parsed.ok) throw new DataError('invalid-argument', parsed.message);
    const records = [...recordsOf(accountId, kind).values()].map((r) => ({ id: String(r.id), customFields: readCustomFields(r.customFields) }));
    const withValue = records.filter((r) => r.customFields[fieldId] !== undefined).length;
    return { definitions: parsed.value, withValue, ...planKindChange(records, fieldId, to) };
  }

  function save(accountId: string, kind: CustomFieldRecordKind, definitions: CustomFieldDefinition[]) {
    const parsed = parseDefinitions(definitions);
    if (!parsed.ok) throw new DataError('invalid-argument', parsed.message);
    s.definitions.set(keyOf(accountId, kind), copy(parsed.value));
    tell(keyOf(accountId, kind));
  }

  return {
    watchFieldDefinitions(accountId, kind, cb, onError) {
      const key = keyOf(accountId, kind);
      const emit = () => {
        if (!accessIn(state, accountId).member) onError?.(refused());
        else cb(fakeDefinitions(state, accountId, kind));
      };
      let set = s.listeners.get(key);
      if (!set) s.listeners.set(key, (set = new Set()));
      set.add(emit);
      emit();
      return () => set.delete(emit);
    },

    async saveFieldDefinitions(accountId, kind, definitions) {
      manages(accountId);
      save(accountId, kind, definitions);
    },

    async countKindChange(accountId, kind, fieldId, to) {
      const { withValue, writes, kept } = plan(accountId, kind, fieldId, to);
      return { withValue, converted: writes.length, kept };
    },

    async changeFieldKind(accountId, kind, fieldId, to, onProgress) {
      const { definitions, withValue, writes, kept } = plan(accountId, kind, fieldId, to);
      const records = recordsOf(accountId, kind);
      onProgress?.(0, writes.length);
      for (const w of writes) {
        const r = records.get(w.id);
        if (!r) continue;
        const values = { ...readCustomFields(r.customFields) };
        if (w.value === null) delete values[fieldId];
        else values[fieldId] = w.value;
        records.set(w.id, { ...r, customFields: values, updatedBy: state.current ?? '' });
      }
      onProgress?.(writes.length, writes.length);
      if (kind === 'clients') emitRecords(state, accountId, 'clients');
      else emitDeals(state, accountId);
      save(accountId, kind, definitions);
      return { withValue, converted: writes.length, kept };
    },

    seedDefinitions(accountId, kind, defs) {
      s.definitions.set(keyOf(accountId, kind), copy(defs));
      tell(keyOf(accountId, kind));
    },
  };
}
