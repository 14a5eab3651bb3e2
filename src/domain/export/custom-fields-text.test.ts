// Custom field values in the CRM text export (docs/decisions/0255).
import { describe, expect, it } from 'vitest';
import { createFormatter } from '../format';
import { DEFAULT_PIPELINE } from '../deals';
import type { Deal } from '../deals';
import { EMPTY_CATEGORIES } from '../schemas';
import { DISPLAY_DEFAULTS } from '../user-settings/display';
import { clientRecord, customField } from '../../testing/record-fixtures';
import { customFieldTextLines } from './custom-fields-text';
import { toBackup, toText } from './export';

const FIELDS = [
  customField('fee', 'Fee', 'amount', 1),
  customField('court', 'Court date', 'date', 0),
  customField('areas', 'Areas', 'choices', 2, { choices: ['Family', 'Tax'] }),
  customField('urgent', 'Urgent', 'yesNo', 3),
  customField('hours', 'Hours', 'number', 4),
  customField('memo', 'Memo', 'longText', 5),
  customField('empty', 'Empty', 'text', 6),
  customField('old', 'Old case', 'text', 7, { archived: true }),
];
const values = { court: '2026-12-24', fee: 1234.5, areas: ['Family', 'Tax'], urgent: false, hours: 'about 30', memo: 'one\ntwo', empty: '', old: 'K-7' };
const eu = createFormatter({ ...DISPLAY_DEFAULTS, dateFormat: 'DD/MM/YYYY', numberFormat: 'EU', currency: 'EUR' });

const deal: Deal = {
  id: 'd1',
  title: 'Case',
  clientId: 'c1',
  value: 10,
  expectedClose: '',
  ownerId: 'u1',
  pipelineId: 'default',
  stageId: 'lead',
  probability: null,
  status: 'open',
  wonAt: '',
  lostAt: '',
  lostReason: '',
  revenueId: '',
  position: 'a0',
  notes: '',
  customFields: { retainer: 900 },
};

describe('custom fields in the text export', () => {
  it('lists the values by label in the fields order, formatted as the client page shows them, skipping empty ones', () => {
    expect(customFieldTextLines(FIELDS, values, eu)).toEqual([
      `   Court date: ${eu.date('2026-12-24')}`,
      `   Fee: ${eu.money(1234.5)}`,
      '   Areas: Family; Tax',
      '   Urgent: No',
      '   Hours: about 30 (not a valid number)',
      '   Memo: one\n      two',
      '   Old case (archived): K-7',
    ]);
    expect(eu.date('2026-12-24')).toBe('24/12/2026');
    expect(customFieldTextLines(FIELDS, undefined, eu)).toEqual([]);
  });

  it('keeps ISO dates and plain numbers without the person’s formats', () => {
    expect(customFieldTextLines(FIELDS.slice(0, 2), values, null)).toEqual(['   Court date: 2026-12-24', '   Fee: 1234.5']);
  });

  it("puts each client's and deal's values after its fields in the text file", () => {
    const backup = toBackup(
      {
        records: { clients: [clientRecord('c1', 'Ada', { customFields: values })], employees: [], tasks: [], salaries: [], revenues: [], expenses: [] },
        categories: EMPTY_CATEGORIES,
        settings: {},
        deals: [deal],
        pipelines: [DEFAULT_PIPELINE],
        fieldDefinitions: { clients: FIELDS, deals: [customField('retainer', 'Retainer', 'amount', 0)] },
      },
      { email: 'a@x.io', displayName: 'A' },
      new Date('2026-12-01T10:00:00Z'),
    );
    const text = toText(backup, eu);
    expect(text).toContain(`   type: one-time\n   Court date: 24/12/2026\n   Fee: ${eu.money(1234.5)}\n`);
    expect(text).toContain(`   position: a0\n   Retainer: ${eu.money(900)}\n`);
    expect(text.indexOf('Retainer')).toBeGreaterThan(text.indexOf('=== DEALS (1) ==='));
  });
});
