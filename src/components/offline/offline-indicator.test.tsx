import { I18nProvider } from '@lingui/react';
import { act, render as renderBare, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFUSED_PERMISSION, settleEarlierWrites, settleWrite } from '../../data/pending-writes';
import { NeedsConnection } from './needs-connection';
import { OfflineIndicator } from './offline-indicator';
import { UpdateBanner } from './update-prompt';
import { i18n } from '../../lib/i18n';
import { prepareOffline } from '../../lib/offline-ready';

// No app provider here: the messages need one.
const Providers = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const render = (ui: ReactElement) => renderBare(ui, { wrapper: Providers });

function setOnline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

afterEach(() => vi.restoreAllMocks());

// What a save needs is loaded: the banner may say that changes will sync.
beforeAll(() => prepareOffline({ prepareWrites: async () => undefined }));

describe('OfflineIndicator', () => {
  it('shows nothing while online with nothing waiting', () => {
    render(<OfflineIndicator />);
    expect(screen.queryByTestId('offline-indicator')).toBeNull();
  });

  it('counts the changes made offline and clears only once the server has confirmed them', async () => {
    render(<OfflineIndicator />);
    setOnline(false);
    expect(screen.getByTestId('offline-indicator')).toHaveTextContent('Offline: changes will sync when you reconnect.');

    let confirm!: () => void;
    const write = new Promise<void>((resolve) => {
      confirm = resolve;
    });
    await act(() => settleWrite(write));
    expect(screen.getByTestId('offline-indicator')).toHaveTextContent('1 change waiting');

    setOnline(true);
    expect(screen.getByTestId('offline-indicator')).toHaveTextContent('Back online: syncing 1 change waiting');

    await act(async () => {
      confirm();
      await write;
    });
    expect(screen.queryByTestId('offline-indicator')).toBeNull();
  });

  it('counts writes left queued by the page before a reload until the server confirms them', async () => {
    render(<OfflineIndicator />);
    setOnline(false);
    let confirm!: () => void;
    const queue = new Promise<void>((resolve) => {
      confirm = resolve;
    });
    act(() => settleEarlierWrites(queue, 0));
    expect(await screen.findByText('Changes from before the reload waiting.')).toBeInTheDocument();
    setOnline(true);
    expect(screen.getByTestId('offline-indicator')).toHaveTextContent('Back online: syncing changes from before the reload waiting');
    await act(async () => {
      confirm();
      await queue;
    });
    expect(screen.queryByTestId('offline-indicator')).toBeNull();
  });

  it('tells when a change made offline was refused, until dismissed', async () => {
    render(<OfflineIndicator />);
    setOnline(false);
    await act(() => settleWrite(Promise.reject(new Error('Missing or insufficient permissions.'))));
    expect(await screen.findByRole('alert')).toHaveTextContent('A change made offline was not saved: Missing or insufficient permissions.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('RefusedWrites', () => {
  it('names each change made offline that the rules refused, with the reason, until dismissed', async () => {
    render(<OfflineIndicator />);
    setOnline(false);
    const denied = () => Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    await act(() => settleWrite(Promise.reject(denied()), undefined, undefined, { kind: 'clients', name: 'Acme Ltd', action: 'change' }));
    await act(() => settleWrite(Promise.reject(denied()), undefined, undefined, { kind: 'clients', name: 'New Bakery', action: 'add' }));
    const alert = await screen.findByTestId('refused-writes');
    expect(alert).toHaveTextContent('Changes made offline were not saved:');
    expect(alert).toHaveTextContent(`Your changes to the client “Acme Ltd” were not saved: ${REFUSED_PERMISSION}`);
    expect(alert).toHaveTextContent(`The new client “New Bakery” was not saved: ${REFUSED_PERMISSION}`);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('refused-writes')).toBeNull();
  });
});

describe('NeedsConnection', () => {
  it('says plainly offline that the action needs a connection, and nothing online', () => {
    render(<NeedsConnection what="Signing in" />);
    expect(screen.queryByRole('alert')).toBeNull();
    setOnline(false);
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline. Signing in needs a connection: try again when you are back online.');
  });
});

describe('UpdateBanner', () => {
  it('offers a new version and reloads only when asked', async () => {
    const reload = vi.fn();
    render(<UpdateBanner onReload={reload} />);
    expect(screen.getByText('A new version is available.')).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
