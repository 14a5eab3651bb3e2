import type { ReactNode } from 'react';

/** The text shown where a list has nothing to show. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-ui-lg border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600 dark:border-slate-600 dark:text-slate-300">
      {children}
    </p>
  );
}
