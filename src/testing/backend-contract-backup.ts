// The Backend contract for a backup (see backend-contract.ts): reading everything (deals,
// pipelines, lost reasons and activities too), a merge restore (refused records named, a client cap), the
// wipe and a replace restore with every link intact, and a backup from before deals. These cases
// run last: the wipe empties the subject's account.
import { describe, expect, it } from 'vitest';
import type { AccountData } from '../data/contract-transfer';
import type { DealInput, Pipeline } from '../domain/deals';
import { CLIENT_CAP_REACHED } from '../domain/import/messages';
import { RECORD_KINDS } from '../domain/types';
import type { CustomCategories, RecordKind } from '../domain/types';
import { firstValue } from './backend-contract-support';
import type { ContractSubject } from './backend-contract-support';
import { dealInput } from './record-fixtures';

const byId = (list: { id: string }[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));

/** A backup's records, categories, deals, pipelines and lost reasons, each list ordered by id (the order of a read is no part of the contract). */
const comparable = (data: AccountData) => ({
  records: Object.fromEntries(RECORD_KINDS.map((kind) => [kind, byId(data.records[kind])])),
  categories: data.categories,
  deals: byId(data.deals ?? []),
  pipelines: byId(data.pipelines ?? []),
  lostReasons: data.lostReasons,
  activities: byId(data.activities ?? []),
});

/** What a restore counts beside the records: the deals and the activities (pipelines are written, not counted). */
const dealCount = (data: AccountData) => (data.deals?.length ?? 0) + (data.activities?.length ?? 0);

const backupDeal = (over: Partial<DealInput>): DealInput => dealInput('Backup deal', { clientId: '', value: 700, expectedClose: '2026-12-31', ...over });

export function describeBackupContract(subject: () => ContractSubject): void {
  const transfer = () => subject().backend.transfer;
  const records = () => subject().backend.records;
  const uid = () => subject().uid;
  const ids = async (kind: RecordKind) => (await records().listRecords(uid(), kind)).map((r) => r.id).sort();
  const categories = (accept: (c: CustomCategories) => boolean) => firstValue<CustomCategories>((cb) => records().watchCategories(uid(), cb), accept);
  const deals = () => subject().backend.deals;

  describe('backup, restore and wipe', () => {
    it('a backup holds every record with its id and the custom categories', async () => {
      const backup = await transfer().readAll(uid());
      for (const kind of RECORD_KINDS) expect(backup.records[kind].map((r) => r.id).sort()).toEqual(await ids(kind));
      expect(backup.records.clients.length).toBeGreaterThan(0);
      expect(backup.categories).toEqual(await categories(() => true));
    });

    it('a backup holds the deals with their ids and links, the stored pipelines and the lost reasons', async () => {
      const clientId = (await transfer().readAll(uid())).records.clients[0]!.id;
      const pipelineId = await deals().savePipeline(uid(), {
        name: 'Backup pipeline',
        order: 7,
        stages: [
          { id: 'talk', name: 'Talk', probability: 20, kind: 'open', order: 0 },
          { id: 'signed', name: 'Signed', probability: 100, kind: 'won', order: 1 },
          { id: 'gone', name: 'Gone', probability: 0, kind: 'lost', order: 2 },
        ],
      });
      const open = await deals().addDeal(uid(), backupDeal({ title: 'Backup open', clientId, pipelineId, stageId: 'talk', notes: 'kept' }));
      const won = await deals().addDeal(uid(), backupDeal({ title: 'Backup won', clientId, stageId: 'lead' }));
      expect(await deals().moveDeal(uid(), won, { stageId: 'won' }, { today: '2026-11-03' })).toEqual({ done: true });
      await deals().saveLostReasons(uid(), ['Price', 'Backup reason']);
      const backup = await firstValue(
        (cb) => {
          let live = true;
          const poll = () =>
            void transfer()
              .readAll(uid())
              .then((d) => live && cb(d));
          poll();
          const timer = setInterval(poll, 200);
          return () => {
            live = false;
            clearInterval(timer);
          };
        },
        (d: AccountData) => (d.deals ?? []).some((x) => x.id === won && x.revenueId !== '') && (d.lostReasons ?? []).includes('Backup reason'),
      );
      const wonDeal = backup.deals!.find((d) => d.id === won)!;
      expect(backup.deals!.find((d) => d.id === open)).toMatchObject({
        title: 'Backup open',
        clientId,
        pipelineId,
        stageId: 'talk',
        notes: 'kept',
        status: 'open',
      });
      expect(wonDeal).toMatchObject({ status: 'won', wonAt: '2026-11-03', clientId });
      expect(backup.records.revenues.find((r) => r.id === wonDeal.revenueId)).toMatchObject({ dealId: won, amount: 700 });
      expect(backup.pipelines!.find((p) => p.id === pipelineId)).toMatchObject({
        name: 'Backup pipeline',
        stages: [{ id: 'talk' }, { id: 'signed' }, { id: 'gone' }],
      });
      expect(backup.lostReasons).toEqual(['Price', 'Backup reason']);
    });

    it('a backup holds the activities with their ids, clients, times and authors', async () => {
      const clientId = (await transfer().readAll(uid())).records.clients[0]!.id;
      const activities = subject().backend.activities;
      const call = await activities.addActivity(uid(), {
        subject: clientId,
        kind: 'call',
        at: new Date('2026-11-20T10:30:00.000Z'),
        text: 'Backup call\nsecond line',
        duration: 20,
        outcome: 'Will renew',
        mentions: [],
      });
      const note = await activities.addActivity(uid(), {
        subject: clientId,
        kind: 'note',
        at: new Date('2026-11-21T08:00:00.000Z'),
        text: 'Backup note',
        duration: 0,
        outcome: '',
        mentions: [],
      });
      const backup = await transfer().readAll(uid());
      expect(backup.activities?.find((a) => a.id === call)).toEqual({
        id: call,
        subject: clientId,
        kind: 'call',
        at: '2026-11-20T10:30:00.000Z',
        text: 'Backup call\nsecond line',
        duration: 20,
        outcome: 'Will renew',
        authorId: uid(),
        mentions: [],
      });
      expect(backup.activities?.find((a) => a.id === note)).toMatchObject({ kind: 'note', text: 'Backup note', authorId: uid() });
    });

    it('a restore writes activities under their ids on the clients it holds, and names each it refuses', async () => {
      const before = await transfer().readAll(uid());
      const template = before.activities![0]!;
      const report = await transfer().restore(
        uid(),
        {
          ...before,
          records: { clients: [], employees: [], tasks: [], salaries: [], revenues: [], expenses: [] },
          deals: [],
          activities: [
            { ...template, id: 'restored-activity-1', text: 'Restored from the backup' },
            { ...template, id: 'no-client', subject: 'gone-client' },
            { ...template, id: 'blank-note', kind: 'note', text: '  ' },
          ],
        },
        'merge',
        { clientCap: null },
      );
      expect(report).toEqual({
        written: 1,
        errors: ['activities no-client: Its client is neither in the backup nor in the account.', 'activities blank-note: Write the note before saving it.'],
      });
      const after = await transfer().readAll(uid());
      expect(after.activities!.find((a) => a.id === 'restored-activity-1')).toMatchObject({
        text: 'Restored from the backup',
        subject: template.subject,
        authorId: template.authorId,
      });
      expect(after.activities!.some((a) => a.id === 'no-client' || a.id === 'blank-note')).toBe(false);
    });

    it('a merge restore writes records under their ids, changes the ones it holds, names each it refuses and adds categories', async () => {
      const before = await transfer().readAll(uid());
      const kept = before.records.clients[0]!;
      const fresh = { ...kept, id: 'restored-client-1', name: 'Restored Client', email: 'restored@example.com' };
      const report = await transfer().restore(
        uid(),
        {
          ...before,
          records: {
            ...before.records,
            clients: [{ ...kept, notes: 'From the backup' }, fresh, { ...kept, id: 'blank-name', name: ' ' }, { ...kept, id: 'bad/id' }],
          },
          categories: { ...before.categories, revenues: [...before.categories.revenues, 'Restored Kind'] },
        },
        'merge',
        { clientCap: null },
      );
      const total = RECORD_KINDS.reduce((n, k) => n + (k === 'clients' ? 4 : before.records[k].length), 0) + dealCount(before);
      expect(report).toEqual({ written: total - 2, errors: ['clients blank-name: Name is required', 'clients bad/id: Invalid record id'] });
      const clients = await records().listRecords(uid(), 'clients');
      expect(clients.find((c) => c.id === 'restored-client-1')).toMatchObject({ name: 'Restored Client', email: 'restored@example.com' });
      expect(clients.find((c) => c.id === kept.id)).toMatchObject({ notes: 'From the backup' });
      expect(clients.some((c) => c.id === 'blank-name' || c.id === 'bad/id')).toBe(false);
      expect(clients).toHaveLength(before.records.clients.length + 1);
      expect((await categories((c) => c.revenues.includes('Restored Kind'))).revenues).toEqual([...before.categories.revenues, 'Restored Kind']);
    });

    it('a restore under a client cap writes new clients up to the cap and names each one beyond it', async () => {
      const before = await transfer().readAll(uid());
      const cap = before.records.clients.length + 1;
      const template = before.records.clients[0]!;
      const extra = ['capped-1', 'capped-2'].map((id) => ({ ...template, id, email: `${id}@example.com` }));
      const report = await transfer().restore(uid(), { ...before, records: { ...before.records, clients: extra } }, 'merge', { clientCap: cap });
      expect(report.errors).toEqual([`clients capped-2: ${CLIENT_CAP_REACHED(cap)}`]);
      expect(await ids('clients')).toEqual([...before.records.clients.map((c) => c.id), 'capped-1'].sort());
    });

    it('a restore refuses a deal on a stage that does not exist and a pipeline without a won stage, and merges the lost reasons', async () => {
      const before = await transfer().readAll(uid());
      const template = before.deals![0]!;
      const broken: Pipeline = { id: 'broken', name: 'Broken', order: 9, stages: [{ id: 'a', name: 'A', probability: 10, kind: 'open', order: 0 }] };
      const report = await transfer().restore(
        uid(),
        {
          ...before,
          records: { clients: [], employees: [], tasks: [], salaries: [], revenues: [], expenses: [] },
          deals: [
            // A copy of a deal is not won with the other's revenue: it names none.
            { ...template, id: 'restored-deal-1', title: 'Restored deal', revenueId: '' },
            { ...template, id: 'lost-stage', stageId: 'nowhere' },
          ],
          pipelines: [broken],
          lostReasons: ['Went quiet'],
        },
        'merge',
        { clientCap: null },
      );
      expect(report.errors).toEqual([
        'pipelines broken: A pipeline needs at least one open stage, one won stage and one lost stage.',
        'deals lost-stage: This stage was not found.',
      ]);
      const after = await transfer().readAll(uid());
      expect(after.deals!.find((d) => d.id === 'restored-deal-1')).toMatchObject({
        title: 'Restored deal',
        pipelineId: template.pipelineId,
        stageId: template.stageId,
      });
      expect(after.deals!.some((d) => d.id === 'lost-stage')).toBe(false);
      expect(after.pipelines!.some((p) => p.id === 'broken')).toBe(false);
      expect(after.lostReasons).toEqual([...(before.lostReasons ?? []), 'Went quiet']);
    });

    it('a backup holds the custom fields, their values and the shared views; a merge restore brings back a field, a value and a view deleted since', async () => {
      const court = { id: 'fbkcourt', label: 'Court date', kind: 'date' as const, required: false, choices: [], archived: false, order: 0 };
      const hours = { id: 'fbkhours', label: 'Hours', kind: 'number' as const, required: false, choices: [], archived: false, order: 0 };
      await subject().backend.fields.saveFieldDefinitions(uid(), 'clients', [court]);
      await subject().backend.fields.saveFieldDefinitions(uid(), 'deals', [hours]);
      const clientId = (await transfer().readAll(uid())).records.clients[0]!.id;
      await records().updateRecord(uid(), 'clients', clientId, { customFields: { fbkcourt: '2027-03-04' } });
      const dealId = await deals().addDeal(uid(), { ...backupDeal({ title: 'Backup hours', clientId }), customFields: { fbkhours: 12 } });
      const views = subject().backend.views;
      const viewId = await views.saveView(uid(), {
        name: 'Hearings',
        kind: 'clients',
        shared: true,
        filters: [{ column: 'cf:fbkcourt', op: 'after', value: '2027-01-01' }],
        search: '',
        sort: { column: 'cf:fbkcourt', dir: 'asc' },
        columns: ['email', 'cf:fbkcourt'],
        layout: 'list',
      });
      const backup = await transfer().readAll(uid());
      expect(backup.fieldDefinitions).toEqual({ clients: [court], deals: [hours] });
      expect(backup.records.clients.find((c) => c.id === clientId)?.customFields).toEqual({ fbkcourt: '2027-03-04' });
      expect(backup.deals!.find((d) => d.id === dealId)?.customFields).toEqual({ fbkhours: 12 });
      expect(backup.views!.find((v) => v.id === viewId)).toMatchObject({ name: 'Hearings', shared: true, columns: ['email', 'cf:fbkcourt'] });
      // The value, the view and the field go; a field of another id takes the deals' label.
      await records().updateRecord(uid(), 'clients', clientId, { customFields: { fbkcourt: '' } });
      await views.deleteView(uid(), viewId);
      await subject().backend.fields.saveFieldDefinitions(uid(), 'clients', []);
      const mine = { ...hours, id: 'fbkmine', label: 'HOURS' };
      await subject().backend.fields.saveFieldDefinitions(uid(), 'deals', [mine]);
      const report = await transfer().restore(uid(), JSON.parse(JSON.stringify(backup)) as AccountData, 'merge', { clientCap: null });
      expect(report.errors).toEqual([]);
      const restored = await transfer().readAll(uid());
      expect(restored.fieldDefinitions).toEqual({ clients: [court], deals: [{ ...mine, order: 0 }] });
      expect(restored.records.clients.find((c) => c.id === clientId)?.customFields).toEqual({ fbkcourt: '2027-03-04' });
      // The deal's value went to the account's field of that label.
      expect(restored.deals!.find((d) => d.id === dealId)?.customFields).toEqual({ fbkhours: 12, fbkmine: 12 });
      expect(restored.views!.find((v) => v.id === viewId)).toMatchObject({ name: 'Hearings', sort: { column: 'cf:fbkcourt', dir: 'asc' } });
    });

    it('a wipe deletes every record, deal, pipeline, the lost reasons and the custom categories; a replace restore brings the backup back as it was, links included', async () => {
      const backup = await transfer().readAll(uid());
      expect(backup.deals!.some((d) => d.revenueId !== '')).toBe(true);
      await transfer().wipe(uid(), { clientCap: null });
      const wiped = await transfer().readAll(uid());
      for (const kind of RECORD_KINDS) expect(wiped.records[kind]).toEqual([]);
      expect(wiped.categories).toEqual({ revenues: [], expenses: [], salaries: [] });
      expect(wiped).toMatchObject({ deals: [], pipelines: [], lostReasons: null, activities: [] });
      expect(backup.activities!.length).toBeGreaterThan(0);
      const report = await transfer().restore(uid(), backup, 'replace', { clientCap: null });
      expect(report).toEqual({ written: RECORD_KINDS.reduce((n, k) => n + backup.records[k].length, 0) + dealCount(backup), errors: [] });
      const restored = await transfer().readAll(uid());
      expect(comparable(restored)).toEqual(comparable(backup));
      // Each won deal names its revenue, which names it back; each deal's stage is one of its pipeline's.
      for (const d of restored.deals!.filter((x) => x.revenueId !== '')) {
        expect(restored.records.revenues.find((r) => r.id === d.revenueId)?.dealId).toBe(d.id);
      }
      for (const d of restored.deals!) {
        const pipeline = restored.pipelines!.find((p) => p.id === d.pipelineId);
        expect(pipeline?.stages.some((st) => st.id === d.stageId)).toBe(true);
      }
    });

    it('a backup made before deals existed restores (replace) its records and leaves the deals, pipelines, lost reasons and activities alone', async () => {
      const current = await transfer().readAll(uid());
      const { deals: _d, pipelines: _p, lostReasons: _l, activities: _a, ...old } = current;
      const report = await transfer().restore(uid(), JSON.parse(JSON.stringify({ ...old, version: '2.1.0' })) as AccountData, 'replace', { clientCap: null });
      expect(report).toEqual({ written: RECORD_KINDS.reduce((n, k) => n + current.records[k].length, 0), errors: [] });
      expect(comparable(await transfer().readAll(uid()))).toEqual(comparable(current));
    });
  });
}
