// Activities as screens see them (see contract.ts; docs/product/records.md#activities): notes and
// logged calls, meetings and e-mails on a client, in accounts/{a}/activities/{id}. Input is
// checked by src/domain/activities.ts; the rules hold the same bounds and who may do what.
import type { Activity, ActivityInput, ActivityKind, ActivityPatch } from '../domain/activities';
import type { RecordScope } from '../domain/record-access';
import type { DataError, Unsubscribe } from './contract-common';

/** An activity as screens see it. */
export type ActivityView = Activity;

/** Which part of a client's timeline to watch: one kind or all, and how many pages of ACTIVITY_LIMITS.page. */
export type TimelineQuery = { kind: ActivityKind | null; pages: number };

export type TimelinePage = {
  /** Newest first (byNewest). */
  entries: ActivityView[];
  /** Whether older entries are left to show ("Show more"). */
  hasMore: boolean;
};

export type ActivitiesApi = {
  /**
   * A client's activities, newest first, `query.pages` pages of ACTIVITY_LIMITS.page, live. Each
   * older page starts after the last entry of the page before (a cursor), so asking for one more
   * page reads one page. `scope` as for records: a member narrowed to their own records watches
   * only the activities of clients assigned to them.
   */
  watchTimeline(
    accountId: string,
    clientId: string,
    query: TimelineQuery,
    cb: (page: TimelinePage) => void,
    onError?: (e: DataError) => void,
    scope?: RecordScope,
  ): Unsubscribe;
  /**
   * The account's meetings from `from` on, soonest first (at most 200), live: the clients list
   * shows each client's next one.
   */
  watchUpcomingMeetings(
    accountId: string,
    from: Date,
    cb: (meetings: ActivityView[]) => void,
    onError?: (e: DataError) => void,
    scope?: RecordScope,
  ): Unsubscribe;
  /**
   * Logs an activity by the signed-in member on a client they may write; a call, meeting or
   * e-mail moves the client's last contact, any activity its last activity (clientTouch), in
   * the same batch. Resolves to its id.
   */
  addActivity(accountId: string, input: ActivityInput): Promise<string>;
  /** Its author changes its time, text, duration, outcome or mentions. */
  updateActivity(accountId: string, id: string, changes: ActivityPatch): Promise<void>;
  /** Its author, an owner or a manager deletes it. */
  removeActivity(accountId: string, id: string): Promise<void>;
};
