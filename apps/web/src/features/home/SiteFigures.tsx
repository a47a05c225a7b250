import { home as m } from '../../lib/messages';
import { useSiteInfo } from '../../lib/site';

/** The platform's figures: operator settings and counts from the database (`GET /api/site/`). */
export function SiteFigures({ tileClassName }: { tileClassName: string }) {
  const { data } = useSiteInfo();
  const f = data?.figures;
  if (!f) return null;
  const items = [
    m.figures.students(f.students),
    m.figures.exercises(f.exercises),
    m.figures.successRate(f.success_rate),
    m.figures.questions(f.questions),
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {items.map((it) => (
        <div key={it.label} className={tileClassName}>
          <dt className="text-sm text-blue-50">{it.label}</dt>
          <dd className="text-2xl font-bold">{it.value}</dd>
        </div>
      ))}
    </dl>
  );
}
