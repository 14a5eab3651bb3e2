// The deals list's Export CSV (docs/product/deals.md#the-board): the deals the list shows, filtered
// and in its order, with the account export's deals columns and one per active custom field
// (src/domain/export/list-csv.ts). Like the clients list's, open to every role that sees the list.
import { Trans } from '@lingui/react/macro';
import type { DealView } from '../../data/contract-deals';
import { csvFileName } from '../../domain/csv-export';
import { todayIso } from '../../domain/dates';
import type { Pipeline } from '../../domain/deals';
import { dealsListCsv } from '../../domain/export/list-csv';
import type { ListFieldDefinition } from '../../domain/list-view';
import { useDealsCsvLabels } from '../../components/records/deals-csv-labels';
import { Button } from '../../components/ui/button';
import { downloadText } from '../../components/ui/download';

export type DealsListExportProps = {
  rows: readonly DealView[];
  pipeline: Pipeline;
  clientName: (clientId: string) => string;
  owner: (uid: string) => { name: string };
  fields: readonly ListFieldDefinition[];
};

/** The list's owner name for the CSV; '—' (unknown to the list) leaves the CSV to name the id. */
const NO_NAME = '—';

export function DealsListExport({ rows, pipeline, clientName, owner, fields }: DealsListExportProps) {
  const labels = useDealsCsvLabels();
  const exportCsv = () => {
    const ownerName = (uid: string) => {
      const name = owner(uid).name;
      return name === NO_NAME ? '' : name;
    };
    downloadText(csvFileName('deals', todayIso()), dealsListCsv(rows, { pipeline, clientName, ownerName, labels, definitions: fields }));
  };
  return (
    <Button variant="secondary" onClick={exportCsv} disabled={rows.length === 0}>
      <Trans>Export CSV</Trans>
    </Button>
  );
}
