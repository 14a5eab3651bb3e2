import { describe, expect, it } from 'vitest';
import { FULL_ACCESS, canReassign, canSee, isNarrowed, recordAccessOf, scopeOf } from './record-access';

describe('recordAccessOf', () => {
  it('gives owners and managers everything, whatever their switches say', () => {
    expect(recordAccessOf({ role: 'owner', ownRecordsOnly: true, payroll: false })).toEqual(FULL_ACCESS);
    expect(recordAccessOf({ role: 'manager', ownRecordsOnly: true, payroll: false })).toEqual(FULL_ACCESS);
  });

  it("reads a Member's or Viewer's switches, a missing one counting as off", () => {
    expect(recordAccessOf({ role: 'member', ownRecordsOnly: true, payroll: true })).toEqual({ ownRecordsOnly: true, payroll: true });
    expect(recordAccessOf({ role: 'viewer' })).toEqual({ ownRecordsOnly: false, payroll: false });
  });
});

describe('scopeOf and canSee', () => {
  const narrowed = { ownRecordsOnly: true, payroll: false };

  it('hides salaries without payroll, and leaves out the expenses paid from them', () => {
    expect(scopeOf(narrowed, 'u1', 'salaries').hidden).toBe(true);
    expect(scopeOf(narrowed, 'u1', 'expenses')).toEqual({ hidden: false, ownerId: null, withoutPayroll: true });
    expect(canSee(narrowed, 'u1', 'expenses', { salaryId: 's1' })).toBe(false);
    expect(canSee(narrowed, 'u1', 'expenses', { salaryId: '' })).toBe(true);
  });

  it('narrows clients, tasks and deals to the owner, and no other kind', () => {
    expect(scopeOf(narrowed, 'u1', 'clients').ownerId).toBe('u1');
    expect(scopeOf(narrowed, 'u1', 'tasks').ownerId).toBe('u1');
    expect(scopeOf(narrowed, 'u1', 'deals').ownerId).toBe('u1');
    expect(canSee(narrowed, 'u1', 'deals', { ownerId: 'u2' })).toBe(false);
    expect(scopeOf(narrowed, 'u1', 'revenues').ownerId).toBeNull();
    expect(canSee(narrowed, 'u1', 'clients', { ownerId: 'u2' })).toBe(false);
    expect(canSee(narrowed, 'u1', 'clients', {})).toBe(false);
    expect(canSee(narrowed, 'u1', 'clients', { ownerId: 'u1' })).toBe(true);
  });

  it('narrows nothing for full access', () => {
    for (const kind of ['clients', 'tasks', 'salaries', 'expenses'] as const) expect(isNarrowed(scopeOf(FULL_ACCESS, 'u1', kind))).toBe(false);
    expect(canReassign(FULL_ACCESS)).toBe(true);
    expect(canReassign(narrowed)).toBe(false);
  });
});
