// The dashboard's pipeline card on the fake backend: the figures of the deals the person may see,
// live, with the forecast's months from today.
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DealInput } from '../../domain/deals';
import { dealInput } from '../../testing/record-fixtures';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { AppProvider } from '../../testing/render-app';
import { PipelineCard } from './pipeline-card';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.useRealTimers());

const deal = (over: Partial<DealInput>): DealInput => dealInput('Deal', { value: 1000, ...over });

function setup() {
  const backend = createFakeBackend({ users: [{ email: 'olga@example.com', account: accountFor('pro') }], signedInAs: 'olga@example.com' });
  return { backend, olga: backend.control.uidOf('olga@example.com') };
}

/** Olga's own account, with her narrowed to her own records (as a Member would be). */
function narrow(backend: ReturnType<typeof setup>['backend'], uid: string) {
  const doc = {
    role: 'member',
    ownRecordsOnly: true,
    payroll: false,
    email: 'olga@example.com',
    displayName: 'Olga',
    joinedAt: new Date(),
    invitedBy: null,
  } as const;
  backend.control.setMember(uid, uid, doc, 'Olga Studio');
}

const shown = (label: string) => within(screen.getByText(label).closest('div')!);

describe('PipelineCard', () => {
  it('shows open value, the weighted forecast by month and the win rate, and follows new deals', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-03T12:00:00Z'));
    const { backend, olga } = setup();
    await backend.deals.addDeal(olga, deal({ value: 1000, expectedClose: '2026-12-20' })); // 10%
    await backend.deals.addDeal(olga, deal({ value: 2000, expectedClose: '2027-01-10', stageId: 'proposal' })); // 50%
    await backend.deals.addDeal(olga, deal({ value: 500, stageId: 'won', wonAt: '2026-11-30' }));
    render(
      <AppProvider backend={backend}>
        <MemoryRouter>
          <PipelineCard />
        </MemoryRouter>
      </AppProvider>,
    );
    expect(await screen.findByRole('region', { name: 'Pipeline' })).toBeInTheDocument();
    await waitFor(() => expect(shown('Open value').getByText('$3,000.00')).toBeInTheDocument());
    expect(shown('Open value').getByText('Weighted: $1,100.00')).toBeInTheDocument();
    const forecast = shown('Weighted forecast');
    expect(forecast.getByText('December 2026').nextSibling).toHaveTextContent('$100.00');
    expect(forecast.getByText('January 2027').nextSibling).toHaveTextContent('$1,000.00');
    expect(forecast.getByText('February 2027').nextSibling).toHaveTextContent('$0.00');
    expect(shown('Win rate (90 days)').getByText('100%')).toBeInTheDocument();
    expect(shown('Win rate (90 days)').getByText('1 won of 1 closed')).toBeInTheDocument();

    await backend.deals.addDeal(olga, deal({ value: 400, stageId: 'lost', lostAt: '2026-12-01', lostReason: 'Price' }));
    await waitFor(() => expect(shown('Win rate (90 days)').getByText('50%')).toBeInTheDocument());
  });

  it("a member narrowed to their own records sees only their deals' figures", async () => {
    const { backend, olga } = setup();
    await backend.deals.addDeal(olga, deal({ value: 1000, ownerId: 'someone-else' }));
    await backend.deals.addDeal(olga, deal({ value: 250 }));
    narrow(backend, olga);
    render(
      <AppProvider backend={backend}>
        <MemoryRouter>
          <PipelineCard />
        </MemoryRouter>
      </AppProvider>,
    );
    await waitFor(() => expect(shown('Open value').getByText('$250.00')).toBeInTheDocument());
  });
});
