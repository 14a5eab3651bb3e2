// The one surface for cards and panels: a bordered, rounded block on the page background. Its
// colours and corner radius come from the theme (rounded-ui-lg reads a CSS custom property), so a
// theme change reaches every card. Screens pick padding and shadow; the rest stays the same.
import type { HTMLAttributes, ReactNode } from 'react';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg' | 'xl';
export type CardOptions = { padding?: CardPadding; shadow?: boolean };

const paddings: Record<CardPadding, string> = { none: '', sm: 'p-4', md: 'p-5', lg: 'p-6', xl: 'p-8' };

/** The card's classes, for elements that are not a plain block (a link, a form). */
export function cardClass({ padding = 'lg', shadow = false }: CardOptions = {}): string {
  const parts = ['rounded-ui-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900', paddings[padding]];
  if (shadow) parts.push('shadow-sm');
  return parts.filter(Boolean).join(' ');
}

type CardElement = 'div' | 'section' | 'article' | 'li' | 'aside';

export type CardProps = HTMLAttributes<HTMLElement> & CardOptions & { as?: CardElement; children?: ReactNode };

/** A card; `as` picks the element (a `section` with aria-labelledby for a titled panel). */
export function Card({ as: Element = 'div', padding, shadow, className = '', children, ...rest }: CardProps) {
  return (
    <Element className={`${cardClass({ padding, shadow })}${className ? ` ${className}` : ''}`} {...rest}>
      {children}
    </Element>
  );
}

/** A titled panel: a section labelled by its heading, with the heading styled once. */
export function Panel({
  title,
  titleId,
  children,
  className = '',
  titleClassName = 'text-lg',
  padding,
  shadow,
  ...rest
}: Omit<CardProps, 'as' | 'title'> & { title: ReactNode; titleId: string; titleClassName?: string }) {
  return (
    <Card as="section" aria-labelledby={titleId} padding={padding} shadow={shadow} className={className} {...rest}>
      <CardTitle id={titleId} className={titleClassName}>
        {title}
      </CardTitle>
      {children}
    </Card>
  );
}

/** A card's heading (h2); `className` adds size and spacing. */
export function CardTitle({ id, children, className = '' }: { id?: string; children: ReactNode; className?: string }) {
  return (
    <h2 id={id} className={`font-semibold text-slate-900 dark:text-slate-100 ${className}`}>
      {children}
    </h2>
  );
}
