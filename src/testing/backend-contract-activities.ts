// The activities part of the Backend contract (src/testing/backend-contract.ts;
// docs/product/records.md#activities): logging, the client's last contact, paging, editing and
// deleting, and the refusals. The same cases run against the in-memory fake and the real data
// layer on the emulators (rules included).
import { describe, expect, it } from 'vitest';
import type { TimelinePage } from '../data/contract';
import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES } from '../domain/activities';
import type { RecordInput } from '../domain/types';
import { firstValue, refusal } from './backend-contract-support';
import type { ContractSubject } from './backend-contract-support';

export function describeActivitiesContract(subject: () => ContractSubject, client: RecordInput<'clients'>): void {
  const backend = () => subject().backend;
  const uid = () => subject().uid;

  describe('activities', () => {
    const timeline = (clientId: string, accept: (p: TimelinePage) => boolean, pages = 1, kind: 'note' | 'call' | null = null) =>
      firstValue<TimelinePage>((cb) => backend().activities.watchTimeline(uid(), clientId, { kind, pages }, cb), accept, 20_000);

    it("logging a call shows it on the timeline and moves the client's last contact; a note moves only its last activity", async () => {
      const clientId = await backend().records.addRecord(uid(), 'clients', { ...client, name: 'Timeline Co', lastContact: '2020-01-01' });
      const at = new Date(2026, 0, 15, 9, 30);
      const id = await backend().activities.addActivity(uid(), {
        subject: clientId,
        kind: 'call',
        at,
        text: ' Asked about prices ',
        duration: 20,
        outcome: 'Quote',
        mentions: [],
      });
      const page = await timeline(clientId, (p) => p.entries.some((e) => e.id === id));
      expect(page.entries.find((e) => e.id === id)).toMatchObject({
        kind: 'call',
        text: 'Asked about prices',
        duration: 20,
        outcome: 'Quote',
        authorId: uid(),
        subject: clientId,
      });
      const stored = async () => (await backend().records.listRecords(uid(), 'clients')).find((c) => c.id === clientId);
      await expect.poll(async () => (await stored())?.lastContact, { timeout: 10_000 }).toBe('2026-01-15');
      await backend().activities.addActivity(uid(), {
        subject: clientId,
        kind: 'note',
        at: new Date(2026, 1, 1, 8, 0),
        text: 'Sent the brochure',
        duration: 0,
        outcome: '',
        mentions: [],
      });
      await expect.poll(async () => (await stored())?.lastActivity, { timeout: 10_000 }).toBe('2026-02-01');
      expect((await stored())?.lastContact).toBe('2026-01-15');
    });

    it('pages older entries after the newest, filters by kind, edits and deletes', async () => {
      const clientId = await backend().records.addRecord(uid(), 'clients', { ...client, name: 'Paged Co' });
      const n = ACTIVITY_LIMITS.page + 2;
      const ids: string[] = [];
      for (let i = 0; i < n; i++) {
        ids.push(
          await backend().activities.addActivity(uid(), {
            subject: clientId,
            kind: i === 0 ? 'call' : 'note',
            at: new Date(2025, 0, 1, 0, i),
            text: `n${i}`,
            duration: 0,
            outcome: '',
            mentions: [],
          }),
        );
      }
      const first = await timeline(clientId, (p) => p.entries.length === ACTIVITY_LIMITS.page);
      expect(first.hasMore).toBe(true);
      expect(first.entries[0]?.text).toBe(`n${n - 1}`);
      const both = await timeline(clientId, (p) => p.entries.length === n, 2);
      expect(both.hasMore).toBe(false);
      expect(both.entries.map((e) => e.text)).toEqual(Array.from({ length: n }, (_, i) => `n${n - 1 - i}`));
      const calls = await timeline(clientId, (p) => p.entries.length === 1, 1, 'call');
      expect(calls.entries[0]?.id).toBe(ids[0]);

      await backend().activities.updateActivity(uid(), ids[1]!, { text: 'edited' });
      await timeline(clientId, (p) => p.entries.some((e) => e.id === ids[1] && e.text === 'edited'), 2);
      expect((await refusal(backend().activities.updateActivity(uid(), ids[1]!, { text: ' ' }))).message).toBe(ACTIVITY_MESSAGES.textRequired);
      await backend().activities.removeActivity(uid(), ids[1]!);
      await timeline(clientId, (p) => p.entries.length === n - 1, 2);
    });

    it('refuses a blank note, an activity on a client that does not exist, and says why', async () => {
      const clientId = await backend().records.addRecord(uid(), 'clients', { ...client, name: 'Refusing Co' });
      const blank = await refusal(
        backend().activities.addActivity(uid(), { subject: clientId, kind: 'note', at: new Date(), text: '  ', duration: 0, outcome: '', mentions: [] }),
      );
      expect(blank).toMatchObject({ code: 'invalid-argument', message: ACTIVITY_MESSAGES.textRequired });
      const gone = await refusal(
        backend().activities.addActivity(uid(), { subject: 'no-such-client', kind: 'call', at: new Date(), text: '', duration: 0, outcome: '', mentions: [] }),
      );
      expect(gone.code).toBe('not-found');
    });
  });
}
