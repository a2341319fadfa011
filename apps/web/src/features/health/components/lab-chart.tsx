import type { LabSeries } from '../lib/lab-series';
import { niceTicks } from '../lib/nice-ticks';

const WIDTH = 320;
const HEIGHT = 160;
const PAD = { left: 44, right: 12, top: 14, bottom: 30 };

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });

/**
 * One repeated lab result over time, as a small inline SVG line (no chart library). The values
 * are also listed for screen readers.
 */
export function LabChart({ series }: { series: LabSeries }) {
  const { points } = series;
  const values = points.map((p) => p.value);
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const low = ticks[0]!;
  const high = ticks.at(-1)!;
  const first = Date.parse(points[0]!.at);
  const span = Math.max(Date.parse(points.at(-1)!.at) - first, 1);
  const x = (at: string) =>
    PAD.left + ((Date.parse(at) - first) / span) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) =>
    PAD.top + (1 - (value - low) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  // Results of one day share its date: it is written once.
  const lastDay = day(points.at(-1)!.at) === day(points[0]!.at) ? null : day(points.at(-1)!.at);
  return (
    <figure className="rounded-2xl border border-border bg-surface p-4">
      <figcaption className="font-semibold">
        {series.name} <span className="font-normal text-text-muted">({series.unit})</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-2 h-auto w-full"
        role="img"
        aria-label={`${series.name} over time: ${points
          .map((p) => `${p.value} ${series.unit} on ${day(p.at)}`)
          .join(', ')}`}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              className="text-border"
            />
            <text
              x={PAD.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              fontSize="11"
              fill="currentColor"
              className="text-text-muted"
            >
              {tick}
            </text>
          </g>
        ))}
        <polyline
          fill="none"
          stroke="currentColor"
          className="text-brand"
          strokeWidth="2.5"
          points={points.map((p) => `${x(p.at)},${y(p.value)}`).join(' ')}
        />
        {points.map((p) => (
          <circle
            key={p.id}
            cx={x(p.at)}
            cy={y(p.value)}
            r="4"
            fill="currentColor"
            className="text-brand"
          />
        ))}
        <text
          x={PAD.left}
          y={HEIGHT - 8}
          fontSize="11"
          fill="currentColor"
          className="text-text-muted"
        >
          {day(points[0]!.at)}
        </text>
        {lastDay && (
          <text
            x={WIDTH - PAD.right}
            y={HEIGHT - 8}
            fontSize="11"
            textAnchor="end"
            fill="currentColor"
            className="text-text-muted"
          >
            {lastDay}
          </text>
        )}
      </svg>
    </figure>
  );
}
