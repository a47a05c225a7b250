import { AlertTriangle, ArrowLeft, ChevronRight, Clock, Lightbulb, PlayCircle, Target } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '../../lib/paths';
import { NotFoundView } from '../../components/NotFoundView';
import { lazyWithQuery } from '../../lib/with-query';
import { methodology as m } from '../../lib/messages';
import { useTitle } from '../../lib/use-title';
import { exams } from './content';
import type { Lesson, MethodologyExam } from './types';

const SiteFiguresLazy = lazyWithQuery(() =>
  import('../../components/SiteFigures').then((x) => x.SiteFigures),
);

function Breadcrumb({ items }: { items: { label: string; to?: string }[] }) {
  const parent = [...items].reverse().find((i, idx) => idx > 0 && i.to);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <nav aria-label={m.breadcrumb}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-700">
          {items.map((i, idx) => (
            <li key={i.label} className="flex items-center gap-1">
              {idx > 0 && <ChevronRight aria-hidden="true" className="size-4" />}
              {i.to && idx < items.length - 1 ? (
                <Link to={i.to} className="underline underline-offset-2 hover:text-slate-950">
                  {i.label}
                </Link>
              ) : (
                <span aria-current="page" className="font-semibold text-slate-900">
                  {i.label}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {parent?.to && (
        <Link to={parent.to} className="btn btn-secondary">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {m.backTo(parent.label)}
        </Link>
      )}
    </div>
  );
}

function Figures() {
  return (
    <section aria-labelledby="chiffres" className="mt-12 rounded-2xl bg-blue-800 p-6 text-white">
      <h2 id="chiffres" className="text-lg font-bold">
        {m.figuresTitle}
      </h2>
      <div className="mt-4">
        <SiteFiguresLazy tileClassName="" />
      </div>
    </section>
  );
}

function ExamList() {
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-2">
      {exams.map((e) => (
        <li key={e.slug}>
          <Link
            to={paths.methodologyModule(e.slug)}
            className="block h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm hover:border-blue-700"
          >
            <span className="inline-block rounded-full bg-red-100 px-3 py-1 text-xs font-bold text-red-900">
              {e.badge}
            </span>
            <h2 className="mt-3 text-xl font-bold text-slate-900">{e.name}</h2>
            <p className="mt-2 text-slate-700">{e.description}</p>
            <p className="mt-4 flex flex-wrap gap-4 text-sm text-slate-800">
              <span className="flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4" /> {m.duration} :{' '}
                {m.durationOf(e.duration, e.durationDetail)}
              </span>
              <span className="flex items-center gap-1">
                <Target aria-hidden="true" className="size-4" /> {m.skills(e.skills.length)}
              </span>
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function SkillList({ exam }: { exam: MethodologyExam }) {
  return (
    <>
      <h2 className="mt-8 text-xl font-bold text-slate-900">{m.chooseSkill}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {exam.skills.map((s) => (
          <li key={s.slug}>
            <Link
              to={paths.methodologyLesson(exam.slug, s.slug)}
              className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-blue-700"
            >
              <h3 className="text-lg font-bold text-slate-900">{s.name}</h3>
              <p className="mt-1 flex-1 text-slate-700">{s.description}</p>
              <p className="mt-3 text-sm text-slate-800">{s.format}</p>
              <p className="mt-3 flex items-center justify-between text-sm">
                <span className="rounded-full bg-slate-100 px-2 py-1 font-medium text-slate-800">
                  {m.levels} : {s.level}
                </span>
                {s.video && (
                  <span className="flex items-center gap-1 font-semibold text-blue-800">
                    <PlayCircle aria-hidden="true" className="size-4" /> {s.video.duration}
                  </span>
                )}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function LessonView({ lesson }: { lesson: Lesson }) {
  return (
    <>
      {lesson.video && (
        <section aria-labelledby="video" className="mt-6 overflow-hidden rounded-2xl bg-slate-900 text-white">
          <video
            controls
            preload="none"
            src={lesson.video.url}
            className="aspect-video max-h-80 w-full bg-black"
          />
          <div className="p-5">
            <p className="text-sm text-slate-300">
              {m.video} · {lesson.video.duration}
            </p>
            <h2 id="video" className="mt-1 text-lg font-bold">
              {lesson.video.title}
            </h2>
            <p className="mt-2 text-slate-200">{lesson.video.description}</p>
          </div>
        </section>
      )}

      <section aria-labelledby="retenir" className="mt-8 rounded-2xl bg-amber-50 p-5">
        <h2 id="retenir" className="font-bold text-slate-900">
          {m.keyPoints}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {lesson.keyPoints.map((k) => (
            <li key={k}>{k}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="methode" className="mt-8">
        <h2 id="methode" className="text-xl font-bold text-slate-900">
          {m.method}
        </h2>
        <ol className="mt-4 space-y-4">
          {lesson.methodology.map((s, i) => (
            <li key={s.title} className="rounded-2xl bg-white p-5 shadow-sm">
              <h3 className="flex items-center gap-3 text-lg font-bold text-slate-900">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-700 text-sm text-white"
                >
                  {i + 1}
                </span>
                {s.title}
              </h3>
              <p className="mt-2 text-slate-700">{s.description}</p>
              <div className="mt-4 grid gap-4 md:grid-cols-2">
                <div>
                  <h4 className="flex items-center gap-2 font-semibold text-slate-900">
                    <Target aria-hidden="true" className="size-4 text-blue-700" /> {m.strategies}
                  </h4>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
                    {s.strategies.map((x) => (
                      <li key={x}>{x}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h4 className="flex items-center gap-2 font-semibold text-slate-900">
                    <Lightbulb aria-hidden="true" className="size-4 text-amber-600" /> {m.tips}
                  </h4>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
                    {s.tips.map((x) => (
                      <li key={x}>{x}</li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="erreurs" className="mt-8">
        <h2 id="erreurs" className="text-xl font-bold text-slate-900">
          {m.errorsTitle}
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {lesson.commonErrors.map((e) => (
            <li key={e.title} className="rounded-2xl border border-red-200 bg-white p-5">
              <h3 className="flex items-start gap-2 font-bold text-slate-900">
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" /> {e.title}
              </h3>
              <p className="mt-2 text-sm text-slate-700">{e.description}</p>
              <p className="mt-3 text-sm text-green-900">
                <strong>{m.solution} : </strong>
                {e.solution}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <Link to={paths.exercises} className="btn btn-primary mt-8">
        {m.practice}
      </Link>
    </>
  );
}

/** /methodologie, /methodologie/{module}, /methodologie/{module}/{lesson}; unknown → the not-found page. */
export default function MethodologyPage() {
  const { module, lesson } = useParams();
  const exam = module ? exams.find((e) => e.slug === module) : undefined;
  const current = exam && lesson ? exam.skills.find((s) => s.slug === lesson) : undefined;
  const unknown = (module && !exam) || (lesson && !current);
  useTitle(current?.name ?? exam?.name ?? m.title);
  if (unknown) return <NotFoundView />;

  const crumbs: { label: string; to?: string }[] = [{ label: m.title, to: paths.methodology }];
  if (exam) crumbs.push({ label: exam.name, to: paths.methodologyModule(exam.slug) });
  if (exam && current) crumbs.push({ label: current.name });

  return (
    <div className="container-page py-8">
      {exam && <Breadcrumb items={crumbs} />}
      <h1 className="mt-4 text-3xl font-bold text-slate-900">
        {current ? current.name : exam ? exam.name : m.title}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        {current ? current.description : exam ? exam.description : m.intro}
      </p>
      {exam && !current && (
        <p className="mt-2 flex items-center gap-1 text-sm font-medium text-slate-800">
          <Clock aria-hidden="true" className="size-4" /> {m.duration} :{' '}
          {m.durationOf(exam.duration, exam.durationDetail)}
        </p>
      )}
      {current && (
        <p className="mt-2 text-sm font-medium text-slate-800">
          {current.format} · {m.levels} : {current.level}
        </p>
      )}
      {!exam && <ExamList />}
      {exam && !current && <SkillList exam={exam} />}
      {current && <LessonView lesson={current} />}
      <Figures />
    </div>
  );
}
