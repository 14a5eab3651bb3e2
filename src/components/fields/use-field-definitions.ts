// The open account's custom field definitions of clients or deals (src/domain/custom-fields.ts),
// live: one document read per record kind however many screens ask (the data layer's listener).
import { useEffect, useState } from 'react';
import type { FieldsApi } from '../../data/contract-fields';
import type { CustomFieldDefinition, CustomFieldRecordKind } from '../../domain/custom-fields';
import { useSession } from '../../lib/session';

/** The last answer of the definitions' watch: the definitions, or the read's error message. */
export type DefinitionsRead = { definitions: CustomFieldDefinition[] | null; error: string | null };

/**
 * The live definitions of a record kind of `accountId`, with the read's error: null until the
 * first answer for this account and kind (and while `enabled` is false, before the first one).
 * For the screens that save the whole list, which must know a failed read from no fields.
 */
export function useDefinitionsRead(api: FieldsApi | null, accountId: string, kind: CustomFieldRecordKind, enabled = true): DefinitionsRead | null {
  const [state, setState] = useState<{ key: string; read: DefinitionsRead } | null>(null);
  const key = `${accountId}/${kind}`;
  useEffect(() => {
    if (!api || !accountId || !enabled) return;
    return api.watchFieldDefinitions(
      accountId,
      kind,
      (definitions) => setState({ key, read: { definitions, error: null } }),
      (e) => setState({ key, read: { definitions: null, error: e.message } }),
    );
  }, [api, accountId, kind, key, enabled]);
  return state?.key === key ? state.read : null;
}

/** The definitions, sorted; null while they load; [] when there are none or they cannot be read. */
export function useFieldDefinitions(kind: CustomFieldRecordKind): CustomFieldDefinition[] | null {
  const { backend, accountId } = useSession();
  const read = useDefinitionsRead(backend?.fields ?? null, accountId ?? '', kind);
  return read ? (read.definitions ?? []) : null;
}
