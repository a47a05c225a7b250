import { Quote } from 'lucide-react';
import { access, home as m } from '../lib/messages';
import { SectionTitle } from './SectionTitle';
import { useSiteInfo } from '../lib/site';

/** The platform's figures: operator settings and counts from the database (`GET /api/site/`). */
export function SiteFigures({ tileClassName }: { tileClassName: string }) {
  const { data } = useSiteInfo();
  const f = data?.figures;
  if (!f) return null;
  // Counts come from the database; students and success rate only when the operator set them.
  const items = [
    ...(f.students !== null ? [m.figures.students(f.students)] : []),
    m.figures.exercises(f.exercises),
    ...(f.success_rate !== null ? [m.figures.successRate(f.success_rate)] : []),
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

/** The operator's testimonials (SITE_TESTIMONIALS); the section does not exist when none is set. */
export function Testimonials() {
  const list = useSiteInfo().data?.testimonials ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="temoignages" className="container-page py-12">
      <SectionTitle id="temoignages" title={m.testimonialsTitle} />
      <ul className="grid gap-4 md:grid-cols-3">
        {list.map((t) => (
          <li key={`${t.name}-${t.text.slice(0, 20)}`}>
            <figure className="h-full rounded-2xl bg-white p-5 shadow-sm">
              <Quote aria-hidden="true" className="size-6 text-amber-500" />
              <blockquote className="mt-2 text-slate-800">{t.text}</blockquote>
              <figcaption className="mt-3 text-sm">
                <span className="font-semibold text-slate-900">{t.name}</span>
                {t.place && <span className="text-slate-700"> — {t.place}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** FAQ answer on the free tier: the operator's access rule, as the server applies it. */
export function FreeAccessAnswer() {
  const data = useSiteInfo().data;
  const d = data?.defaultAccess;
  if (!data || !d) return null;
  const others = data.access.filter(
    (a) => a.free_exercises !== d.free_exercises || a.free_exam_correction !== d.free_exam_correction,
  );
  return <p className="mt-2 text-slate-700">{access.faq(d, others)}</p>;
}
