import { useLingui } from '@lingui/react/macro';
import { Spinner } from './spinner';
import { useFormat } from '../../lib/use-format';

/** A list that may still be arriving page by page, and what its notice calls its records. */
export type ArrivingList = { list: { records: unknown[]; partial: boolean }; noun: string };

/**
 * Says which big lists are still arriving page by page (figures above them are not final yet):
 * one notice per list, side by side, none once every record is in.
 *
 * The line keeps its height whether it says anything or not (`inline` leaves the height to the
 * row it sits in), so what is under it never moves when a notice comes or goes. A notice that
 * appeared above a table and left 0.1-0.2 s later, when the server confirmed what the cache had
 * shown, moved every row up under the pointer: a click meant for one row's button landed beside
 * it (docs/decisions/0164).
 */
export function LoadingMore({ lists, inline = false }: { lists: ArrivingList[]; inline?: boolean }) {
  const format = useFormat();
  const { t } = useLingui();
  return (
    <div className={`flex min-w-0 items-center gap-x-4 overflow-hidden ${inline ? '' : 'h-6'}`}>
      {lists
        .filter(({ list }) => list.partial)
        .map(({ list, noun }) => {
          const soFar = format.number(list.records.length);
          return (
            <p key={noun} role="status" className="flex shrink-0 items-center gap-2 whitespace-nowrap text-sm text-fg-muted">
              <Spinner className="h-4 w-4" />
              {t`Loading ${noun}... ${soFar} so far`}
            </p>
          );
        })}
    </div>
  );
}
