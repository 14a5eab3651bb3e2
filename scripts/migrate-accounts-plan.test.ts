import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SUBCOLLECTIONS } from '../src/domain/accounts';
import {
  MOVED_SUBCOLLECTIONS,
  NOT_MOVED_SUBCOLLECTIONS,
  addCounts,
  checkCopy,
  chunks,
  countsFrom,
  describeCounts,
  describeMismatch,
  emptyCounts,
  finalProblems,
  parseMigrateArgs,
  resumePoint,
  sameValue,
  toCopy,
  totalOf,
} from './migrate-accounts-plan';

describe('the accounts migration plan', () => {
  it('moves every collection an account owns except the summary, which is rebuilt, and the deals and pipelines, which came later', () => {
    expect([...MOVED_SUBCOLLECTIONS, ...NOT_MOVED_SUBCOLLECTIONS].sort()).toEqual([...ACCOUNT_SUBCOLLECTIONS].sort());
    expect(MOVED_SUBCOLLECTIONS).not.toContain('summary');
    expect(MOVED_SUBCOLLECTIONS).not.toContain('deals');
  });

  it('reads its flags', () => {
    expect(parseMigrateArgs([])).toEqual({ ok: true, args: { dryRun: false, again: false, stopAfter: undefined } });
    expect(parseMigrateArgs(['--dry-run', '--stop-after', '3', '--again'])).toEqual({ ok: true, args: { dryRun: true, again: true, stopAfter: 3 } });
    expect(parseMigrateArgs(['--stop-after', '0'])).toMatchObject({ ok: false });
    expect(parseMigrateArgs(['--stop-after'])).toMatchObject({ ok: false });
    expect(parseMigrateArgs(['--force'])).toEqual({ ok: false, message: 'unknown option --force' });
  });

  it('adds and describes counts', () => {
    const a = addCounts(emptyCounts(), { clients: 2, meta: 1 });
    const b = addCounts(a, { clients: 3, imports: 1 });
    expect(b).toMatchObject({ clients: 5, meta: 1, imports: 1, tasks: 0 });
    expect(totalOf(b)).toBe(7);
    expect(describeCounts(b)).toBe('clients 5, meta 1, imports 1');
    expect(describeCounts(emptyCounts())).toBe('nothing');
    expect(countsFrom({ clients: 4, tasks: 'x', other: 9 })).toEqual({ ...emptyCounts(), clients: 4 });
    expect(countsFrom(null)).toEqual(emptyCounts());
  });

  it('compares Firestore values as Firestore does', () => {
    const t = new Timestamp(1_700_000_000, 5);
    expect(
      sameValue({ a: 1, at: t, tags: ['x', 'y'], nested: { b: null } }, { nested: { b: null }, tags: ['x', 'y'], at: new Timestamp(1_700_000_000, 5), a: 1 }),
    ).toBe(true);
    expect(sameValue({ at: t }, { at: new Timestamp(1_700_000_000, 6) })).toBe(false);
    expect(sameValue({ tags: ['x', 'y'] }, { tags: ['y', 'x'] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue({ a: 1 }, { a: '1' })).toBe(false);
    expect(sameValue(Buffer.from('ab'), Buffer.from('ab'))).toBe(true);
    expect(sameValue(Buffer.from('ab'), Buffer.from('ac'))).toBe(false);
    expect(sameValue(NaN, NaN)).toBe(true);
    expect(sameValue([], {})).toBe(false);
  });

  it('copies only what is missing or different in the account', () => {
    const sources = [
      { id: 'a', data: { name: 'A' } },
      { id: 'b', data: { name: 'B' } },
      { id: 'c', data: { name: 'C' } },
    ];
    const targets = new Map<string, Record<string, unknown>>([
      ['a', { name: 'A' }],
      ['b', { name: 'changed' }],
    ]);
    expect(toCopy(sources, targets).map((s) => s.id)).toEqual(['b', 'c']);
    expect(toCopy(sources, new Map(sources.map((s) => [s.id, s.data])))).toEqual([]);
  });

  it('deletes nothing unless every source id is in the account and the account holds as many', () => {
    expect(checkCopy('u1', 'clients', ['a', 'b'], 3, () => true)).toBeNull();
    expect(checkCopy('u1', 'clients', [], 0, () => false)).toBeNull();
    const missing = checkCopy('u1', 'clients', ['a', 'b'], 2, (id) => id === 'a');
    expect(missing).toEqual({ uid: 'u1', collection: 'clients', sourceCount: 2, targetCount: 2, missing: ['b'] });
    expect(describeMismatch(missing!)).toBe('person u1, clients: 2 under users/u1/clients, 2 under accounts/u1/clients; missing b');
    expect(checkCopy('u1', 'tasks', ['a', 'b'], 1, () => true)).toMatchObject({ targetCount: 1, missing: [] });
  });

  it('splits writes into batches', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([], 400)).toEqual([]);
  });

  it('resumes after the last finished person, and a finished run does nothing', () => {
    expect(resumePoint(undefined, false)).toEqual({ finished: false, startAfter: null });
    expect(resumePoint({ lastUid: 'm', done: false }, false)).toEqual({ finished: false, startAfter: 'm' });
    expect(resumePoint({ lastUid: '', done: false }, false)).toEqual({ finished: false, startAfter: null });
    expect(resumePoint({ lastUid: 'z', done: true }, false)).toEqual({ finished: true, startAfter: null });
    expect(resumePoint({ lastUid: 'z', done: true }, true)).toEqual({ finished: false, startAfter: null });
  });

  it('names what does not add up in the final verification', () => {
    const source = addCounts(emptyCounts(), { clients: 3, meta: 2 });
    expect(finalProblems({ source, moved: source }, new Map())).toEqual([]);
    const moved = addCounts(emptyCounts(), { clients: 2, meta: 2 });
    expect(finalProblems({ source, moved }, new Map([['u9', { tasks: 1 }]]))).toEqual([
      'clients: 2 moved of 3',
      'person u9, tasks: 1 left under users/u9/tasks',
    ]);
  });
});
