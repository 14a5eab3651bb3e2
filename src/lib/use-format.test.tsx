import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../app/provider';
import { accountFor, createFakeBackend } from '../testing/fake-backend';
import { useFormat } from './use-format';
import { activateEnglishNow, activateLanguage } from './i18n';

const MOMENT = new Date('2024-03-10T03:04:00Z');

function Probe() {
  const mine = useFormat();
  const admin = useFormat({ defaultTimeZone: 'America/New_York' });
  return (
    <p>
      <span data-testid="mine">{`${mine.dateTime(MOMENT)} ${mine.money(5)}`}</span>
      <span data-testid="admin">{admin.dateTime(MOMENT)}</span>
    </p>
  );
}

function setup(display: Record<string, unknown> | null) {
  const backend = createFakeBackend({ users: [{ email: 'a@example.com', account: accountFor('pro') }], signedInAs: 'a@example.com' });
  const uid = backend.control.uidOf('a@example.com');
  if (display) backend.settings.docs.set(`${uid}/display`, display);
  render(
    <AppProvider backend={backend}>
      <Probe />
    </AppProvider>,
  );
}

describe('useFormat', () => {
  it("formats with the user's stored display settings", async () => {
    setup({ timeZone: 'Asia/Tokyo', timeFormat: '24', dateFormat: 'YYYY-MM-DD', currency: 'GBP' });
    expect(await screen.findByText('2024-03-10 12:04 £5.00')).toBeInTheDocument();
    // A zone the viewer chose wins over the admin pages' default.
    expect(screen.getByTestId('admin')).toHaveTextContent('2024-03-10 12:04');
  });

  it('the admin default zone applies while the viewer has chosen none', async () => {
    setup({ timeFormat: '24' });
    expect(await screen.findByText('03/09/2024 22:04')).toBeInTheDocument();
  });
});

describe('useFormat for a visitor', () => {
  it('follows the interface language the visitor sees, live', async () => {
    function Month() {
      return <span data-testid="month">{useFormat().month('2024-03')}</span>;
    }
    render(
      <AppProvider backend={createFakeBackend()}>
        <Month />
      </AppProvider>,
    );
    expect(screen.getByTestId('month')).toHaveTextContent('March 2024');
    await act(() => activateLanguage('de'));
    expect(screen.getByTestId('month')).toHaveTextContent('März 2024');
    act(() => activateEnglishNow());
    expect(screen.getByTestId('month')).toHaveTextContent('March 2024');
  });
});
