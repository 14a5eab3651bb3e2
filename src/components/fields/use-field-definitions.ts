// The open account's custom field definitions of clients or deals (src/domain/custom-fields.ts),
// live: one document read per record kind however many screens ask (the data layer's listener).
import { useEffect, useState } from 'react';
import type { CustomFieldDefinition, CustomFieldRecordKind } from '../../domain/custom-fields';
import { useSession } from '../../lib/session';

/** The definitions, sorted; null while they load; [] when there are none or they cannot be read. */
export function useFieldDefinitions(kind: CustomFieldRecordKind): CustomFieldDefinition[] | null {
  const { backend, accountId } = useSession();
  const [state, setState] = useState<{ key: string; definitions: CustomFieldDefinition[] } | null>(null);
  const key = `${accountId ?? ''}/${kind}`;
  useEffect(() => {
    if (!backend || !accountId) return;
    return backend.fields.watchFieldDefinitions(
      accountId,
      kind,
      (definitions) => setState({ key, definitions }),
      () => setState({ key, definitions: [] }),
    );
  }, [backend, accountId, kind, key]);
  return state?.key === key ? state.definitions : null;
}
