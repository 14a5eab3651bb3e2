// The rules that span records, once: what each change writes to the other records. The data
// layer, the REST API, the import and the fake apply these lists (their tests show they do).
import { describe, expect, it } from 'vitest';
import {
  GENERATED_EXPENSE_NOTE,
  applyUpdate,
  createWrites,
  generatedExpenseFor,
  linkedRef,
  removeNeeds,
  removeWrites,
  dealOf,
  salaryExpenseDescription,
  updateReachesOthers,
  updateWrites,
} from './record-writes';
import { mergeCategories, parsePatch, parseRecord } from './schemas';
import type { RecordInput, RecordKind } from './types';

const NOW = new Date(2024, 4, 20, 15, 0);

const salary: RecordInput<'salaries'> = {
  employeeName: 'Ann Lee',
  employeeId: 'e1',
  position: 'Dev',
  amount: 3200.5,
  payDate: '2024-05-31',
  status: 'paid',
  type: 'monthly',
  expenseId: '',
};

/** Ids as a store hands them out: collection-1, collection-2, ... */
function ids() {
  let n = 0;
  return (collection: RecordKind) => `${collection}-${++n}`;
}

describe('generatedExpenseFor', () => {
  it('turns a salary payment into its salary expense', () => {
    expect(generatedExpenseFor(salary, 'sal-1')).toEqual({
      description: 'Salary - Ann Lee',
      amount: 3200.5,
      category: 'salary',
      notes: 'Auto-generated from salary payment',
      date: '2024-05-31',
      salaryId: 'sal-1',
      clientId: '',
    });
    expect(GENERATED_EXPENSE_NOTE).toBe('Auto-generated from salary payment');
  });

  it('produces an expense that passes the expense schema even for a 500-character name', () => {
    const parsed = parseRecord('salaries', { employeeName: 'n'.repeat(500), amount: 1 }, NOW);
    if (!parsed.ok) throw new Error('salary should parse');
    const expense = generatedExpenseFor(parsed.value, 's');
    expect(expense.description).toHaveLength(500);
    expect(parseRecord('expenses', expense, NOW)).toEqual({ ok: true, value: expense });
  });
});

describe('salaryExpenseDescription', () => {
  it('is "Salary - {name}", trimmed and cut to the text limit', () => {
    expect(salaryExpenseDescription('Bob Ray')).toBe('Salary - Bob Ray');
    expect(salaryExpenseDescription('  Bob Ray  ')).toBe('Salary - Bob Ray');
    expect(salaryExpenseDescription('x'.repeat(500))).toHaveLength(500);
  });
});

describe('createWrites', () => {
  it('a salary is set with its generated expense, each naming the other', () => {
    const { id, writes } = createWrites('salaries', salary, ids());
    expect(id).toBe('salaries-1');
    expect(writes).toEqual([
      { op: 'set', collection: 'salaries', id: 'salaries-1', data: { ...salary, expenseId: 'expenses-2' } },
      { op: 'set', collection: 'expenses', id: 'expenses-2', data: generatedExpenseFor(salary, 'salaries-1') },
    ]);
  });

  it('any other record is one set', () => {
    const revenue: RecordInput<'revenues'> = { source: 'Shop', amount: 5, description: '', date: '2024-05-01', type: 'product', clientId: '' };
    expect(createWrites('revenues', revenue, ids())).toEqual({
      id: 'revenues-1',
      writes: [{ op: 'set', collection: 'revenues', id: 'revenues-1', data: revenue }],
    });
  });
});

describe('linkedRef', () => {
  it("names a salary's expense and a generated expense's salary; nothing for others or blank links", () => {
    expect(linkedRef('salaries', { expenseId: 'x1' })).toEqual({ collection: 'expenses', id: 'x1' });
    expect(linkedRef('expenses', { salaryId: 's1' })).toEqual({ collection: 'salaries', id: 's1' });
    expect(linkedRef('expenses', { salaryId: '' })).toBeNull();
    expect(linkedRef('salaries', null)).toBeNull();
    expect(linkedRef('clients', { expenseId: 'x1' })).toBeNull();
  });
});

describe('updateWrites', () => {
  const expense = { id: 'x1', ...generatedExpenseFor(salary, 's1') };
  const linkedSalary = { id: 's1', ...salary, expenseId: 'x1' };

  it("a salary's amount, pay date and employee flow to its expense, the name trimmed and cut", () => {
    const patch = parsePatch('salaries', { amount: 10, payDate: '2024-06-30', employeeName: '  Bo  ' }, NOW);
    if (!patch.ok) throw new Error('patch should parse');
    expect(updateWrites('salaries', 's1', patch.value, expense)).toEqual([
      { op: 'update', collection: 'salaries', id: 's1', data: { employeeName: 'Bo', amount: 10, payDate: '2024-06-30' } },
      { op: 'update', collection: 'expenses', id: 'x1', data: { amount: 10, date: '2024-06-30', description: 'Salary - Bo' } },
    ]);
    const long = updateWrites('salaries', 's1', { employeeName: 'n'.repeat(500) }, expense)[1];
    expect(long).toMatchObject({ op: 'update', data: { description: `Salary - ${'n'.repeat(491)}` } });
  });

  it('an update never rewrites the link fields (an imported salary reads expenseId blank)', () => {
    expect(updateWrites('salaries', 's1', { expenseId: '', amount: 4 }, expense)).toEqual([
      { op: 'update', collection: 'salaries', id: 's1', data: { amount: 4 } },
      { op: 'update', collection: 'expenses', id: 'x1', data: { amount: 4 } },
    ]);
    expect(updateWrites('expenses', 'x1', { salaryId: 'elsewhere' }, null)).toEqual([{ op: 'update', collection: 'expenses', id: 'x1', data: {} }]);
  });

  it('other salary fields, or a deleted expense, write the salary alone', () => {
    expect(updateReachesOthers('salaries', { status: 'paid' })).toBe(false);
    expect(updateWrites('salaries', 's1', { status: 'paid' }, expense)).toEqual([{ op: 'update', collection: 'salaries', id: 's1', data: { status: 'paid' } }]);
    expect(updateWrites('salaries', 's1', { amount: 3 }, null)).toHaveLength(1);
  });

  it("a generated expense's amount and date flow back to the salary that still names it", () => {
    expect(updateReachesOthers('expenses', { date: '2024-01-01' })).toBe(true);
    expect(updateWrites('expenses', 'x1', { amount: 7, date: '2024-01-01', notes: 'n' }, linkedSalary)).toEqual([
      { op: 'update', collection: 'expenses', id: 'x1', data: { amount: 7, date: '2024-01-01', notes: 'n' } },
      { op: 'update', collection: 'salaries', id: 's1', data: { amount: 7, payDate: '2024-01-01' } },
    ]);
    expect(updateWrites('expenses', 'x1', { amount: 7 }, { ...linkedSalary, expenseId: 'other' })).toHaveLength(1);
    expect(updateWrites('expenses', 'x1', { description: 'd' }, linkedSalary)).toHaveLength(1);
  });
});

describe('removeWrites', () => {
  it('an employee leaves every task naming them, then goes', () => {
    expect(removeNeeds('employees')).toEqual({ linked: false, assignedTasks: true, deal: false });
    const tasks = [
      { id: 't1', assignedEmployees: ['e1', 'e2'] },
      { id: 't2', assignedEmployees: ['e2'] },
    ];
    expect(removeWrites('employees', 'e1', { tasks })).toEqual([
      { op: 'update', collection: 'tasks', id: 't1', data: {}, removeFromLists: { assignedEmployees: ['e1'] } },
      { op: 'delete', collection: 'employees', id: 'e1' },
    ]);
  });

  it('a generated expense unlinks its salary', () => {
    expect(removeNeeds('expenses')).toEqual({ linked: true, assignedTasks: false, deal: false });
    expect(removeWrites('expenses', 'x1', { linked: { id: 's1', expenseId: 'x1' } })).toEqual([
      { op: 'delete', collection: 'expenses', id: 'x1' },
      { op: 'update', collection: 'salaries', id: 's1', data: { expenseId: '' } },
    ]);
    expect(removeWrites('expenses', 'x1', { linked: { id: 's1', expenseId: 'x9' } })).toEqual([{ op: 'delete', collection: 'expenses', id: 'x1' }]);
  });

  it('a salary takes its expense along, or leaves it as an ordinary expense', () => {
    const linked = { id: 'x1', salaryId: 's1' };
    expect(removeWrites('salaries', 's1', { linked }, { withExpense: true })).toEqual([
      { op: 'delete', collection: 'salaries', id: 's1' },
      { op: 'delete', collection: 'expenses', id: 'x1' },
    ]);
    expect(removeWrites('salaries', 's1', { linked }, { withExpense: false })).toEqual([
      { op: 'delete', collection: 'salaries', id: 's1' },
      { op: 'update', collection: 'expenses', id: 'x1', data: { salaryId: '' } },
    ]);
    expect(removeWrites('salaries', 's1', { linked: null }, { withExpense: true })).toEqual([{ op: 'delete', collection: 'salaries', id: 's1' }]);
  });

  it('a revenue made by a won deal takes the link off that deal, when the deal still names it', () => {
    expect(removeNeeds('revenues')).toEqual({ linked: false, assignedTasks: false, deal: true });
    expect(dealOf('revenues', { id: 'r1', dealId: 'd1' })).toBe('d1');
    expect(dealOf('revenues', { id: 'r1', dealId: '' })).toBeNull();
    expect(dealOf('revenues', { id: 'r1' })).toBeNull();
    expect(dealOf('expenses', { id: 'x1', dealId: 'd1' })).toBeNull();
    expect(removeWrites('revenues', 'r1', { deal: { id: 'd1', revenueId: 'r1', status: 'won' } })).toEqual([
      { op: 'delete', collection: 'revenues', id: 'r1' },
      { op: 'update', collection: 'deals', id: 'd1', data: { revenueId: '' } },
    ]);
    // A deal that names another revenue (won again since), or none, or is gone: only the delete.
    for (const deal of [{ id: 'd1', revenueId: 'r2' }, { id: 'd1', revenueId: '' }, null]) {
      expect(removeWrites('revenues', 'r1', { deal })).toEqual([{ op: 'delete', collection: 'revenues', id: 'r1' }]);
    }
  });

  it('any other record is one delete', () => {
    expect(removeWrites('clients', 'c1', {})).toEqual([{ op: 'delete', collection: 'clients', id: 'c1' }]);
  });
});

describe('applyUpdate', () => {
  it('merges the fields and takes values out of lists, keeping the id', () => {
    const task = { id: 't1', title: 'T', assignedEmployees: ['e1', 'e2'] };
    expect(
      applyUpdate(task, { op: 'update', collection: 'tasks', id: 't1', data: { title: 'U', id: 'no' }, removeFromLists: { assignedEmployees: ['e1'] } }),
    ).toEqual({
      id: 't1',
      title: 'U',
      assignedEmployees: ['e2'],
    });
  });
});

describe("mergeCategories (a backup's custom names)", () => {
  it('adds the new names as addCategory does: duplicates ignoring case, built-ins and blanks skipped, up to the limit', () => {
    const current = { expenses: ['Gifts'], revenues: [], salaries: Array.from({ length: 100 }, (_, i) => `S${i}`) };
    const incoming = { expenses: ['GIFTS', 'Travel', ' Rent ', ''], revenues: ['Workshops'], salaries: ['One more'] };
    expect(mergeCategories(current, incoming)).toEqual({ expenses: ['Gifts', 'Rent'], revenues: ['Workshops'], salaries: current.salaries });
  });
});
