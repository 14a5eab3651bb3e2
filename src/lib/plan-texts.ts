// The plans' names, descriptions and feature lines (src/domain/plans.ts keeps them in English for
// the functions and the data) in the viewer's language, looked up at display time.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { formatPrice } from '../domain/plans';
import { i18n } from './i18n';
import { translateText } from './known-texts';

const PLAN_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  'Everything a small business needs to track clients and revenue.': msg`Everything a small business needs to track clients and revenue.`,
  'Essential CRM features': msg`Essential CRM features`,
  'Client tracking': msg`Client tracking`,
  'Revenue monitoring': msg`Revenue monitoring`,
  'Basic reporting': msg`Basic reporting`,
  'Email support': msg`Email support`,
  'The whole toolkit for growing teams: payroll, expenses and team work.': msg`The whole toolkit for growing teams: payroll, expenses and team work.`,
  'Unlimited clients': msg`Unlimited clients`,
  'Revenue and salary tracking': msg`Revenue and salary tracking`,
  'Automated workflows': msg`Automated workflows`,
  'Exclusive admin tools': msg`Exclusive admin tools`,
  'Team collaboration': msg`Team collaboration`,
  'Advanced reporting': msg`Advanced reporting`,
  'Priority support': msg`Priority support`,
  'A plan shaped around your organisation, priced by quote.': msg`A plan shaped around your organisation, priced by quote.`,
  'Everything in Pro': msg`Everything in Pro`,
  'Unlimited clients and storage': msg`Unlimited clients and storage`,
  'Custom quote for your business': msg`Custom quote for your business`,
};

/** A plan's description or feature line in the active language (other texts as the domain gives them). */
export function planText(english: string): string {
  const descriptor = Object.hasOwn(PLAN_TEXTS, english) ? PLAN_TEXTS[english] : undefined;
  return descriptor ? i18n._(descriptor) : translateText(english);
}

/** '$29', or the word for a price by quote in the active language. */
export function planPrice(price: number | null): string {
  return price === null ? i18n._(msg({ message: 'Custom', context: 'price by quote' })) : formatPrice(price);
}
