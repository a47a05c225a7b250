import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PackImportResponse } from '@prepa/shared';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import type { Storage } from '../../lib/storage';
import { readTar, TarError, writeTar, type TarEntry } from '../../lib/tar';
import { importPackFromDir } from '../content/seed';
import type { PackExam, PackQuestion } from '../content/pack-schema';
import type { ContentDeps } from './content-admin.service';

const m = messages.backOfficeContent;
/** An uploaded pack: at most this many files and bytes once unpacked. */
export const PACK_MAX_FILES = 5000;
export const PACK_MAX_BYTES = 200 * 1024 * 1024;

type QuestionWithParts = Awaited<ReturnType<ContentDeps['content']['questionsOf']>>[number];

function packQuestion(q: QuestionWithParts): PackQuestion {
  const speaking =
    q.questionType === 'audio' && q.taskKind && q.taskGoal && q.recordingMaxSeconds
      ? {
          task: q.taskKind,
          goal: q.taskGoal,
          preparation: q.preparationSeconds ?? 0,
          maxDuration: q.recordingMaxSeconds,
        }
      : undefined;
  const expected =
    q.expectedMin !== null || q.expectedMax !== null
      ? {
          ...(q.expectedMin !== null ? { min: q.expectedMin } : {}),
          ...(q.expectedMax !== null ? { max: q.expectedMax } : {}),
        }
      : undefined;
  return {
    slug: q.slug,
    order: q.order,
    type: q.questionType,
    level: q.level,
    text: q.questionText,
    ...(q.subject ? { subject: q.subject as PackQuestion['subject'] } : {}),
    ...(expected ? { expected } : {}),
    resources: q.resources.map((r) => ({
      kind: r.kind,
      file: r.file,
      title: r.title,
      ...(r.kind === 'audio' && r.transcript ? { transcript: r.transcript } : {}),
    })),
    choices: q.choices.map((c) => ({ slug: c.slug, text: c.text, correct: c.isCorrect })),
    ...(speaking ? { speaking } : {}),
    ...(q.explanation ? { explanation: q.explanation as PackQuestion['explanation'] } : {}),
  };
}

/** Export of an exam type as a content pack (content/FORMAT.md) in a .tar, and import of such a pack. */
export function createContentPacks(d: ContentDeps & { storage: Storage }) {
  return {
    /**
     * The exam type, its exams, exercises (with at least one question: a pack needs one), questions
     * and media files, drafts marked `published: false`. Packages and promo codes stay out.
     */
    async exportExamType(actorId: number, slug: string): Promise<{ name: string; tar: Buffer }> {
      const t = await d.content.examType(slug);
      if (!t) throw new NotFoundError(m.examTypeNotFound);
      const { examRows, exRows } = await d.content.examTypeContent(t.id);
      const files: TarEntry[] = [];
      const media = new Set<string>();
      const examsOut: PackExam[] = [];
      for (const e of examRows) {
        const exercisesOut: PackExam['exercises'] = [];
        for (const x of exRows.filter((r) => r.examId === e.id)) {
          const qs = await d.content.questionsOf(x.id);
          if (!qs.length) continue;
          for (const q of qs) for (const r of q.resources) media.add(r.file);
          exercisesOut.push({
            slug: x.slug,
            title: x.title,
            instructions: x.instructions,
            timeLimit: x.timeLimit,
            ...(x.published ? {} : { published: false }),
            questions: qs.map(packQuestion),
          });
        }
        examsOut.push({
          slug: e.slug,
          name: e.name,
          description: e.description,
          examType: t.slug,
          skill: e.skill,
          difficulty: e.difficulty,
          position: e.position,
          ...(e.published ? {} : { published: false }),
          exercises: exercisesOut,
        });
      }
      const manifest = {
        examTypes: [
          {
            slug: t.slug,
            name: t.name,
            description: t.description,
            position: t.position,
            ...(t.scoring ? { scoring: t.scoring } : {}),
            ...(t.published ? {} : { published: false }),
          },
        ],
      };
      files.push({ name: 'pack.json', data: Buffer.from(JSON.stringify(manifest, null, 2)) });
      for (const e of examsOut)
        files.push({ name: `exams/${e.slug}.json`, data: Buffer.from(JSON.stringify(e, null, 2)) });
      for (const f of [...media].sort())
        files.push({ name: `media/${f}`, data: await d.storage.get(`media/${f}`) });
      await d.audit.record({
        actorId,
        action: 'content.export',
        targetType: 'exam_type',
        targetId: slug,
        details: { exams: examsOut.length, media: media.size },
      });
      return { name: `${t.slug}.tar`, tar: writeTar(files) };
    },

    /** The .tar unpacked in a private folder, then what `npm run content:import` does with a folder. */
    async importArchive(actorId: number, archive: Buffer): Promise<PackImportResponse> {
      let entries: TarEntry[];
      try {
        entries = readTar(archive, { maxFiles: PACK_MAX_FILES, maxBytes: PACK_MAX_BYTES });
      } catch (err) {
        if (err instanceof TarError) throw ValidationError.field('archive', m.packArchiveInvalid);
        throw err;
      }
      const dir = await mkdtemp(path.join(tmpdir(), 'prepa-pack-'));
      try {
        for (const e of entries) {
          const file = path.join(dir, e.name);
          if (!file.startsWith(dir + path.sep)) throw ValidationError.field('archive', m.packArchiveInvalid);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, e.data);
        }
        const { problems, summary } = await importPackFromDir(d.db, d.storage, dir);
        if (problems.length)
          return { ok: false, problems, summary: null, detail: m.packInvalid(problems.length) };
        await d.audit.record({
          actorId,
          action: 'content.import',
          targetType: 'pack',
          targetId: null,
          details: { ...summary },
        });
        return { ok: true, problems: [], summary: { ...summary! }, detail: m.packImported };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
export type ContentPacks = ReturnType<typeof createContentPacks>;
