import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '../../data/contract';
import { newAccount } from '../../domain/account';
import { paymentConfirmed } from '../../domain/billing';
import { createFakeBackend } from '../../testing/fake-backend';
import type { FakeBackend } from '../../testing/fake-backend';
import type { FakeBillingApi } from '../../testing/fakes/billing';
import { renderApp } from '../../testing/render-app';
import { PLANS } from '../../domain/plans';
import { navigateAway } from './billing-shared';
import { render } from '@testing-library/react';
import { AppProvider } from '../../testing/render-app';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { PlanPage } from './plan-page';

const billing = (b: FakeBackend) => b.billing as FakeBillingApi;
const SESSION = 'cs_test_abcdefghijklmnop';

function signedIn(email = 'pat@example.com') {
  return createFakeBackend({ users: [{ email, password: 'secret123' }], signedInAs: email });
}

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('public pricing pages', () => {
  it('the pricing page shows both plans and the 3-day failed-payment rule', async () => {
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { name: /Basic/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Pro/ })).toBeInTheDocument();
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getByText(/You have 3 days to update your payment method/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/contact');
  });

  it('the Basic and Pro pages offer their trials', async () => {
    renderApp('/pricing/basic');
    expect(await screen.findByRole('heading', { name: 'Basic Plan - Start Your Free Trial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start 7-Day Free Trial' })).toBeInTheDocument();
  });

  it('the Pro page is most popular with a 30-day trial that leads to sign-up', async () => {
    const { user, location } = renderApp('/pricing/pro');
    expect(await screen.findByText('Most Popular')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start 30-Day Free Trial' }));
    expect(location().pathname).toBe('/auth/signup');
  });

  it('a missing plan shows Plan Not Found with a way back to pricing', async () => {
    const router = createMemoryRouter(
      [
        { path: '/x', element: <PlanPage planId="pro" catalogue={PLANS.filter((p) => p.id !== 'pro')} /> },
        { path: '/pricing', element: <p>pricing</p> },
      ],
      {
        initialEntries: ['/x'],
      },
    );
    render(
      <AppProvider backend={createFakeBackend()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Plan Not Found' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Back to Pricing' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('signed-in users with access are sent from pricing to the dashboard', async () => {
    const { location } = renderApp('/pricing', { backend: signedIn() });
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('a checkout that fails shows the mapped message in a toast', async () => {
    const backend = createFakeBackend();
    billing(backend).startCheckout = () => Promise.reject(new DataError('functions/unavailable', 'x'));
    const { user } = renderApp('/pricing', { backend });
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment service temporarily unavailable. Please try again.');
  });

  it('a visitor checkout redirects the browser to the hosted page', async () => {
    const to = vi.spyOn(navigateAway, 'to').mockImplementation(() => {});
    const backend = createFakeBackend();
    const { user } = renderApp('/pricing', { backend });
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Basic' }));
    await waitFor(() => expect(to).toHaveBeenCalledWith('https://checkout.test/basic'));
    expect(billing(backend).calls[0]).toEqual(['startCheckout', { plan: 'basic' }]);
    to.mockRestore();
  });

  it('the cancel page links back to payment and the dashboard', async () => {
    renderApp('/payment/cancel');
    expect(await screen.findByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/payment');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('the signed-in plan chooser', () => {
  it('shows three plans, the days left, and sends custom to contact', async () => {
    const { user, location } = renderApp('/plans', { backend: signedIn() });
    expect(await screen.findByText('7 days left in your trial')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Enterprise/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contact Sales' }));
    expect(location().pathname).toBe('/contact');
  });
});

describe('the plan chooser upgrade', () => {
  it('a failed upgrade says so, with the reason', async () => {
    const backend = signedIn();
    billing(backend).startCheckout = () => Promise.reject(new DataError('functions/internal', 'boom'));
    const { user } = renderApp('/plans', { backend });
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    expect(
      await screen.findByText('Upgrade failed. Please try again. An internal error occurred. Please contact support if this persists.'),
    ).toBeInTheDocument();
  });
});

describe('payment success', () => {
  it('without a session id or plan it says the session is invalid', async () => {
    renderApp('/payment/success', { backend: signedIn() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid payment session. Missing session ID or plan information.');
  });

  it('signed out, it asks to sign in', async () => {
    renderApp(`/payment/success?session_id=${SESSION}&plan=pro`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in to complete your purchase.');
  });

  it('a failed verification names the reason', async () => {
    const backend = signedIn();
    // A session started and left unpaid.
    const { sessionId } = await backend.billing.startCheckout('pro');
    renderApp(`/payment/success?session_id=${sessionId}&plan=pro`, { backend });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to verify payment: Payment not completed or subscription inactive. Please contact support if you were charged.',
    );
    expect(screen.getByRole('link', { name: 'Back to Pricing' })).toBeInTheDocument();
  });

  it('a session the provider never gave is not found', async () => {
    renderApp(`/payment/success?session_id=${SESSION}&plan=pro`, { backend: signedIn() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to verify payment: Session verification failed. Please contact support if you were charged.',
    );
  });

  it('waits for the new plan to arrive, then succeeds, sets the welcome flags and goes to the dashboard', async () => {
    const backend = signedIn();
    billing(backend).addSession(SESSION, 'pro', 'pat@example.com');
    const { location } = renderApp(`/payment/success?session_id=${SESSION}&plan=pro`, { backend });
    expect(await screen.findByText('Verifying your payment...')).toBeInTheDocument();
    await waitFor(() => expect(billing(backend).calls.some(([m]) => m === 'confirmCheckout')).toBe(true));
    // The webhook is late: still verifying.
    expect(screen.getByText('Verifying your payment...')).toBeInTheDocument();
    const uid = backend.control.uidOf('pat@example.com');
    const now = new Date();
    const base = newAccount({ uid, email: 'pat@example.com', displayName: 'Pat' }, now, []);
    const patch = paymentConfirmed('pro', now, { customerId: 'c', subscriptionId: 's' });
    act(() =>
      backend.control.setAccount(uid, {
        user: { ...base.user, planId: 'pro', subscriptionStatus: 'active', createdAt: now, updatedAt: now, lastLogin: now },
        subscription: { ...base.subscription, ...patch, createdAt: now, updatedAt: now },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(localStorage.getItem('paymentSuccess')).toBe('true');
    expect(localStorage.getItem('welcomeMessage')).toBe('Welcome! Your Pro plan is now active.');
    await waitFor(() => expect(location().pathname).toBe('/dashboard'), { timeout: 8000 }); // the 3 s redirect, with room for a busy machine
  });
});

describe('onboarding', () => {
  it('without a valid session it says verification failed', async () => {
    const backend = createFakeBackend();
    const { sessionId } = await backend.billing.startCheckout('pro');
    renderApp(`/onboarding?session_id=${sessionId}`, { backend });
    expect(await screen.findByRole('heading', { name: 'Session Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Payment not completed or subscription inactive');
    expect(screen.getByRole('link', { name: 'Choose a Plan' })).toHaveAttribute('href', '/pricing');
  });

  it('shows the form with the read-only e-mail and the plan summary, validates, and creates the account', async () => {
    const backend = createFakeBackend();
    billing(backend).addSession(SESSION, 'pro', 'new@example.com');
    const { user, location } = renderApp(`/onboarding?session_id=${SESSION}`, { backend });
    expect(await screen.findByText('Pro Plan Active')).toBeInTheDocument();
    expect(screen.getByText('$79.00 / month')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('new@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText('Email verified through Stripe checkout')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters');
    await user.clear(screen.getByLabelText('Password'));
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Password'), 'longenough1');
    await user.type(screen.getByLabelText('Confirm Password'), 'longenough2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'longenough1');
    await user.type(screen.getByLabelText('Business Name (optional)'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account created successfully! Redirecting to dashboard...')).toBeInTheDocument();
    expect(billing(backend).calls.find(([m]) => m === 'completeOnboarding')?.[1]).toEqual({ sessionId: SESSION, businessName: 'Acme' });
    expect(localStorage.getItem('paymentSuccess')).toBe('true');
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('an existing account is told to sign in', async () => {
    const backend = createFakeBackend({ users: [{ email: 'old@example.com', password: 'whatever1' }] });
    billing(backend).addSession(SESSION, 'basic', 'old@example.com');
    const { user } = renderApp(`/onboarding?session_id=${SESSION}`, { backend });
    await user.type(await screen.findByLabelText('Password'), 'longenough1');
    await user.type(screen.getByLabelText('Confirm Password'), 'longenough1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Looks like you already created an account. Sign in to continue.');
    expect(screen.getByRole('link', { name: 'Sign In to Continue' })).toHaveAttribute(
      'href',
      `/auth?redirect=${encodeURIComponent(`/onboarding?session_id=${SESSION}`)}`,
    );
  });

  it('signed in with the checkout e-mail, the plan is activated on this account', async () => {
    const backend = signedIn('old@example.com');
    billing(backend).addSession(SESSION, 'pro', 'old@example.com');
    const { user, location } = renderApp(`/onboarding?session_id=${SESSION}`, { backend });
    await user.click(await screen.findByRole('button', { name: 'Activate Pro Plan' }));
    expect(await screen.findByText('Your Pro plan is now active. Redirecting to dashboard...')).toBeInTheDocument();
    expect(billing(backend).calls.find(([m]) => m === 'completeOnboarding')?.[1]).toEqual({ sessionId: SESSION, businessName: '' });
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });
});

describe('sign-up after a visitor checkout', () => {
  it('prefills the verified e-mail, read-only, and grants the plan after sign-up', async () => {
    const backend = createFakeBackend();
    billing(backend).addSession(SESSION, 'basic', 'paid@example.com');
    const { user } = renderApp(`/auth/signup?from=stripe&session_id=${SESSION}`, { backend });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('paid@example.com'));
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByText('Email verified through Stripe checkout')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full Name'), 'Paid Person');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(billing(backend).calls.some(([m]) => m === 'completeOnboarding')).toBe(true));
    expect(localStorage.getItem('welcomeMessage')).toBe('Welcome! Your Basic plan is now active.');
  });
});
