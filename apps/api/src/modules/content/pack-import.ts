import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { trailingNumber } from '@prepa/shared';
import type { Db, Tx } from '../../db/client';
import { catalogChanges } from '../../lib/content-events';
import { encodeAacFallback } from '../../lib/ffmpeg';
import { messages } from '../../lib/messages';
import type { Storage } from '../../lib/storage';
import { packImportRepository as repo } from './pack-import.repository';
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

/** Existing exam type slugs among the given ones (references of a pack to the database). */
export async function existingExamTypes(db: Db, slugs: string[]): Promise<Set<string>> {
  return repo.existingExamTypes(db, slugs);
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

  // Two imports at once wait for each other; caches are dropped when this transaction commits.
  await repo.inImportTransaction(db, async (tx) => {
    const { manifest } = pack;
    // `published` only when the pack says it: a re-import keeps what an operator decided.
    for (const t of manifest.examTypes) {
      const { published, ...rest } = t;
      await repo.upsertExamType(
        tx,
        { ...rest, scoring: t.scoring ?? null, published: published ?? true, updatedAt: new Date() },
        published !== undefined,
      );
    }
    s.examTypes = manifest.examTypes.length;
    const typeSlugs = [
      ...manifest.packages.map((p) => p.examType),
      ...manifest.promoCodes.flatMap((p) => p.examTypes ?? []),
      ...pack.exams.map((e) => e.examType),
    ];
    const typeId = await repo.examTypeIds(tx, [...new Set(typeSlugs)]);

    for (const exam of pack.exams) {
      const examId = await repo.upsertExam(
        tx,
        {
          slug: exam.slug,
          name: exam.name,
          description: exam.description,
          skill: exam.skill,
          examTypeId: typeId.get(exam.examType)!,
          difficulty: exam.difficulty,
          position: exam.position,
          published: exam.published ?? true,
        },
        exam.published !== undefined,
      );
      s.exams++;
      for (const e of exam.exercises) {
        const exerciseId = await repo.upsertExercise(
          tx,
          {
            slug: e.slug,
            title: e.title,
            instructions: e.instructions,
            timeLimit: e.timeLimit,
            examId,
            number: trailingNumber(e.title) ?? 0,
            published: e.published ?? true,
          },
          e.published !== undefined,
        );
        s.exercises++;
        await importQuestions(tx, exerciseId, e.questions, s, fallbacks.map);
      }
    }

    for (const p of manifest.packages) {
      await repo.upsertPackage(tx, {
        slug: p.slug,
        name: p.name,
        examTypeId: typeId.get(p.examType)!,
        period: p.period,
        price: p.price,
        position: p.position,
        isActive: p.active,
      });
      s.packages++;
    }

    for (const p of manifest.promoCodes) {
      await repo.upsertPromo(
        tx,
        {
          code: p.code.toUpperCase(),
          percentage: p.percentage,
          validFrom: p.validFrom ?? null,
          validUntil: p.validUntil ?? null,
          maxUses: p.maxUses ?? null,
          isActive: p.active,
        },
        (p.examTypes ?? []).map((t) => typeId.get(t)!),
      );
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
  const rows = await repo.upsertQuestions(
    tx,
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
  );
  s.questions += rows.length;
  const idOf = new Map(rows.map((r) => [r.slug, r.id]));
  const ids = rows.map((r) => r.id);

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
  await repo.replaceResources(tx, ids, res);
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
  await repo.replaceChoices(tx, ids, chs);
  s.choices += chs.length;
}
