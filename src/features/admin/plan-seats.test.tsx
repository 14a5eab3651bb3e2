// The seats of each plan on Plan Configuration (owner only): shown with the Global cap, edited and
// saved through savePlanSeats (the fake checks them as the function does).
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '../../data/contract-common';
import { renderApp } from '../../testing/render-app';
import { staffBackend } from './overview-test-helpers';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const seatsPanel = async () => screen.findByRole('region', { name: 'Seats per plan' });

describe('seats per plan', () => {
  it('shows the default seats of each plan and the Global cap', async () => {
    const { backend } = staffBackend('owner');
    renderApp('/admin/billing/plan-config', { backend });
    const panel = await seatsPanel();
    expect(await within(panel).findByLabelText('Basic seats')).toHaveValue('2');
    expect(within(panel).getByLabelText('Pro seats')).toHaveValue('10');
    expect(within(panel).getByLabelText('Enterprise seats')).toHaveValue('');
    expect(panel).toHaveTextContent('No account has more than Max users per account (100, in Global Settings)');
    expect(panel).toHaveTextContent('An account on this plan has 2 seats.');
    // Enterprise is unlimited but capped by the Global setting.
    expect(panel).toHaveTextContent('An account on this plan has 100 seats: capped by Max users per account.');
    expect(within(panel).getByRole('button', { name: 'Save seats' })).toBeDisabled();
  });

  it('says when a plan has more seats than the cap allows', async () => {
    const { backend, overview } = staffBackend('owner');
    overview.state.maxUsersPerAccount = 5;
    renderApp('/admin/billing/plan-config', { backend });
    const panel = await seatsPanel();
    await within(panel).findByLabelText('Pro seats');
    expect(within(panel).getAllByText(/An account on this plan has 5 seats: capped by Max users per account\./)).toHaveLength(2);
  });

  it('saves new seats and shows the success message, which hides itself', async () => {
    const { backend, overview } = staffBackend('owner');
    const { user } = renderApp('/admin/billing/plan-config', { backend });
    const panel = await seatsPanel();
    const basic = await within(panel).findByLabelText('Basic seats');
    await user.clear(basic);
    await user.type(basic, '3');
    await user.type(within(panel).getByLabelText('Enterprise seats'), '500');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(panel).getByRole('button', { name: 'Save seats' }));
      expect(await within(panel).findByText('Seats per plan saved successfully!')).toBeInTheDocument();
      expect(overview.calls).toContainEqual(['savePlanSeats', { seats: { basic: 3, pro: 10, custom: 500 } }]);
      expect(overview.state.planSeats).toEqual({ basic: 3, pro: 10, custom: 500 });
      expect(panel).toHaveTextContent('An account on this plan has 3 seats.');
      await act(async () => {
        vi.advanceTimersByTime(5100);
      });
      await waitFor(() => expect(within(panel).queryByText('Seats per plan saved successfully!')).not.toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
  });

  it('an empty Enterprise field saves unlimited', async () => {
    const { backend, overview } = staffBackend('owner', { planSeats: { basic: 2, pro: 10, custom: 40 } });
    const { user } = renderApp('/admin/billing/plan-config', { backend });
    const panel = await seatsPanel();
    await user.clear(await within(panel).findByLabelText('Enterprise seats'));
    await user.click(within(panel).getByRole('button', { name: 'Save seats' }));
    await within(panel).findByText('Seats per plan saved successfully!');
    expect(overview.state.planSeats.custom).toBeNull();
  });

  it('refuses what is not a whole number from 1 to 10000, and sends nothing', async () => {
    const { backend, overview } = staffBackend('owner');
    const { user } = renderApp('/admin/billing/plan-config', { backend });
    const panel = await seatsPanel();
    const basic = await within(panel).findByLabelText('Basic seats');
    await user.clear(basic);
    await user.type(basic, '0');
    const pro = within(panel).getByLabelText('Pro seats');
    await user.clear(pro);
    await user.type(pro, '2.5');
    await user.type(within(panel).getByLabelText('Enterprise seats'), '10001');
    await user.click(within(panel).getByRole('button', { name: 'Save seats' }));
    expect(within(panel).getAllByText('Enter a whole number from 1 to 10000.')).toHaveLength(2);
    expect(within(panel).getByText('Enter a whole number from 1 to 10000, or leave it empty for unlimited.')).toBeInTheDocument();
    expect(basic).toHaveAttribute('aria-invalid', 'true');
    expect(overview.calls.filter(([name]) => name === 'savePlanSeats')).toEqual([]);
  });

  it("shows the function's refusal when the save fails", async () => {
    const { backend, overview } = staffBackend('owner');
    const { user } = renderApp('/admin/billing/plan-config', { backend });
    const panel = await seatsPanel();
    const pro = await within(panel).findByLabelText('Pro seats');
    await user.clear(pro);
    await user.type(pro, '12');
    overview.failNext(new DataError('functions/permission-denied', 'Only the owner can do this.'));
    await user.click(within(panel).getByRole('button', { name: 'Save seats' }));
    expect(await within(panel).findByText('Only the owner can do this.')).toBeInTheDocument();
    expect(overview.state.planSeats.pro).toBe(10);
  });

  it('asks for the password when the sign-in is too old, then saves', async () => {
    const { backend, overview } = staffBackend('owner');
    const { user } = renderApp('/admin/billing/plan-config', { backend });
    const panel = await seatsPanel();
    const pro = await within(panel).findByLabelText('Pro seats');
    await user.clear(pro);
    await user.type(pro, '12');
    overview.failNext(new DataError('auth/requires-recent-login', 'Please sign in again to continue.'));
    await user.click(within(panel).getByRole('button', { name: 'Save seats' }));
    const password = await within(panel).findByLabelText('Your password');
    await user.type(password, 'secret123');
    await user.click(within(panel).getByRole('button', { name: 'Save seats' }));
    expect(await within(panel).findByText('Seats per plan saved successfully!')).toBeInTheDocument();
    expect(overview.state.planSeats.pro).toBe(12);
  });

  it('the fake checks the seats as the function does', async () => {
    const { overview } = staffBackend('owner');
    await expect(overview.savePlanSeats({ basic: 0 })).rejects.toMatchObject({ code: 'functions/invalid-argument' });
    await expect(overview.savePlanSeats({ pro: null })).rejects.toMatchObject({ message: 'The seats of the Pro plan must be a whole number from 1 to 10000.' });
    await expect(overview.savePlanSeats({ pro: 20 })).resolves.toMatchObject({ planSeats: { basic: 2, pro: 20, custom: null }, seats: { custom: 100 } });
  });
});
