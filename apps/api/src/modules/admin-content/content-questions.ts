import { adminContentMessages as v, type questionInput } from '@prepa/shared';
import type { z } from 'zod';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import type { ContentAdminRepository } from './content-admin.repository';
import { contentChange, type ContentAdminService, type ContentDeps } from './content-admin.service';

const m = messages.backOfficeContent;
type QuestionBody = z.infer<typeof questionInput>;
const TYPES_BY_SKILL: Record<string, readonly string[]> = {
  READING: ['MCQ'],
  LISTENING: ['MCQ'],
  WRITING: ['open_text', 'essay'],
  SPEAKING: ['audio'],
};
const LETTERS = 'abcdef';

/**
 * The rules of a content pack (content/FORMAT.md) applied to one question, so that what the back
 * office saves always exports as a valid pack: type by skill, 2 to 6 choices with one right answer,
 * the explanation all or nothing, expected length in order. Every problem is reported at once.
 */
export function checkQuestion(b: QuestionBody, skill: string) {
  const errors: Record<string, string[]> = {};
  const add = (k: string, msg: string) => (errors[k] ??= []).push(msg);
  if (!TYPES_BY_SKILL[skill]?.includes(b.type)) add('type', m.typeForSkill(b.type, skill));
  if (b.type === 'MCQ') {
    if (b.choices.length < 2 || b.choices.length > 6) add('choices', v.mcqChoices);
    else if (b.choices.filter((c) => c.correct).length !== 1) add('choices', v.mcqOneCorrect);
    const explained = !!b.explanation || b.choices.some((c) => !c.correct && c.why);
    if (explained) {
      if (!b.explanation) add('explanation', v.answerMissing);
      b.choices.forEach((c, i) => {
        if (!c.correct && !c.why) add(`choices.${i}.why`, v.whyMissing);
      });
    }
  } else {
    if (b.choices.length) add('choices', v.noChoices);
    if (b.explanation) add('explanation', v.explanationMcqOnly);
  }
  if (b.expected_min != null && b.expected_max != null && b.expected_min > b.expected_max) {
    add('expected_max', v.expectedRange);
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

async function uniqueSlug(taken: (s: string) => Promise<boolean>, base: string) {
  for (let i = 0; ; i++) {
    const s = i === 0 ? base : `${base}-${i + 1}`;
    if (!(await taken(s))) return s;
  }
}

/** Writes the choices of a question in place, by position: kept rows keep their slug (answers point to them). */
async function writeChoices(
  r: ContentAdminRepository,
  questionId: number,
  questionSlug: string,
  b: QuestionBody,
) {
  const existing = await r.choicesOf(questionId);
  const slugs: string[] = [];
  for (const [i, c] of b.choices.entries()) {
    const old = existing[i];
    if (old) {
      await r.updateChoice(old.id, { text: c.text, isCorrect: c.correct, position: i });
      slugs.push(old.slug);
    } else {
      const slug = await uniqueSlug((s) => r.choiceSlugTaken(s), `${questionSlug}-${LETTERS[i]}`);
      await r.insertChoice({ slug, questionId, text: c.text, isCorrect: c.correct, position: i });
      slugs.push(slug);
    }
  }
  for (const old of existing.slice(b.choices.length)) await r.deleteChoice(old.id);
  const explanation =
    b.type === 'MCQ' && b.explanation
      ? {
          answer: b.explanation,
          distractors: Object.fromEntries(
            b.choices.flatMap((c, i) => (!c.correct && c.why ? [[slugs[i]!, c.why]] : [])),
          ),
        }
      : null;
  return explanation;
}

const fields = (b: QuestionBody) => ({
  questionType: b.type,
  level: b.level,
  questionText: b.text,
  expectedMin: b.expected_min ?? null,
  expectedMax: b.expected_max ?? null,
  taskKind: b.type === 'audio' ? (b.speaking_task ?? null) : null,
});

/** Questions written in the back office: create, edit (choices and explanation together), delete. */
export function createQuestionsAdmin(d: ContentDeps & { service: ContentAdminService }) {
  const change = contentChange(d);
  return {
    async create(actorId: number, exerciseSlug: string, b: QuestionBody) {
      const { exercise: x, exam } = await d.service.exerciseOr404(exerciseSlug);
      checkQuestion(b, exam.skill);
      const order = await d.content.nextQuestionOrder(x.id);
      const slug = await uniqueSlug((s) => d.content.slugTaken('questions', s), `${x.slug}-q${order}`);
      await change(
        actorId,
        { action: 'content.create', targetType: 'question', targetId: slug },
        async (r) => {
          const q = await r.insertQuestion({ slug, exerciseId: x.id, order, ...fields(b) });
          const explanation = await writeChoices(r, q.id, slug, b);
          await r.updateQuestion(q.id, { explanation });
        },
      );
      return { detail: m.created, slug };
    },

    async update(actorId: number, slug: string, b: QuestionBody) {
      const q = await d.content.question(slug);
      if (!q) throw new NotFoundError(m.questionNotFound);
      const { exam } = (await d.content.exerciseById(q.exerciseId))!;
      checkQuestion(b, exam.skill);
      await change(
        actorId,
        { action: 'content.update', targetType: 'question', targetId: slug },
        async (r) => {
          const explanation = await writeChoices(r, q.id, slug, b);
          await r.updateQuestion(q.id, { ...fields(b), explanation });
        },
      );
      return { detail: m.saved, slug };
    },

    /** Only a question nobody answered: answers (and their scores) point to it. */
    async remove(actorId: number, slug: string) {
      const q = await d.content.question(slug);
      if (!q) throw new NotFoundError(m.questionNotFound);
      const { exercise } = (await d.content.exerciseById(q.exerciseId))!;
      const n = (await d.content.questionsOf(exercise.id)).find((o) => o.id === q.id)?.answers ?? 0;
      if (n > 0) throw new ConflictError(m.questionHasAnswers(n));
      await change(actorId, { action: 'content.delete', targetType: 'question', targetId: slug }, (r) =>
        r.deleteQuestion(q.id),
      );
      return { detail: m.deleted };
    },
  };
}
export type QuestionsAdmin = ReturnType<typeof createQuestionsAdmin>;
