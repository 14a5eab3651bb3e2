// The demo's generated records (scripts/demo-seed.ts): a small deterministic generator, so every
// run seeds the same names, clients, revenues and expenses.
import type { RecordKind } from '../src/domain/types';

let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
export const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

export const firstNames = ['Ava', 'Liam', 'Mia', 'Noah', 'Zoe', 'Ethan', 'Chloe', 'Lucas', 'Ella', 'Mason', 'Aria', 'Leo', 'Nora', 'Omar', 'Ivy', 'Kai'];
export const lastNames = ['Garcia', 'Smith', 'Nguyen', 'Patel', 'Kim', 'Johnson', 'Brown', 'Lopez', 'Chen', 'Davis', 'Moore', 'Khan'];
const companies = [
  'Bright Bakery',
  'Northwind Traders',
  'Blue Fern Studio',
  'Harbor Dental',
  'Summit Fitness',
  'Maple Legal',
  'Pixel Forge',
  'Green Thumb Landscaping',
  'Cedar & Co',
  'Urban Roots Cafe',
];
export const roles = ['Sales Associate', 'Designer', 'Office Manager', 'Accountant', 'Developer', 'Marketing Lead', 'Support Specialist', 'Project Manager'];
const expenseItems: [string, string][] = [
  ['Office rent', 'office'],
  ['Printer paper and toner', 'office'],
  ['Facebook ads', 'marketing'],
  ['Flyers printing', 'marketing'],
  ['Client visit - train tickets', 'travel'],
  ['Conference hotel', 'travel'],
  ['Accounting software', 'software'],
  ['Design tool subscription', 'software'],
  ['New laptop', 'equipment'],
  ['Desk chairs', 'equipment'],
  ['Electricity bill', 'utilities'],
  ['Internet service', 'utilities'],
];

/** A founder's records: 24 clients and 24 revenues, and on Pro 16 expenses, dated within `isoDaysAgo` of today. */
export function records(pro: boolean, isoDaysAgo: (days: number) => string): { kind: RecordKind; input: Record<string, unknown> }[] {
  const out: { kind: RecordKind; input: Record<string, unknown> }[] = [];
  const people = Array.from({ length: 24 }, () => `${pick(firstNames)} ${pick(lastNames)}`);
  people.forEach((name, i) => {
    const company = pick(companies);
    out.push({
      kind: 'clients',
      input: {
        name,
        email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${i}@example.com`,
        phone: `(555) 01${String(10 + i).padStart(2, '0')}-${String(1000 + Math.floor(random() * 8999))}`,
        company,
        value: Math.round(500 + random() * 9500),
        progress: Math.floor(random() * 101),
        notes: i % 3 === 0 ? 'Prefers e-mail. Quarterly check-in.' : '',
        dateAdded: isoDaysAgo(Math.floor(random() * 170)),
        lastContact: isoDaysAgo(Math.floor(random() * 30)),
        status: pick(['active', 'active', 'active', 'inactive', 'former'] as const),
        type: pick(['one-time', 'recurring'] as const),
      },
    });
  });
  for (let i = 0; i < 24; i++) {
    out.push({
      kind: 'revenues',
      input: {
        source: pick(companies),
        amount: Math.round(200 + random() * 4800),
        description: pick(['Monthly retainer', 'Website redesign', 'Consulting session', 'Product sale', 'Workshop']),
        date: isoDaysAgo(Math.floor(random() * 170)),
        type: pick(['service', 'product', 'consultation'] as const),
        clientId: '',
      },
    });
  }
  if (!pro) return out;
  for (let i = 0; i < 16; i++) {
    const [description, category] = pick(expenseItems);
    out.push({
      kind: 'expenses',
      input: {
        description,
        amount: Math.round(20 + random() * 1500),
        category,
        notes: '',
        date: isoDaysAgo(Math.floor(random() * 170)),
        salaryId: '',
        clientId: '',
      },
    });
  }
  return out;
}
