import { I18nProvider } from '@lingui/react';
import { render as renderBare, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BarChart } from './bar-chart';
import { DoughnutChart } from './doughnut-chart';
import { i18n } from '../../lib/i18n';

// No app provider here: the messages need one.
const Providers = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const render = (ui: ReactElement) => renderBare(ui, { wrapper: Providers });

// jsdom has no canvas: stand in for the lazily loaded Chart.js module.
vi.mock('./chart-canvas', () => ({
  default: ({ kind, data }: { kind: string; data: { label: string }[] }) => (
    <canvas data-testid={`${kind}-canvas`} data-labels={data.map((d) => d.label).join('|')} />
  ),
}));

describe('chart wrappers', () => {
  it('a bar chart summarises its values for screen readers in dollars', async () => {
    render(
      <BarChart
        title="Financial Overview"
        data={[
          { label: 'Revenue', value: 1500 },
          { label: 'Expenses', value: 250.5 },
        ]}
        emptyText="No data"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Financial Overview' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Financial Overview: Revenue $1,500.00, Expenses $250.50' })).toBeInTheDocument();
    expect(screen.getByText('Expenses: $250.50')).toBeInTheDocument();
    expect(await screen.findByTestId('bar-canvas')).toBeInTheDocument();
  });

  it('a doughnut leaves out zero slices and shows the empty text when nothing is left', async () => {
    const { rerender } = render(
      <DoughnutChart
        title="Expense Breakdown"
        data={[
          { label: 'office', value: 0 },
          { label: 'travel', value: 20 },
        ]}
        emptyText="No expenses recorded yet"
      />,
    );
    expect((await screen.findByTestId('doughnut-canvas')).dataset.labels).toBe('travel');
    rerender(<DoughnutChart title="Expense Breakdown" data={[{ label: 'office', value: 0 }]} emptyText="No expenses recorded yet" />);
    expect(screen.getByText('No expenses recorded yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('a custom format is used for the summary', () => {
    render(<BarChart title="Clients" data={[{ label: 'Active', value: 3 }]} emptyText="None" format={(v) => `${v} clients`} />);
    expect(screen.getByRole('img', { name: 'Clients: Active 3 clients' })).toBeInTheDocument();
  });
});
