// The sample templates offered on the import screen: a header row of each kind's first synonyms
// and two example rows per kind.
import type { ImportKind } from '../entitlements';
import { csvRows } from '../export/export';

const TEMPLATES: Record<ImportKind, string[][]> = {
  clients: [
    ['Name', 'Email', 'Phone', 'Company', 'Status', 'Type', 'Value', 'Progress', 'Date Added', 'Notes'],
    ['Jane Cooper', 'jane@example.com', '555-0100', 'Cooper & Co', 'active', 'recurring', '$1,500.00', '40', '03/15/2024', 'Retainer'],
    ['Wade Warren', 'wade@example.com', '555-0101', 'Warren LLC', 'inactive', 'one-time', '750', '100', '2024-01-31', ''],
  ],
  employees: [
    ['Name', 'Role', 'Email', 'Date Added'],
    ['Esther Howard', 'Paralegal', 'esther@example.com', '02/01/2024'],
    ['Cody Fisher', 'Associate', '', '2024-02-15'],
  ],
  salaries: [
    ['Employee Name', 'Position', 'Amount', 'Pay Date', 'Status', 'Type'],
    ['Esther Howard', 'Paralegal', '$3,200.00', '03/31/2024', 'paid', 'monthly'],
    ['Cody Fisher', 'Associate', '500', '2024-03-31', 'pending', 'bonus'],
  ],
  revenues: [
    ['Source', 'Amount', 'Date', 'Description', 'Type'],
    ['Cooper & Co', '$2,000.00', '03/15/2024', 'March retainer', 'service'],
    ['Warren LLC', '450', '2024-03-20', 'Consultation', 'consultation'],
  ],
  expenses: [
    ['Description', 'Amount', 'Category', 'Date', 'Notes'],
    ['Printer paper', '$45.99', 'office', '03/02/2024', ''],
    ['Flight to client', '320', 'travel', '2024-03-10', 'Warren LLC case'],
  ],
  deals: [
    ['Deal Name', 'Amount', 'Deal Stage', 'Close Date', 'Associated Company', 'Contact Email', 'Deal Owner', 'Notes'],
    ['Cooper retainer 2024', '$12,000.00', 'Proposal', '04/30/2024', 'Cooper & Co', 'jane@example.com', '', 'Yearly retainer'],
    ['Warren estate plan', '3500', 'Won', '2024-03-20', 'Warren LLC', 'wade@example.com', '', ''],
  ],
};

export function templateCsv(kind: ImportKind): string {
  return `${csvRows(TEMPLATES[kind])}\r\n`;
}

export function templateRows(kind: ImportKind): string[][] {
  return TEMPLATES[kind].map((r) => [...r]);
}
