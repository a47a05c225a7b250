import { ArrowRight, BookOpenCheck, ChartNoAxesColumn, Smartphone, SpellCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { home as m } from '../../lib/messages';
import { useSession } from '../../lib/use-session';
import { useTitle } from '../../lib/use-title';
import { lazyWithQuery } from '../../lib/with-query';
import { ExamTypesSkeleton, PackagesFrame } from './placeholders';
import { SectionTitle } from '../../components/SectionTitle';

const reasonIcons = [BookOpenCheck, SpellCheck, ChartNoAxesColumn, Smartphone];

// Sections fed by the API load, with the query library, when they near the viewport (the
// figures of the hero at the first scroll or touch); their placeholders keep the room they will take.
const ExamTypes = lazyWithQuery(
  () => import('./CatalogSections').then((x) => x.ExamTypes),
  <ExamTypesSkeleton />,
  'visible',
);
const PackagesSection = lazyWithQuery(
  () => import('./CatalogSections').then((x) => x.PackagesSection),
  <PackagesFrame />,
  'visible',
);
const Figures = lazyWithQuery(
  () => import('../../components/SiteFigures').then((x) => x.SiteFigures),
  null,
  'interaction',
);
const Testimonials = lazyWithQuery(
  () => import('../../components/SiteFigures').then((x) => x.Testimonials),
  null,
  'visible',
);
const FreeAccessAnswer = lazyWithQuery(
  () => import('../../components/SiteFigures').then((x) => x.FreeAccessAnswer),
  null,
  'visible',
);

export default function HomePage() {
  useTitle(undefined);
  const signedIn = !!useSession();
  return (
    <>
      <section className="bg-gradient-to-b from-blue-800 to-blue-700 text-white">
        <div className="container-page py-12 sm:py-20">
          <h1 className="max-w-3xl text-3xl font-extrabold leading-tight sm:text-5xl">{m.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-blue-50">{m.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={signedIn ? paths.exercises : paths.loginWithRedirect(paths.exercises)}
              className="btn btn-accent px-6 text-base"
            >
              {m.start} <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            {!signedIn && (
              <Link
                to={paths.login}
                className="btn border border-white/70 px-6 text-base text-white hover:bg-white/10"
              >
                {m.login}
              </Link>
            )}
          </div>
          <div className="mt-10 min-h-[10.5rem] sm:min-h-[5.5rem]">
            <Figures tileClassName="rounded-xl bg-white/10 p-3" />
          </div>
        </div>
      </section>

      <section aria-labelledby="pourquoi" className="container-page py-12">
        <SectionTitle id="pourquoi" title={m.reasonsTitle} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {m.reasons.map((r, i) => {
            const Icon = reasonIcons[i] ?? BookOpenCheck;
            return (
              <li key={r.title} className="rounded-2xl bg-white p-5 shadow-sm">
                <Icon aria-hidden="true" className="size-8 text-blue-700" />
                <h3 className="mt-3 font-bold text-slate-900">{r.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{r.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="examens" className="bg-white py-12">
        <div className="container-page">
          <SectionTitle id="examens" title={m.examTypesTitle} text={m.examTypesText} />
          <ExamTypes />
        </div>
      </section>

      <Testimonials />

      <PackagesSection />

      <section aria-labelledby="etapes" className="bg-white py-12">
        <div className="container-page">
          <SectionTitle id="etapes" title={m.stepsTitle} />
          <ol className="grid gap-4 md:grid-cols-3">
            {m.steps.map((s, i) => (
              <li key={s.title} className="flex gap-4 rounded-2xl border border-slate-200 p-5">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-700 font-bold text-white"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-bold text-slate-900">{s.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">{s.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="faq" className="container-page py-12">
        <SectionTitle id="faq" title={m.faqTitle} />
        <div className="space-y-3">
          <details className="group rounded-xl bg-white p-4 shadow-sm">
            <summary className="cursor-pointer font-semibold text-slate-900">{m.freeQuestion}</summary>
            <FreeAccessAnswer />
          </details>
          {m.faq.map((f) => (
            <details key={f.q} className="group rounded-xl bg-white p-4 shadow-sm">
              <summary className="cursor-pointer font-semibold text-slate-900">{f.q}</summary>
              <p className="mt-2 text-slate-700">{f.a}</p>
            </details>
          ))}
        </div>
      </section>

      <section aria-labelledby="cta" className="container-page pb-4">
        <div className="rounded-3xl bg-slate-900 p-8 text-center text-white sm:p-12">
          <h2 id="cta" className="text-2xl font-bold sm:text-3xl">
            {m.ctaTitle}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-200">{m.ctaText}</p>
          <Link to={paths.dashboard} className="btn btn-accent mt-6 px-6 text-base">
            {m.ctaButton}
          </Link>
        </div>
      </section>
    </>
  );
}
