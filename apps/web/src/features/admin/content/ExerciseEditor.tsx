import type { AdminExerciseDetail, AdminQuestion } from '@prepa/shared';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingView } from '../../../components/LoadingView';
import { ErrorState } from '../../../components/StateViews';
import { useToast } from '../../../components/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { adminContent as m, adminShell } from '../../../lib/messages';
import { useTitle } from '../../../lib/use-title';
import { adminPaths } from '../admin-paths';
import AdminNotFound from '../AdminNotFound';
import { Field, PublishedBadge } from '../ui/Field';
import { useContentWrite, useExercise } from '../../../api/admin-content';
import { PublishButton } from './ContentTree';
import { QuestionEditor } from './QuestionEditor';
import { QuestionPreview } from './QuestionPreview';
import { ResourceList } from './ResourceList';

function ExerciseFields({ x }: { x: AdminExerciseDetail }) {
  const [title, setTitle] = useState(x.title);
  const [instructions, setInstructions] = useState(x.instructions);
  const [minutes, setMinutes] = useState(x.time_limit ? String(Math.round(x.time_limit / 60)) : '');
  const [error, setError] = useState<ApiError | null>(null);
  const write = useContentWrite();
  const toast = useToast();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const body = { title, instructions, time_limit: minutes ? Number(minutes) * 60 : null };
      toast.success(
        (await write.mutateAsync({ name: 'adminContent.updateExercise', params: { slug: x.slug }, body }))
          .detail,
      );
    } catch (err) {
      if (err instanceof ApiError) setError(err);
      else toast.error(errorMessage(err, adminShell.saveError));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3 sm:grid-cols-2">
      <Field label={m.exerciseTitle} error={error?.field('title')}>
        {(p) => (
          <input {...p} className="field-input" value={title} onChange={(e) => setTitle(e.target.value)} />
        )}
      </Field>
      <Field label={m.timeLimit} error={error?.field('time_limit')}>
        {(p) => (
          <input
            {...p}
            className="field-input"
            inputMode="numeric"
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field label={m.instructions} error={error?.field('instructions')}>
          {(p) => (
            <textarea
              {...p}
              className="field-input"
              rows={2}
              value={instructions}
              onChange={(e) => setInstructions(e.target.value)}
            />
          )}
        </Field>
      </div>
      <div>
        <button type="submit" className="btn btn-primary" disabled={write.isPending}>
          {m.save}
        </button>
      </div>
    </form>
  );
}

function QuestionBlock({ x, q, i }: { x: AdminExerciseDetail; q: AdminQuestion; i: number }) {
  const [preview, setPreview] = useState(false);
  const write = useContentWrite();
  const toast = useToast();
  const run = async (w: Parameters<typeof write.mutateAsync>[0]) => {
    try {
      toast.success((await write.mutateAsync(w)).detail);
    } catch (err) {
      toast.error(errorMessage(err, adminShell.saveError));
    }
  };
  const move = (d: -1 | 1) => {
    const slugs = x.questions.map((o) => o.slug);
    [slugs[i], slugs[i + d]] = [slugs[i + d]!, slugs[i]!];
    void run({ name: 'adminContent.orderExercise', params: { slug: x.slug }, body: { slugs } });
  };
  return (
    <li className="space-y-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="question">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-slate-900">
          {m.questionN(i + 1)}{' '}
          <span className="text-sm font-normal text-slate-600">{m.answered(q.answers)}</span>
        </h3>
        <div className="flex flex-wrap gap-1">
          <button
            type="button"
            className="btn btn-secondary px-3"
            disabled={i === 0}
            onClick={() => move(-1)}
            aria-label={m.up(m.questionN(i + 1))}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className="btn btn-secondary px-3"
            disabled={i === x.questions.length - 1}
            onClick={() => move(1)}
            aria-label={m.down(m.questionN(i + 1))}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            aria-expanded={preview}
            onClick={() => setPreview(!preview)}
          >
            {preview ? m.closePreview : m.preview}
          </button>
          {q.answers === 0 && (
            <button
              type="button"
              className="btn btn-secondary text-red-800"
              onClick={() =>
                window.confirm(m.confirmDelete) &&
                void run({ name: 'adminContent.deleteQuestion', params: { slug: q.slug } })
              }
            >
              {m.deleteQuestion}
            </button>
          )}
        </div>
      </div>
      {preview && <QuestionPreview question={q} />}
      <QuestionEditor exerciseSlug={x.slug} skill={x.exam.skill} question={q} />
      <ResourceList questionSlug={q.slug} resources={q.resources} />
    </li>
  );
}

/** An exercise and its questions: fields, publication, questions with their documents and preview. */
export default function ExerciseEditor() {
  const slug = useParams().slug ?? '';
  const q = useExercise(slug);
  const [adding, setAdding] = useState(false);
  useTitle(q.data?.title ?? m.title);
  if (q.isPending) return <LoadingView />;
  if (q.isError) {
    if (q.error instanceof ApiError && q.error.status === 404) return <AdminNotFound />;
    return <ErrorState message={adminShell.loadError} onRetry={() => void q.refetch()} />;
  }
  const x = q.data;
  return (
    <div className="space-y-4">
      <Link to={adminPaths.content} className="text-sm font-semibold text-blue-800 underline">
        {m.backToContent}
      </Link>
      <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-700">{m.exerciseOf(x.exam.name, x.exam_type.name)}</p>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold text-slate-900">{x.title}</h1>
          <PublishedBadge published={x.published} labels={{ published: m.published, draft: m.draft }} />
        </div>
        <PublishButton kind="exercises" slug={x.slug} published={x.published} name={x.title} />
        <ExerciseFields key={`${x.title}|${x.instructions}|${x.time_limit}`} x={x} />
      </section>
      <ol className="space-y-4">
        {x.questions.map((qq, i) => (
          <QuestionBlock key={`${qq.slug}:${qq.order}:${qq.choices.length}`} x={x} q={qq} i={i} />
        ))}
      </ol>
      {adding ? (
        <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-bold text-slate-900">{m.addQuestion}</h2>
          <QuestionEditor
            exerciseSlug={x.slug}
            skill={x.exam.skill}
            question={null}
            onSaved={() => setAdding(false)}
          />
        </section>
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
          {m.addQuestion}
        </button>
      )}
    </div>
  );
}
