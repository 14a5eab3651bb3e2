import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Card } from '../../components/ui/card';
import { useKnownTexts } from '../../lib/use-known-texts';

/** The centred card the sign-in, sign-up and reset screens share. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  const { t } = useLingui();
  useKnownTexts();
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <title>{t`${title} · SmallBiz CRM`}</title>
      <Card padding="xl" shadow className="w-full max-w-md">
        <h1 className="text-2xl font-semibold text-fg">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-fg-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 text-center text-sm text-fg-muted">{footer}</div>}
      </Card>
    </div>
  );
}

export const authLinkClass = 'font-medium text-primary-700 hover:underline dark:text-primary-300';
