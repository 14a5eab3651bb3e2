// The custom fields part of the Backend contract (src/testing/backend-contract.ts;
// docs/product/custom-fields.md): the definitions of clients' and deals' fields, saved and read
// back live; record values through the one schema of those definitions (a choice in its defined
// spelling, an unknown field dropped, a required one refused with its label, an archived field's
// value kept); a kind change converting what it can. The same cases run against the in-memory
// fake and the real data layer on the emulators. They leave the account without definitions, so
// the cases after them add clients as before.
import { describe, expect, it } from 'vitest';
import type { DealView, WithId } from '../data/contract';
import type { CustomFieldDefinition } from '../domain/custom-fields';
import { CUSTOM_FIELD_MESSAGES } from '../domain/custom-fields';
import type { RecordInput } from '../domain/types';
import { firstValue, refusal } from './backend-contract-support';
import type { ContractSubject } from './backend-contract-support';
import { dealInput } from './record-fixtures';

const field = (id: string, over: Partial<CustomFieldDefinition> = {}): CustomFieldDefinition => ({
  id,
  label: id,
  kind: 'text',
  required: false,
  choices: [],
  archived: false,
  order: 0,
  ...over,
});

export function describeFieldsContract(subject: () => ContractSubject, client: RecordInput<'clients'>): void {
  const backend = () => subject().backend;
  const uid = () => subject().uid;
  const definitions = (kind: 'clients' | 'deals', accept: (l: CustomFieldDefinition[]) => boolean) =>
    firstValue<CustomFieldDefinition[]>((cb) => backend().fields.watchFieldDefinitions(uid(), kind, cb), accept);
  const clientById = async (id: string) => (await backend().records.listRecords(uid(), 'clients')).find((r) => r.id === id);
  const clientWatched = async (id: string, accept: (c: WithId<'clients'> | undefined) => boolean) =>
    (
      await firstValue<WithId<'clients'>[]>(
        (cb) => backend().records.watchRecords(uid(), 'clients', cb),
        (l) => accept(l.find((c) => c.id === id)),
      )
    ).find((c) => c.id === id);

  describe('custom fields', () => {
    const lawOffice = [
      field('court', { label: ' Court  date ', kind: 'date', order: 1 }),
      field('case', { label: 'Case number', required: true, order: 0 }),
      field('day', { label: 'Delivery day', kind: 'choice', choices: ['Monday', 'Friday'], order: 2 }),
      field('old', { label: 'Old notes', archived: true, order: 3 }),
    ];

    it('definitions are saved whole, cleaned and sorted, and read back live', async () => {
      await backend().fields.saveFieldDefinitions(uid(), 'clients', lawOffice);
      const read = await definitions('clients', (l) => l.length === 4);
      expect(read.map((d) => [d.id, d.label, d.order])).toEqual([
        ['case', 'Case number', 0],
        ['court', 'Court date', 1],
        ['day', 'Delivery day', 2],
        ['old', 'Old notes', 3],
      ]);
      expect(await definitions('deals', () => true)).toEqual([]);
    });

    it('definitions the rules of fields refuse are not saved, with the message', async () => {
      const many = Array.from({ length: 51 }, (_, i) => field(`f${i}`, { label: `Field ${i}`, order: i }));
      expect(await refusal(backend().fields.saveFieldDefinitions(uid(), 'deals', many))).toMatchObject({
        code: 'invalid-argument',
        message: CUSTOM_FIELD_MESSAGES.tooManyFields,
      });
      const taken = [field('a', { label: 'Boiler' }), field('b', { label: 'boiler' })];
      expect(await refusal(backend().fields.saveFieldDefinitions(uid(), 'deals', taken))).toMatchObject({ message: CUSTOM_FIELD_MESSAGES.labelTaken });
      expect(await definitions('deals', () => true)).toEqual([]);
    });

    it("a client's values go through the definitions: a choice in its spelling, unknown fields dropped, a required one named", async () => {
      const id = await backend().records.addRecord(uid(), 'clients', {
        ...client,
        email: 'court@example.com',
        customFields: { case: ' C-12 ', court: '2027-01-15', day: 'friday', nope: 'x' },
      });
      expect((await clientById(id))?.customFields).toEqual({ case: 'C-12', court: '2027-01-15', day: 'Friday' });
      const missing = await refusal(
        backend().records.addRecord(uid(), 'clients', { ...client, email: 'none@example.com', customFields: { court: '2027-01-15' } }),
      );
      expect(missing).toMatchObject({ code: 'invalid-argument', message: `Case number: ${CUSTOM_FIELD_MESSAGES.required}` });
      const badDate = await refusal(backend().records.updateRecord(uid(), 'clients', id, { customFields: { case: 'C-12', court: 'soon' } }));
      expect(badDate).toMatchObject({ code: 'invalid-argument', message: `Court date: ${CUSTOM_FIELD_MESSAGES.date}` });
      expect((await clientById(id))?.customFields).toMatchObject({ court: '2027-01-15' });
    });

    it("an edit keeps an archived field's value and clears a field left blank", async () => {
      const id = await backend().records.addRecord(uid(), 'clients', {
        ...client,
        email: 'archived@example.com',
        customFields: { case: 'C-1', day: 'Monday' },
      });
      // Its value was written before the field was archived (the rules allow any bounded value).
      await backend().fields.saveFieldDefinitions(
        uid(),
        'clients',
        lawOffice.map((d) => (d.id === 'old' ? { ...d, archived: false } : d)),
      );
      await definitions('clients', (l) => l.some((d) => d.id === 'old' && !d.archived));
      await backend().records.updateRecord(uid(), 'clients', id, { customFields: { case: 'C-1', day: 'Monday', old: 'kept' } });
      await backend().fields.saveFieldDefinitions(uid(), 'clients', lawOffice);
      await definitions('clients', (l) => l.some((d) => d.id === 'old' && d.archived));
      await backend().records.updateRecord(uid(), 'clients', id, { customFields: { case: 'C-2', day: '', old: 'overwritten' } });
      expect((await clientWatched(id, (c) => c?.customFields?.case === 'C-2'))?.customFields).toEqual({ case: 'C-2', old: 'kept' });
    });

    it('a kind change converts the values it can and keeps the others as they are', async () => {
      const fields = [field('model', { label: 'Boiler model' }), field('size', { label: 'Size', order: 1 })];
      await backend().fields.saveFieldDefinitions(uid(), 'clients', fields);
      await definitions('clients', (l) => l.length === 2);
      const a = await backend().records.addRecord(uid(), 'clients', { ...client, email: 'size-a@example.com', customFields: { size: '24' } });
      const b = await backend().records.addRecord(uid(), 'clients', { ...client, email: 'size-b@example.com', customFields: { size: 'large' } });
      const to = { kind: 'number' as const, choices: [] };
      expect(await backend().fields.countKindChange(uid(), 'clients', 'size', to)).toEqual({ withValue: 2, converted: 1, kept: 1 });
      const steps: number[] = [];
      expect(await backend().fields.changeFieldKind(uid(), 'clients', 'size', to, (done) => steps.push(done))).toEqual({ withValue: 2, converted: 1, kept: 1 });
      expect(steps.at(-1)).toBe(1);
      expect((await clientWatched(a, (c) => c?.customFields?.size === 24))?.customFields).toEqual({ size: 24 });
      expect((await clientById(b))?.customFields).toEqual({ size: 'large' });
      expect((await definitions('clients', (l) => l.some((d) => d.id === 'size' && d.kind === 'number'))).find((d) => d.id === 'size')?.kind).toBe('number');
      // The kept value stays until someone edits it: saving the client unchanged keeps it.
      await backend().records.updateRecord(uid(), 'clients', b, { notes: 'edited', customFields: { size: 'large' } });
      expect((await clientById(b))?.customFields).toEqual({ size: 'large' });
    });

    it("a deal's values go through the deals' definitions", async () => {
      await backend().fields.saveFieldDefinitions(uid(), 'deals', [field('boiler', { label: 'Boiler model', required: true })]);
      await definitions('deals', (l) => l.length === 1);
      const clientId = await backend().records.addRecord(uid(), 'clients', { ...client, email: 'deal-fields@example.com' });
      const deal = dealInput('Boiler service', { clientId, value: 300 });
      expect(await refusal(backend().deals.addDeal(uid(), deal))).toMatchObject({ message: `Boiler model: ${CUSTOM_FIELD_MESSAGES.required}` });
      const id = await backend().deals.addDeal(uid(), { ...deal, customFields: { boiler: ' Vaillant ecoTEC ' } });
      const watched = await firstValue<DealView[]>(
        (cb) => backend().deals.watchDeals(uid(), cb),
        (l) => l.some((d) => d.id === id),
      );
      expect(watched.find((d) => d.id === id)?.customFields).toEqual({ boiler: 'Vaillant ecoTEC' });
      await backend().deals.removeDeal(uid(), id);
    });

    it('the definitions are emptied again (the cases after these add clients without them)', async () => {
      await backend().fields.saveFieldDefinitions(uid(), 'clients', []);
      await backend().fields.saveFieldDefinitions(uid(), 'deals', []);
      expect(await definitions('clients', (l) => l.length === 0)).toEqual([]);
    });
  });
}
