// The REST API (docs/product/architecture.md#rest-api): /v1/{clients,employees,tasks,salaries,revenues,expenses}
// and /v1/{deals,pipelines} (deals.ts, pipelines.ts), /v1/activities (activities.ts: list and create), /v1/fields/{clients,deals} (custom-fields.ts: read) with list, get, create, update (PATCH, changed fields only) and delete on the data of the
// key's account; /v1/me; /v1/openapi.json. Order of checks: key (401), endpoint toggle (403),
// rate limit (429), maintenance mode for writes (503), then the account's entitlements
// (403/409) and the schemas (400). A key reads and writes its account's records
// (accounts/{accountId}/...) while the member who made it still belongs to that account; writes
// also need a role that writes records, and the member's switches (own records only, payroll)
// narrow what it sees and writes as in the app (records.ts, deals.ts). A record id Firestore could not take is 400 before them all.
import type { Request, Response } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { canWriteRecords } from '../../../src/domain/accounts';
import { recordAccessOf } from '../../../src/domain/record-access';
import { isRecordKind } from '../../../src/domain/schemas';
import { API_ENDPOINT_LABELS, endpointOf, parseApiSettings } from '../../../src/domain/system-settings/api';
import type { ApiEndpoint } from '../../../src/domain/system-settings/api';
import { inEmulator } from '../billing/config';
import { maintenanceRefusal } from '../shared/maintenance';
import { memberOf } from '../shared/membership';
import { accountEntitlements, assertMayWrite } from './account';
import { ApiError, API_MESSAGES, sendError } from './errors';
import { authenticate } from './key-auth';
import { openApiDocument } from './openapi';
import { countRequest } from './rate-limit';
import { isDocumentId, recordIdOf } from './record-id';
import { createActivity, listActivities } from './activities';
import { CUSTOM_FIELD_API_MESSAGES, listFieldDefinitions } from './custom-fields';
import { createRecord, deleteRecord, getRecord, listRecords, updateRecord } from './records';
import type { RecordCaller } from './records';
import { createDeal, deleteDeal, getDeal, listDeals, updateDeal } from './deals';
import type { DealCaller } from './deals';
import { createPipeline, deletePipeline, getPipeline, listPipelines, updatePipeline } from './pipelines';

/** The JSON body as an object, whatever content type it came with, or 400. */
export function bodyOf(req: Request): Record<string, unknown> {
  let body: unknown = req.body;
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    const text = typeof body === 'string' ? body : (raw ?? body).toString('utf8');
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'invalid-json', API_MESSAGES.invalidJson);
    }
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'invalid-argument', API_MESSAGES.notObject);
  return body as Record<string, unknown>;
}

function pageOptions(req: Request) {
  const rawLimit = req.query.limit;
  let limit = 50;
  if (rawLimit !== undefined) {
    limit = Number(rawLimit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new ApiError(400, 'invalid-argument', API_MESSAGES.badLimit);
  }
  const cursor = typeof req.query.cursor === 'string' && req.query.cursor !== '' ? req.query.cursor : null;
  if (cursor !== null && !isDocumentId(cursor)) throw new ApiError(400, 'invalid-argument', API_MESSAGES.badCursor);
  return { limit, cursor };
}

const WRITE_METHODS = new Set(['POST', 'PATCH', 'DELETE']);

/** The toggle of /v1/fields/{kind}: the clients' fields go with the clients, the deals' with the data. */
function fieldsEndpoint(kind: string | null): ApiEndpoint {
  if (kind === 'clients') return 'clients';
  if (kind === 'deals') return 'data';
  throw new ApiError(404, 'not-found', CUSTOM_FIELD_API_MESSAGES.noSuchKind);
}

function methodNotAllowed(allowed: string): ApiError {
  return new ApiError(405, 'method-not-allowed', API_MESSAGES.method(allowed));
}

/**
 * The public URL of this API up to /v1, for the OpenAPI document's server: the emulator's
 * /<project>/<region>/api, cloudfunctions.net's /api, or the root of the function's own host.
 */
function serverUrl(req: Request): string {
  const host = req.get('x-forwarded-host') ?? req.get('host') ?? 'localhost';
  if (inEmulator()) return `http://${host}/${process.env.GCLOUD_PROJECT ?? 'demo-crm'}/us-central1/api`;
  return host.endsWith('cloudfunctions.net') ? `https://${host}/api` : `https://${host}`;
}

/** /v1/deals and /v1/pipelines (functions/src/api/deals.ts, pipelines.ts), after the key, toggle, limits and write checks. */
async function handleDealRoutes(
  db: Firestore,
  req: Request,
  res: Response,
  resource: 'deals' | 'pipelines',
  id: string | null,
  caller: DealCaller,
): Promise<void> {
  const query = req.query as Record<string, unknown>;
  if (resource === 'pipelines') {
    if (!id) {
      if (req.method === 'GET') res.status(200).json(await listPipelines(db, caller));
      else if (req.method === 'POST') res.status(201).json({ data: await createPipeline(db, caller, bodyOf(req)) });
      else throw methodNotAllowed('GET, POST');
      return;
    }
    if (req.method === 'GET') res.status(200).json({ data: await getPipeline(db, caller, id) });
    else if (req.method === 'PATCH') res.status(200).json({ data: await updatePipeline(db, caller, id, bodyOf(req)) });
    else if (req.method === 'DELETE') {
      const moveTo = typeof query.moveTo === 'string' && query.moveTo !== '' ? query.moveTo : null;
      if (moveTo !== null && !isDocumentId(moveTo)) throw new ApiError(400, 'invalid-argument', API_MESSAGES.badId);
      await deletePipeline(db, caller, id, moveTo);
      res.status(204).send();
    } else throw methodNotAllowed('GET, PATCH, DELETE');
    return;
  }
  if (!id) {
    if (req.method === 'GET') res.status(200).json(await listDeals(db, caller, query, pageOptions(req)));
    else if (req.method === 'POST') res.status(201).json(await createDeal(db, caller, bodyOf(req)));
    else throw methodNotAllowed('GET, POST');
    return;
  }
  if (req.method === 'GET') res.status(200).json({ data: await getDeal(db, caller, id) });
  else if (req.method === 'PATCH') res.status(200).json(await updateDeal(db, caller, id, bodyOf(req), query));
  else if (req.method === 'DELETE') {
    await deleteDeal(db, caller, id);
    res.status(204).send();
  } else throw methodNotAllowed('GET, PATCH, DELETE');
}

export async function handleApi(db: Firestore, req: Request, res: Response): Promise<void> {
  // Browsers calling from another origin may read the limits too.
  res.set('Access-Control-Expose-Headers', 'Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset');
  try {
    const parts = req.path.split('/').filter(Boolean);
    if (parts[0] !== 'v1' || parts.length < 2 || parts.length > 3) throw new ApiError(404, 'not-found', API_MESSAGES.noRoute);
    const resource = parts[1]!;
    const id = parts[2] ? recordIdOf(parts[2]) : null;
    if (resource === 'openapi.json' && !id) {
      if (req.method !== 'GET') throw methodNotAllowed('GET');
      res.status(200).json(openApiDocument(`${serverUrl(req)}`));
      return;
    }
    const endpoint = resource === 'fields' ? fieldsEndpoint(id) : endpointOf(resource);
    if (!endpoint || (resource === 'me' && id)) throw new ApiError(404, 'not-found', API_MESSAGES.noRoute);

    const key = await authenticate(db, req);
    const settings = parseApiSettings((await db.doc('systemSettings/api').get()).data());
    if (!settings.endpoints[endpoint]) throw new ApiError(403, 'endpoint-disabled', API_MESSAGES.endpointOff(API_ENDPOINT_LABELS[endpoint].label));
    const usage = await countRequest(db, key, settings);
    res.set('X-RateLimit-Limit', String(usage.limit));
    res.set('X-RateLimit-Remaining', String(usage.remaining));
    res.set('X-RateLimit-Reset', String(usage.reset));

    const [e, member] = await Promise.all([accountEntitlements(db, key.accountId), memberOf(db, key.accountId, key.uid)]);
    if (!member) throw new ApiError(403, 'permission-denied', API_MESSAGES.notMember);
    if (resource === 'me') {
      if (req.method !== 'GET') throw methodNotAllowed('GET');
      res.status(200).json({
        data: {
          accountId: key.accountId,
          uid: key.uid,
          email: key.ownerEmail,
          keyId: key.keyId,
          planId: e.planId,
          status: e.status,
          canWrite: e.canWrite,
          clientCap: e.clientCap,
          rateLimitPerMinute: settings.rateLimitPerMinute,
          rateLimitPerDay: settings.rateLimitPerDay,
        },
      });
      return;
    }
    if (resource === 'fields') {
      if (req.method !== 'GET') throw methodNotAllowed('GET');
      res.status(200).json({ data: await listFieldDefinitions(db, key.accountId, endpoint === 'clients' ? 'clients' : 'deals') });
      return;
    }
    if (!isRecordKind(resource) && resource !== 'deals' && resource !== 'pipelines' && resource !== 'activities')
      throw new ApiError(404, 'not-found', API_MESSAGES.noRoute);
    if (WRITE_METHODS.has(req.method)) {
      // While maintenance mode is on, only staff write (as the rules keep it in the app).
      const maintenance = await maintenanceRefusal(db, { uid: key.uid, isStaff: key.accountId === key.uid ? e.isStaff : undefined });
      if (maintenance !== null) throw new ApiError(503, 'maintenance', maintenance);
      if (!canWriteRecords(member.role)) throw new ApiError(403, 'permission-denied', API_MESSAGES.viewerKey);
    }
    if (resource === 'deals' || resource === 'pipelines') {
      const caller: DealCaller = { accountId: key.accountId, uid: key.uid, member };
      if (WRITE_METHODS.has(req.method) && !e.canWrite) throw new ApiError(403, 'permission-denied', API_MESSAGES.readOnly);
      await handleDealRoutes(db, req, res, resource, id, caller);
      return;
    }
    const caller: RecordCaller = { accountId: key.accountId, uid: key.uid, access: recordAccessOf(member) };
    if (resource === 'activities') {
      if (id) throw new ApiError(404, 'not-found', API_MESSAGES.noRoute);
      if (req.method === 'GET') res.status(200).json(await listActivities(db, caller, req.query as Record<string, unknown>, pageOptions(req)));
      else if (req.method === 'POST') res.status(201).json({ data: await createActivity(db, caller, bodyOf(req), e) });
      else throw methodNotAllowed('GET, POST');
      return;
    }
    if (!isRecordKind(resource)) throw new ApiError(404, 'not-found', API_MESSAGES.noRoute);
    const kind = resource;

    if (!id) {
      if (req.method === 'GET') {
        res.status(200).json(await listRecords(db, caller, kind, pageOptions(req)));
      } else if (req.method === 'POST') {
        const body = bodyOf(req);
        assertMayWrite(e, kind);
        res.status(201).json({ data: await createRecord(db, caller, kind, body, e) });
      } else throw methodNotAllowed('GET, POST');
      return;
    }
    if (req.method === 'GET') {
      res.status(200).json({ data: await getRecord(db, caller, kind, id) });
    } else if (req.method === 'PATCH') {
      const body = bodyOf(req);
      assertMayWrite(e, kind);
      res.status(200).json({ data: await updateRecord(db, caller, kind, id, body) });
    } else if (req.method === 'DELETE') {
      assertMayWrite(e, kind);
      await deleteRecord(db, caller, kind, id, { withExpense: req.query.withExpense === 'true' });
      res.status(204).send();
    } else throw methodNotAllowed('GET, PATCH, DELETE');
  } catch (error) {
    if (error instanceof ApiError) {
      sendError(res, error);
      return;
    }
    logger.error('api request failed', { path: req.path, method: req.method, error: String(error) });
    sendError(res, new ApiError(500, 'internal', 'Something went wrong on our side. Please try again.'));
  }
}
