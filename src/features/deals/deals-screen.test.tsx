import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../domain/dates';
import { DEFAULT_PIPELINE } from '../../domain/deals';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import type { AccountPreset } from '../../testing/fake-backend';
import { AppProvider } from '../../testing/render-app';
import { DealsScreen } from './deals-screen';
import { createDealsStub, deal } from './test-stub';
import { clientRecord } from '../../testing/record-fixtures';
import type { DealsStub } from './test-stub';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

function setup(stub: DealsStub, path = '/deals', preset: AccountPreset = 'pro', narrowed = false) {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor(preset) }], signedInAs: 'alice@example.com' });
  const uid = backend.control.uidOf('alice@example.com');
  if (narrowed) {
    const doc = {
      role: 'member',
      ownRecordsOnly: true,
      payroll: false,
      email: 'alice@example.com',
      displayName: 'Alice',
      joinedAt: new Date(),
      invitedBy: null,
    } as const;
    backend.control.setMember(uid, uid, doc, 'Alice Studio');
  }
  backend.control.seedRecords(uid, 'clients', [clientRecord('c1', 'Acme Ltd'), clientRecord('c2', 'Globex')]);
  const router = createMemoryRouter([{ path: '/deals', element: <DealsScreen api={stub.api} /> }], { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <AppProvider backend={backend}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { user, router, uid, backend };
}

// jsdom lays nothing out: columns side by side (300px apart), cards under each other (100px
// apart), read from the DOM as it is at the moment dnd-kit measures.
function layOut() {
  const rect = (x: number, y: number, width: number, height: number) =>
    ({ x, y, left: x, top: y, width, height, right: x + width, bottom: y + height, toJSON: () => ({}) }) as DOMRect;
  const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  spy.mockImplementation(function (this: HTMLElement): DOMRect {
    // The card being dragged (dnd-kit's overlay) is where the card now shows.
    const overlay = this.closest<HTMLElement>('[data-deal-overlay]');
    const shownAt = overlay && document.querySelector<HTMLElement>(`[data-deal="${overlay.dataset.dealOverlay ?? ''}"]`);
    if (shownAt) return shownAt.getBoundingClientRect();
    const columns = [...document.querySelectorAll('[data-column]')];
    const card = this.closest<HTMLElement>('[data-deal]');
    const column = this.closest('[data-column]');
    const ci = column ? columns.indexOf(column) : -1;
    if (card && column) {
      const j = [...column.querySelectorAll('[data-deal]')].indexOf(card);
      return rect(ci * 300 + 10, 10 + j * 100, 260, 80);
    }
    if (column) return rect(ci * 300, 0, 280, 800);
    return rect(0, 0, 0, 0);
  });
}

afterEach(() => vi.restoreAllMocks());

const pause = () => act(() => new Promise((r) => setTimeout(r, 60)));
const column = (stageId: string) => screen.getByTestId(`column-${stageId}`);
const titlesIn = (stageId: string) =>
  within(column(stageId))
    .queryAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

const board = () => [
  deal('a', { title: 'Website', clientId: 'c1', value: 1000, stageId: 'lead', position: 'a0' }),
  deal('b', { title: 'Hosting', clientId: 'c2', value: 500, stageId: 'lead', position: 'a1', probability: 50 }),
  deal('c', { title: 'Audit', clientId: 'c1', value: 2000, stageId: 'qualified', position: 'a0' }),
  deal('d', { title: 'Support', clientId: 'c2', value: 300, stageId: 'qualified', position: 'a2' }),
];

describe('deals board', () => {
  it('draws a column per stage with its count, total and weighted total, and the figures', async () => {
    setup(createDealsStub({ deals: [...board(), deal('w', { title: 'Old win', value: 400, stageId: 'won', status: 'won', wonAt: todayIso() })] }));
    expect(await screen.findByRole('heading', { name: 'Deals', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(titlesIn('lead')).toEqual(['Website', 'Hosting']));
    expect(screen.getByRole('heading', { name: /^Lead/, level: 2 })).toHaveTextContent('Lead22 deals');
    expect(screen.getByTestId('total-lead')).toHaveTextContent('$1,500.00');
    // 1000 x 10% + 500 x 50% (its own probability)
    expect(screen.getByTestId('weighted-lead')).toHaveTextContent('$350.00');
    expect(screen.getByTestId('weighted-qualified')).toHaveTextContent('$575.00');
    expect(screen.getByTestId('stat-Open value')).toHaveTextContent('$3,800.00');
    expect(screen.getByTestId('stat-Win rate (90 days)')).toHaveTextContent('100%');
    const card = screen.getByRole('article', { name: 'Website' });
    expect(within(card).getByText('Acme Ltd')).toBeInTheDocument();
    expect(within(card).getByText('$1,000.00')).toBeInTheDocument();
  });

  it('offers a pipeline picker when there are several, and draws the chosen one', async () => {
    const rentals = {
      id: 'rentals',
      name: 'Rentals',
      order: 1,
      stages: [
        { id: 'ask', name: 'Asked', probability: 20, kind: 'open' as const, order: 0 },
        { id: 'signed', name: 'Signed', probability: 100, kind: 'won' as const, order: 1 },
        { id: 'gone', name: 'Gone', probability: 0, kind: 'lost' as const, order: 2 },
      ],
    };
    const stub = createDealsStub({
      pipelines: [DEFAULT_PIPELINE, rentals],
      deals: [...board(), deal('r', { title: 'Van', pipelineId: 'rentals', stageId: 'ask' })],
    });
    const { user } = setup(stub);
    await screen.findByRole('article', { name: 'Website' });
    expect(screen.queryByRole('article', { name: 'Van' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pipeline' }), 'rentals');
    expect(await screen.findByRole('article', { name: 'Van' })).toBeInTheDocument();
    expect(titlesIn('ask')).toEqual(['Van']);
    expect(screen.queryByRole('article', { name: 'Website' })).not.toBeInTheDocument();
  });

  it('marks overdue and untouched deals', async () => {
    setup(
      createDealsStub({
        deals: [
          deal('late', { title: 'Late one', expectedClose: '2020-01-01' }),
          { ...deal('quiet', { title: 'Quiet one' }), updatedAt: '2020-01-01' } as ReturnType<typeof deal>,
        ],
      }),
    );
    const late = await screen.findByRole('article', { name: 'Late one' });
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    expect(within(late).queryByText('No activity for 30 days')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Quiet one' })).getByText('No activity for 30 days')).toBeInTheDocument();
  });

  it('moves a card by keyboard (space, arrow, space) and writes a position between its new neighbours', async () => {
    layOut();
    const stub = createDealsStub({ deals: board() });
    const { user } = setup(stub);
    const handle = await screen.findByRole('button', { name: 'Move deal Website' });
    handle.focus();
    await user.keyboard('[Space]');
    await pause();
    expect(await screen.findByText('Picked up deal Website', { exact: false })).toBeInTheDocument();
    await user.keyboard('[ArrowRight]');
    await pause();
    await user.keyboard('[Space]');
    await pause();
    await waitFor(() => expect(stub.moves).toHaveLength(1));
    const { id, to, answers } = stub.moves[0]!;
    expect(id).toBe('a');
    expect(to.stageId).toBe('qualified');
    expect(answers).toEqual({ today: todayIso() });
    // Shown at once where it was dropped; its key sits between its neighbours there.
    const order = titlesIn('qualified');
    expect(order).toContain('Website');
    expect(titlesIn('lead')).toEqual(['Hosting']);
    const keys: Record<string, string> = { Audit: 'a0', Support: 'a2' };
    const at = order.indexOf('Website');
    const before = keys[order[at - 1] ?? ''];
    const after = keys[order[at + 1] ?? ''];
    if (before) expect(to.position! > before).toBe(true);
    if (after) expect(to.position! < after).toBe(true);
    expect(await screen.findByText(/Deal Website dropped in Qualified/)).toBeInTheDocument();
  });

  it('moves a card with the mouse to another column', async () => {
    layOut();
    const stub = createDealsStub({ deals: board() });
    setup(stub);
    const handle = await screen.findByRole('button', { name: 'Move deal Website' });
    const at = (clientX: number, clientY: number) => ({ clientX, clientY, isPrimary: true, button: 0, pointerId: 1 });
    fireEvent.pointerDown(handle, at(20, 20));
    fireEvent.pointerMove(document, at(30, 20));
    await pause();
    fireEvent.pointerMove(document, at(330, 520));
    await pause();
    fireEvent.pointerUp(document, at(330, 520));
    await waitFor(() => expect(stub.moves).toHaveLength(1));
    expect(stub.moves[0]).toMatchObject({ id: 'a', to: { stageId: 'qualified' } });
  });

  it('moves a card down its own column (space, arrow down, space) to a key between its neighbours', async () => {
    layOut();
    const stub = createDealsStub({
      deals: [deal('a', { title: 'Website', position: 'a0' }), deal('b', { title: 'Hosting', position: 'a1' }), deal('x', { title: 'Extra', position: 'a2' })],
    });
    const { user } = setup(stub);
    (await screen.findByRole('button', { name: 'Move deal Website' })).focus();
    await user.keyboard('[Space]');
    await pause();
    await user.keyboard('[ArrowDown]');
    await pause();
    await user.keyboard('[Space]');
    await waitFor(() => expect(stub.moves).toHaveLength(1));
    const { to } = stub.moves[0]!;
    expect(to.stageId).toBe('lead');
    expect(to.position! > 'a1' && to.position! < 'a2').toBe(true);
    await waitFor(() => expect(titlesIn('lead')).toEqual(['Hosting', 'Website', 'Extra']));
  });

  it('offers no dragging in a read-only account, and says why', async () => {
    setup(createDealsStub({ deals: board() }), '/deals', 'expired-trial');
    expect(await screen.findByRole('article', { name: 'Website' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move deal/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Deal' })).toBeDisabled();
    expect(screen.getByText(/read-only/)).toBeInTheDocument();
  });

  it('tells a member who sees only their own deals so, and asks only for those', async () => {
    const stub = createDealsStub({ deals: board() });
    const { uid } = setup(stub, '/deals', 'pro', true);
    expect(await screen.findByText(/You see only the deals assigned to you in/)).toBeInTheDocument();
    await waitFor(() => expect(stub.scopes.at(-1)).toEqual({ hidden: false, ownerId: uid, withoutPayroll: false }));
  });

  it('puts the card back with the message when the server refuses the move', async () => {
    layOut();
    const stub = createDealsStub({ deals: board() });
    stub.refuseNextMove('Not allowed.');
    const { user } = setup(stub);
    (await screen.findByRole('button', { name: 'Move deal Website' })).focus();
    await user.keyboard('[Space]');
    await pause();
    await user.keyboard('[ArrowRight]');
    await pause();
    await user.keyboard('[Space]');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not move the deal');
    await waitFor(() => expect(titlesIn('lead')).toEqual(['Website', 'Hosting']));
    expect(titlesIn('qualified')).toEqual(['Audit', 'Support']);
  });

  it('asks why a deal dropped on Lost was lost, then moves it with the reason', async () => {
    layOut();
    const stub = createDealsStub({ deals: [deal('a', { title: 'Website', stageId: 'negotiation' })] });
    stub.ask('lostReason');
    const { user } = setup(stub);
    (await screen.findByRole('button', { name: 'Move deal Website' })).focus();
    await user.keyboard('[Space]');
    await pause();
    // Negotiation -> Won -> Lost
    await user.keyboard('[ArrowRight]');
    await pause();
    await user.keyboard('[ArrowRight]');
    await pause();
    await user.keyboard('[Space]');
    const dialog = await screen.findByRole('dialog', { name: 'Why was Website lost?' });
    expect(stub.moves[0]).toMatchObject({ id: 'a', to: { stageId: 'lost' } });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose why the deal was lost.');
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByLabelText('Reason'), 'Went quiet');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    await waitFor(() => expect(stub.moves).toHaveLength(2));
    expect(stub.moves[1]).toMatchObject({ id: 'a', to: { stageId: 'lost' }, answers: { lostReason: 'Went quiet' } });
    await waitFor(() => expect(titlesIn('lost')).toEqual(['Website']));
  });

  it('asks whether to remove the revenue when a won deal is reopened', async () => {
    layOut();
    const stub = createDealsStub({
      deals: [deal('a', { title: 'Website', value: 1200, stageId: 'won', status: 'won', wonAt: '2025-01-01', revenueId: 'r1' })],
    });
    stub.ask('removeRevenue');
    const { user } = setup(stub);
    (await screen.findByRole('button', { name: 'Move deal Website' })).focus();
    await user.keyboard('[Space]');
    await pause();
    await user.keyboard('[ArrowLeft]');
    await pause();
    await user.keyboard('[Space]');
    await pause();
    const dialog = await screen.findByRole('dialog', { name: 'Reopen Website' });
    expect(dialog).toHaveTextContent('This deal was won and made a revenue of $1,200.00. Remove that revenue?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(stub.moves).toHaveLength(2));
    expect(stub.moves[1]).toMatchObject({ to: { stageId: 'negotiation' }, answers: { removeRevenue: true } });
  });
});

describe('deals list', () => {
  it('switches to the list (kept in the address), searches, filters and sorts', async () => {
    const stub = createDealsStub({ deals: [...board(), deal('e', { title: 'Training', clientId: 'c1', value: 50, stageId: 'won', status: 'won' })] });
    const { user, router } = setup(stub);
    await user.click(await screen.findByRole('button', { name: 'List' }));
    expect(router.state.location.search).toBe('?view=list');
    const table = await screen.findByRole('table', { name: 'Deals' });
    const titles = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
    expect(titles()).toHaveLength(5);
    await user.type(screen.getByRole('searchbox', { name: 'Search deals' }), 'acme');
    await waitFor(() => expect(titles().sort()).toEqual(['Audit', 'Training', 'Website']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'open');
    expect(titles().sort()).toEqual(['Audit', 'Website']);
    await user.click(within(table).getByRole('button', { name: /Value/ }));
    expect(titles()).toEqual(['Website', 'Audit']);
    await user.click(within(table).getByRole('button', { name: /Value/ }));
    expect(titles()).toEqual(['Audit', 'Website']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'lead');
    expect(titles()).toEqual(['Website']);
    await user.click(screen.getByRole('button', { name: 'Board' }));
    // The board keeps the view's filters in the address; only the layout goes.
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('view')).toBeNull();
    expect(search.get('q')).toBe('acme');
  });

  it('opens on the list when the address says so', async () => {
    setup(createDealsStub({ deals: board() }), '/deals?view=list');
    expect(await screen.findByRole('table', { name: 'Deals' })).toBeInTheDocument();
  });
});

describe('deal form', () => {
  it('deletes a deal from its edit form once confirmed', async () => {
    const stub = createDealsStub({ deals: [deal('a', { title: 'Website', stageId: 'lead' })] });
    const { user } = setup(stub);
    await user.click(await screen.findByRole('button', { name: 'Edit Website' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Edit Deal' })).getByRole('button', { name: 'Delete deal' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete deal' });
    expect(within(confirm).getByText(/Delete the deal "Website"\? A revenue it made stays/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Website')).not.toBeInTheDocument());
  });

  it('validates with the messages next to the fields, then adds the deal at the end of its column', async () => {
    const stub = createDealsStub({ deals: board() });
    const { user, uid } = setup(stub);
    await user.click(await screen.findByRole('button', { name: 'Add Deal' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Deal' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Deal' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a client')).toBeInTheDocument();
    expect(stub.added).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Title'), 'Redesign');
    await user.selectOptions(within(dialog).getByLabelText('Client'), 'c2');
    await user.clear(within(dialog).getByLabelText('Probability (%)'));
    await user.type(within(dialog).getByLabelText('Probability (%)'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Add Deal' }));
    expect(await within(dialog).findByText('Probability must be a whole number from 0 to 100.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Probability (%)'));
    await user.clear(within(dialog).getByLabelText('Value ($)'));
    await user.type(within(dialog).getByLabelText('Value ($)'), '750');
    await user.click(within(dialog).getByRole('button', { name: 'Add Deal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stub.added[0]).toMatchObject({ title: 'Redesign', clientId: 'c2', value: 750, stageId: 'lead', status: 'open', probability: null, ownerId: uid });
    expect(stub.added[0]!.position > 'a1').toBe(true);
  });

  it('makes a client on the spot, checked by the clients’ rules, and gives the deal to it', async () => {
    const stub = createDealsStub();
    const { user, backend, uid } = setup(stub);
    await user.click(await screen.findByRole('button', { name: 'Add Deal' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Deal' });
    await user.type(within(dialog).getByLabelText('Title'), 'Launch');
    await user.selectOptions(within(dialog).getByLabelText('Client'), 'New client…');
    await user.click(within(dialog).getByRole('button', { name: 'Add Deal' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(stub.added).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("New client's name"), 'Initech');
    await user.type(within(dialog).getByLabelText("New client's email"), 'hello@initech.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add Deal' }));
    await waitFor(() => expect(stub.added).toHaveLength(1));
    const made = backend.control.records(uid, 'clients').find((c) => c.name === 'Initech');
    expect(made).toMatchObject({ email: 'hello@initech.example' });
    expect(stub.added[0]).toMatchObject({ title: 'Launch', clientId: made?.id });
  });
});
