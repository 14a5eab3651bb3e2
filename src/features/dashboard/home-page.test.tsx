import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

function backend() {
  return createFakeBackend({
    users: [{ email: 'alice@example.com', displayName: 'Alice', account: accountFor('pro') }],
    signedInAs: 'alice@example.com',
  });
}

describe('home and its guided tour', () => {
  afterEach(() => vi.useRealTimers());

  it('welcomes the user with quick actions and a feature overview', async () => {
    renderApp('/home', { backend: backend() });
    expect(await screen.findByRole('heading', { name: 'Welcome, Alice!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Dashboard/ })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: /Manage Clients/ })).toHaveAttribute('href', '/clients');
    expect(screen.getByRole('link', { name: /Track Salaries/ })).toHaveAttribute('href', '/salaries');
    expect(screen.getByRole('link', { name: /Record Revenue/ })).toHaveAttribute('href', '/revenue');
    expect(screen.getByRole('heading', { name: 'Client Management' })).toBeInTheDocument();
  });

  it('the tour appears about a second after load and walks through its four steps', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const b = backend();
    const { user } = renderApp('/home', { backend: b, userEventOptions: { advanceTimers: vi.advanceTimersByTime } });
    await screen.findByRole('heading', { name: 'Welcome, Alice!' });
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByRole('dialog', { name: 'Welcome to SmallBiz CRM!' })).toHaveTextContent('Step 1 of 4');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Your Dashboard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'The Navigation Menu' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Your Dashboard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const last = screen.getByRole('dialog', { name: "You're All Set!" });
    expect(last).toHaveTextContent('Step 4 of 4');
    expect(screen.queryByRole('button', { name: 'Skip Tour' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(`onboardingCompleted:${b.control.uidOf('alice@example.com')}`)).toBe('true');
  });

  it('a completed tour does not come back; a dismissed one does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const b = backend();
    const uid = b.control.uidOf('alice@example.com');
    const first = renderApp('/home', { backend: b, userEventOptions: { advanceTimers: vi.advanceTimersByTime } });
    await screen.findByRole('heading', { name: 'Welcome, Alice!' });
    act(() => vi.advanceTimersByTime(1100));
    await first.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    const second = renderApp('/home', { backend: b, userEventOptions: { advanceTimers: vi.advanceTimersByTime } });
    await screen.findByRole('heading', { name: 'Welcome, Alice!' });
    act(() => vi.advanceTimersByTime(1100));
    await second.user.click(screen.getByRole('button', { name: 'Skip Tour' }));
    expect(localStorage.getItem(`onboardingCompleted:${uid}`)).toBe('true');
    second.unmount();

    renderApp('/home', { backend: b });
    await screen.findByRole('heading', { name: 'Welcome, Alice!' });
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
