// The only module that imports Chart.js. Loaded lazily by chart-frame.tsx, so Chart.js is fetched
// the first time a chart is drawn and never ships with the landing page.
import { ArcElement, BarElement, CategoryScale, Chart as ChartJS, DoughnutController, BarController, Legend, LinearScale, Tooltip } from 'chart.js';
import type { TooltipItem } from 'chart.js';
import { Bar, Doughnut } from 'react-chartjs-2';
import { colorAt, useBrandColor } from './chart-colors';
import type { ChartDatum } from './chart-types';

ChartJS.register(ArcElement, BarElement, CategoryScale, LinearScale, DoughnutController, BarController, Legend, Tooltip);

export type ChartCanvasProps = {
  kind: 'bar' | 'doughnut';
  data: readonly ChartDatum[];
  dark: boolean;
  format: (value: number) => string;
};

export default function ChartCanvas({ kind, data, dark, format }: ChartCanvasProps) {
  // The theme's brand colour stands in for BRAND_COLOR, and a theme change redraws the chart.
  const brand = useBrandColor();
  const text = dark ? '#e2e8f0' : '#334155';
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS colours, not words for people
  const grid = dark ? 'rgba(148, 163, 184, 0.25)' : 'rgba(100, 116, 139, 0.2)';
  const labels = data.map((d) => d.label);
  const values = data.map((d) => d.value);
  const colors = data.map((_, i) => colorAt(data, i, brand));
  const label = (item: { label: string; raw: unknown }) => `${item.label}: ${format(Number(item.raw))}`;

  if (kind === 'doughnut') {
    return (
      <Doughnut
        aria-hidden="true"
        data={{ labels, datasets: [{ data: values, backgroundColor: colors, borderColor: dark ? '#0f172a' : '#ffffff', borderWidth: 2 }] }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { position: 'bottom', labels: { color: text } }, tooltip: { callbacks: { label: (i: TooltipItem<'doughnut'>) => label(i) } } },
        }}
      />
    );
  }
  return (
    <Bar
      aria-hidden="true"
      data={{ labels, datasets: [{ data: values, backgroundColor: colors, borderRadius: 4 }] }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: false }, tooltip: { callbacks: { label: (i: TooltipItem<'bar'>) => label(i) } } },
        scales: {
          x: { ticks: { color: text }, grid: { color: grid } },
          y: { beginAtZero: true, ticks: { color: text, callback: (v) => format(Number(v)) }, grid: { color: grid } },
        },
      }}
    />
  );
}
