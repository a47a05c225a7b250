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
import { encodeAacFallback } from '../../lib/ffmpeg';
import { messages } from '../../lib/messages';
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
  /** AAC copies made by this import for Opus documents that came without one. */
  transcoded: number;
}

/** Options of an import: how an AAC copy is made from an Opus document (ffmpeg by default). */
export interface ImportOptions {
  encodeFallback?: (input: Buffer) => Promise<Buffer>;
}

/** Containers whose audio is Opus (or Vorbis), which older iPhones cannot play. */
const NEEDS_FALLBACK = new Set(['audio/ogg', 'audio/webm']);

/**
 * The fallback copy (AAC or MP3) of each audio document: the one the pack names; else, for an
 * Opus document, `<same name>.m4a` from the pack when it holds one, or made now with ffmpeg and
 * stored beside it. Returns media path -> fallback media path.
 */
async function fallbacksOf(
  storage: Storage,
  pack: Pack,
  encode: (input: Buffer) => Promise<Buffer>,
): Promise<{ map: Map<string, string>; made: number }> {
  const map = new Map<string, string>();
  let made = 0;
  const media = new Set(pack.mediaFiles);
  for (const exam of pack.exams)
    for (const e of exam.exercises)
      for (const q of e.questions)
        for (const r of q.resources) {
          if (r.kind !== 'audio' || map.has(r.file)) continue;
          if (r.fallback) {
            map.set(r.file, r.fallback);
            continue;
          }
          if (!NEEDS_FALLBACK.has(pack.audioTypes[r.file] ?? '')) continue;
          const copy = `${r.file.replace(/\.[^./]+$/, '')}.m4a`;
          if (!media.has(copy)) {
            let out: Buffer;
            try {
              out = await encode(await readFile(path.join(pack.dir, 'media', r.file)));
            } catch (err) {
              throw new Error(messages.content.fallbackFailed(r.file, (err as Error).message), {
                cause: err,
              });
            }
            await storage.put(`media/${copy}`, out, 'audio/mp4');
            made++;
          }
          map.set(r.file, copy);
        }
  return { map, made };
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
export async function importPack(
  db: Db,
  storage: Storage,
  pack: Pack,
  o: ImportOptions = {},
): Promise<ImportSummary> {
  for (const f of pack.mediaFiles) {
    await storage.put(`media/${f}`, await readFile(path.join(pack.dir, 'media', f)));
  }
  const fallbacks = await fallbacksOf(storage, pack, o.encodeFallback ?? encodeAacFallback);
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
    transcoded: fallbacks.made,
  };

  await db.transaction(async (tx) => {
    // Two imports at once (several processes starting) wait for each other.
    await tx.execute(sql`select pg_advisory_xact_lock(724302)`);
    // Every process forgets its cached catalogue when this transaction commits.
    await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
    const { manifest } = pack;
    // `published` only when the pack says it: a re-import keeps what an operator decided.
    for (const t of manifest.examTypes) {
      const { published, ...rest } = t;
      await tx
        .insert(examTypes)
        .values({ ...rest, scoring: t.scoring ?? null, published: published ?? true, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: examTypes.slug,
          set: {
            name: ex('name'),
            description: ex('description'),
            position: ex('position'),
            scoring: ex('scoring'),
            updatedAt: ex('updated_at'),
            ...(published !== undefined ? { published: ex('published') } : {}),
          },
        });
    }
    s.examTypes = manifest.examTypes.length;
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
          published: exam.published ?? true,
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
            ...(exam.published !== undefined ? { published: ex('published') } : {}),
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
            published: e.published ?? true,
          })
          .onConflictDoUpdate({
            target: exercises.slug,
            set: {
              title: ex('title'),
              instructions: ex('instructions'),
              timeLimit: ex('time_limit'),
              examId: ex('exam_id'),
              number: ex('number'),
              ...(e.published !== undefined ? { published: ex('published') } : {}),
            },
          })
          .returning({ id: exercises.id });
        s.exercises++;
        await importQuestions(tx, exRow!.id, e.questions, s, fallbacks.map);
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
  fallbacks: Map<string, string>,
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
        taskKind: q.speaking?.task ?? null,
        taskGoal: q.speaking?.goal ?? null,
        preparationSeconds: q.speaking?.preparation ?? null,
        recordingMaxSeconds: q.speaking?.maxDuration ?? null,
        explanation: q.explanation ?? null,
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
        taskKind: ex('task_kind'),
        taskGoal: ex('task_goal'),
        preparationSeconds: ex('preparation_seconds'),
        recordingMaxSeconds: ex('recording_max_seconds'),
        explanation: ex('explanation'),
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
      fallbackFile: r.kind === 'audio' ? (fallbacks.get(r.file) ?? null) : null,
      title: r.title,
      transcript: r.transcript ?? null,
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
