// The demo's pipelines, deals and timelines of a Pro account (scripts/demo-seed.ts), each checked
// by the app's own schemas (parseDeal, parseActivity) before it is written.
import type { Firestore } from 'firebase-admin/firestore';
import { addDays } from '../src/domain/dates';
import { parseDeal } from '../src/domain/deal-schemas';
import { revenueForDeal } from '../src/domain/deal-writes';
import { DEFAULT_LOST_REASONS, DEFAULT_PIPELINE } from '../src/domain/deals';
import { parseActivity } from '../src/domain/activities';
import { keyBetween } from '../src/domain/fractional';
import type { LawOffice } from './demo-law-office';
import type { DemoWriter } from './demo-writer';

/** The seed's database, its one moment, and a day that many days before it (yyyy-mm-dd). */
export type DemoClock = { db: Firestore; now: Date; isoDaysAgo: (days: number) => string };

const DEAL_TITLES = [
  'Catering contract',
  'Website redesign',
  'Annual maintenance',
  'Office fit-out',
  'Spring campaign',
  'Supply agreement',
  'Training day',
  'Consulting package',
];

/**
 * A timeline for the first clients of a Pro account (docs/product/records.md#activities): a call
 * and a note each, and a meeting next week for the first; the client's last contact and last
 * activity follow, as logging them in the app does.
 */
export function seedActivities({ db, now, isoDaysAgo }: DemoClock, w: DemoWriter, uid: string, clientList: { id: string; name: string }[]) {
  clientList.slice(0, 6).forEach((client, i) => {
    const entries = [
      {
        kind: 'call',
        at: addDays(now, -(i * 3 + 2)),
        text: `Called ${client.name} about the next order.`,
        duration: 10 + i * 5,
        outcome: 'Follow up next week',
      },
      {
        kind: 'note',
        at: addDays(now, -(i * 3 + 1)),
        text: `Prefers e-mail in the mornings.\nPrice list: https://example.com/prices`,
        duration: 0,
        outcome: '',
      },
      ...(i === 0 ? [{ kind: 'meeting', at: addDays(now, 7), text: 'Quarterly review', duration: 60, outcome: '' }] : []),
    ];
    for (const entry of entries) {
      const parsed = parseActivity({ ...entry, subject: client.id, mentions: [] });
      if (!parsed.ok) throw new Error(`demo activity is invalid: ${parsed.message}`);
      w.set(db.collection(`accounts/${uid}/activities`).doc(), { ...parsed.value, authorId: uid, ownerId: uid, createdAt: now, updatedAt: now });
    }
    const contact = isoDaysAgo(i * 3 + 2);
    w.update(`accounts/${uid}/clients/${client.id}`, { lastContact: contact, lastActivity: isoDaysAgo(i * 3 + 1) });
  });
}

/**
 * A realistic pipeline for a Pro account (docs/product/deals.md): the default pipeline and 40 deals
 * over six months, across every stage; the won ones with the revenue a win makes, linked both ways.
 */
export function seedDeals(
  { db, now, isoDaysAgo }: DemoClock,
  w: DemoWriter,
  uid: string,
  clientList: { id: string; name: string }[],
  writtenBy: Record<string, string>,
  law: LawOffice | null,
) {
  if (clientList.length === 0) return;
  const { id: pipelineId, ...pipeline } = DEFAULT_PIPELINE;
  w.set(`accounts/${uid}/pipelines/${pipelineId}`, { ...pipeline, updatedAt: now, updatedBy: uid });
  const last = new Map<string, string | null>();
  for (let i = 0; i < 40; i++) {
    const stage = pipeline.stages[[0, 0, 1, 1, 2, 2, 3, 4, 4, 5][i % 10]!]!;
    const client = clientList[i % clientList.length]!;
    const ref = db.collection(`accounts/${uid}/deals`).doc();
    const position = keyBetween(last.get(stage.id) ?? null, null);
    last.set(stage.id, position);
    const ageDays = 180 - i * 4;
    const closedDaysAgo = Math.max(1, Math.floor(ageDays / 2));
    const parsed = parseDeal(
      {
        title: `${DEAL_TITLES[i % DEAL_TITLES.length]} - ${client.name}`,
        clientId: client.id,
        value: 500 + ((i * 137) % 20) * 250,
        expectedClose: stage.kind === 'open' ? isoDaysAgo(-((i % 12) * 7 + 3)) : isoDaysAgo(closedDaysAgo),
        ownerId: uid,
        pipelineId,
        stageId: stage.id,
        probability: null,
        status: stage.kind,
        wonAt: stage.kind === 'won' ? isoDaysAgo(closedDaysAgo) : '',
        lostAt: stage.kind === 'lost' ? isoDaysAgo(closedDaysAgo) : '',
        lostReason: stage.kind === 'lost' ? DEFAULT_LOST_REASONS[i % (DEFAULT_LOST_REASONS.length - 1)]! : '',
        revenueId: '',
        position,
        notes: '',
      },
      now,
    );
    if (!parsed.ok) throw new Error(`demo deal is invalid: ${parsed.message}`);
    const deal = { ...parsed.value, id: ref.id };
    const created = addDays(now, -ageDays);
    if (deal.status === 'won') {
      const revenueRef = db.collection(`accounts/${uid}/revenues`).doc();
      deal.revenueId = revenueRef.id;
      w.set(revenueRef, { ...revenueForDeal(deal, client, deal.wonAt), ...writtenBy, createdAt: now, updatedAt: now });
    }
    const { id: _id, ...fields } = deal;
    w.set(ref, { ...fields, ...(law?.dealValues(i) ?? {}), ...writtenBy, createdAt: created, updatedAt: created });
  }
}
