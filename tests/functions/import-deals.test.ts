// A deals import through the Functions emulator (importRecords with kind deals, undoImport): a
// team account's deals with their stages, clients and owners resolved on the server, one revenue
// per won row, the missing-client choice within the Basic plan's cap, narrowed members importing
// as themselves, and the undo that removes deals, their revenues and the clients it made.
import { afterAll, describe, expect, it } from 'vitest';
import { accountPaths } from '../../src/domain/accounts';
import { DEAL_IMPORT_MESSAGES } from '../../src/domain/import/deal-import';
import { CLIENT_CAP_REACHED } from '../../src/domain/import/messages';
import { IMPORT_CALL, IMPORT_MESSAGES } from '../../src/domain/import/server-import';
import { callFn, callOk } from '../billing/helpers';
import { adminDb, closeAdmin } from '../support/emulators';
import { accountOn } from './api-helpers';
import { clientInput } from '../support/records';

const SLOW = { timeout: 120_000 };
type Reply = { created: number; updated: number; errors: string[] };

const rowsOf = (inputs: unknown[], first = 2) => inputs.map((input, i) => ({ label: `Row ${first + i}`, input }));
const batchId = () => `d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const deals = (options: Record<string, unknown> = {}) => ({ pipelineId: 'default', stages: {}, missingClients: 'create', ...options });

async function docs(path: string) {
  return (await adminDb().collection(path).get()).docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown> & { id: string });
}

describe('importRecords: deals', SLOW, () => {
  afterAll(closeAdmin);

  it('a team account: stages by name or choice, clients by e-mail then name, owners by e-mail; won rows make one revenue each; undo removes it all', async () => {
    const owner = await accountOn('pro', 'deals-owner');
    const mate = await accountOn('basic', 'deals-mate');
    const db = adminDb();
    await db.doc(accountPaths.member(owner.uid, mate.uid)).set({
      role: 'manager',
      ownRecordsOnly: false,
      payroll: false,
      email: mate.email,
      displayName: 'Sam Reed',
      joinedAt: new Date(),
      invitedBy: owner.uid,
    });
    await db
      .doc(`accounts/${owner.uid}/clients/cooper`)
      .set({ ...clientInput(1), name: 'Cooper & Co', email: 'jane@cooper.io', createdAt: new Date(), updatedAt: new Date() });
    await db
      .doc(`accounts/${owner.uid}/clients/warren`)
      .set({ ...clientInput(2), name: 'Warren LLC', email: 'wade@warren.io', createdAt: new Date(), updatedAt: new Date() });
    await db.doc(`accounts/${owner.uid}/meta/counters`).set({ clients: 2, lastClientId: 'warren' });

    const id = batchId();
    const rows = rowsOf([
      { title: 'Retainer', value: 1200, stage: 'Proposal', clientEmail: 'JANE@cooper.io', owner: mate.email },
      { title: 'Estate plan', value: 3500, stage: 'Closed Won', clientName: ' warren  llc ', wonAt: '2024-03-20' },
      { title: 'Audit', value: 800, stage: 'Contract Sent', contactName: 'Ann Lee (ann@acme.io)', clientName: 'Acme' },
      { title: 'Second audit', value: 900, stage: 'Demo', status: 'won', clientEmail: 'ann@acme.io' },
      { title: 'Lost one', value: 50, stage: 'Lead', status: 'lost', lostReason: 'Price', clientName: 'Cooper & Co', owner: 'sam reed' },
      { title: 'Nowhere', value: 10, stage: 'Unknown stage', clientName: 'Cooper & Co' },
      { title: '', value: 10, stage: 'Lead', clientName: 'Cooper & Co' },
    ]);
    const reply = await callOk<Reply>(
      'importRecords',
      { accountId: owner.uid, kind: 'deals', batchId: id, part: 0, rows, deals: deals({ stages: { contractsent: 'negotiation' } }) },
      mate.idToken,
    );
    expect(reply).toEqual({ created: 5, updated: 0, errors: [`Row 7: ${DEAL_IMPORT_MESSAGES.stageUnmapped}`, 'Row 8: Title is required'] });

    const stored = await docs(`accounts/${owner.uid}/deals`);
    const byTitle = new Map(stored.map((d) => [d.title as string, d]));
    expect(byTitle.get('Retainer')).toMatchObject({
      clientId: 'cooper',
      stageId: 'proposal',
      status: 'open',
      ownerId: mate.uid,
      createdBy: mate.uid,
      updatedBy: mate.uid,
      revenueId: '',
    });
    expect(byTitle.get('Estate plan')).toMatchObject({ clientId: 'warren', stageId: 'won', status: 'won', wonAt: '2024-03-20', ownerId: mate.uid });
    expect(byTitle.get('Audit')).toMatchObject({ stageId: 'negotiation', status: 'open' });
    expect(byTitle.get('Lost one')).toMatchObject({ stageId: 'lost', status: 'lost', lostReason: 'Price', ownerId: mate.uid });
    // The new client, created once for the two rows naming ann@acme.io, counted.
    const acme = (await docs(`accounts/${owner.uid}/clients`)).filter((c) => c.email === 'ann@acme.io');
    expect(acme).toHaveLength(1);
    expect(acme[0]).toMatchObject({ name: 'Acme', company: 'Acme', ownerId: mate.uid, createdBy: mate.uid });
    expect(byTitle.get('Audit')!.clientId).toBe(acme[0]!.id);
    expect(byTitle.get('Second audit')).toMatchObject({ clientId: acme[0]!.id, stageId: 'won', status: 'won' });
    expect((await db.doc(`accounts/${owner.uid}/meta/counters`).get()).get('clients')).toBe(3);

    // One revenue per won deal, as a win on the board makes it (markWon), linked both ways.
    const revenues = await docs(`accounts/${owner.uid}/revenues`);
    expect(revenues).toHaveLength(2);
    const estate = byTitle.get('Estate plan')!;
    const revenue = revenues.find((r) => r.dealId === estate.id)!;
    expect(revenue).toMatchObject({ source: 'Warren LLC', description: 'Estate plan', amount: 3500, date: '2024-03-20', type: 'service', clientId: 'warren' });
    expect(estate.revenueId).toBe(revenue.id);
    expect(revenues.find((r) => r.dealId === byTitle.get('Second audit')!.id)).toMatchObject({ source: 'Acme', amount: 900 });

    const recorded = await docs(accountPaths.imports(owner.uid));
    expect(recorded.filter((r) => r.batchId === id)).toEqual([expect.objectContaining({ kind: 'deals', by: mate.uid })]);

    // The undo removes the deals, their revenues and the client the import made; the others stay.
    const undone = await callOk<{ removed: number }>('undoImport', { accountId: owner.uid, batchId: id, part: 0 }, mate.idToken);
    expect(undone).toEqual({ removed: 5 + 2 + 1, restored: 0 });
    expect(await docs(`accounts/${owner.uid}/deals`)).toHaveLength(0);
    expect(await docs(`accounts/${owner.uid}/revenues`)).toHaveLength(0);
    expect((await docs(`accounts/${owner.uid}/clients`)).map((c) => c.id).sort()).toEqual(['cooper', 'warren']);
    expect((await db.doc(`accounts/${owner.uid}/meta/counters`).get()).get('clients')).toBe(2);
  });

  it("checks each deal's custom fields with the account's deal fields, read once per call", async () => {
    const owner = await accountOn('pro', 'deals-custom');
    const field = (id: string, label: string, kind: string, order: number, required = false) => ({
      id,
      label,
      kind,
      required,
      choices: [],
      archived: false,
      order,
    });
    await adminDb()
      .doc(accountPaths.fieldDefinitions(owner.uid, 'deals'))
      .set({ fields: [field('fsigned', 'Signed on', 'date', 0), field('fref', 'Reference', 'text', 1, true)] });
    const row = (title: string, customFields?: unknown) => ({
      title,
      stage: 'Lead',
      clientEmail: 'buyer@example.com',
      clientName: 'Buyer Ltd',
      ...(customFields ? { customFields } : {}),
    });
    const reply = await callOk<Reply>(
      'importRecords',
      {
        kind: 'deals',
        batchId: batchId(),
        part: 0,
        rows: rowsOf([row('Good', { fsigned: '2027-02-01', fref: 'R-1' }), row('Bad date', { fsigned: 'later', fref: 'R-2' }), row('No reference')]),
        deals: deals(),
      },
      owner.idToken,
    );
    expect(reply).toEqual({ created: 1, updated: 0, errors: ['Row 3: Signed on: Enter a valid date.', 'Row 4: Reference: This field is required.'] });
    const [deal] = await docs(`${accountPaths.account(owner.uid)}/deals`);
    expect(deal).toMatchObject({ title: 'Good', customFields: { fsigned: '2027-02-01', fref: 'R-1' } });
  });

  it('a full call of 500 rows, each with a client to create, stays within the batch limits', async () => {
    const { uid, idToken } = await accountOn('pro', 'deals-full');
    const inputs = Array.from({ length: IMPORT_CALL.rows }, (_, i) => ({
      title: `Deal ${i}`,
      value: i + 1,
      stage: i % 5 === 0 ? 'Won' : 'Lead',
      clientEmail: `client${i}@x.io`,
      clientName: `Client ${i}`,
    }));
    const id = batchId();
    const reply = await callOk<Reply>('importRecords', { kind: 'deals', batchId: id, part: 0, rows: rowsOf(inputs), deals: deals() }, idToken);
    expect(reply).toEqual({ created: IMPORT_CALL.rows, updated: 0, errors: [] });
    expect((await adminDb().collection(`accounts/${uid}/clients`).count().get()).data().count).toBe(IMPORT_CALL.rows);
    expect((await adminDb().collection(`accounts/${uid}/revenues`).count().get()).data().count).toBe(IMPORT_CALL.rows / 5);
    expect((await adminDb().doc(`accounts/${uid}/meta/counters`).get()).get('clients')).toBe(IMPORT_CALL.rows);
    // 500 deals, 100 revenues and 500 clients: three import-record documents.
    const recorded = (await docs(accountPaths.imports(uid))).filter((r) => r.batchId === id);
    expect(recorded.map((r) => (r.created as string[]).length).sort()).toEqual([100, 500, 500]);
  });

  it('Basic: missing clients are created up to the cap with its message, or skipped when chosen; a bad request is refused', async () => {
    const { uid, idToken } = await accountOn('basic', 'deals-basic');
    const db = adminDb();
    const seed = db.batch();
    for (let i = 0; i < 99; i++)
      seed.set(db.doc(`accounts/${uid}/clients/seed${i}`), { ...clientInput(500 + i), createdAt: new Date(), updatedAt: new Date() });
    seed.set(db.doc(`accounts/${uid}/meta/counters`), { clients: 99, lastClientId: 'seed98' });
    await seed.commit();
    const rows = rowsOf([
      { title: 'One', value: 1, stage: 'Lead', clientEmail: 'new1@x.io', clientName: 'New One' },
      { title: 'Two', value: 2, stage: 'Lead', clientEmail: 'new2@x.io', clientName: 'New Two' },
      { title: 'Three', value: 3, stage: 'Lead', clientName: 'No Mail Inc' },
    ]);
    const created = await callOk<Reply>('importRecords', { kind: 'deals', batchId: batchId(), part: 0, rows, deals: deals() }, idToken);
    expect(created).toEqual({
      created: 1,
      updated: 0,
      errors: [`Row 3: ${CLIENT_CAP_REACHED(100)}`, `Row 4: ${DEAL_IMPORT_MESSAGES.newClientEmail}`],
    });
    expect((await db.doc(`accounts/${uid}/meta/counters`).get()).get('clients')).toBe(100);

    const skipped = await callOk<Reply>(
      'importRecords',
      { kind: 'deals', batchId: batchId(), part: 0, rows, deals: deals({ missingClients: 'skip' }) },
      idToken,
    );
    // new1@x.io exists now; the other two are skipped with the reason.
    expect(skipped).toEqual({
      created: 1,
      updated: 0,
      errors: [`Row 3: ${DEAL_IMPORT_MESSAGES.clientMissing}`, `Row 4: ${DEAL_IMPORT_MESSAGES.clientMissing}`],
    });
    expect(await docs(`accounts/${uid}/deals`)).toHaveLength(2);

    const noOptions = await callFn('importRecords', { kind: 'deals', batchId: batchId(), part: 0, rows }, idToken);
    expect(noOptions).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: IMPORT_MESSAGES.badRequest });
    const gone = await callFn('importRecords', { kind: 'deals', batchId: batchId(), part: 0, rows, deals: deals({ pipelineId: 'nope' }) }, idToken);
    expect(gone).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION', message: DEAL_IMPORT_MESSAGES.pipelineGone });
  });

  it('a member narrowed to their own records imports deals as theirs, links only their clients, and undoes only their own import', async () => {
    const owner = await accountOn('pro', 'deals-narrow-owner');
    const helper = await accountOn('basic', 'deals-narrow-helper');
    const db = adminDb();
    await db.doc(accountPaths.member(owner.uid, helper.uid)).set({
      role: 'member',
      ownRecordsOnly: true,
      payroll: false,
      email: helper.email,
      displayName: 'Helper',
      joinedAt: new Date(),
      invitedBy: owner.uid,
    });
    await db
      .doc(`accounts/${owner.uid}/clients/theirs`)
      .set({ ...clientInput(1), email: 'boss@x.io', ownerId: owner.uid, createdAt: new Date(), updatedAt: new Date() });
    const id = batchId();
    const reply = await callOk<Reply>(
      'importRecords',
      {
        accountId: owner.uid,
        kind: 'deals',
        batchId: id,
        part: 0,
        rows: rowsOf([{ title: 'Mine', value: 5, stage: 'Won', clientEmail: 'boss@x.io', clientName: 'Boss', owner: owner.email }]),
        deals: deals(),
      },
      helper.idToken,
    );
    expect(reply).toMatchObject({ created: 1, errors: [] });
    const [deal] = await docs(`accounts/${owner.uid}/deals`);
    expect(deal).toMatchObject({ ownerId: helper.uid, status: 'won' });
    // The owner's client is not theirs to link: a client of their own was made.
    expect(deal!.clientId).not.toBe('theirs');
    const [revenue] = await docs(`accounts/${owner.uid}/revenues`);
    expect(revenue).toMatchObject({ ownerId: helper.uid, dealId: deal!.id });

    // Another kind stays with owners and managers.
    const clients = await callFn(
      'importRecords',
      { accountId: owner.uid, kind: 'clients', batchId: batchId(), part: 0, rows: rowsOf([clientInput(3)]) },
      helper.idToken,
    );
    expect(clients).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });

    // An import of the owner's is not theirs to undo; their own is.
    const ownerImport = batchId();
    await callOk(
      'importRecords',
      { kind: 'deals', batchId: ownerImport, part: 0, rows: rowsOf([{ title: 'Boss deal', stage: 'Lead', clientEmail: 'boss@x.io' }]), deals: deals() },
      owner.idToken,
    );
    expect(await callFn('undoImport', { accountId: owner.uid, batchId: ownerImport, part: 0 }, helper.idToken)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
      message: IMPORT_MESSAGES.undoNotYours,
    });
    expect(await callOk('undoImport', { accountId: owner.uid, batchId: id, part: 0 }, helper.idToken)).toEqual({ removed: 3, restored: 0 });
    expect((await docs(`accounts/${owner.uid}/deals`)).map((d) => d.title)).toEqual(['Boss deal']);
  });
});
