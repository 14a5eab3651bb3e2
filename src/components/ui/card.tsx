// The one surface for cards and panels: a bordered, rounded block on the page background. Its
// colours and corner radius come from the theme (rounded-ui-lg reads a CSS custom property), so a
// theme change reaches every card. Screens pick padding and shadow; the rest stays the same.
import type { HTMLAttributes, ReactNode } from 'react';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg' | 'xl';
export type CardOptions = { padding?: CardPadding; shadow?: boolean };

const paddings = { none: '', sm: ' p-4', md: ' p-5', lg: ' p-6', xl: ' p-8' };

/** The card's classes, for elements that are not a plain block (a link, a form). */
export const cardClass = ({ padding = 'lg', shadow }: CardOptions = {}) =>
  `rounded-ui-lg border border-line bg-surface${paddings[padding]}${shadow ? ' shadow-sm' : ''}`;

export type CardProps = HTMLAttributes<HTMLElement> & CardOptions & { as?: 'div' | 'section' | 'article' | 'li' | 'aside'; children?: ReactNode };

/** A card; `as` picks the element (a `section` with aria-labelledby for a titled panel). */
export function Card({ as: Element = 'div', padding, shadow, className = '', ...rest }: CardProps) {
  return <Element className={`${cardClass({ padding, shadow })} ${className}`} {...rest} />;
}

/** A titled panel: a section labelled by its heading (h2); `titleClassName` sets its size and spacing. */
export function Panel({
  title,
  titleId,
  titleClassName = 'text-lg',
  children,
  ...rest
}: Omit<CardProps, 'as' | 'title'> & { title: ReactNode; titleId: string; titleClassName?: string }) {
  return (
    <Card as="section" aria-labelledby={titleId} {...rest}>
      <h2 id={titleId} className={`font-semibold text-fg ${titleClassName}`}>
        {title}
      </h2>
      {children}
    </Card>
  );
}
