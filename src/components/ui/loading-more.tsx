import { useLingui } from '@lingui/react/macro';
import { Spinner } from './spinner';
import { useFormat } from '../../lib/format';

/**
 * Says that a big list is still arriving page by page (figures above it are not final yet).
 * Renders nothing once every record is in.
 */
export function LoadingMore({ list, noun }: { list: { records: unknown[]; partial: boolean }; noun: string }) {
  const format = useFormat();
  const { t } = useLingui();
  if (!list.partial) return null;
  const soFar = format.number(list.records.length);
  return (
    <p role="status" className="mb-3 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
      <Spinner className="h-4 w-4" />
      {t`Loading ${noun}... ${soFar} so far`}
    </p>
  );
}
