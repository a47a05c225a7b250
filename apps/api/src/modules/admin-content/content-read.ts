import type {
  AdminContentSearchResponse,
  AdminContentTree,
  AdminExerciseDetail,
  AdminQuestionPreview,
} from '@prepa/shared';
import { NotFoundError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { mediaUrl, questionDto } from '../catalog/dto';
import type { ContentAdminRepository } from './content-admin.repository';

const m = messages.backOfficeContent;

/** The back office's reads of content: the tree, search, an exercise with every field, the preview. */
export function createContentReads(repo: ContentAdminRepository) {
  async function exerciseOr404(slug: string) {
    const row = await repo.exercise(slug);
    if (!row) throw new NotFoundError(m.exerciseNotFound);
    return row;
  }
  return {
    exerciseOr404,

    async tree(): Promise<AdminContentTree> {
      const { types, examRows, exerciseRows } = await repo.tree();
      return types.map((t) => ({
        slug: t.slug,
        name: t.name,
        description: t.description,
        position: t.position,
        published: t.published,
        exams: examRows
          .filter((e) => e.examTypeId === t.id)
          .map((e) => ({
            slug: e.slug,
            name: e.name,
            description: e.description,
            skill: e.skill,
            difficulty: e.difficulty,
            position: e.position,
            published: e.published,
            exercises: exerciseRows
              .filter((x) => x.exercise.examId === e.id)
              .map(({ exercise: x, questions }) => ({
                slug: x.slug,
                title: x.title,
                number: x.number,
                published: x.published,
                time_limit: x.timeLimit,
                questions: Number(questions),
              })),
          })),
      }));
    },

    async search(q: string): Promise<AdminContentSearchResponse> {
      const { ex, qs } = await repo.search(q);
      return [
        ...ex.map((e) => ({
          kind: 'exercise' as const,
          slug: e.slug,
          label: e.label,
          exercise_slug: e.slug,
          published: e.published,
        })),
        ...qs.map((x) => ({
          kind: 'question' as const,
          slug: x.slug,
          label: x.label.slice(0, 160),
          exercise_slug: x.exerciseSlug,
          published: x.published,
        })),
      ];
    },

    async exercise(slug: string): Promise<AdminExerciseDetail> {
      const { exercise: x, exam, examType } = await exerciseOr404(slug);
      const qs = await repo.questionsOf(x.id);
      return {
        slug: x.slug,
        title: x.title,
        instructions: x.instructions,
        time_limit: x.timeLimit,
        published: x.published,
        exam: { slug: exam.slug, name: exam.name, skill: exam.skill, published: exam.published },
        exam_type: { slug: examType.slug, name: examType.name, published: examType.published },
        questions: qs.map((q) => {
          const expl = q.explanation as { answer?: string; distractors?: Record<string, string> } | null;
          return {
            slug: q.slug,
            order: q.order,
            type: q.questionType,
            level: q.level,
            text: q.questionText,
            explanation: expl?.answer ?? null,
            expected_min: q.expectedMin,
            expected_max: q.expectedMax,
            choices: q.choices.map((c) => ({
              slug: c.slug,
              text: c.text,
              correct: c.isCorrect,
              why: expl?.distractors?.[c.slug] ?? null,
            })),
            resources: q.resources.map((r) => ({
              id: r.id,
              kind: r.kind,
              title: r.title,
              transcript: r.transcript,
              url: mediaUrl(r.file),
              fallback_url: r.fallbackFile ? mediaUrl(r.fallbackFile) : null,
            })),
            answers: q.answers,
          };
        }),
      };
    },

    /** The question through the same serialisation as the learner screens (drafts included). */
    async preview(questionSlug: string): Promise<AdminQuestionPreview> {
      const q = await repo.question(questionSlug);
      if (!q) throw new NotFoundError(m.questionNotFound);
      const { exercise: x, exam } = (await repo.exerciseById(q.exerciseId))!;
      const qs = await repo.questionsOf(x.id);
      const index = qs.findIndex((o) => o.id === q.id);
      const full = qs[index]!;
      return {
        question: questionDto(full, false),
        revealed: questionDto(full, true),
        skill: exam.skill,
        instructions: x.instructions,
        index,
        total: qs.length,
      };
    },
  };
}
export type ContentReads = ReturnType<typeof createContentReads>;
