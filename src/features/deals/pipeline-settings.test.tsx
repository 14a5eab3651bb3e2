// The pipelines settings over the in-memory backend (src/testing/fakes/deals.ts, which refuses
// what the security rules refuse): a manager adds, renames, reorders and removes stages, is asked
// where the deals of a removed stage or pipeline go, and sees the schema's refusals; members and
// viewers read the pipelines only.
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DealView, MemberDoc } from '../../data/contract';
import { DEAL_MESSAGES } from '../../domain/deals';
import type { DealInput, Pipeline } from '../../domain/deals';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import type { FakeBackend } from '../../testing/fake-backend';
import { renderApp, renderSettingsScreen } from '../../testing/render-app';
import { PipelineSettings } from './pipeline-settings';
import { dealInput } from '../../testing/record-fixtures';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const dealOf = (title: string, stageId: string, over: Partial<DealInput> = {}): DealInput => dealInput(title, { stageId, ...over });

function setup({ role = 'manager', deals = [] }: { role?: MemberDoc['role']; deals?: [string, string][] } = {}) {
  return renderSettingsScreen('/settings/pipelines', (backend) => <PipelineSettings api={backend.deals} />, {
    role,
    prepare: async (backend, uid) => {
      for (const [title, stageId] of deals) await backend.deals.addDeal(uid, dealOf(title, stageId));
    },
  });
}

function stored(backend: FakeBackend, uid: string): Promise<Pipeline[]> {
  return new Promise((resolve) => {
    const stop = backend.deals.watchPipelines(uid, (p) => {
      resolve(p);
      queueMicrotask(() => stop());
    });
  });
}

function dealsOf(backend: FakeBackend, uid: string): Promise<DealView[]> {
  return new Promise((resolve) => {
    const stop = backend.deals.watchDeals(uid, (d) => {
      resolve(d);
      queueMicrotask(() => stop());
    });
  });
}

// jsdom lays nothing out: stage rows under each other, 100px apart, as dnd-kit measures them.
function layOut() {
  const rect = (y: number) => ({ x: 0, y, left: 0, top: y, width: 600, height: 80, right: 600, bottom: y + 80, toJSON: () => ({}) }) as DOMRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement): DOMRect {
    const row = this.closest('[data-stage]');
    if (!row) return rect(0);
    return rect([...document.querySelectorAll('[data-stage]')].indexOf(row) * 100);
  });
}

afterEach(() => vi.restoreAllMocks());

const stageNames = () =>
  within(screen.getByRole('list', { name: /^Stages of/ }))
    .getAllByLabelText('Stage name')
    .map((i) => (i as HTMLInputElement).value);

describe('the pipelines settings', () => {
  it('a manager adds a stage, which goes after the last open stage and is stored', async () => {
    const { backend, uid, user } = await setup();
    await screen.findByDisplayValue('Sales');
    await user.type(screen.getByLabelText('New stage'), 'Demo');
    await user.clear(screen.getByLabelText('Probability (%)', { selector: 'form input' }));
    await user.type(screen.getByLabelText('Probability (%)', { selector: 'form input' }), '60');
    await user.click(screen.getByRole('button', { name: 'Add stage' }));
    await waitFor(() => expect(stageNames()).toEqual(['Lead', 'Qualified', 'Proposal', 'Negotiation', 'Demo', 'Won', 'Lost']));
    expect(screen.getByLabelText('New stage')).toHaveValue('');
    const [sales] = await stored(backend, uid);
    expect(sales!.stages.find((s) => s.name === 'Demo')).toMatchObject({ probability: 60, kind: 'open', order: 4 });
  });

  it('a stage name another stage has, or a probability out of range, is refused with its message and the text stays', async () => {
    const { backend, uid, user } = await setup();
    await screen.findByDisplayValue('Sales');
    const names = within(screen.getByRole('list', { name: /^Stages of/ })).getAllByLabelText('Stage name');
    await user.clear(names[1]!);
    await user.type(names[1]!, 'lead{Enter}');
    expect(await screen.findByText(DEAL_MESSAGES.stageNameTaken)).toBeVisible();
    expect(names[1]).toHaveValue('lead');
    const probabilities = within(screen.getByRole('list', { name: /^Stages of/ })).getAllByLabelText('Probability (%)');
    await user.clear(probabilities[0]!);
    await user.type(probabilities[0]!, '150{Enter}');
    expect(await screen.findByText(DEAL_MESSAGES.probabilityInvalid)).toBeVisible();
    expect(probabilities[0]).toHaveValue('150');
    const [sales] = await stored(backend, uid);
    expect(sales!.stages.map((s) => [s.name, s.probability]).slice(0, 2)).toEqual([
      ['Lead', 10],
      ['Qualified', 25],
    ]);
    // A good value is saved on leaving the field.
    await user.clear(probabilities[0]!);
    await user.type(probabilities[0]!, '15');
    await user.tab();
    await waitFor(async () => expect((await stored(backend, uid))[0]!.stages[0]).toMatchObject({ name: 'Lead', probability: 15 }));
  });

  it('a manager renames a stage and the pipeline', async () => {
    const { backend, uid, user } = await setup();
    const pipelineName = await screen.findByDisplayValue('Sales');
    await user.clear(pipelineName);
    await user.type(pipelineName, 'New business{Enter}');
    const names = within(screen.getByRole('list', { name: /^Stages of/ })).getAllByLabelText('Stage name');
    await user.clear(names[0]!);
    await user.type(names[0]!, 'Inbound{Enter}');
    await waitFor(async () => {
      const [p] = await stored(backend, uid);
      expect([p!.name, p!.stages[0]!.name]).toEqual(['New business', 'Inbound']);
    });
  });

  it('the up and down buttons reorder the stages', async () => {
    const { backend, uid, user } = await setup();
    await screen.findByDisplayValue('Sales');
    await user.click(screen.getByRole('button', { name: 'Move Lead down' }));
    await waitFor(() => expect(stageNames().slice(0, 2)).toEqual(['Qualified', 'Lead']));
    await user.click(screen.getByRole('button', { name: 'Move Won up' }));
    await waitFor(async () =>
      expect((await stored(backend, uid))[0]!.stages.map((s) => s.id)).toEqual(['qualified', 'lead', 'proposal', 'won', 'negotiation', 'lost']),
    );
    expect(screen.getByRole('button', { name: 'Move Qualified up' })).toBeDisabled();
  });

  it('a stage is dragged with the keyboard (space, arrow, space) to a new place', async () => {
    layOut();
    const { backend, uid, user } = await setup();
    await screen.findByDisplayValue('Sales');
    screen.getByRole('button', { name: 'Drag stage Lead' }).focus();
    await user.keyboard('[Space]');
    // dnd-kit says where the stage is at once after picking it up, and after each move.
    expect(await screen.findByText('Stage Lead is at place 1 of 6.')).toBeInTheDocument();
    await user.keyboard('[ArrowDown]');
    expect(await screen.findByText('Stage Lead is at place 2 of 6.')).toBeInTheDocument();
    await user.keyboard('[ArrowDown]');
    expect(await screen.findByText('Stage Lead is at place 3 of 6.')).toBeInTheDocument();
    await user.keyboard('[Space]');
    expect(await screen.findByText('Stage Lead dropped at place 3 of 6.')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await stored(backend, uid))[0]!.stages.map((s) => s.id)).toEqual(['qualified', 'proposal', 'lead', 'negotiation', 'won', 'lost']),
    );
    expect(stageNames().slice(0, 3)).toEqual(['Qualified', 'Proposal', 'Lead']);
  });

  it('the last won stage cannot be removed: the schema’s message shows and nothing is asked', async () => {
    const { backend, uid, user } = await setup();
    await screen.findByDisplayValue('Sales');
    await user.click(screen.getByRole('button', { name: 'Remove stage Won' }));
    expect(await screen.findByText(DEAL_MESSAGES.stageKindsMissing)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await stored(backend, uid))[0]!.stages).toHaveLength(6);
  });

  it('removing a stage without deals asks only to confirm', async () => {
    const { backend, uid, user } = await setup();
    await screen.findByDisplayValue('Sales');
    await user.click(screen.getByRole('button', { name: 'Remove stage Proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove stage Proposal' });
    expect(within(dialog).getByText('Remove the stage Proposal? It holds no deals.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await stored(backend, uid))[0]!.stages.map((s) => s.id)).toEqual(['lead', 'qualified', 'negotiation', 'won', 'lost']);
  });

  it('removing a stage that holds deals asks where they go, offers only stages of its kind, and moves them', async () => {
    const { backend, uid, user } = await setup({
      deals: [
        ['Website', 'qualified'],
        ['Hosting', 'qualified'],
        ['Audit', 'lead'],
      ],
    });
    await screen.findByDisplayValue('Sales');
    expect(await screen.findByText('2 deals')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove stage Qualified' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove stage Qualified' });
    expect(within(dialog).getByText('2 deals are in Qualified. Where should they go?')).toBeVisible();
    const target = within(dialog).getByLabelText('Move its deals to');
    expect(
      within(target)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lead', 'Proposal', 'Negotiation']);
    await user.selectOptions(target, 'negotiation');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const deals = await dealsOf(backend, uid);
    expect(
      deals
        .map((d) => [d.title, d.stageId, d.status])
        .sort()
        .map(String),
    ).toEqual(['Audit,lead,open', 'Hosting,negotiation,open', 'Website,negotiation,open']);
    expect((await stored(backend, uid))[0]!.stages.map((s) => s.id)).not.toContain('qualified');
  });

  it('a manager adds a pipeline, which starts with the default stages', async () => {
    const { backend, uid, user } = await setup();
    await screen.findByDisplayValue('Sales');
    await user.click(screen.getByRole('button', { name: 'Add pipeline' }));
    expect(await screen.findByText(DEAL_MESSAGES.pipelineNameRequired)).toBeVisible();
    await user.type(screen.getByLabelText('New pipeline name'), 'Partners');
    await user.click(screen.getByRole('button', { name: 'Add pipeline' }));
    expect(await screen.findByDisplayValue('Partners')).toBeVisible();
    const pipelines = await stored(backend, uid);
    expect(pipelines.map((p) => [p.name, p.stages.length])).toEqual([
      ['Sales', 6],
      ['Partners', 6],
    ]);
  });

  it('the last pipeline cannot be removed', async () => {
    const { user } = await setup();
    await screen.findByDisplayValue('Sales');
    await user.click(screen.getByRole('button', { name: 'Remove pipeline' }));
    expect(await screen.findByText(DEAL_MESSAGES.lastPipeline)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removing a pipeline with deals asks which pipeline takes them and the stage for each stage’s deals', async () => {
    const { backend, uid, user } = await setup({
      deals: [
        ['Website', 'qualified'],
        ['Lost one', 'lead'],
      ],
    });
    await backend.deals.savePipeline(uid, {
      name: 'Partners',
      order: 1,
      stages: [
        { id: 'intro', name: 'Intro', probability: 10, kind: 'open', order: 0 },
        { id: 'pilot', name: 'Pilot', probability: 40, kind: 'open', order: 1 },
        { id: 'signed', name: 'Signed', probability: 100, kind: 'won', order: 2 },
        { id: 'dropped', name: 'Dropped', probability: 0, kind: 'lost', order: 3 },
      ],
    });
    await screen.findByDisplayValue('Partners');
    const sales = screen.getByRole('region', { name: 'Sales' });
    await user.click(within(sales).getByRole('button', { name: 'Remove pipeline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove pipeline Sales' });
    expect(within(dialog).getByText('2 deals are in Sales. Choose the pipeline that takes them, and the stage for the deals of each stage.')).toBeVisible();
    expect(within(dialog).getByLabelText('Move its deals to the pipeline')).toHaveValue((await stored(backend, uid)).find((p) => p.name === 'Partners')!.id);
    const forQualified = within(dialog).getByLabelText('Deals in Qualified go to');
    expect(
      within(forQualified)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Intro', 'Pilot']);
    await user.selectOptions(forQualified, 'pilot');
    expect(within(dialog).getByLabelText('Deals in Lead go to')).toHaveValue('intro');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const partnersId = (await stored(backend, uid))[0]!.id;
    expect((await stored(backend, uid)).map((p) => p.name)).toEqual(['Partners']);
    const deals = await dealsOf(backend, uid);
    expect(deals.map((d) => [d.title, d.pipelineId, d.stageId]).sort()).toEqual([
      ['Lost one', partnersId, 'intro'],
      ['Website', partnersId, 'pilot'],
    ]);
  });

  it.each(['member', 'viewer'] as const)('a %s sees the pipelines and lost reasons read-only', async (role) => {
    await setup({ role });
    expect(
      await screen.findByText('Only the owners and managers of Alice Studio change the pipelines and lost reasons; you see them as they are.'),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Sales' })).toBeVisible();
    expect(screen.getByText('Negotiation')).toBeVisible();
    expect(await screen.findByText('No budget')).toBeVisible();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Remove|Add/ })).toBeNull();
  });
});

describe('the pipelines route', () => {
  it('opens from the Pipelines tile on Settings', { timeout: 60_000 }, async () => {
    const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor('pro') }], signedInAs: 'alice@example.com' });
    const { user, location } = renderApp('/settings', { backend });
    // The route table loads each screen lazily: the first one takes a while on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 }, { timeout: 20_000 })).toBeVisible();
    await user.click(screen.getByRole('link', { name: /^Pipelines/ }));
    expect(location().pathname).toBe('/settings/pipelines');
    expect(await screen.findByRole('heading', { name: 'Pipelines', level: 1 }, { timeout: 20_000 })).toBeVisible();
    expect(await screen.findByDisplayValue('Sales')).toBeVisible();
  });
});

describe('the lost reasons', () => {
  const reasonValues = () =>
    within(screen.getByRole('list', { name: 'Lost reasons' }))
      .getAllByRole('textbox')
      .map((i) => (i as HTMLInputElement).value);
  const savedReasons = (backend: FakeBackend, uid: string) =>
    new Promise<string[]>((resolve) => {
      const stop = backend.deals.watchLostReasons(uid, (r) => {
        resolve(r);
        queueMicrotask(() => stop());
      });
    });

  it('a manager adds, renames, reorders and removes reasons; Other stays last and always offered', async () => {
    const { backend, uid, user } = await setup();
    await screen.findByDisplayValue('No budget');
    expect(reasonValues()).toEqual(['Price', 'Timing', 'Competitor', 'No budget', 'No response']);
    expect(screen.getByText(/is always offered/)).toBeVisible();

    await user.type(screen.getByLabelText('New reason'), 'Went quiet');
    await user.click(screen.getByRole('button', { name: 'Add reason' }));
    await waitFor(() => expect(reasonValues()).toContain('Went quiet'));
    expect(await savedReasons(backend, uid)).toEqual(['Price', 'Timing', 'Competitor', 'No budget', 'No response', 'Went quiet', 'Other']);

    const timing = screen.getByLabelText('Reason 2');
    await user.clear(timing);
    await user.type(timing, 'Bad timing{Enter}');
    await user.click(screen.getByRole('button', { name: 'Move Price down' }));
    await user.click(screen.getByRole('button', { name: 'Remove reason Competitor' }));
    await waitFor(async () => expect(await savedReasons(backend, uid)).toEqual(['Bad timing', 'Price', 'No budget', 'No response', 'Went quiet', 'Other']));
  });

  it('a repeated or blank reason is refused with a message and nothing is saved', async () => {
    const { backend, uid, user } = await setup();
    await screen.findByDisplayValue('No budget');
    await user.type(screen.getByLabelText('New reason'), ' price ');
    await user.click(screen.getByRole('button', { name: 'Add reason' }));
    expect(await screen.findByText('This reason is already in the list.')).toBeVisible();
    expect(screen.getByLabelText('New reason')).toHaveValue(' price ');
    await user.clear(screen.getByLabelText('New reason'));
    await user.type(screen.getByLabelText('New reason'), 'other');
    await user.click(screen.getByRole('button', { name: 'Add reason' }));
    expect(await screen.findByText('This reason is already in the list.')).toBeVisible();
    const price = screen.getByLabelText('Reason 1');
    await user.clear(price);
    await user.tab();
    expect(await screen.findByText('A reason cannot be blank.')).toBeVisible();
    await act(() => Promise.resolve());
    expect(await savedReasons(backend, uid)).toEqual(['Price', 'Timing', 'Competitor', 'No budget', 'No response', 'Other']);
  });
});
