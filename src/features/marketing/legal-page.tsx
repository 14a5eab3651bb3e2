import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

/** Layout of the static legal pages. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 text-slate-700 dark:text-slate-300 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-fg [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
      <title>{t`${title} · SmallBiz CRM`}</title>
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="text-sm text-fg-subtle">
        <Trans>Last updated: January 1, {year}</Trans>
      </p>
      {children}
    </article>
  );
}
