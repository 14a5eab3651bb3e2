// The deals CSV's column headers and status names in the person's language (src/domain/export/deals-csv.ts):
// one set for the account export (Settings > Data) and the deals list's own Export CSV.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { DealsCsvLabels } from '../../domain/export/deals-csv';
import { labelOf } from '../ui/select-field';

export function useDealsCsvLabels(): DealsCsvLabels {
  const { t } = useLingui();
  return useMemo(
    () => ({
      headers: {
        title: t({ message: 'Title', context: 'deals export column' }),
        client: t({ message: 'Client', context: 'deals export column' }),
        value: t({ message: 'Value', context: 'deals export column' }),
        stage: t({ message: 'Stage', context: 'deals export column' }),
        pipeline: t({ message: 'Pipeline', context: 'deals export column' }),
        probability: t({ message: 'Probability (%)', context: 'deals export column' }),
        status: t({ message: 'Status', context: 'deals export column' }),
        expectedClose: t({ message: 'Expected close', context: 'deals export column' }),
        closedOn: t({ message: 'Won or lost on', context: 'deals export column' }),
        lostReason: t({ message: 'Lost reason', context: 'deals export column' }),
        owner: t({ message: 'Owner', context: 'deals export column' }),
        notes: t({ message: 'Notes', context: 'deals export column' }),
      },
      // As the deals list shows them.
      status: { open: labelOf('open'), won: labelOf('won'), lost: labelOf('lost') },
    }),
    [t],
  );
}
