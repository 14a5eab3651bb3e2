import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Revenue } from '../../domain/types';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

// Screens are lazy chunks; on a busy machine the first render can take a while.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

vi.mock('../../components/charts/chart-canvas', () => ({ default: () => <canvas /> }));

const rev = (id: string, source: string): Revenue => ({ id, source, amount: 10, date: '2024-01-01', description: '', type: 'service', clientId: '' });

describe('financial records page', () => {
  it('says the list is still loading while a big collection arrives, and stops once it is complete', async () => {
    const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor('basic-active') }], signedInAs: 'alice@example.com' });
    const uid = backend.control.uidOf('alice@example.com');
    backend.control.seedRecords(uid, 'revenues', [rev('r1', 'Acme'), rev('r2', 'Globex')]);
    backend.control.setPartial(uid, 'revenues', true);
    renderApp('/revenue', { backend });

    // The first page is shown at once, with the notice above it.
    expect(await screen.findByRole('table')).toBeInTheDocument();
    const notice = () => screen.queryByText(/^Loading revenue\.\.\./);
    expect(notice()).toHaveTextContent('Loading revenue... 2 so far');
    expect(notice()).toHaveAttribute('role', 'status');

    act(() => backend.control.seedRecords(uid, 'revenues', [rev('r3', 'Initech')]));
    expect(notice()).toHaveTextContent('Loading revenue... 3 so far');

    act(() => backend.control.setPartial(uid, 'revenues', false));
    await waitFor(() => expect(notice()).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete Initech' })).toBeInTheDocument();
  });
});
