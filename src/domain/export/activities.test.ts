import { describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES } from '../activities';
import { ACTIVITY_RESTORE_MESSAGES, planActivitiesRestore, toActivitiesCsv } from './activities';
import type { ActivitiesCsvLabels, BackupActivity } from './activities';
import { countRecords, exportFileName, readBackup, toBackup, toJson, toText } from './export';
import type { BackupData } from './export';

const call: BackupActivity = {
  id: 'a1',
  subject: 'c1',
  kind: 'call',
  at: '2026-11-20T10:30:00.000Z',
  text: 'Asked about\nthe renewal',
  duration: 20,
  outcome: 'Will renew',
  authorId: 'u1',
  mentions: ['u2'],
};
const note: BackupActivity = {
  ...call,
  id: 'a2',
  kind: 'note',
  at: '2026-11-21T08:00:00.000Z',
  text: '=SUM(A1)',
  duration: 0,
  outcome: '',
  mentions: [],
  source: 'api',
};

const empty = { clients: [], employees: [], tasks: [], salaries: [], revenues: [], expenses: [] };
const data: BackupData = {
  records: { ...empty, clients: [{ id: 'c1', name: 'Acme', email: 'acme@example.com' } as BackupData['records']['clients'][number]] },
  categories: { expenses: [], revenues: [], salaries: [] },
  settings: {},
  activities: [call, note],
};

const labels: ActivitiesCsvLabels = {
  headers: {
    at: 'At',
    client: 'Client',
    kind: 'Kind',
    duration: 'Minutes',
    outcome: 'Outcome',
    text: 'Text',
    author: 'Author',
    mentions: 'Mentions',
    source: 'Source',
  },
  kinds: { note: 'Note', call: 'Call', meeting: 'Meeting', email: 'E-mail' },
  sources: { app: 'App', api: 'API' },
};

describe('activities in the export', () => {
  it('round-trip in the JSON backup (2.3.0), counted with the records, and listed in the text export', () => {
    const backup = toBackup(data, { email: 'a@x.io', displayName: 'A' }, new Date('2026-11-22T10:00:00Z'));
    expect(backup.version).toBe('2.4.0');
    const read = readBackup(toJson(backup));
    expect(read.ok && read.invalid).toEqual([]);
    expect(read.ok && read.backup.activities).toEqual([call, note]);
    expect(countRecords(data)).toBe(3);
    expect(toText(backup)).toContain('=== ACTIVITIES (2) ===');
  });

  it('a backup from before activities reads without them; a broken one is named', () => {
    const { activities: _a, ...old } = toBackup(data, { email: '', displayName: '' }, new Date());
    const read = readBackup(JSON.stringify({ ...old, version: '2.2.0' }));
    expect(read.ok && 'activities' in read.backup).toBe(false);
    const broken = readBackup(JSON.stringify({ ...old, activities: [call, { ...note, kind: 'visit' }, { ...call, id: '' }] }));
    expect(broken.ok && broken.invalid).toEqual(['Activities 2: Choose note, call, meeting or e-mail.', 'Activities 3: Invalid record id']);
    expect(broken.ok && broken.backup.activities).toEqual([call]);
  });

  it('a restore keeps each author and id, stamps the client owner, and names what it refuses', () => {
    const plan = planActivitiesRestore(
      [call, note, { ...call, id: 'lost', subject: 'gone' }, { ...note, id: 'blank', source: undefined, text: ' ' }, { ...call, id: 'anon', authorId: '' }],
      new Map([['c1', 'u9']]),
    );
    expect(plan.activities).toEqual([
      { ...call, ownerId: 'u9' },
      { ...note, ownerId: 'u9' },
    ]);
    expect(plan.errors).toEqual([
      `activities lost: ${ACTIVITY_RESTORE_MESSAGES.noClient}`,
      `activities blank: ${ACTIVITY_MESSAGES.textRequired}`,
      `activities anon: ${ACTIVITY_RESTORE_MESSAGES.badAuthor}`,
    ]);
  });

  it('the CSV: one row per activity, newest first, with names instead of ids, formulas neutralised', () => {
    const csv = toActivitiesCsv(data, { u1: { displayName: 'Ann' }, u2: { email: 'bo@x.io' } }, labels);
    expect(csv.split('\r\n')).toEqual([
      'At,Client,Kind,Minutes,Outcome,Text,Author,Mentions,Source',
      "2026-11-21T08:00:00.000Z,Acme,Note,,,'=SUM(A1),Ann,,API",
      '2026-11-20T10:30:00.000Z,Acme,Call,20,Will renew,"Asked about\nthe renewal",Ann,bo@x.io,App',
      '',
    ]);
    expect(exportFileName('activities-csv', '2026-11-22')).toBe('crm-activities-2026-11-22.csv');
  });
});
