import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '../data/contract';
import { AppErrorBoundary, RouteErrorFallback } from './route-error';

let broken = false;
function Flaky() {
  if (broken) throw new Error('boom');
  return <p>All good</p>;
}

function AuthBroken(): never {
  throw new DataError('auth/user-token-expired');
}

function mount(element: ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element, errorElement: <RouteErrorFallback /> },
      { path: '/auth', element: <p>Sign-in page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('error fallback', () => {
  beforeEach(() => {
    // React reports caught render errors on the console; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('says something went wrong and offers Reload Page and Try Again', async () => {
    broken = true;
    const user = userEvent.setup();
    mount(<Flaky />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('All good')).toBeInTheDocument();
  });

  it('shows Authentication Error for auth errors and goes to /auth after 3 seconds', async () => {
    vi.useFakeTimers();
    const router = mount(<AuthBroken />);
    expect(screen.getByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2900));
    expect(router.state.location.pathname).toBe('/');
    await act(async () => vi.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
  });

  it('catches errors outside the router too, and Try Again renders again', async () => {
    broken = true;
    const user = userEvent.setup();
    render(
      <AppErrorBoundary>
        <Flaky />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});
