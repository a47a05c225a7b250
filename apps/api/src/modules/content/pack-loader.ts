import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { trailingNumber } from '@prepa/shared';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { sniffAudio, sniffImage } from '../../lib/audio-sniff';
import { messages } from '../../lib/messages';
import { safeKey } from '../../lib/storage';
import {
  type Pack,
  packExam,
  type PackExam,
  packManifest,
  type PackManifest,
  type PackProblem,
} from './pack-schema';

const m = messages.content;
const IMAGE_EXT = new Set(['.png', '.jpg', '.jpeg', '.webp', '.gif', '.svg']);
const AUDIO_EXT = new Set(['.mp3', '.ogg', '.opus', '.oga', '.m4a', '.wav', '.webm']);
/** What a fallback copy may be: AAC in MP4 (.m4a) or MP3, which every browser plays. */
const FALLBACK_TYPES = new Set(['audio/mp4', 'audio/mpeg']);
const QUESTION_TYPES_BY_SKILL: Record<string, readonly string[]> = {
  READING: ['MCQ'],
  LISTENING: ['MCQ'],
  WRITING: ['open_text', 'essay'],
  SPEAKING: ['audio'],
};

export function formatPath(p: readonly PropertyKey[]): string {
  return p.reduce<string>(
    (acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc ? `${acc}.${String(k)}` : String(k)),
    '',
  );
}

async function listFiles(root: string, rel = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(root, rel), { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const r = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(root, r)));
    else if (entry.isFile()) out.push(r);
  }
  return out.sort();
}

/**
 * Reads and validates a whole pack without touching the database or the storage. Every problem is
 * reported (file, path, French message); a pack is returned only when there is none.
 * `knownExamTypes` tells which exam type slugs already exist in the database.
 */
export async function loadPack(
  dir: string,
  knownExamTypes: (slugs: string[]) => Promise<Set<string>>,
): Promise<{ pack?: Pack; problems: PackProblem[] }> {
  const problems: PackProblem[] = [];
  const add = (file: string, p: string, message: string) => problems.push({ file, path: p, message });
  if (!existsSync(dir) || !(await stat(dir)).isDirectory()) {
    return { problems: [{ file: dir, path: '', message: m.folderMissing(dir) }] };
  }

  async function parseFile<S extends z.ZodType>(rel: string, schema: S): Promise<z.infer<S> | undefined> {
    let raw: unknown;
    try {
      raw = parseYaml(await readFile(path.join(dir, rel), 'utf8'));
    } catch (err) {
      add(rel, '', m.yamlInvalid((err as Error).message.split('\n')[0] ?? ''));
      return undefined;
    }
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      add(rel, '', m.notAnObject);
      return undefined;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) add(rel, formatPath(issue.path), issue.message);
      return undefined;
    }
    return parsed.data;
  }

  const manifestFile = ['pack.yaml', 'pack.yml', 'pack.json'].find((f) => existsSync(path.join(dir, f)));
  let manifest: PackManifest | undefined;
  if (!manifestFile) add('pack.yaml', '', m.packMissing);
  else manifest = await parseFile(manifestFile, packManifest);

  const examDir = path.join(dir, 'exams');
  const examFiles = existsSync(examDir)
    ? (await listFiles(examDir)).filter((f) => /\.(ya?ml|json)$/i.test(f)).map((f) => `exams/${f}`)
    : [];
  const exams: { file: string; exam: PackExam }[] = [];
  for (const f of examFiles) {
    const exam = await parseFile(f, packExam);
    if (exam) exams.push({ file: f, exam });
  }

  const mediaDir = path.join(dir, 'media');
  const mediaFiles = existsSync(mediaDir) ? await listFiles(mediaDir) : [];
  const mediaOk = new Map<string, 'image' | 'audio'>();
  const audioTypes: Record<string, string> = {};
  for (const f of mediaFiles) {
    const ext = path.extname(f).toLowerCase();
    const kind = IMAGE_EXT.has(ext) ? 'image' : AUDIO_EXT.has(ext) ? 'audio' : null;
    if (!kind || !safeKey(`media/${f}`)) {
      add(`media/${f}`, '', kind ? m.mediaPath : m.mediaType(f));
      continue;
    }
    const head = (await readFile(path.join(mediaDir, f))).subarray(0, 4096);
    const audio = kind === 'audio' ? sniffAudio(head) : null;
    if (kind === 'image' ? !sniffImage(head) : !audio) {
      add(`media/${f}`, '', m.mediaKind(f, kind === 'image' ? 'image' : 'audio'));
      continue;
    }
    mediaOk.set(f, kind);
    if (audio) audioTypes[f] = audio.mime;
  }

  // Cross-file rules: unique slugs per kind, references, titles, MCQ, types per skill, media.
  const seen = new Map<string, string>();
  const unique = (kind: string, slug: string, file: string, p: string) => {
    const key = `${kind}:${slug}`;
    const first = seen.get(key);
    if (first) add(file, p, m.duplicate(kind, slug, first));
    else seen.set(key, `${file} ${p}`);
  };
  const packTypes = new Set((manifest?.examTypes ?? []).map((t) => t.slug));
  manifest?.examTypes.forEach((t, i) => unique("Type d'examen", t.slug, manifestFile!, `examTypes[${i}]`));
  manifest?.packages.forEach((p, i) => unique('Forfait', p.slug, manifestFile!, `packages[${i}]`));
  manifest?.promoCodes.forEach((p, i) =>
    unique('Code promo', p.code.toUpperCase(), manifestFile!, `promoCodes[${i}]`),
  );

  const refs: { slug: string; file: string; path: string }[] = [];
  manifest?.packages.forEach((p, i) =>
    refs.push({ slug: p.examType, file: manifestFile!, path: `packages[${i}].examType` }),
  );
  manifest?.promoCodes.forEach((p, i) =>
    (p.examTypes ?? []).forEach((s, j) =>
      refs.push({ slug: s, file: manifestFile!, path: `promoCodes[${i}].examTypes[${j}]` }),
    ),
  );

  for (const { file, exam } of exams) {
    unique('Examen', exam.slug, file, 'slug');
    refs.push({ slug: exam.examType, file, path: 'examType' });
    exam.exercises.forEach((ex, i) => {
      const ep = `exercises[${i}]`;
      unique('Exercice', ex.slug, file, `${ep}.slug`);
      if (trailingNumber(ex.title) === null) add(file, `${ep}.title`, m.titleNumber);
      const orders = new Set<number>();
      ex.questions.forEach((q, j) => {
        const qp = `${ep}.questions[${j}]`;
        unique('Question', q.slug, file, `${qp}.slug`);
        if (orders.has(q.order)) add(file, `${qp}.order`, m.duplicateOrder(q.order));
        orders.add(q.order);
        if (!QUESTION_TYPES_BY_SKILL[exam.skill]!.includes(q.type)) {
          add(file, `${qp}.type`, m.typeForSkill(q.type, exam.skill));
        }
        if (q.type === 'MCQ') {
          if (q.choices.length < 2 || q.choices.length > 6) add(file, `${qp}.choices`, m.mcqChoices);
          const right = q.choices.filter((c) => c.correct).length;
          if (right !== 1) add(file, `${qp}.choices`, m.mcqOneCorrect(right));
        } else if (q.choices.length) {
          add(file, `${qp}.choices`, m.noChoices);
        }
        if (q.explanation) {
          if (q.type !== 'MCQ') add(file, `${qp}.explanation`, m.explanationMcqOnly);
          const wrong = new Set(q.choices.filter((c) => !c.correct).map((c) => c.slug));
          const given = Object.keys(q.explanation.distractors);
          for (const k of given) {
            if (!wrong.has(k)) add(file, `${qp}.explanation.distractors.${k}`, m.explanationUnknownChoice(k));
          }
          for (const w of wrong) {
            if (!given.includes(w)) add(file, `${qp}.explanation.distractors`, m.explanationMissingChoice(w));
          }
        }
        q.choices.forEach((c, k) => unique('Choix', c.slug, file, `${qp}.choices[${k}].slug`));
        if (
          q.expected?.min !== undefined &&
          q.expected.max !== undefined &&
          q.expected.min > q.expected.max
        ) {
          add(file, `${qp}.expected`, m.expectedRange);
        }
        if (q.speaking && q.type !== 'audio') add(file, `${qp}.speaking`, m.speakingOnlyAudio);
        if (q.speaking && q.expected?.min !== undefined && q.expected.min > q.speaking.maxDuration) {
          add(file, `${qp}.speaking.maxDuration`, m.speakingLimitUnderExpected);
        }
        q.resources.forEach((r, k) => {
          if (r.transcript !== undefined && r.kind !== 'audio') {
            add(file, `${qp}.resources[${k}].transcript`, m.transcriptAudioOnly);
          }
          const rp = `${qp}.resources[${k}].file`;
          if (!safeKey(`media/${r.file}`)) add(file, rp, m.mediaPath);
          else if (!mediaFiles.includes(r.file)) add(file, rp, m.mediaMissing(r.file));
          else if (mediaOk.has(r.file) && mediaOk.get(r.file) !== r.kind) {
            add(file, rp, m.mediaKind(r.file, r.kind === 'image' ? 'image' : 'audio'));
          }
          if (r.fallback === undefined) return;
          const fp = `${qp}.resources[${k}].fallback`;
          if (r.kind !== 'audio') add(file, fp, m.fallbackAudioOnly);
          else if (!safeKey(`media/${r.fallback}`)) add(file, fp, m.mediaPath);
          else if (!mediaFiles.includes(r.fallback)) add(file, fp, m.mediaMissing(r.fallback));
          else if (mediaOk.has(r.fallback) && !FALLBACK_TYPES.has(audioTypes[r.fallback] ?? '')) {
            add(file, fp, m.fallbackFormat(r.fallback));
          }
        });
      });
    });
  }

  const missing = refs.filter((r) => !packTypes.has(r.slug));
  const inDb = missing.length ? await knownExamTypes([...new Set(missing.map((r) => r.slug))]) : new Set();
  for (const r of missing) if (!inDb.has(r.slug)) add(r.file, r.path, m.unknownExamType(r.slug));

  if (problems.length || !manifest) return { problems };
  return {
    problems,
    pack: {
      dir,
      manifest,
      exams: exams.map((e) => e.exam),
      mediaFiles: [...mediaOk.keys()],
      audioTypes,
    },
  };
}
