// "Untouched for 30 days" (docs/product/deals.md#the-board): when a deal last changed, and the mark
// on the rows of the list.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PIPELINE } from '../../domain/deals';
import { AppProvider } from '../../testing/render-app';
import { createFakeBackend } from '../../testing/fake-backend';
import { lastTouchedOf } from './deal-view';
import { MemoryRouter } from 'react-router';
import type { ComponentProps } from 'react';
import { useListView } from '../../components/views/use-list-view';
import { DealsList } from './deals-list';
import { deal } from './test-stub';

// The list takes its view from the address (src/components/views/use-list-view.ts).
function ListWithView(props: Omit<ComponentProps<typeof DealsList>, 'views'>) {
  return <DealsList {...props} views={useListView('deals')} />;
}

const at = (local: string) => new Date(local).toISOString();

describe('lastTouchedOf', () => {
  it('reads updatedAt, else createdAt, as a business date of the device', () => {
    expect(lastTouchedOf({ updatedAt: at('2026-11-02T23:30:00'), createdAt: at('2026-01-01T10:00:00') })).toBe('2026-11-02');
    expect(lastTouchedOf({ createdAt: at('2026-01-01T00:10:00') })).toBe('2026-01-01');
    expect(lastTouchedOf({ updatedAt: '2026-10-05' })).toBe('2026-10-05');
  });

  it('is unknown without either, or with something that is not a time', () => {
    expect(lastTouchedOf({})).toBe('');
    expect(lastTouchedOf({ updatedAt: 'soon', createdAt: 42 })).toBe('');
  });
});

describe('DealsList rows', () => {
  it('marks an open deal untouched for 30 days, counting from createdAt when it has no updatedAt', () => {
    const rows = [
      { ...deal('fresh', { title: 'Fresh' }), updatedAt: at('2026-11-20T12:00:00') },
      { ...deal('quiet', { title: 'Quiet' }), updatedAt: at('2026-11-03T12:00:00') },
      { ...deal('old', { title: 'Old' }), createdAt: at('2026-10-01T12:00:00') },
      { ...deal('unknown', { title: 'Unknown' }) },
      { ...deal('won', { title: 'Closed', status: 'won', stageId: 'won' }), updatedAt: at('2026-01-01T12:00:00') },
    ];
    render(
      <AppProvider backend={createFakeBackend()}>
        <MemoryRouter>
          <ListWithView pipeline={DEFAULT_PIPELINE} deals={rows} clientName={() => ''} owner={() => ({ initials: 'A', name: 'Alice' })} today="2026-12-03" />
        </MemoryRouter>
      </AppProvider>,
    );
    const marked = (title: string) => within(screen.getByText(title).closest('tr')!).queryByText('No activity for 30 days') !== null;
    expect(marked('Fresh')).toBe(false);
    expect(marked('Quiet')).toBe(true);
    expect(marked('Old')).toBe(true);
    expect(marked('Unknown')).toBe(false);
    expect(marked('Closed')).toBe(false);
  });
});
