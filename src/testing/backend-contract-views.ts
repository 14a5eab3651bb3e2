// The saved views part of the Backend contract (src/testing/backend-contract.ts;
// docs/product/saved-views.md): a view saved, read back live, shared, renamed, made the default,
// deleted (its default going with it), and what is refused. The subject owns its account, so it
// may share; who else may (members, viewers) is the rules tests' (tests/rules/views.test.ts).
import { describe, expect, it } from 'vitest';
import type { ViewsState } from '../data/contract';
import { VIEW_MESSAGES, blankView } from '../domain/list-view';
import type { ViewFilter } from '../domain/list-view';
import { firstValue, refusal } from './backend-contract-support';
import type { ContractSubject } from './backend-contract-support';

export function describeViewsContract(subject: () => ContractSubject): void {
  const api = () => subject().backend.views;
  const account = () => subject().uid;
  const watchUntil = (accept: (s: ViewsState) => boolean) => firstValue<ViewsState>((cb) => api().watchViews(account(), cb), accept);

  describe('saved views', () => {
    const filters: ViewFilter[] = [
      { column: 'status', op: 'anyOf', value: ['active'] },
      { column: 'cf:court', op: 'within', value: 30 },
    ];

    it('a view is saved with its filters, sort and columns, read back live, shared, renamed and deleted', async () => {
      const id = await api().saveView(account(), {
        ...blankView('clients'),
        name: '  Active this month ',
        kind: 'clients',
        shared: false,
        filters,
        search: 'acme',
        sort: { column: 'value', dir: 'desc' },
        columns: ['email', 'cf:court'],
      });
      const saved = (await watchUntil((s) => s.views.some((v) => v.id === id))).views.find((v) => v.id === id);
      expect(saved).toEqual({
        id,
        name: 'Active this month',
        kind: 'clients',
        shared: false,
        createdBy: subject().uid,
        filters,
        search: 'acme',
        sort: { column: 'value', dir: 'desc' },
        columns: ['email', 'cf:court'],
        layout: 'list',
      });

      await api().saveView(account(), { ...saved!, shared: true });
      await api().renameView(account(), id, 'Team: active');
      expect((await watchUntil((s) => s.views.some((v) => v.id === id && v.name === 'Team: active'))).views.find((v) => v.id === id)).toMatchObject({
        shared: true,
        filters,
      });

      await api().deleteView(account(), id);
      expect((await watchUntil((s) => !s.views.some((v) => v.id === id))).views.map((v) => v.id)).not.toContain(id);
    });

    it('a deals view keeps its layout; a default is set per list and cleared when its view is deleted', async () => {
      const id = await api().saveView(account(), { ...blankView('deals'), name: 'Pipeline table', kind: 'deals', shared: false, layout: 'list' });
      await api().setDefaultView(account(), 'deals', id);
      const state = await watchUntil((s) => s.defaults.deals === id);
      expect(state.views.find((v) => v.id === id)).toMatchObject({ kind: 'deals', layout: 'list' });
      expect(state.defaults.clients).toBeNull();
      // A view of the other list is not a default of this one.
      expect((await refusal(api().setDefaultView(account(), 'clients', id))).code).toBe('invalid-argument');

      await api().deleteView(account(), id);
      expect((await watchUntil((s) => s.defaults.deals === null && !s.views.some((v) => v.id === id))).defaults).toEqual({ clients: null, deals: null });
    });

    it('a blank or long name and too many filters are refused with their reason; a view that is gone is not found', async () => {
      const base = { ...blankView('clients'), kind: 'clients' as const, shared: false };
      const blank = await refusal(api().saveView(account(), { ...base, name: '   ' }));
      expect({ code: blank.code, message: blank.message }).toEqual({ code: 'invalid-argument', message: VIEW_MESSAGES.nameRequired });
      expect((await refusal(api().saveView(account(), { ...base, name: 'x'.repeat(61) }))).message).toBe(VIEW_MESSAGES.nameTooLong);
      const many = Array.from({ length: 21 }, (): ViewFilter => ({ column: 'name', op: 'contains', value: 'a' }));
      expect((await refusal(api().saveView(account(), { ...base, name: 'Many', filters: many }))).message).toBe(VIEW_MESSAGES.tooManyFilters);
      const gone = await refusal(api().renameView(account(), 'no-such-view', 'New name'));
      expect({ code: gone.code, message: gone.message }).toEqual({ code: 'not-found', message: VIEW_MESSAGES.notFound });
    });
  });
}
