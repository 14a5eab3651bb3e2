// The open account's custom fields of clients and deals, for the import's mapping (their labels
// map headers, the mapping list offers them) and its row checks (their schema). Live; `of(kind)`
// reads the latest, so a file read just after the page opened maps them once they arrived.
import { useEffect, useRef, useState } from 'react';
import type { Backend } from '../../lib/backend';
import type { CustomFieldDefinition } from '../../domain/custom-fields';
import type { ImportKind } from '../../domain/entitlements';

export type ImportFields = { clients: CustomFieldDefinition[]; deals: CustomFieldDefinition[] };

export type DefinitionsOf = (kind: ImportKind | null) => CustomFieldDefinition[];

const NONE: ImportFields = { clients: [], deals: [] };

export function useImportFields(backend: Backend | null, accountId: string): DefinitionsOf {
  const [fields, setFields] = useState<ImportFields>(NONE);
  const latest = useRef<ImportFields>(NONE);
  useEffect(() => {
    if (!backend || !accountId) return;
    const set = (kind: keyof ImportFields) => (definitions: CustomFieldDefinition[]) => {
      latest.current = { ...latest.current, [kind]: definitions };
      setFields(latest.current);
    };
    const stops = [
      backend.fields.watchFieldDefinitions(accountId, 'clients', set('clients'), () => undefined),
      backend.fields.watchFieldDefinitions(accountId, 'deals', set('deals'), () => undefined),
    ];
    return () => stops.forEach((stop) => stop());
  }, [backend, accountId]);
  // A new function when the fields change, so the screen re-renders with them.
  void fields;
  return (kind) => (kind === 'clients' ? latest.current.clients : kind === 'deals' ? latest.current.deals : []);
}
