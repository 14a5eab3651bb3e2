import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A screen's title, subtitle and action buttons. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <title>{t`${title} · SmallBiz CRM`}</title>
      <div>
        <h1 className="text-2xl font-semibold text-fg">{title}</h1>
        {subtitle && <p className="mt-1 text-fg-muted">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
