import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataError } from '../../data/contract-common';
import { PUBLIC_DEFAULTS, describePasswordPolicy } from '../../domain/system-settings/public';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import type { FakeSystemApi } from '../../testing/fakes/system';
import { renderApp } from '../../testing/render-app';

function as(role: 'user' | 'admin' | 'owner') {
  const backend = createFakeBackend({
    users: [{ email: 'boss@example.com', displayName: 'Boss', role, account: accountFor('pro') }],
    signedInAs: 'boss@example.com',
  });
  return { backend, system: backend.system as FakeSystemApi };
}

afterEach(() => {
  document.documentElement.removeAttribute('data-primary');
  document.documentElement.removeAttribute('data-ui-style');
});

describe('system configuration hub', () => {
  it('links to the six configuration pages and shows measured status', async () => {
    const { backend, system } = as('owner');
    system.state.lastBackup = new Date('2026-11-20T15:30:00Z');
    renderApp('/admin/settings', { backend });
    expect(await screen.findByRole('heading', { name: 'System Configuration' })).toBeInTheDocument();
    for (const [name, href] of [
      ['Database', '/admin/config/database'],
      ['Security', '/admin/config/security'],
      ['API', '/admin/config/api'],
      ['Notifications', '/admin/config/notifications'],
      ['Theme', '/admin/config/theme'],
      ['Global', '/admin/config/global'],
    ]) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    expect(await screen.findByText('Reachable · 12 ms')).toBeInTheDocument();
    expect(await screen.findByText('Answering · 34 ms')).toBeInTheDocument();
    // The last backup in the viewer's own date format (the defaults, in New York time, here).
    expect(await screen.findByText('11/20/2026 10:30 AM')).toBeInTheDocument();
  });

  it('says so when the database or functions do not answer and there was never a backup', async () => {
    const { backend, system } = as('owner');
    system.failNext('pingFirestore', new DataError('unavailable'));
    system.failNext('pingFunctions', new DataError('functions/unavailable'));
    renderApp('/admin/settings', { backend });
    expect(await screen.findByText('Unreachable')).toBeInTheDocument();
    expect(await screen.findByText('Not answering')).toBeInTheDocument();
    expect(await screen.findByText('Never')).toBeInTheDocument();
  });

  it('an admin is told the owner-only page is not for them, and a user is sent to the dashboard', async () => {
    const { backend } = as('admin');
    const { location } = renderApp('/admin/config/theme', { backend });
    expect(await screen.findByText("Access Denied: You don't have permission to access this page.")).toBeInTheDocument();
    expect(location().pathname).toBe('/admin/config/theme');
    const other = renderApp('/admin/config/theme', { backend: as('user').backend });
    await waitFor(() => expect(other.location().pathname).toBe('/dashboard'));
  });
});

describe('theme configuration', () => {
  it('saves only with changes, says so, and applies the colour and style to the page at once', async () => {
    const { backend, system } = as('owner');
    const { user } = renderApp('/admin/config/theme', { backend });
    const save = await screen.findByRole('button', { name: 'Save Theme' });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Blue' })).toBeEnabled());
    expect(save).toBeDisabled();
    expect(screen.getByRole('link', { name: /Back to System Configuration/ })).toHaveAttribute('href', '/admin/settings');

    await user.click(screen.getByRole('radio', { name: 'Purple' }));
    await user.click(screen.getByRole('radio', { name: /Sharp/ }));
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText('Theme settings saved and applied successfully!')).toBeInTheDocument();
    expect(system.state.theme).toMatchObject({ primaryColor: 'purple', uiStyle: 'sharp' });
    expect(document.documentElement.dataset.primary).toBe('purple');
    expect(document.documentElement.dataset.uiStyle).toBe('sharp');
    expect(save).toBeDisabled();
  });

  it('refuses a logo of the wrong type or over 100 KB, and puts an accepted logo in the top bar', async () => {
    const { backend } = as('owner');
    const { user } = renderApp('/admin/config/theme', { backend, userEventOptions: { applyAccept: false } });
    const input = await screen.findByLabelText('Logo');
    await waitFor(() => expect(input).toBeEnabled());

    await user.upload(input, new File(['x'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('The logo must be a PNG, JPG or JPEG file.')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(101 * 1024)], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('The logo must be 100 KB or smaller.')).toBeInTheDocument();

    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByAltText('Logo preview')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    await user.click(screen.getByRole('button', { name: 'Save Theme' }));
    expect(await screen.findByText('Theme settings saved and applied successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByAltText('SmallBiz CRM').length).toBeGreaterThan(0));
  });

  it('says so when the theme cannot be loaded or saved', async () => {
    const { backend, system } = as('owner');
    system.failNext('getTheme', new DataError('unavailable'));
    const { user } = renderApp('/admin/config/theme', { backend });
    expect(await screen.findByText('Failed to load theme settings')).toBeInTheDocument();
    system.failNext('saveTheme', new DataError('functions/internal'));
    await user.click(screen.getByRole('radio', { name: 'Green' }));
    await user.click(screen.getByRole('button', { name: 'Save Theme' }));
    expect(await screen.findByText('Failed to save theme settings. Please try again.')).toBeInTheDocument();
  });
});

describe('global settings', () => {
  it('refuses an out-of-range value with a message and saves a valid form', async () => {
    const { backend, system } = as('owner');
    const { user } = renderApp('/admin/config/global', { backend });
    const timeout = await screen.findByLabelText('Session timeout (minutes)');
    await waitFor(() => expect(timeout).toBeEnabled());
    expect(screen.getByText(/Takes effect once an account can have several sign-ins/)).toBeInTheDocument();
    expect(screen.getAllByText(/shorter of the two session timeouts/).length).toBeGreaterThan(0);

    await user.clear(timeout);
    await user.type(timeout, '10');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Session timeout must be a whole number of minutes from 15 to 1440.')).toBeInTheDocument();
    expect(system.state.global.sessionTimeout).toBe(480);

    await user.clear(timeout);
    await user.type(timeout, '60');
    await user.click(screen.getByRole('checkbox', { name: /Maintenance mode/ }));
    await user.type(screen.getByLabelText('Support email'), 'Help@SmallBiz.test');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Global settings saved successfully!')).toBeInTheDocument();
    expect(system.state.global).toMatchObject({ sessionTimeout: 60, maintenanceMode: true, supportEmail: 'help@smallbiz.test' });
    // The owner keeps working, with a banner saying maintenance is on.
    expect(await screen.findByText(/Maintenance mode is on/)).toBeInTheDocument();
  });

  it('says so when the settings cannot be loaded or saved', async () => {
    const { backend, system } = as('owner');
    system.failNext('getGlobal', new DataError('unavailable'));
    const { user } = renderApp('/admin/config/global', { backend });
    expect(await screen.findByText('Failed to load settings')).toBeInTheDocument();
    system.failNext('saveGlobal', new DataError('functions/internal'));
    await user.click(screen.getByRole('checkbox', { name: /Allow new registrations/ }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Failed to save settings. Please try again.')).toBeInTheDocument();
  });
});

describe('step-up on save', () => {
  it('an old sign-in is asked for the password, a wrong one is refused, the right one saves', async () => {
    const { backend, system } = as('owner');
    const { user } = renderApp('/admin/config/global', { backend });
    const registration = await screen.findByRole('checkbox', { name: /Allow new registrations/ });
    await waitFor(() => expect(registration).toBeEnabled());
    system.failNext('saveGlobal', new DataError('functions/failed-precondition', 'For your security, please enter your password again.'));
    await user.click(registration);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
    expect(await within(dialog).findByText('Incorrect password. Please try again.')).toBeInTheDocument();
    expect(system.state.global.registrationEnabled).toBe(true);

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
    expect(await screen.findByText('Global settings saved successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(system.state.global.registrationEnabled).toBe(false);
  });

  it('cancelling the password prompt leaves the settings unsaved and says so', async () => {
    const { backend, system } = as('owner');
    const { user } = renderApp('/admin/config/theme', { backend });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Red' })).toBeEnabled());
    system.failNext('saveTheme', new DataError('functions/failed-precondition', 'For your security, please enter your password again.'));
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    await user.click(screen.getByRole('button', { name: 'Save Theme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('For your security, please enter your password again.')).toBeInTheDocument();
    expect(system.state.theme).toBeNull();
  });
});

describe('security settings', () => {
  it('lists only e-mail and password as on, checks the ranges and saves the password rules', async () => {
    const { backend, system } = as('owner');
    const { user } = renderApp('/admin/config/security', { backend });
    const min = await screen.findByLabelText('Minimum password length');
    await waitFor(() => expect(min).toBeEnabled());
    const methods = screen.getByRole('heading', { name: 'Authentication method' }).parentElement as HTMLElement;
    expect(within(methods).getAllByText('Not configured')).toHaveLength(3);

    await user.clear(min);
    await user.type(min, '40');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Minimum password length must be a whole number from 6 to 32.')).toBeInTheDocument();

    await user.clear(min);
    await user.type(min, '10');
    await user.click(screen.getByRole('checkbox', { name: 'Require numbers' }));
    expect(screen.getByText('New passwords: At least 10 characters, with a number.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Security settings saved successfully!')).toBeInTheDocument();
    expect(system.state.security).toMatchObject({ passwordMinLength: 10, requireNumbers: true });
  });

  it('states every password rule in the same words as the sign-up and password pages', { timeout: 30_000 }, async () => {
    const { backend } = as('owner');
    const { user } = renderApp('/admin/config/security', { backend });
    const min = await screen.findByLabelText('Minimum password length');
    await waitFor(() => expect(min).toBeEnabled());
    await user.clear(min);
    await user.type(min, '12');
    const numbers = screen.getByRole('checkbox', { name: 'Require numbers' });
    const symbols = screen.getByRole('checkbox', { name: 'Require symbols' });
    for (const [requireNumbers, requireSymbols] of [
      [false, false],
      [true, false],
      [true, true],
      [false, true],
    ] as [boolean, boolean][]) {
      if ((numbers as HTMLInputElement).checked !== requireNumbers) await user.click(numbers);
      if ((symbols as HTMLInputElement).checked !== requireSymbols) await user.click(symbols);
      const rule = describePasswordPolicy({ passwordMinLength: 12, requireNumbers, requireSymbols });
      expect(screen.getByText(`New passwords: ${rule}`)).toBeInTheDocument();
    }
  });
});

describe('maintenance mode', () => {
  it('a user sees the maintenance page with the message, and the app again when it ends', async () => {
    const { backend, system } = as('user');
    renderApp('/dashboard', { backend });
    await act(async () => system.publish({ ...PUBLIC_DEFAULTS, maintenanceMode: true, maintenanceMessage: 'Back at noon.', supportEmail: 'help@x.test' }));
    expect(await screen.findByRole('heading', { name: 'Under maintenance' })).toBeInTheDocument();
    expect(screen.getByText('Back at noon.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@x.test' })).toHaveAttribute('href', 'mailto:help@x.test');
    await act(async () => system.publish({ maintenanceMode: false }));
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
  });

  it('an admin keeps the app with a banner', async () => {
    const { backend, system } = as('admin');
    renderApp('/dashboard', { backend });
    await act(async () => system.publish({ maintenanceMode: true }));
    expect(await screen.findByText(/Maintenance mode is on/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Under maintenance' })).not.toBeInTheDocument();
  });
});
