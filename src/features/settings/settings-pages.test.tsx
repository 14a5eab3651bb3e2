import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateEnglishNow } from '../../lib/i18n';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });

const SLOW = { timeout: 30_000 };

function setup(path: string) {
  const backend = createFakeBackend({
    users: [{ email: 'alice@example.com', password: 'old-secret-1', displayName: 'Alice', account: accountFor('pro') }],
    signedInAs: 'alice@example.com',
  });
  const uid = backend.control.uidOf('alice@example.com');
  return { uid, ...renderApp(path, { backend }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('date and time format', () => {
  it('DD/MM/YYYY and euros chosen here show on the revenue table at once', SLOW, async () => {
    const { user, backend, uid, router } = setup('/settings/system/date-format');
    backend.control.seedRecords(uid, 'revenues', [
      { id: 'r1', source: 'Acme', amount: 1234.5, description: '', date: '2024-03-09', type: 'service', clientId: '' },
    ]);
    expect(await screen.findByRole('link', { name: '← Back to Settings' })).toHaveAttribute('href', '/settings');
    await user.selectOptions(await screen.findByLabelText('Date format'), 'DD/MM/YYYY');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    expect(screen.getByText('09/03/2024')).toBeInTheDocument(); // the preview
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(backend.settings.docs.get(`${uid}/display`)).toMatchObject({ dateFormat: 'DD/MM/YYYY', currency: 'EUR' });

    await act(() => router.navigate('/revenue'));
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('€1,234.50')).toBeInTheDocument();
    expect(within(table).getByText('09/03/2024')).toBeInTheDocument();
    expect(screen.getByLabelText('Search revenue')).toBeInTheDocument();
  });

  it('the toast goes after 5 seconds', SLOW, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = setup('/settings/system/timezone');
    await user.selectOptions(await screen.findByLabelText('Time zone'), 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Settings saved successfully!')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Settings saved successfully!')).not.toBeInTheDocument();
  });

  it('saving a language on the Language page switches the whole interface at once', SLOW, async () => {
    const { user, backend, uid } = setup('/settings/system/language');
    await user.selectOptions(await screen.findByLabelText('Language'), 'de');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(backend.settings.docs.get(`${uid}/display`)).toMatchObject({ language: 'de' });
    expect(screen.queryByText(/planned separately/)).not.toBeInTheDocument();
    activateEnglishNow();
  });
});

describe('security', () => {
  it('refuses a wrong current password, a weak or mismatched new one, then changes it and logs the change', SLOW, async () => {
    const { user, backend } = setup('/settings/security');
    const current = await screen.findByLabelText('Current password');
    const fill = async (a: string, b: string, c: string) => {
      for (const [label, v] of [
        ['Current password', a],
        ['New password', b],
        ['Confirm new password', c],
      ] as const) {
        await user.clear(screen.getByLabelText(label));
        if (v) await user.type(screen.getByLabelText(label), v);
      }
      await user.click(screen.getByRole('button', { name: 'Change password' }));
    };
    expect(current).toBeInTheDocument();
    await fill('old-secret-1', '', '');
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    await fill('old-secret-1', 'short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await fill('old-secret-1', 'new-secret-2', 'new-secret-3');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await fill('wrong-password', 'new-secret-2', 'new-secret-2');
    expect((await screen.findAllByText('Your current password is incorrect.')).length).toBeGreaterThan(0);

    await fill('old-secret-1', 'new-secret-2', 'new-secret-2');
    expect(await screen.findByText('Password changed successfully! Your other devices have been signed out.')).toBeInTheDocument();
    const log = await screen.findByRole('list', { name: 'Security log' });
    expect(within(log).getByText('Password changed')).toBeInTheDocument();
    // This tab stays signed in; the new password is the one that works.
    expect(screen.getByRole('heading', { name: 'Security Settings' })).toBeInTheDocument();
    await expect(backend.auth.signIn('alice@example.com', 'old-secret-1')).rejects.toThrow();
    await expect(backend.auth.signIn('alice@example.com', 'new-secret-2')).resolves.toMatchObject({ email: 'alice@example.com' });
  });

  it('follows the owner password rules', SLOW, async () => {
    const { user, backend } = setup('/settings/security');
    backend.settings.setPolicy({ passwordMinLength: 10, requireNumbers: true, requireSymbols: false });
    expect(await screen.findByText('Your new password needs at least 10 characters and a number.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'old-secret-1');
    await user.type(screen.getByLabelText('New password'), 'longenough-but-no-digit');
    await user.type(screen.getByLabelText('Confirm new password'), 'longenough-but-no-digit');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must contain at least one number')).toBeInTheDocument();
  });

  it('shows the last five security events, newest first', SLOW, async () => {
    const { backend, uid } = setup('/settings/security');
    for (let i = 1; i <= 7; i++) backend.settings.logEvent(uid, i % 2 ? 'LOGIN' : 'PASSWORD_CHANGED', '', new Date(Date.UTC(2024, 0, i, 15)));
    const log = await screen.findByRole('list', { name: 'Security log' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(5));
    const items = within(log).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Signed in');
    expect(items[0]).toHaveTextContent('01/07/2024 10:00 AM');
    expect(items[0]).toHaveTextContent('Test browser');
    expect(items[4]).toHaveTextContent('01/03/2024');
  });

  it('signing out other devices asks for the password, keeps this tab, and a session older than the revocation ends', SLOW, async () => {
    const { user, backend, uid, location } = setup('/settings/security');
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    await user.type(screen.getByLabelText('Your password'), 'old-secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign out other devices' }));
    expect(await screen.findByText('You have been signed out of all other devices.')).toBeInTheDocument();
    expect(location().pathname).toBe('/settings/security');

    // Another device's revocation reaches this tab: its sign-in is older, so it ends.
    const account = backend.control;
    const current = accountFor('pro', { email: 'alice@example.com', sessionsRevokedAt: new Date(Date.now() + 60_000) });
    act(() => account.setAccount(uid, current));
    await waitFor(() => expect(location().pathname).toMatch(/^\/auth\/login|^\/$/));
  });
});

describe('privacy', () => {
  it('saves activity logging off and explains what each choice does here', SLOW, async () => {
    const { user, backend, uid } = setup('/settings/privacy');
    const logging = await screen.findByRole('checkbox', { name: /Activity logging/ });
    expect(logging).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Marketing e-mails/ })).not.toBeChecked();
    expect(screen.getByText(/There is no shared directory of users yet/)).toBeInTheDocument();
    expect(screen.getByText(/Security events such as sign-ins and password changes are always kept/)).toBeInTheDocument();
    await user.click(logging);
    await user.selectOptions(screen.getByLabelText('Who can see your profile'), 'team-only');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(backend.settings.docs.get(`${uid}/privacy`)).toEqual({ activityLogging: false, profileVisibility: 'team-only' });
  });
});

describe('edit profile', () => {
  it('saves the name and a job title that grants nothing, and refuses an empty name', SLOW, async () => {
    const { user, backend, uid } = setup('/profile/edit');
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Alice');
    expect(screen.getByText('A label on your profile only: it does not change what you can see or do.')).toBeInTheDocument();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Failed to update profile. Please try again.')).toBeInTheDocument();

    await user.type(name, 'Alice Smith');
    await user.selectOptions(screen.getByLabelText('Job title'), 'paralegal');
    await user.type(screen.getByLabelText('Company'), 'Smith & Co');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Alice Smith'));
    const { user: doc } = await new Promise<{ user: { displayName: string; jobTitle?: string; role: string; company: string } | null }>((resolve) => {
      const stop = backend.account.watchAccount(uid, uid, (a) => {
        resolve(a);
        queueMicrotask(stop);
      });
    });
    expect(doc).toMatchObject({ displayName: 'Alice Smith', jobTitle: 'paralegal', company: 'Smith & Co', role: 'user' });
  });

  it('shows the error message when saving throws', SLOW, async () => {
    const { user, backend } = setup('/profile/edit');
    await user.type(await screen.findByLabelText('Phone'), '+1 555 0100');
    const { DataError } = await import('../../data/contract-common');
    backend.settings.failNext(new DataError('unavailable', 'offline'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('An error occurred while updating your profile.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('+1 555 0100');
  });

  it('an e-mail change asks for the password, sends a verification link, and the link changes it', SLOW, async () => {
    const { user, backend, router } = setup('/profile/edit');
    await user.type(await screen.findByLabelText('New e-mail'), 'alice@new.example');
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText('Please enter your current password to change your e-mail.')).toBeInTheDocument();
    await user.type(screen.getAllByLabelText('Current password')[0]!, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect((await screen.findAllByText('Your current password is incorrect.')).length).toBeGreaterThan(0);
    await user.clear(screen.getAllByLabelText('Current password')[0]!);
    await user.type(screen.getAllByLabelText('Current password')[0]!, 'old-secret-1');
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText('We sent a verification link to alice@new.example. Your e-mail changes when you open it.')).toBeInTheDocument();
    expect(backend.settings.emailRequests).toEqual([{ uid: backend.control.uidOf('alice@example.com'), email: 'alice@new.example' }]);

    // The link from the new inbox (the fake's code names the address).
    await act(() => router.navigate('/auth/action?mode=verifyAndChangeEmail&oobCode=verify-alice@new.example'));
    expect(await screen.findByText('Your sign-in e-mail is now alice@new.example. Sign in with it to continue.')).toBeInTheDocument();
    await act(() => router.navigate('/auth/action?mode=verifyAndChangeEmail&oobCode=used-code'));
    expect(await screen.findByText('This e-mail link is invalid, has expired or was already used.')).toBeInTheDocument();
  });
});
