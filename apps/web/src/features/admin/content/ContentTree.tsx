import type { AdminExamTypeTree } from '@prepa/shared';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Link } from 'react-router';
import { useToast } from '../../../components/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { adminContent as m, adminShell } from '../../../lib/messages';
import { adminPaths } from '../admin-paths';
import { PublishedBadge } from '../ui/Field';
import { CreateForm } from './CreateForm';
import { downloadPack, useContentWrite } from '../../../api/admin-content';

const SKILLS = ['READING', 'LISTENING', 'WRITING', 'SPEAKING'];

function useRun() {
  const write = useContentWrite();
  const toast = useToast();
  return {
    pending: write.isPending,
    run: async (w: Parameters<typeof write.mutateAsync>[0]) => {
      try {
        toast.success((await write.mutateAsync(w)).detail);
      } catch (err) {
        toast.error(errorMessage(err, adminShell.saveError));
      }
    },
  };
}

export function PublishButton({
  kind,
  slug,
  published,
  name,
}: {
  kind: 'exam-types' | 'exams' | 'exercises';
  slug: string;
  published: boolean;
  name: string;
}) {
  const { run, pending } = useRun();
  return (
    <button
      type="button"
      className="btn btn-secondary"
      disabled={pending}
      aria-label={`${published ? m.unpublish : m.publish} : ${name}`}
      onClick={() =>
        void run({ name: 'adminContent.publish', params: { kind, slug }, body: { published: !published } })
      }
    >
      {published ? m.unpublish : m.publish}
    </button>
  );
}

const labels = { published: m.published, draft: m.draft };

/** One exam type: its exams (reorderable), their exercises, publish switches, export, creation forms. */
export function ExamTypeBlock({ t }: { t: AdminExamTypeTree }) {
  const { run, pending } = useRun();
  const toast = useToast();
  const move = (i: number, d: -1 | 1) => {
    const slugs = t.exams.map((e) => e.slug);
    [slugs[i], slugs[i + d]] = [slugs[i + d]!, slugs[i]!];
    void run({ name: 'adminContent.orderExamType', params: { slug: t.slug }, body: { slugs } });
  };
  return (
    <section
      aria-labelledby={`type-${t.slug}`}
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="exam-type"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`type-${t.slug}`} className="text-lg font-bold text-slate-900">
          {t.name}
        </h2>
        <PublishedBadge published={t.published} labels={labels} />
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <PublishButton kind="exam-types" slug={t.slug} published={t.published} name={t.name} />
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() =>
            downloadPack(t.slug).catch((err: unknown) => toast.error(errorMessage(err, adminShell.loadError)))
          }
        >
          {m.exportPack}
        </button>
      </div>
      <ul className="mt-4 space-y-3">
        {t.exams.map((e, i) => (
          <li key={e.slug} className="rounded-lg border border-slate-200 p-3" data-testid="exam">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-slate-900">
                {e.name} <span className="text-sm font-normal text-slate-700">· {m.skills[e.skill]}</span>{' '}
                <PublishedBadge published={e.published} labels={labels} />
              </p>
              <div className="flex gap-1">
                <button
                  type="button"
                  className="btn btn-secondary px-3"
                  disabled={pending || i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={m.up(e.name)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className="btn btn-secondary px-3"
                  disabled={pending || i === t.exams.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={m.down(e.name)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <PublishButton kind="exams" slug={e.slug} published={e.published} name={e.name} />
              </div>
            </div>
            {e.exercises.length === 0 ? (
              <p className="mt-2 text-sm text-slate-700">{m.noExercise}</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-100">
                {e.exercises.map((x) => (
                  <li key={x.slug} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <Link to={adminPaths.exercise(x.slug)} className="font-medium text-blue-800 underline">
                      {x.title}
                    </Link>
                    <span className="flex items-center gap-2 text-sm text-slate-700">
                      {m.questions(x.questions)} <PublishedBadge published={x.published} labels={labels} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-2">
              <CreateForm
                title={m.newExercise}
                name="adminContent.createExercise"
                fixed={{ exam: e.slug }}
                fields={[
                  { name: 'title', label: m.exerciseTitle },
                  { name: 'slug', label: m.slug },
                  { name: 'instructions', label: m.instructions, kind: 'textarea' },
                  { name: 'time_limit', label: m.timeLimit, kind: 'number' },
                ]}
                toBody={(v) => ({ ...v, time_limit: v.time_limit ? Number(v.time_limit) * 60 : null })}
              />
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <CreateForm
          title={m.newExam}
          name="adminContent.createExam"
          fixed={{ exam_type: t.slug }}
          fields={[
            { name: 'name', label: m.name },
            { name: 'slug', label: m.slug },
            {
              name: 'skill',
              label: m.skill,
              kind: 'select',
              options: SKILLS.map((s) => ({ value: s, label: m.skills[s]! })),
            },
            { name: 'difficulty', label: m.difficulty, kind: 'number' },
          ]}
          toBody={(v) => ({ ...v, difficulty: v.difficulty ? Number(v.difficulty) : 1 })}
        />
      </div>
    </section>
  );
}
