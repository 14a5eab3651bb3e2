// The notices of a mention (docs/product/history.md#mentions): when an activity is created, or
// edited to mention more members, each newly mentioned member who can see its client (an
// own-records-only member only their own clients) gets an in-app notice in
// users/{uid}/notices/{accountId}_{activityId} and, per their Email Notifications settings
// (Mentions, frequency, quiet hours), a mail. Never the author; never twice for one note: the
// notice is created under a fixed id, and the mail goes only with the notice that was new.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { newlyMentioned, noticeExcerpt, noticeId, storedMentions } from '../../../src/domain/mentions';
import { canSee, recordAccessOf } from '../../../src/domain/record-access';
import { accountPaths } from '../../../src/domain/accounts';
import { notifyUser } from '../notifications/deliver';
import type { Outcome } from '../notifications/deliver';
import { memberOf } from '../shared/membership';
import { linkOrigin } from '../shared/link-origin';

/** What came of each newly mentioned member, by uid. */
export type MentionOutcome = { notice: 'written' | 'exists' | 'skipped'; reason?: string; mail?: Outcome };

const ALREADY_EXISTS = 6;
const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/**
 * Tells the members newly mentioned between `before` and `after` of activity `activityId`
 * (a create has no `before`; a delete tells no one).
 */
export async function noticeMentions(
  db: Firestore,
  accountId: string,
  activityId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
  now: Date,
): Promise<Record<string, MentionOutcome>> {
  if (!after) return {};
  const authorId = typeof after.authorId === 'string' ? after.authorId : '';
  const added = newlyMentioned(before ? storedMentions(before.mentions) : undefined, storedMentions(after.mentions), authorId);
  if (added.length === 0 || typeof after.subject !== 'string' || after.subject === '') return {};
  const [clientSnap, author] = await Promise.all([
    db.doc(`${accountPaths.records(accountId, 'clients')}/${after.subject}`).get(),
    memberOf(db, accountId, authorId),
  ]);
  const client = clientSnap.data();
  if (!client) return Object.fromEntries(added.map((uid) => [uid, { notice: 'skipped', reason: 'the client no longer exists' }]));
  const clientName = text(client.name, 100) || text(client.company, 100);
  const authorName = text(author?.displayName, 100) || text(author?.email, 100);
  const excerpt = noticeExcerpt(typeof after.text === 'string' ? after.text : '');
  // The client's page in the account the note is in (the app opens that account from `account`).
  const link = `${linkOrigin(null)}/clients/${encodeURIComponent(clientSnap.id)}?account=${encodeURIComponent(accountId)}`;
  const outcomes = await Promise.all(
    added.map(async (uid): Promise<[string, MentionOutcome]> => {
      const member = await memberOf(db, accountId, uid);
      if (!member) return [uid, { notice: 'skipped', reason: 'not a member of the account' }];
      if (!canSee(recordAccessOf(member), uid, 'clients', client)) return [uid, { notice: 'skipped', reason: 'cannot see the client' }];
      try {
        await db.doc(`users/${uid}/notices/${noticeId(accountId, activityId)}`).create({
          kind: 'mention',
          accountId,
          clientId: clientSnap.id,
          clientName,
          activityId,
          authorId,
          authorName,
          excerpt,
          createdAt: now,
          readAt: null,
        });
      } catch (e) {
        if ((e as { code?: unknown }).code === ALREADY_EXISTS) return [uid, { notice: 'exists' }];
        throw e;
      }
      const mail = await notifyUser(
        db,
        uid,
        (l) => {
          const params = { author: authorName || l.t('mentionSomeone'), client: clientName || l.t('unnamedClient') };
          return { category: 'mention', subject: l.t('mentionSubject', params), text: l.t('mentionText', { ...params, excerpt, link }) };
        },
        now,
      );
      return [uid, { notice: 'written', mail }];
    }),
  );
  return Object.fromEntries(outcomes);
}
