import type { AssessmentReport } from '../api/varicocele-api';
import { assessmentTitle, scored } from './assessment-result-view';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { left: 40, right: 16, top: 16, bottom: 36 };
const COLOURS = { varicocele: '#1e5a63', pain: '#b4452a', sperm_count: '#4d6f8f' } as const;

/**
 * Scores over time, one line per assessment, each as a share of its own maximum (the scales
 * differ). A table with the same numbers follows for screen readers and print.
 */
export function ScoreHistoryChart({ results }: { results: AssessmentReport[] }) {
  // A result that stopped at a red flag has no score to draw (the table above lists it).
  const sorted = results.filter(scored).sort((a, b) => a.created_at.localeCompare(b.created_at));
  if (sorted.length === 0) return null;
  const first = Date.parse(sorted[0]!.created_at);
  const span = Math.max(Date.parse(sorted[sorted.length - 1]!.created_at) - first, 1);
  const x = (iso: string) =>
    PAD.left + ((Date.parse(iso) - first) / span) * (WIDTH - PAD.left - PAD.right);
  const y = (r: AssessmentReport) =>
    PAD.top + (1 - r.score / r.max_score) * (HEIGHT - PAD.top - PAD.bottom);
  const types = [...new Set(sorted.map((r) => r.assessment_type))];
  return (
    <figure className="rounded-2xl border border-border bg-surface p-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label="Chart of your assessment scores over time, as a share of each scale's maximum"
      >
        {[0, 50, 100].map((pct) => {
          const lineY = PAD.top + (1 - pct / 100) * (HEIGHT - PAD.top - PAD.bottom);
          return (
            <g key={pct}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={lineY} y2={lineY} stroke="#d6dbe0" />
              <text x={PAD.left - 6} y={lineY + 4} textAnchor="end" fontSize="11" fill="#56606b">
                {pct}%
              </text>
            </g>
          );
        })}
        {types.map((type) => {
          const points = sorted.filter((r) => r.assessment_type === type);
          return (
            <g key={type}>
              <polyline
                fill="none"
                stroke={COLOURS[type]}
                strokeWidth="2.5"
                points={points.map((r) => `${x(r.created_at)},${y(r)}`).join(' ')}
              />
              {points.map((r) => (
                <circle key={r.id} cx={x(r.created_at)} cy={y(r)} r="4.5" fill={COLOURS[type]} />
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm">
        {types.map((type) => (
          <span key={type} className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-full"
              style={{ background: COLOURS[type] }}
            />
            {assessmentTitle(type)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
