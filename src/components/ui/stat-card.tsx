import type { ReactNode } from 'react';
import { Card } from './card';

/** A labelled figure with a detail line beneath, e.g. 'Total Revenue / $1,200.00 / $300.00 this month'. */
export function StatCard({
  label,
  value,
  detail,
  tone = 'primary',
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  tone?: 'primary' | 'green' | 'red' | 'violet';
}) {
  const accents = {
    primary: 'border-t-primary-500',
    green: 'border-t-emerald-500',
    red: 'border-t-rose-500',
    violet: 'border-t-violet-500',
  } as const;
  return (
    <Card padding="md" shadow className={`border-t-4 ${accents[tone]}`}>
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-2 text-2xl font-semibold text-fg">{value}</dd>
      {detail && <dd className="mt-1 text-sm text-slate-600 dark:text-slate-400">{detail}</dd>}
    </Card>
  );
}
