// Small pieces the financial records pages share: the first table cell, the linked client.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { WithId } from '../../data/contract';
import { SelectField } from '../ui/select-field';
import { useRecords } from '../ui/use-records';

/** A record's name in bold, its detail line and, when linked, its client. */
export function TitleCell({ title, detail, client }: { title: string; detail: string; client?: string }) {
  return (
    <div>
      <p className="font-medium">{title}</p>
      {detail && <p className="text-fg-subtle">{detail}</p>}
      {client && (
        <p className="text-xs text-fg-subtle">
          <Trans>Client: {client}</Trans>
        </p>
      )}
    </div>
  );
}

/** The user's clients, live, and their names by id (for revenue and expenses linked to a client). */
export function useClients() {
  const clients = useRecords('clients');
  const names = useMemo(() => new Map(clients.records.map((c) => [c.id, c.name])), [clients.records]);
  return { list: clients.records, nameOf: (id: string) => names.get(id) };
}

/** Chooses the client a record is linked to, or none. */
export function ClientSelect({
  clients,
  value,
  onChange,
}: {
  clients: WithId<'clients'>[];
  value: string;
  onChange: (e: { target: { value: string } }) => void;
}) {
  const { t } = useLingui();
  const noClient = t`No client`;
  const options = useMemo(
    () => [{ value: '', label: noClient }, ...clients.map((c) => ({ value: c.id, label: c.company ? `${c.name} (${c.company})` : c.name }))],
    [clients, noClient],
  );
  return <SelectField label={t`Client`} value={value} onChange={onChange} options={options} />;
}
