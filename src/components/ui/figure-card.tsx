import type { ReactNode } from 'react';
import { Card } from './card';

/** A records-screen figure with its label and an optional detail line ('3 active'). */
export function FigureCard({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <Card padding="sm" shadow>
      <p className="text-sm font-medium text-fg-muted">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-fg" data-testid={`stat-${label}`}>
        {value}
      </p>
      {detail && <p className="mt-1 text-sm text-fg-subtle">{detail}</p>}
    </Card>
  );
}
