// What the deal and pipeline endpoints share (deals.ts, pipelines.ts; docs/api.md#deals-and-pipelines):
// their messages, the caller, the collections and the 400 they answer.
import type { Firestore } from 'firebase-admin/firestore';
import { DEAL_STATUSES } from '../../../src/domain/deals';
import { recordAccessOf } from '../../../src/domain/record-access';
import type { RecordAccess } from '../../../src/domain/record-access';
import type { Member } from '../shared/membership';
import { ApiError } from './errors';

export const DEAL_API_MESSAGES = {
  notFound: (id: string) => `No deal with id "${id}".`,
  pipelineNotFound: (id: string) => `No pipeline with id "${id}".`,
  stageNotFound: (stageId: string, pipelineId: string) => `The pipeline "${pipelineId}" has no stage "${stageId}".`,
  clientNotFound: (id: string) => `No client with id "${id}".`,
  badFilter: (name: string) => `The filter "${name}" is not valid.`,
  badStatus: `status must be one of ${DEAL_STATUSES.join(', ')}.`,
  statusStage: (status: string, stage: string, kind: string) =>
    `The status "${status}" does not match the stage "${stage}", which is a ${kind} stage: send one of them, or both in agreement.`,
  removeRevenue: 'removeRevenue must be true or false.',
  notYours: 'The API key\'s creator sees only the deals assigned to them ("own records only"): assign the deal to them.',
  managersOnly: "Only an account's owners and managers edit its pipelines; the API key's creator is not one.",
  stageHoldsDeals: (name: string) => `The stage "${name}" still holds deals: move them to another stage first (PATCH /v1/deals/{id}), then remove the stage.`,
  stageKind: (name: string) => `The stage "${name}" cannot change its kind (open, won or lost): remove it and add another.`,
  moveTo: 'Give the pipeline that takes over the deals of this one: DELETE /v1/pipelines/{id}?moveTo=<pipelineId>.',
} as const;

export const invalid = (message: string, field?: string) => new ApiError(400, 'invalid-argument', message, field ? { fields: { [field]: message } } : {});

export const dealsCol = (db: Firestore, a: string) => db.collection(`accounts/${a}/deals`);
export const pipelinesCol = (db: Firestore, a: string) => db.collection(`accounts/${a}/pipelines`);
export const docIn = (db: Firestore, a: string, collection: 'deals' | 'revenues' | 'clients', id: string) => db.doc(`accounts/${a}/${collection}/${id}`);

/** Who asks: the key's member, with what their switches allow. */
export type DealCaller = { accountId: string; uid: string; member: Member };

export const accessOf = (caller: DealCaller): RecordAccess => recordAccessOf(caller.member);
