const W = 300;
const H = 90;
const PAD = 6;

/** A small line chart of results on their own scale (min to max), oldest left. */
export function ProgressChart({
  values,
  min,
  max,
  label,
}: {
  values: number[];
  min: number;
  max: number;
  label: string;
}) {
  const span = max > min ? max - min : 1;
  const y = (v: number) => PAD + (H - 2 * PAD) * (1 - (Math.min(Math.max(v, min), max) - min) / span);
  const x = (i: number) => (values.length <= 1 ? W / 2 : PAD + ((W - 2 * PAD) * i) / (values.length - 1));
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      className="h-24 w-full"
      preserveAspectRatio="none"
      data-testid="progress-chart"
    >
      <line x1={0} x2={W} y1={H - PAD} y2={H - PAD} stroke="#cbd5e1" strokeWidth={1} />
      {values.length > 1 && (
        <polyline
          points={points}
          fill="none"
          stroke="#1d4ed8"
          strokeWidth={2.5}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      )}
      {values.map((v, i) => (
        <circle key={i} cx={x(i)} cy={y(v)} r={3.5} fill="#1d4ed8" vectorEffect="non-scaling-stroke" />
      ))}
    </svg>
  );
}
