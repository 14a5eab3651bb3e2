import { useLingui } from '@lingui/react/macro';
import { Component, Suspense, lazy, useId } from 'react';
import type { ReactNode } from 'react';
import { useFormat } from '../../lib/use-format';
import type { ChartProps } from './chart-types';
import { useDarkMode } from './use-dark-mode';
import { cardClass } from '../ui/card';

const ChartCanvas = lazy(() => import('./chart-canvas'));

/** If Chart.js cannot load (offline, old chunk), the values stay readable as a list. */
class CanvasBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Title, empty text and an accessible summary around a lazily loaded Chart.js canvas. The canvas
 * is hidden from assistive technology; role="img" carries a one-line summary and a visually hidden
 * list gives every value.
 */
export function ChartFrame({ kind, title, data, emptyText, format: given, className = '' }: ChartProps & { kind: 'bar' | 'doughnut' }) {
  // Amounts in the user's currency and number format unless the chart says otherwise.
  const money = useFormat().money;
  const format = given ?? ((value: number) => money(value));
  const dark = useDarkMode();
  const { t } = useLingui();
  const loadingText = t`Loading chart...`;
  const titleId = useId();
  const empty = data.length === 0 || data.every((d) => d.value === 0);
  const summary = `${title}: ${data.map((d) => `${d.label} ${format(d.value)}`).join(', ')}`;

  return (
    <section aria-labelledby={titleId} className={`${cardClass({ padding: 'md', shadow: true })} ${className}`}>
      <h2 id={titleId} className="mb-4 text-lg font-semibold text-fg">
        {title}
      </h2>
      {empty ? (
        <p className="flex h-64 items-center justify-center text-center text-sm text-fg-subtle">{emptyText}</p>
      ) : (
        <div role="img" aria-label={summary} className="relative h-64">
          <CanvasBoundary>
            <Suspense fallback={<p className="flex h-full items-center justify-center text-sm text-fg-subtle">{loadingText}</p>}>
              <ChartCanvas kind={kind} data={data} dark={dark} format={format} />
            </Suspense>
          </CanvasBoundary>
          <ul className="sr-only">
            {data.map((d) => (
              <li key={d.label}>
                {d.label}: {format(d.value)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
