// What the deals fake refuses as the security rules do (tests/rules/deals.test.ts): viewers and
// outsiders write nothing, members edit no pipelines or lost reasons, and a member narrowed to
// their own records lists and moves only their deals.
import { describe, expect, it } from 'vitest';
import type { MemberDoc } from '../../data/contract';
import type { DealInput } from '../../domain/deals';
import { createFakeBackend } from '../fake-backend';
import { dealInput } from '../record-fixtures';

const people = ['owner', 'member', 'narrowed', 'viewer', 'outsider'].map((name) => ({
  email: `${name}@example.com`,
  password: 'secret123',
  displayName: name,
}));

const member = (role: MemberDoc['role'], ownRecordsOnly = false): MemberDoc => ({
  role,
  ownRecordsOnly,
  payroll: true,
  email: '',
  displayName: '',
  joinedAt: new Date(0),
  invitedBy: null,
});

const deal = (over: Partial<DealInput> = {}): DealInput => dealInput('Deal', over);

function setUp() {
  const backend = createFakeBackend({ users: people, signedInAs: 'owner@example.com' });
  const { control } = backend;
  const a = control.uidOf('owner@example.com');
  const uid = (name: string) => control.uidOf(`${name}@example.com`);
  control.setMember(a, uid('member'), member('member'));
  control.setMember(a, uid('narrowed'), member('member', true));
  control.setMember(a, uid('viewer'), member('viewer'));
  return { backend, a, uid, as: (name: string) => control.setSession(`${name}@example.com`) };
}

const code = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: { code?: string }) => e.code,
  );

describe('the deals fake refuses what the rules refuse', () => {
  it('viewers and outsiders write no deals; members do', async () => {
    const { backend, a, as } = setUp();
    as('viewer');
    expect(await code(backend.deals.addDeal(a, deal()))).toBe('permission-denied');
    as('outsider');
    expect(await code(backend.deals.addDeal(a, deal()))).toBe('permission-denied');
    as('member');
    expect(await code(backend.deals.addDeal(a, deal()))).toBe('accepted');
  });

  it('only owners and managers edit pipelines and lost reasons', async () => {
    const { backend, a, as } = setUp();
    as('member');
    expect(await code(backend.deals.saveLostReasons(a, ['Price']))).toBe('permission-denied');
    expect(await code(backend.deals.removeStage(a, 'default', 'lead', 'qualified'))).toBe('permission-denied');
    as('owner');
    expect(await code(backend.deals.saveLostReasons(a, ['Price']))).toBe('accepted');
  });

  it('a narrowed member lists with their scope, sees and moves only their deals, and keeps what they write', async () => {
    const { backend, a, uid, as } = setUp();
    const theirs = await backend.deals.addDeal(a, deal({ title: 'Owner deal' }));
    as('narrowed');
    const me = uid('narrowed');
    expect(await code(backend.deals.addDeal(a, deal({ ownerId: uid('owner') })))).toBe('permission-denied');
    const mine = await backend.deals.addDeal(a, deal({ title: 'Mine' }));
    const errors: string[] = [];
    backend.deals.watchDeals(
      a,
      () => {},
      (e) => errors.push(e.code),
    );
    expect(errors).toEqual(['permission-denied']);
    let seen: string[] = [];
    backend.deals.watchDeals(a, (l) => (seen = l.map((d) => d.id)), undefined, { hidden: false, ownerId: me, withoutPayroll: false });
    expect(seen).toEqual([mine]);
    expect(await code(backend.deals.moveDeal(a, theirs, { stageId: 'proposal' }))).toBe('permission-denied');
    expect(await code(backend.deals.updateDeal(a, mine, { ownerId: uid('owner') }))).toBe('permission-denied');
    expect(await code(backend.deals.moveDeal(a, mine, { stageId: 'won' }))).toBe('accepted');
  });
});
