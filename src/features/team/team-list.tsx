// One of the team screen's two lists (members, tasks): heading with count, then its state.
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadingMore } from '../../components/ui/loading-more';
import { Spinner } from '../../components/ui/spinner';
import type { RecordList } from '../../components/ui/use-records';

/** A list's heading (with its count, given by the caller) and beside it the notice while it is still arriving, then its loading, empty or no-match state, else `children`. */
export function TeamList({
  heading,
  spaced = false,
  list,
  noun,
  shown,
  empty,
  noMatch,
  children,
}: {
  heading: string;
  spaced?: boolean;
  list: RecordList<'employees'> | RecordList<'tasks'>;
  noun: string;
  shown: number;
  empty: string;
  noMatch: string;
  children: ReactNode;
}) {
  return (
    <>
      {/* The notice sits beside the heading, whose line is taller: nothing moves when it goes. */}
      <div className={`mb-3 ${spaced ? 'mt-8 ' : ''}flex items-center gap-4`}>
        <h2 className="shrink-0 text-lg font-semibold text-fg">{heading}</h2>
        <LoadingMore lists={[{ list, noun }]} inline />
      </div>
      {list.loading ? (
        <Spinner className="mx-auto h-8 w-8" />
      ) : list.records.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : shown === 0 ? (
        <EmptyState>{noMatch}</EmptyState>
      ) : (
        children
      )}
    </>
  );
}
