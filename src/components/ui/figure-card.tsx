import type { ReactNode } from 'react';

/** A records-screen figure with its label and an optional detail line ('3 active'). */
export function FigureCard({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="rounded-ui-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900 dark:text-slate-100" data-testid={`stat-${label}`}>
        {value}
      </p>
      {detail && <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{detail}</p>}
    </div>
  );
}
