// The deal card's custom fields (docs/product/deals.md#the-board): the filled active fields in
// order, at most three, in the user's formats, and how many more there are.
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CustomFieldDefinition } from '../../domain/custom-fields';
import { cardFieldsOf } from '../../domain/deal-card-fields';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import { AppProvider } from '../../testing/render-app';
import { customField } from '../../testing/record-fixtures';
import { DealsScreen } from './deals-screen';
import { createDealsStub, deal } from './test-stub';

const field = customField;

// Out of order on purpose: the card follows `order`, not the list's.
const FIELDS = [
  field('court', 'Court date', 'date', 1),
  field('retainer', 'Retainer', 'amount', 0),
  field('old', 'Old code', 'text', 2, { archived: true }),
  field('urgent', 'Urgent', 'yesNo', 3),
  field('area', 'Practice area', 'choice', 4, { choices: ['Family', 'Property'] }),
  field('hours', 'Hours', 'number', 5),
];

function setup(deals: ReturnType<typeof deal>[], fields: CustomFieldDefinition[] = FIELDS) {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor('pro') }], signedInAs: 'alice@example.com' });
  const stub = createDealsStub({ deals });
  const router = createMemoryRouter([{ path: '/deals', element: <DealsScreen api={stub.api} fields={fields} /> }], { initialEntries: ['/deals'] });
  render(
    <AppProvider backend={backend}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('cardFieldsOf', () => {
  it('takes the filled fields in the order given, at most three, and counts the rest', () => {
    const values = { retainer: 2500, court: '2027-03-15', urgent: false, area: 'Family', hours: 0, gone: 'x' };
    const fields = [FIELDS[1]!, FIELDS[0]!, FIELDS[3]!, FIELDS[4]!, FIELDS[5]!];
    const out = cardFieldsOf(fields, values);
    expect(out.shown.map((f) => f.definition.id)).toEqual(['retainer', 'court', 'urgent']);
    expect(out.more).toBe(2);
  });

  it('skips blank values and empty lists, and gives nothing for a deal without values', () => {
    expect(cardFieldsOf(FIELDS, { court: '', area: null, retainer: [] as unknown as number })).toEqual({ shown: [], more: 0 });
    expect(cardFieldsOf(FIELDS, undefined)).toEqual({ shown: [], more: 0 });
    expect(cardFieldsOf([], { court: '2027-03-15' })).toEqual({ shown: [], more: 0 });
  });
});

describe('deal card custom fields', () => {
  it('shows the first three filled active fields, formatted, and how many more', async () => {
    setup([
      deal('a', {
        title: 'Divorce case',
        customFields: { retainer: 2500, court: '2027-03-15', old: 'K-9', urgent: true, area: 'Family', hours: 12 },
      }),
    ]);
    const card = await screen.findByRole('article', { name: 'Divorce case' });
    const fields = within(card).getByTestId('deal-card-fields');
    const terms = within(fields)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['Retainer:', 'Court date:', 'Urgent:']);
    expect(within(fields).getByText('$2,500.00')).toBeInTheDocument();
    expect(within(fields).getByText('03/15/2027')).toBeInTheDocument();
    expect(within(fields).getByText('Yes')).toBeInTheDocument();
    // The archived field is not counted; Practice area and Hours are.
    expect(within(fields).queryByText('K-9')).not.toBeInTheDocument();
    expect(within(fields).getByText('+2 more fields')).toBeInTheDocument();
  });

  it('skips blank fields, shows no count when all fit, and marks a value its kind does not accept', async () => {
    setup([
      deal('b', { title: 'Lease', customFields: { court: '', area: 'Property', hours: 'about ten' as unknown as number } }),
      deal('c', { title: 'Bare' }),
    ]);
    const card = await screen.findByRole('article', { name: 'Lease' });
    const fields = within(card).getByTestId('deal-card-fields');
    expect(
      within(fields)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Practice area:', 'Hours:']);
    expect(within(fields).getByText('Property')).toBeInTheDocument();
    expect(within(fields).getByText('(not a valid number)')).toBeInTheDocument();
    expect(within(fields).queryByText(/more field/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Bare' })).queryByTestId('deal-card-fields')).not.toBeInTheDocument();
  });

  it('shows one more as a single field', async () => {
    setup([deal('d', { title: 'Will', customFields: { retainer: 100, court: '2027-01-02', urgent: false, hours: 3 } })]);
    const card = await screen.findByRole('article', { name: 'Will' });
    expect(within(card).getByText('No')).toBeInTheDocument();
    expect(within(card).getByText('+1 more field')).toBeInTheDocument();
  });
});
