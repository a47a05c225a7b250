import { SCORE_MAX } from '../../lib/domain';

const W = 300;
const H = 90;
const PAD = 6;

/** A small line chart of scores (0 to 699), oldest left; the B2 threshold (400) as a dashed line. */
export function ProgressChart({ scores, label }: { scores: number[]; label: string }) {
  const y = (s: number) => PAD + (H - 2 * PAD) * (1 - Math.min(Math.max(s, 0), SCORE_MAX) / SCORE_MAX);
  const x = (i: number) => (scores.length <= 1 ? W / 2 : PAD + ((W - 2 * PAD) * i) / (scores.length - 1));
  const points = scores.map((s, i) => `${x(i).toFixed(1)},${y(s).toFixed(1)}`).join(' ');
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      className="h-24 w-full"
      preserveAspectRatio="none"
      data-testid="progress-chart"
    >
      <line x1={0} x2={W} y1={y(400)} y2={y(400)} stroke="#94a3b8" strokeDasharray="4 4" strokeWidth={1} />
      <line x1={0} x2={W} y1={H - PAD} y2={H - PAD} stroke="#cbd5e1" strokeWidth={1} />
      {scores.length > 1 && (
        <polyline
          points={points}
          fill="none"
          stroke="#1d4ed8"
          strokeWidth={2.5}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      )}
      {scores.map((s, i) => (
        <circle key={i} cx={x(i)} cy={y(s)} r={3.5} fill="#1d4ed8" vectorEffect="non-scaling-stroke" />
      ))}
    </svg>
  );
}
