import { describe, expect, it } from 'vitest';
import {
  canReadEntry,
  changedFields,
  compareEntries,
  deleteEntryId,
  historyEntryOf,
  historyExpiry,
  historyScopeOf,
  restorable,
  sourceOfMark,
  writeMark,
} from './history';

const client = { name: 'Acme', email: 'a@acme.test', value: 100, status: 'active', ownerId: 'u1', createdBy: 'u1', updatedBy: 'u1' };

describe('historyEntryOf', () => {
  it('a field change gives one entry with each changed field before and after', () => {
    const e = historyEntryOf('clients', 'c1', client, { ...client, value: 250, status: 'former', updatedBy: 'u2', updatedAt: 2 });
    expect(e).toMatchObject({ op: 'update', recordKind: 'clients', recordId: 'c1', clientId: 'c1', title: 'Acme', actor: 'u2', source: 'app' });
    expect(e?.changes).toEqual({ status: { before: 'active', after: 'former' }, value: { before: 100, after: 250 } });
    expect(e?.before).toBeNull();
  });

  it('a write that changes only stamps or a position gives no entry', () => {
    expect(historyEntryOf('clients', 'c1', { ...client, updatedAt: 1 }, { ...client, updatedAt: 2, updatedBy: 'u2' })).toBeNull();
    const deal = { title: 'Big', clientId: 'c1', stageId: 's1', position: 'a0', ownerId: 'u1' };
    expect(historyEntryOf('deals', 'd1', deal, { ...deal, position: 'a1' })).toBeNull();
  });

  it("a deal's stage move names its client and the stage before and after", () => {
    const deal = { title: 'Big', clientId: 'c1', stageId: 's1', status: 'open', position: 'a0', ownerId: 'u1', updatedBy: 'u1' };
    const e = historyEntryOf('deals', 'd1', deal, { ...deal, stageId: 's9', status: 'won', wonAt: '2026-01-02', position: 'a5' });
    expect(e).toMatchObject({ clientId: 'c1', title: 'Big', op: 'update' });
    expect(Object.keys(e!.changes)).toEqual(['stageId', 'status', 'wonAt']);
  });

  it('a create lists the fields it set and names its creator', () => {
    const e = historyEntryOf('clients', 'c1', null, client);
    expect(e).toMatchObject({ op: 'create', actor: 'u1', source: 'app', audience: 'all' });
    expect(e?.changes.name).toEqual({ before: null, after: 'Acme' });
    expect(e?.changes.updatedBy).toBeUndefined();
  });

  it("a client's delete keeps the whole client for a restore and is for owners and managers", () => {
    const e = historyEntryOf('clients', 'c1', { ...client, updatedAt: 5, writeMark: 'api:x' }, null);
    expect(e).toMatchObject({ op: 'delete', actor: null, source: 'app', audience: 'managers', ownerId: 'u1' });
    expect(e?.before).toEqual({ name: 'Acme', email: 'a@acme.test', value: 100, status: 'active', ownerId: 'u1', createdBy: 'u1' });
    expect(historyEntryOf('clients', 'c1', client, null, { deletedBy: { actor: 'u3', source: 'api' } })).toMatchObject({ actor: 'u3', source: 'api' });
  });

  it('a write that changes the write mark is named by it; one that leaves it is the app', () => {
    const marked = { ...client, writeMark: writeMark('import', 'b1') };
    expect(historyEntryOf('clients', 'c1', null, marked)?.source).toBe('import');
    expect(historyEntryOf('clients', 'c1', marked, { ...marked, value: 5 })?.source).toBe('app');
    expect(historyEntryOf('clients', 'c1', marked, { ...marked, value: 5, writeMark: writeMark('api', 'r2') })?.source).toBe('api');
    expect(sourceOfMark('nonsense')).toBeNull();
  });
});

describe('who reads history', () => {
  it('owners and managers read everything; narrowed members only entries of their records, never a deleted client', () => {
    const owner = historyScopeOf('manager', { ownRecordsOnly: true, payroll: false }, 'm');
    const member = historyScopeOf('member', { ownRecordsOnly: true, payroll: false }, 'm');
    const viewer = historyScopeOf('viewer', { ownRecordsOnly: false, payroll: false }, 'v');
    expect(owner).toEqual({ managers: true, ownerId: null });
    expect(member).toEqual({ managers: false, ownerId: 'm' });
    expect(canReadEntry(owner, { audience: 'managers', ownerId: 'x' })).toBe(true);
    expect(canReadEntry(member, { audience: 'all', ownerId: 'x' })).toBe(false);
    expect(canReadEntry(member, { audience: 'all', ownerId: 'm' })).toBe(true);
    expect(canReadEntry(viewer, { audience: 'all', ownerId: 'x' })).toBe(true);
    expect(canReadEntry(viewer, { audience: 'managers', ownerId: 'v' })).toBe(false);
  });
});

describe('retention and order', () => {
  it('an entry expires dataRetentionDays after it was written, and is restorable until then', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    const expiresAt = historyExpiry(at, 30);
    expect(expiresAt.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    const entry = { op: 'delete' as const, recordKind: 'clients' as const, expiresAt, restoredAt: null };
    expect(restorable(entry, new Date('2026-01-30T00:00:00Z'))).toBe(true);
    expect(restorable(entry, new Date('2026-02-01T00:00:00Z'))).toBe(false);
    expect(restorable({ ...entry, restoredAt: at }, at)).toBe(false);
  });

  it('entries sort newest first, one batch by id descending; delete ids are the same for every writer', () => {
    const a = { at: new Date(2), id: 'a' };
    const b = { at: new Date(2), id: 'b' };
    const c = { at: new Date(1), id: 'z' };
    expect([c, a, b].sort(compareEntries)).toEqual([b, a, c]);
    expect(deleteEntryId('clients', 'c1', { seconds: 10, nanoseconds: 5 })).toBe('clients-c1-d10000000005');
  });
});

describe("a record's custom fields in its history", () => {
  it('are a change each, named by the definition id', () => {
    expect(
      changedFields(
        { name: 'A', customFields: { court: '2027-01-15', case: 'C-1' } },
        { name: 'A', customFields: { court: '2027-02-01', case: 'C-1', day: 'Monday' } },
      ),
    ).toEqual({
      'customFields.court': { before: '2027-01-15', after: '2027-02-01' },
      'customFields.day': { before: null, after: 'Monday' },
    });
    expect(changedFields({ name: 'A' }, { name: 'A', customFields: {} })).toEqual({});
  });
});
