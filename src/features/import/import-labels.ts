// The import screen's names of data kinds and fields, and its list joining, in the interface
// language. The stored kinds and the sheet names a workbook must use stay English (see
// domain/import/mapping.ts KIND_LABELS): these are for display only.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ImportKind } from '../../domain/entitlements';
import type { ToolId } from '../../domain/import/tools';
import { i18n } from '../../lib/i18n';
import { LIMITS } from './limits';

export const KIND_NAMES: Record<ImportKind, MessageDescriptor> = {
  clients: msg({ message: 'Clients', context: 'import data kind' }),
  employees: msg({ message: 'Employees', context: 'import data kind' }),
  salaries: msg({ message: 'Salaries', context: 'import data kind' }),
  revenues: msg({ message: 'Revenue', context: 'import data kind' }),
  expenses: msg({ message: 'Expenses', context: 'import data kind' }),
  deals: msg({ message: 'Deals', context: 'import data kind' }),
};

/** 'Importing salaries needs the Pro plan.' per kind (whole sentences, no glued lower-case names). */
export const NEEDS_PRO: Record<ImportKind, MessageDescriptor> = {
  clients: msg`Importing clients needs the Pro plan.`,
  employees: msg`Importing employees needs the Pro plan.`,
  salaries: msg`Importing salaries needs the Pro plan.`,
  revenues: msg`Importing revenue needs the Pro plan.`,
  expenses: msg`Importing expenses needs the Pro plan.`,
  // Every plan imports deals; kept for the table's shape.
  deals: msg`Importing deals needs the Pro plan.`,
};

export const FIELD_NAMES: Record<string, MessageDescriptor> = {
  name: msg({ message: 'Name', context: 'import field' }),
  email: msg({ message: 'Email', context: 'import field' }),
  phone: msg({ message: 'Phone', context: 'import field' }),
  company: msg({ message: 'Company', context: 'import field' }),
  status: msg({ message: 'Status', context: 'import field' }),
  type: msg({ message: 'Type', context: 'import field' }),
  value: msg({ message: 'Value', context: 'import field' }),
  dateAdded: msg({ message: 'Date Added', context: 'import field' }),
  lastContact: msg({ message: 'Last Contact', context: 'import field' }),
  progress: msg({ message: 'Progress', context: 'import field' }),
  notes: msg({ message: 'Notes', context: 'import field' }),
  role: msg({ message: 'Role', context: 'import field' }),
  employeeName: msg({ message: 'Employee Name', context: 'import field' }),
  position: msg({ message: 'Position', context: 'import field' }),
  amount: msg({ message: 'Amount', context: 'import field' }),
  payDate: msg({ message: 'Pay Date', context: 'import field' }),
  source: msg({ message: 'Source', context: 'import field' }),
  date: msg({ message: 'Date', context: 'import field' }),
  description: msg({ message: 'Description', context: 'import field' }),
  category: msg({ message: 'Category', context: 'import field' }),
  title: msg({ message: 'Title', context: 'import field' }),
  stage: msg({ message: 'Stage', context: 'import field' }),
  expectedClose: msg({ message: 'Expected Close', context: 'import field' }),
  clientName: msg({ message: 'Client', context: 'import field' }),
  contactName: msg({ message: 'Contact', context: 'import field' }),
  clientEmail: msg({ message: 'Client Email', context: 'import field' }),
  owner: msg({ message: 'Owner', context: 'import field' }),
  wonAt: msg({ message: 'Won Date', context: 'import field' }),
  lostAt: msg({ message: 'Lost Date', context: 'import field' }),
  lostReason: msg({ message: 'Lost Reason', context: 'import field' }),
};

/** "Recognised as a HubSpot contacts export", per tool (domain/import/tools.ts). */
export const TOOL_RECOGNISED: Record<ToolId, MessageDescriptor> = {
  hubspot: msg`Recognised as a HubSpot contacts export`,
  salesforce: msg`Recognised as a Salesforce report export`,
  'zoho-crm': msg`Recognised as a Zoho CRM contacts export`,
  bigin: msg`Recognised as a Bigin contacts export`,
  'pipedrive-people': msg`Recognised as a Pipedrive people export`,
  'pipedrive-organizations': msg`Recognised as a Pipedrive organizations export`,
  'google-contacts': msg`Recognised as a Google Contacts export`,
  'google-contacts-legacy': msg`Recognised as a Google Contacts export (older layout)`,
  outlook: msg`Recognised as an Outlook contacts export`,
  'apple-contacts': msg`Recognised as a vCard file (Apple Contacts)`,
  xero: msg`Recognised as a Xero contacts export`,
  quickbooks: msg`Recognised as a QuickBooks customers export`,
  stripe: msg`Recognised as a Stripe customers export`,
  'hubspot-deals': msg`Recognised as a HubSpot deals export`,
  'pipedrive-deals': msg`Recognised as a Pipedrive deals export`,
};

/** A kind's name in the interface language. */
export const kindName = (kind: ImportKind) => i18n._(KIND_NAMES[kind]);

/** 'Clients, Employees and Salaries' with the interface language's own words and commas. */
export function listOf(items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  return new Intl.ListFormat(i18n.locale, { type }).format(items);
}

/** 'Files up to 20 MB, 100,000 rows, 20 sheets and 200 columns.' */
export function limitText(): string {
  const megabytes = LIMITS.fileBytes / 1024 / 1024;
  const rows = i18n.number(LIMITS.rows);
  const sheets = LIMITS.sheets;
  const columns = LIMITS.columns;
  return i18n._(msg`Files up to ${megabytes} MB, ${rows} rows, ${sheets} sheets and ${columns} columns.`);
}
