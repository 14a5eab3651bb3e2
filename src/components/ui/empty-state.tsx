import type { ReactNode } from 'react';

/** The text shown where a list has nothing to show. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-ui-lg border border-dashed border-line-strong px-4 py-10 text-center text-fg-muted">{children}</p>;
}
