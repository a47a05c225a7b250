import type { AdminQuestion, QuestionInput, Skill } from '@prepa/shared';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { adminContent as m, adminShell } from '../../../lib/messages';
import { Field } from '../ui/Field';
import { saveQuestion, useContentWrite } from '../../../api/admin-content';

const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
const TYPES_BY_SKILL: Record<Skill, QuestionInput['type'][]> = {
  READING: ['MCQ'],
  LISTENING: ['MCQ'],
  WRITING: ['open_text', 'essay'],
  SPEAKING: ['audio'],
};
interface ChoiceDraft {
  text: string;
  correct: boolean;
  why: string;
}

const blank = (skill: Skill) => ({
  type: TYPES_BY_SKILL[skill][0]!,
  level: 'B1' as QuestionInput['level'],
  text: '',
  explanation: '',
  expected_min: '',
  expected_max: '',
  choices:
    TYPES_BY_SKILL[skill][0] === 'MCQ'
      ? Array.from({ length: 4 }, (_, i): ChoiceDraft => ({ text: '', correct: i === 0, why: '' }))
      : [],
});

/** The form of one question: type, level, statement, choices with the right one and why each other is wrong. */
export function QuestionEditor({
  exerciseSlug,
  skill,
  question,
  onSaved,
}: {
  exerciseSlug: string;
  skill: Skill;
  question: AdminQuestion | null;
  onSaved?: (slug: string) => void;
}) {
  const [v, setV] = useState(() =>
    question
      ? {
          type: question.type,
          level: question.level,
          text: question.text,
          explanation: question.explanation ?? '',
          expected_min: question.expected_min?.toString() ?? '',
          expected_max: question.expected_max?.toString() ?? '',
          choices: question.choices.map((c) => ({ text: c.text, correct: c.correct, why: c.why ?? '' })),
        }
      : blank(skill),
  );
  const [error, setError] = useState<ApiError | null>(null);
  const write = useContentWrite();
  const toast = useToast();
  const err = (k: string) => error?.field(k);
  const mcq = v.type === 'MCQ';
  const setChoice = (i: number, c: Partial<ChoiceDraft>) =>
    setV({
      ...v,
      choices: v.choices.map((o, j) =>
        c.correct ? { ...o, ...(j === i ? c : {}), correct: j === i } : j === i ? { ...o, ...c } : o,
      ),
    });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const body: QuestionInput = {
      type: v.type,
      level: v.level,
      text: v.text,
      ...(mcq && v.explanation.trim() ? { explanation: v.explanation } : {}),
      expected_min: v.expected_min ? Number(v.expected_min) : null,
      expected_max: v.expected_max ? Number(v.expected_max) : null,
      choices: mcq
        ? v.choices.map((c) => ({
            text: c.text,
            correct: c.correct,
            ...(c.why.trim() ? { why: c.why } : {}),
          }))
        : [],
    };
    try {
      const res = await write.mutateAsync(saveQuestion(exerciseSlug, question?.slug ?? null, body));
      toast.success(res.detail);
      onSaved?.(res.slug ?? '');
    } catch (e2) {
      if (e2 instanceof ApiError) setError(e2);
      else toast.error(errorMessage(e2, adminShell.saveError));
    }
  };
  const prefix = question?.slug ?? 'nouvelle';
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="space-y-3"
      data-testid={`question-form-${prefix}`}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={m.type} error={err('type')}>
          {(p) => (
            <select
              {...p}
              className="field-input"
              value={v.type}
              onChange={(e) => setV({ ...v, type: e.target.value as QuestionInput['type'] })}
            >
              {TYPES_BY_SKILL[skill].map((t) => (
                <option key={t} value={t}>
                  {m.types[t]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={m.level} error={err('level')}>
          {(p) => (
            <select
              {...p}
              className="field-input"
              value={v.level}
              onChange={(e) => setV({ ...v, level: e.target.value as QuestionInput['level'] })}
            >
              {LEVELS.map((l) => (
                <option key={l}>{l}</option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label={m.text} error={err('text')}>
        {(p) => (
          <textarea
            {...p}
            className="field-input"
            rows={3}
            value={v.text}
            onChange={(e) => setV({ ...v, text: e.target.value })}
          />
        )}
      </Field>
      {mcq ? (
        <fieldset className="space-y-3">
          <legend className="field-label">{m.choices}</legend>
          {err('choices') && <p className="field-error">{err('choices')}</p>}
          {v.choices.map((c, i) => (
            <div key={i} className="rounded-lg border border-slate-200 p-3" data-testid="choice">
              <Field label={m.choice(i + 1)} error={err(`choices.${i}.text`)}>
                {(p) => (
                  <input
                    {...p}
                    className="field-input"
                    value={c.text}
                    onChange={(e) => setChoice(i, { text: e.target.value })}
                  />
                )}
              </Field>
              <label className="mt-2 flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${prefix}-correct`}
                  checked={c.correct}
                  onChange={() => setChoice(i, { correct: true })}
                />
                {m.correct}
              </label>
              {!c.correct && (
                <Field label={m.why} error={err(`choices.${i}.why`)}>
                  {(p) => (
                    <input
                      {...p}
                      className="field-input"
                      value={c.why}
                      onChange={(e) => setChoice(i, { why: e.target.value })}
                    />
                  )}
                </Field>
              )}
              {v.choices.length > 2 && (
                <button
                  type="button"
                  className="mt-2 text-sm font-semibold text-red-800 underline"
                  onClick={() => setV({ ...v, choices: v.choices.filter((_, j) => j !== i) })}
                >
                  {m.removeChoice}
                </button>
              )}
            </div>
          ))}
          {v.choices.length < 6 && (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setV({ ...v, choices: [...v.choices, { text: '', correct: false, why: '' }] })}
            >
              {m.addChoice}
            </button>
          )}
          <Field label={m.explanation} error={err('explanation')}>
            {(p) => (
              <textarea
                {...p}
                className="field-input"
                rows={2}
                value={v.explanation}
                onChange={(e) => setV({ ...v, explanation: e.target.value })}
              />
            )}
          </Field>
        </fieldset>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={m.expectedMin} hint={m.expectedHint} error={err('expected_min')}>
            {(p) => (
              <input
                {...p}
                className="field-input"
                inputMode="numeric"
                value={v.expected_min}
                onChange={(e) => setV({ ...v, expected_min: e.target.value })}
              />
            )}
          </Field>
          <Field label={m.expectedMax} error={err('expected_max')}>
            {(p) => (
              <input
                {...p}
                className="field-input"
                inputMode="numeric"
                value={v.expected_max}
                onChange={(e) => setV({ ...v, expected_max: e.target.value })}
              />
            )}
          </Field>
        </div>
      )}
      {error && !error.data && (
        <p role="alert" className="field-error">
          {error.message}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={write.isPending}>
        {m.save}
      </button>
    </form>
  );
}
