import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { trailingNumber } from '@prepa/shared';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  choices,
  exams,
  examTypes,
  exercises,
  packages,
  promoCodeExamTypes,
  promoCodes,
  questions,
  resources,
} from '../../db/schema';
import { CATALOG_CHANNEL, catalogChanges } from '../../lib/content-events';
import type { Storage } from '../../lib/storage';
import type { Pack } from './pack-schema';

export interface ImportSummary {
  examTypes: number;
  exams: number;
  exercises: number;
  questions: number;
  choices: number;
  resources: number;
  packages: number;
  promoCodes: number;
  media: number;
}

const ex = (column: string) => sql.raw(`excluded."${column}"`);

/** Existing exam type slugs among the given ones (references of a pack to the database). */
export async function existingExamTypes(db: Db, slugs: string[]): Promise<Set<string>> {
  if (!slugs.length) return new Set();
  const rows = await db
    .select({ slug: examTypes.slug })
    .from(examTypes)
    .where(inArray(examTypes.slug, slugs));
  return new Set(rows.map((r) => r.slug));
}

async function examTypeIds(tx: Tx, slugs: string[]): Promise<Map<string, number>> {
  if (!slugs.length) return new Map();
  const rows = await tx
    .select({ id: examTypes.id, slug: examTypes.slug })
    .from(examTypes)
    .where(inArray(examTypes.slug, slugs));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/**
 * Imports a validated pack: media first (files without a database row are harmless), then every
 * row in ONE transaction, upserted by slug. Imports never delete exercises or questions (learners'
 * answers point to them); the resources and choices of each imported question are replaced.
 */
export async function importPack(db: Db, storage: Storage, pack: Pack): Promise<ImportSummary> {
  for (const f of pack.mediaFiles) {
    await storage.put(`media/${f}`, await readFile(path.join(pack.dir, 'media', f)));
  }
  const s: ImportSummary = {
    examTypes: 0,
    exams: 0,
    exercises: 0,
    questions: 0,
    choices: 0,
    resources: 0,
    packages: 0,
    promoCodes: 0,
    media: pack.mediaFiles.length,
  };

  await db.transaction(async (tx) => {
    // Two imports at once (several processes starting) wait for each other.
    await tx.execute(sql`select pg_advisory_xact_lock(724302)`);
    // Every process forgets its cached catalogue when this transaction commits.
    await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
    const { manifest } = pack;
    if (manifest.examTypes.length) {
      await tx
        .insert(examTypes)
        .values(manifest.examTypes.map((t) => ({ ...t, updatedAt: new Date() })))
        .onConflictDoUpdate({
          target: examTypes.slug,
          set: {
            name: ex('name'),
            description: ex('description'),
            position: ex('position'),
            updatedAt: ex('updated_at'),
          },
        });
      s.examTypes = manifest.examTypes.length;
    }
    const typeSlugs = [
      ...manifest.packages.map((p) => p.examType),
      ...manifest.promoCodes.flatMap((p) => p.examTypes ?? []),
      ...pack.exams.map((e) => e.examType),
    ];
    const typeId = await examTypeIds(tx, [...new Set(typeSlugs)]);

    for (const exam of pack.exams) {
      const [examRow] = await tx
        .insert(exams)
        .values({
          slug: exam.slug,
          name: exam.name,
          description: exam.description,
          skill: exam.skill,
          examTypeId: typeId.get(exam.examType)!,
          difficulty: exam.difficulty,
          position: exam.position,
        })
        .onConflictDoUpdate({
          target: exams.slug,
          set: {
            name: ex('name'),
            description: ex('description'),
            skill: ex('skill'),
            examTypeId: ex('exam_type_id'),
            difficulty: ex('difficulty'),
            position: ex('position'),
          },
        })
        .returning({ id: exams.id });
      s.exams++;
      for (const e of exam.exercises) {
        const [exRow] = await tx
          .insert(exercises)
          .values({
            slug: e.slug,
            title: e.title,
            instructions: e.instructions,
            timeLimit: e.timeLimit,
            examId: examRow!.id,
            number: trailingNumber(e.title) ?? 0,
          })
          .onConflictDoUpdate({
            target: exercises.slug,
            set: {
              title: ex('title'),
              instructions: ex('instructions'),
              timeLimit: ex('time_limit'),
              examId: ex('exam_id'),
              number: ex('number'),
            },
          })
          .returning({ id: exercises.id });
        s.exercises++;
        await importQuestions(tx, exRow!.id, e.questions, s);
      }
    }

    for (const p of manifest.packages) {
      await tx
        .insert(packages)
        .values({
          slug: p.slug,
          name: p.name,
          examTypeId: typeId.get(p.examType)!,
          period: p.period,
          price: p.price,
          position: p.position,
          isActive: p.active,
        })
        .onConflictDoUpdate({
          target: packages.slug,
          set: {
            name: ex('name'),
            examTypeId: ex('exam_type_id'),
            period: ex('period'),
            price: ex('price'),
            position: ex('position'),
            isActive: ex('is_active'),
          },
        });
      s.packages++;
    }

    for (const p of manifest.promoCodes) {
      const [row] = await tx
        .insert(promoCodes)
        .values({
          code: p.code.toUpperCase(),
          percentage: p.percentage,
          validFrom: p.validFrom ?? null,
          validUntil: p.validUntil ?? null,
          maxUses: p.maxUses ?? null,
          isActive: p.active,
        })
        .onConflictDoUpdate({
          target: promoCodes.code,
          set: {
            percentage: ex('percentage'),
            validFrom: ex('valid_from'),
            validUntil: ex('valid_until'),
            maxUses: ex('max_uses'),
            isActive: ex('is_active'),
          },
        })
        .returning({ id: promoCodes.id });
      await tx.delete(promoCodeExamTypes).where(eq(promoCodeExamTypes.promoCodeId, row!.id));
      const ids = (p.examTypes ?? []).map((t) => typeId.get(t)!);
      if (ids.length) {
        await tx
          .insert(promoCodeExamTypes)
          .values(ids.map((examTypeId) => ({ promoCodeId: row!.id, examTypeId })));
      }
      s.promoCodes++;
    }
  });
  catalogChanges.emit();
  return s;
}

async function importQuestions(
  tx: Tx,
  exerciseId: number,
  qs: Pack['exams'][number]['exercises'][number]['questions'],
  s: ImportSummary,
) {
  const rows = await tx
    .insert(questions)
    .values(
      qs.map((q) => ({
        slug: q.slug,
        exerciseId,
        order: q.order,
        questionType: q.type,
        questionText: q.text,
        subject: q.subject ?? null,
        level: q.level,
        expectedMin: q.expected?.min ?? null,
        expectedMax: q.expected?.max ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: questions.slug,
      set: {
        exerciseId: ex('exercise_id'),
        order: ex('order'),
        questionType: ex('question_type'),
        questionText: ex('question_text'),
        subject: ex('subject'),
        level: ex('level'),
        expectedMin: ex('expected_min'),
        expectedMax: ex('expected_max'),
      },
    })
    .returning({ id: questions.id, slug: questions.slug });
  s.questions += rows.length;
  const idOf = new Map(rows.map((r) => [r.slug, r.id]));
  const ids = rows.map((r) => r.id);

  await tx.delete(resources).where(inArray(resources.questionId, ids));
  const res = qs.flatMap((q) =>
    q.resources.map((r, i) => ({
      questionId: idOf.get(q.slug)!,
      kind: r.kind,
      file: r.file,
      title: r.title,
      position: i,
    })),
  );
  if (res.length) await tx.insert(resources).values(res);
  s.resources += res.length;

  const chs = qs.flatMap((q) =>
    q.choices.map((c, i) => ({
      slug: c.slug,
      questionId: idOf.get(q.slug)!,
      text: c.text,
      isCorrect: c.correct,
      position: i,
    })),
  );
  // Choices of these questions that left the pack go away (an answer keeps its row, without choice).
  const keep = chs.map((c) => c.slug);
  await tx
    .delete(choices)
    .where(
      keep.length
        ? and(inArray(choices.questionId, ids), notInArray(choices.slug, keep))
        : inArray(choices.questionId, ids),
    );
  if (chs.length) {
    await tx
      .insert(choices)
      .values(chs)
      .onConflictDoUpdate({
        target: choices.slug,
        set: {
          questionId: ex('question_id'),
          text: ex('text'),
          isCorrect: ex('is_correct'),
          position: ex('position'),
        },
      });
  }
  s.choices += chs.length;
}
