import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  BUILTIN_CATEGORIES,
  EMPTY_CATEGORIES,
  FIELD_LIMITS,
  IMPORT_FALLBACK_EXPENSE_CATEGORY,
  RECORD_FIELDS,
  TODAY_DEFAULT_FIELDS,
  addCategory,
  categoryOptions,
  customCategoriesSchema,
  isRecordKind,
  parseCustomCategories,
  parsePatch,
  parseRecord,
  recordSchemas,
} from './schemas';
import type { ParseFailure, ParseResult } from './schemas';
import { RECORD_KINDS } from './types';
import type { CustomCategories, RecordInput } from './types';

const NOW = new Date(2024, 4, 20, 15, 0); // local 2024-05-20
const TODAY = '2024-05-20';

function failed<T>(result: ParseResult<T>): ParseFailure {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result;
}

describe('record schemas and field lists', () => {
  it('produce exactly the record input types', () => {
    expectTypeOf<z.output<typeof recordSchemas.clients>>().toEqualTypeOf<RecordInput<'clients'>>();
    expectTypeOf<z.output<typeof recordSchemas.employees>>().toEqualTypeOf<RecordInput<'employees'>>();
    expectTypeOf<z.output<typeof recordSchemas.tasks>>().toEqualTypeOf<RecordInput<'tasks'>>();
    expectTypeOf<z.output<typeof recordSchemas.salaries>>().toEqualTypeOf<RecordInput<'salaries'>>();
    // A revenue's dealId is written only by a won deal (deal-writes.ts), never by its form.
    expectTypeOf<z.output<typeof recordSchemas.revenues>>().toEqualTypeOf<Omit<RecordInput<'revenues'>, 'dealId'>>();
    expectTypeOf<z.output<typeof recordSchemas.expenses>>().toEqualTypeOf<RecordInput<'expenses'>>();
  });

  it('list every stored field of every kind, which is exactly what a parsed record holds', () => {
    const minimal = {
      // A client's lastActivity and a task's clientId are optional (absent on records from before them).
      clients: { name: 'A', email: 'a@b.co', lastActivity: '' },
      employees: { name: 'A', role: 'Dev' },
      tasks: { title: 'T', clientId: '' },
      salaries: { employeeName: 'A', amount: 1 },
      revenues: { source: 'S', amount: 1 },
      expenses: { description: 'D', amount: 1, category: 'office' },
    } as const;
    for (const kind of RECORD_KINDS) {
      const result = parseRecord(kind, minimal[kind], NOW);
      expect(result.ok).toBe(true);
      if (result.ok) expect(Object.keys(result.value).sort()).toEqual([...RECORD_FIELDS[kind]].sort());
      // A client's customFields is its own map beside the fields (src/domain/custom-fields.ts), optional as well.
      const maps = kind === 'clients' ? ['customFields'] : [];
      expect(Object.keys(recordSchemas[kind].shape).sort()).toEqual([...RECORD_FIELDS[kind], ...maps].sort());
      expect(RECORD_FIELDS[kind]).not.toContain('id');
      for (const field of TODAY_DEFAULT_FIELDS[kind]) expect(RECORD_FIELDS[kind]).toContain(field);
    }
  });

  it('publish the limits the rules enforce', () => {
    expect(FIELD_LIMITS).toEqual({
      text: 500,
      amountMax: 1e12,
      assignedEmployees: 50,
      subtasks: 100,
      categoriesPerGroup: 100,
    });
  });

  it('recognise record kinds', () => {
    expect(isRecordKind('clients')).toBe(true);
    expect(isRecordKind('users')).toBe(false);
  });
});

describe('parseRecord for clients', () => {
  it('fills the seed defaults: active, one-time, added today, no last contact', () => {
    const result = parseRecord('clients', { name: ' Ann ', email: ' ANN@Example.com ' }, NOW);
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Ann',
        email: 'ann@example.com',
        phone: '',
        company: '',
        value: 0,
        progress: 0,
        notes: '',
        dateAdded: TODAY,
        lastContact: '',
        status: 'active',
        type: 'one-time',
      },
    });
  });

  it('sanitises every field and drops unknown ones', () => {
    const result = parseRecord(
      'clients',
      {
        id: 'forged',
        uid: 'someone-else',
        name: 'Ann',
        email: 'ann@example.com',
        phone: ' 555 ',
        company: 'c'.repeat(700),
        value: '-30',
        progress: '140',
        notes: 12,
        dateAdded: '2023-01-02',
        lastContact: '2023-02-03',
        status: 'Former',
        type: 'weird',
      },
      NOW,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).not.toHaveProperty('id');
    expect(result.value).not.toHaveProperty('uid');
    expect(result.value).toMatchObject({
      phone: '555',
      value: 0,
      progress: 100,
      notes: '12',
      dateAdded: '2023-01-02',
      lastContact: '2023-02-03',
      status: 'former',
      type: 'one-time',
    });
    expect(result.value.company).toHaveLength(500);
  });

  it('requires a name', () => {
    const r = failed(parseRecord('clients', { name: '   ', email: 'a@b.co' }, NOW));
    expect(r.errors).toEqual({ name: 'Name is required' });
    expect(r.message).toBe('Name is required');
  });

  it('requires an email', () => {
    expect(failed(parseRecord('clients', { name: 'Ann' }, NOW)).errors).toEqual({ email: 'Email is required' });
  });

  it('rejects a malformed email', () => {
    const r = failed(parseRecord('clients', { name: 'Ann', email: 'ann@' }, NOW));
    expect(r.errors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('reports every field at once with the first message as the summary', () => {
    const r = failed(parseRecord('clients', {}, NOW));
    expect(r.errors).toEqual({ name: 'Name is required', email: 'Email is required' });
    expect(r.message).toBe('Name is required');
  });

  it('rejects a value above the limit', () => {
    expect(failed(parseRecord('clients', { name: 'A', email: 'a@b.co', value: 2e12 }, NOW)).errors).toEqual({
      value: 'Value is too large',
    });
  });

  it('rejects an impossible date instead of storing something else', () => {
    expect(failed(parseRecord('clients', { name: 'A', email: 'a@b.co', dateAdded: '2024-02-30' }, NOW)).errors).toEqual({
      dateAdded: 'Please enter a valid date',
    });
    expect(failed(parseRecord('clients', { name: 'A', email: 'a@b.co', lastContact: 'soon' }, NOW)).errors).toEqual({
      lastContact: 'Please enter a valid date',
    });
    expect(failed(parseRecord('clients', { name: 'A', email: 'a@b.co', dateAdded: 20240101 }, NOW)).errors).toEqual({
      dateAdded: 'Please enter a valid date',
    });
  });

  it('refuses input that is not an object', () => {
    for (const input of [null, undefined, 'x', 3, []]) {
      expect(parseRecord('clients', input, NOW)).toEqual({ ok: false, errors: {}, message: 'Invalid record data' });
    }
  });

  it('uses the real clock for blank dates when no clock is given', () => {
    const r = parseRecord('employees', { name: 'A', role: 'B' });
    expect(r.ok && r.value.dateAdded).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('parseRecord for employees', () => {
  it('requires a name and a role, and keeps email optional', () => {
    expect(parseRecord('employees', { name: 'Bo', role: ' Designer ' }, NOW)).toEqual({
      ok: true,
      value: { name: 'Bo', role: 'Designer', email: '', dateAdded: TODAY },
    });
    expect(failed(parseRecord('employees', {}, NOW)).errors).toEqual({ name: 'Name is required', role: 'Role is required' });
  });

  it('rejects a malformed optional email rather than dropping it silently', () => {
    expect(failed(parseRecord('employees', { name: 'Bo', role: 'Dev', email: 'bo' }, NOW)).errors).toEqual({
      email: 'Please enter a valid email address',
    });
    const ok = parseRecord('employees', { name: 'Bo', role: 'Dev', email: 'BO@x.io' }, NOW);
    expect(ok.ok && ok.value.email).toBe('bo@x.io');
  });
});

describe('parseRecord for tasks', () => {
  it('starts pending with progress 0, created today, no deadline, nobody assigned and no subtasks', () => {
    expect(parseRecord('tasks', { title: 'Ship it' }, NOW)).toEqual({
      ok: true,
      value: {
        title: 'Ship it',
        description: '',
        progress: 0,
        deadline: '',
        dateCreated: TODAY,
        assignedEmployees: [],
        status: 'pending',
        subtasks: [],
      },
    });
  });

  it('requires a title and clamps progress to 0-100', () => {
    expect(failed(parseRecord('tasks', { title: '' }, NOW)).errors).toEqual({ title: 'Title is required' });
    const r = parseRecord('tasks', { title: 'T', progress: 250, status: 'in-progress' }, NOW);
    expect(r.ok && [r.value.progress, r.value.status]).toEqual([100, 'in-progress']);
  });

  it('cleans assignees and subtasks', () => {
    const r = parseRecord(
      'tasks',
      {
        title: 'T',
        assignedEmployees: [' e1 ', 'e2', 'e1', '', 7, null],
        subtasks: [
          { id: 's1', title: ' Draft ', completed: true, progressValue: 120 },
          { title: 'No id' },
          { id: 's1', title: 'Duplicate id' },
          { id: 's4', title: '   ' },
          'junk',
        ],
      },
      NOW,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.assignedEmployees).toEqual(['e1', 'e2', '7']);
    expect(r.value.subtasks).toEqual([
      { id: 's1', title: 'Draft', completed: true, progressValue: 100 },
      { id: 'subtask-2', title: 'No id', completed: false, progressValue: 0 },
      { id: 's1-3', title: 'Duplicate id', completed: false, progressValue: 0 },
    ]);
  });

  it('limits assignees to 50 and subtasks to 100', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `e${i}`);
    expect(parseRecord('tasks', { title: 'T', assignedEmployees: many(50) }, NOW).ok).toBe(true);
    expect(failed(parseRecord('tasks', { title: 'T', assignedEmployees: many(51) }, NOW)).errors).toEqual({
      assignedEmployees: 'A task can have at most 50 assigned employees',
    });
    const subtasks = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `s${i}`, title: `Step ${i}` }));
    expect(parseRecord('tasks', { title: 'T', subtasks: subtasks(100) }, NOW).ok).toBe(true);
    expect(failed(parseRecord('tasks', { title: 'T', subtasks: subtasks(101) }, NOW)).errors).toEqual({
      subtasks: 'A task can have at most 100 subtasks',
    });
  });
});

describe('parseRecord for salaries', () => {
  it('starts pending and monthly, paid today', () => {
    expect(parseRecord('salaries', { employeeName: 'Ann', amount: '2500' }, NOW)).toEqual({
      ok: true,
      value: {
        employeeName: 'Ann',
        employeeId: '',
        position: '',
        amount: 2500,
        payDate: TODAY,
        status: 'pending',
        type: 'monthly',
        expenseId: '',
      },
    });
  });

  it('keeps a custom salary type', () => {
    const r = parseRecord('salaries', { employeeName: 'Ann', amount: 1, type: ' Overtime ', status: 'paid' }, NOW);
    expect(r.ok && [r.value.type, r.value.status]).toEqual(['Overtime', 'paid']);
  });

  it('requires an employee name and an amount greater than 0', () => {
    expect(failed(parseRecord('salaries', { amount: 0 }, NOW)).errors).toEqual({
      employeeName: 'Employee name is required',
      amount: 'Amount must be greater than 0',
    });
    expect(failed(parseRecord('salaries', { employeeName: 'A', amount: 'lots' }, NOW)).message).toBe('Amount must be greater than 0');
    expect(failed(parseRecord('salaries', { employeeName: 'A', amount: -10 }, NOW)).message).toBe('Amount must be greater than 0');
    expect(failed(parseRecord('salaries', { employeeName: 'A', amount: 1e13 }, NOW)).message).toBe('Amount is too large');
  });
});

describe('parseRecord for revenues', () => {
  it('defaults to a service received today', () => {
    expect(parseRecord('revenues', { source: 'Shop', amount: 19.999 }, NOW)).toEqual({
      ok: true,
      value: { source: 'Shop', amount: 20, description: '', date: TODAY, type: 'service', clientId: '' },
    });
  });

  it('requires a source and an amount greater than 0', () => {
    expect(failed(parseRecord('revenues', {}, NOW)).errors).toEqual({
      source: 'Source is required',
      amount: 'Amount must be greater than 0',
    });
  });
});

describe('parseRecord for expenses', () => {
  it('keeps the chosen category and links', () => {
    expect(parseRecord('expenses', { description: 'Paper', amount: 12.5, category: 'office', clientId: 'c1', date: '2024-01-31' }, NOW)).toEqual({
      ok: true,
      value: {
        description: 'Paper',
        amount: 12.5,
        category: 'office',
        notes: '',
        date: '2024-01-31',
        salaryId: '',
        clientId: 'c1',
      },
    });
  });

  it('requires a description, an amount greater than 0 and a category', () => {
    expect(failed(parseRecord('expenses', { amount: 0 }, NOW)).errors).toEqual({
      description: 'Description is required',
      amount: 'Amount must be greater than 0',
      category: 'Please choose a category',
    });
  });

  it('leaves the office fallback to the import', () => {
    expect(IMPORT_FALLBACK_EXPENSE_CATEGORY).toBe('office');
    expect(BUILTIN_CATEGORIES.expenses).toContain(IMPORT_FALLBACK_EXPENSE_CATEGORY);
  });
});

describe('parsePatch', () => {
  it('sanitises only the fields that changed', () => {
    expect(parsePatch('clients', { notes: '  call back  ', progress: '101' }, NOW)).toEqual({
      ok: true,
      value: { notes: 'call back', progress: 100 },
    });
  });

  it('drops the id and unknown fields', () => {
    expect(parsePatch('revenues', { id: 'x', owner: 'y', amount: '5' }, NOW)).toEqual({ ok: true, value: { amount: 5 } });
  });

  it('applies the same validation messages as a whole record', () => {
    const r = failed(parsePatch('clients', { name: ' ', email: 'nope' }, NOW));
    expect(r.errors).toEqual({ name: 'Name is required', email: 'Please enter a valid email address' });
    expect(failed(parsePatch('expenses', { category: '' }, NOW)).message).toBe('Please choose a category');
    expect(failed(parsePatch('salaries', { amount: 0 }, NOW)).message).toBe('Amount must be greater than 0');
    expect(failed(parsePatch('tasks', { deadline: '2024-13-01' }, NOW)).errors).toEqual({
      deadline: 'Please enter a valid date',
    });
  });

  it('sets a cleared required date to today and leaves absent dates alone', () => {
    expect(parsePatch('revenues', { date: '' }, NOW)).toEqual({ ok: true, value: { date: TODAY } });
    expect(parsePatch('revenues', { source: 'X' }, NOW)).toEqual({ ok: true, value: { source: 'X' } });
  });

  it('returns an empty patch for no changes and refuses non-objects', () => {
    expect(parsePatch('tasks', {}, NOW)).toEqual({ ok: true, value: {} });
    expect(parsePatch('tasks', null, NOW)).toEqual({ ok: false, errors: {}, message: 'Invalid record data' });
  });

  it('reports a nested problem under its top-level field', () => {
    const subtasks = Array.from({ length: 101 }, (_, i) => ({ id: `s${i}`, title: 'x' }));
    expect(failed(parsePatch('tasks', { subtasks }, NOW)).errors).toEqual({ subtasks: 'A task can have at most 100 subtasks' });
  });
});

describe('custom categories', () => {
  it('cleans each group: trimmed, no blanks, no duplicates ignoring case, no built-ins', () => {
    expect(parseCustomCategories({ expenses: [' Rent ', 'rent', '', 'Office', 42, null], revenues: ['Grants'], other: ['x'] })).toEqual({
      ok: true,
      value: { expenses: ['Rent', '42'], revenues: ['Grants'], salaries: [] },
    });
  });

  it('reads a missing or malformed document as empty groups', () => {
    expect(customCategoriesSchema.parse(undefined)).toEqual(EMPTY_CATEGORIES);
    expect(customCategoriesSchema.parse({ expenses: 'Rent' })).toEqual(EMPTY_CATEGORIES);
  });

  it('allows at most 100 names per group', () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `Cat ${i}`);
    expect(parseCustomCategories({ salaries: names(100) }).ok).toBe(true);
    const r = failed(parseCustomCategories({ salaries: names(101) }));
    expect(r.errors).toEqual({ salaries: 'You can have at most 100 custom categories in a group' });
  });

  it('lists built-in options before custom ones', () => {
    const categories: CustomCategories = { expenses: ['Rent'], revenues: [], salaries: ['Overtime'] };
    expect(categoryOptions(categories, 'salaries')).toEqual(['monthly', 'bonus', 'commission', 'Overtime']);
    expect(categoryOptions(categories, 'expenses').at(-1)).toBe('Rent');
  });

  it('adds a new trimmed name to one group without touching the others', () => {
    const before: CustomCategories = { expenses: ['Rent'], revenues: ['Grants'], salaries: [] };
    const r = addCategory(before, 'expenses', '  Insurance ');
    expect(r).toEqual({
      ok: true,
      name: 'Insurance',
      value: { expenses: ['Rent', 'Insurance'], revenues: ['Grants'], salaries: [] },
    });
    expect(before.expenses).toEqual(['Rent']);
  });

  it('refuses an empty name', () => {
    expect(addCategory(EMPTY_CATEGORIES, 'revenues', '   ')).toEqual({ ok: false, message: 'Category name cannot be empty' });
  });

  it('refuses a name that exists, built-in or custom, ignoring case', () => {
    const categories: CustomCategories = { expenses: ['Rent'], revenues: [], salaries: [] };
    expect(addCategory(categories, 'expenses', 'rent')).toEqual({ ok: false, message: 'That category already exists' });
    expect(addCategory(categories, 'expenses', 'Travel')).toEqual({ ok: false, message: 'That category already exists' });
    expect(addCategory(categories, 'revenues', 'Product')).toEqual({ ok: false, message: 'That category already exists' });
    expect(addCategory(categories, 'revenues', 'Rent').ok).toBe(true);
  });

  it('refuses a 101st custom name', () => {
    const full: CustomCategories = { ...EMPTY_CATEGORIES, expenses: Array.from({ length: 100 }, (_, i) => `C${i}`) };
    expect(addCategory(full, 'expenses', 'One more')).toEqual({
      ok: false,
      message: 'You can have at most 100 custom categories in a group',
    });
  });
});
