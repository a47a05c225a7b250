#!/usr/bin/env node
// Génère le pack de démonstration content/demo/ : pack.yaml, exams/*.yaml, media/ (SVG, audio Opus et AAC).
// Usage : node scripts/content/generate.mjs [--force-audio] [--no-audio]
// Déterministe : mêmes données -> mêmes fichiers. L'audio déjà produit (manifeste à jour) n'est pas refait.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { stringify } from 'yaml';
import { balancedTargets, expression, mcq, tcfMcqExercise } from './lib/build.mjs';
import { saveManifest, synthesize } from './lib/audio.mjs';
import { pad2 } from './lib/util.mjs';
import pack from './texts/pack.mjs';
import { TCF_EXAMS } from './texts/tcf/exams.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const OUT = join(ROOT, 'content/demo');
const args = new Set(process.argv.slice(2));
const TEXTS = new URL('./texts/', import.meta.url).pathname;

const yaml = (obj) => stringify(obj, { lineWidth: 100, minContentWidth: 40, blockQuote: 'literal' });

async function load(file) {
  return (await import(new URL(`./texts/${file}`, import.meta.url))).default;
}

const seriesFiles = (dir, prefix) =>
  readdirSync(join(TEXTS, dir))
    .filter((f) => f.startsWith(prefix) && f.endsWith('.mjs'))
    .sort((a, b) => parseInt(a.match(/(\d+)\.mjs$/)[1]) - parseInt(b.match(/(\d+)\.mjs$/)[1]));

const exams = [];
const media = [];

// --- TCF Canada ---------------------------------------------------------------------------------
for (const def of TCF_EXAMS) {
  const exercises = [];
  if (def.mcq) {
    for (const f of seriesFiles('tcf', def.mcq.files)) {
      const data = await load(`tcf/${f}`);
      const expl = join(TEXTS, 'tcf', `explications-${f}`);
      const explanations = existsSync(expl) ? await load(`tcf/explications-${f}`) : undefined;
      const r = tcfMcqExercise({ ...def.mcq, n: data.n, items: data.items, explanations });
      exercises.push(r.exercise);
      media.push(...r.media);
    }
  } else {
    const series = await load(`tcf/${def.tasks.file}`);
    const criteria = def.tasks.criteria ? await load(`tcf/${def.tasks.criteria}`) : {};
    series.forEach((s, i) => {
      const n = i + 1;
      const slug = `${def.tasks.prefix}-serie-${n}`;
      const questions = s.tasks.map((task, j) => {
        const r = expression({
          slug: `${def.tasks.prefix}-${n}-t${j + 1}`,
          order: j + 1,
          task: { unit: def.tasks.unit, ...task, ...criteria[`${def.tasks.prefix}-${n}-t${j + 1}`] },
          audioDir: `${def.tasks.prefix}-${n}`,
        });
        media.push(...r.media);
        return r.question;
      });
      exercises.push({
        slug,
        title: `${def.tasks.title} ${n}`,
        instructions: s.instructions ?? def.tasks.instructions,
        timeLimit: def.tasks.timeLimit,
        questions,
      });
    });
  }
  exams.push({ ...def.exam, exercises });
}

// --- Échantillons des autres examens -------------------------------------------------------------
for (const f of readdirSync(join(TEXTS, 'autres'))
  .filter((x) => x.endsWith('.mjs'))
  .sort()) {
  const data = await load(`autres/${f}`);
  for (const ex of data.exams) {
    const exercises = ex.exercises.map((e) => {
      const targets = balancedTargets(e.slug, (e.questions ?? []).length);
      const questions = (e.questions ?? e.tasks).map((item, i) => {
        const slug = `${e.slug}-q${pad2(i + 1)}`;
        const r = e.questions
          ? mcq({
              slug,
              order: i + 1,
              level: item.level,
              item,
              lang: data.lang,
              audioDir: e.slug,
              audioTitle: data.audioTitle,
              target: targets[i],
            })
          : expression({
              slug,
              order: i + 1,
              task: { unit: ex.skill === 'SPEAKING' ? 's' : 'w', ...item },
              lang: data.lang,
              audioDir: e.slug,
            });
        media.push(...r.media);
        return r.question;
      });
      return {
        slug: e.slug,
        title: e.title,
        instructions: e.instructions,
        timeLimit: e.timeLimit ?? null,
        questions,
      };
    });
    exams.push({
      slug: ex.slug,
      name: ex.name,
      description: ex.description,
      examType: data.examType,
      skill: ex.skill,
      difficulty: ex.difficulty,
      position: ex.position,
      exercises,
    });
  }
}

// --- Écriture -----------------------------------------------------------------------------------
mkdirSync(join(OUT, 'exams'), { recursive: true });
writeFileSync(join(OUT, 'pack.yaml'), yaml(pack));
const examFiles = new Set();
for (const e of exams) {
  const file = `${e.slug}.yaml`;
  examFiles.add(file);
  writeFileSync(join(OUT, 'exams', file), yaml(e));
}
for (const f of readdirSync(join(OUT, 'exams'))) if (!examFiles.has(f)) rmSync(join(OUT, 'exams', f));

const wanted = new Set();
let made = 0;
media.forEach((m, i) => {
  const path = join(OUT, 'media', m.file);
  wanted.add(path);
  mkdirSync(dirname(path), { recursive: true });
  if (m.kind === 'image') writeFileSync(path, m.svg);
  else {
    const fallback = m.fallback && { out: join(OUT, 'media', m.fallback), key: m.fallback };
    if (fallback) wanted.add(fallback.out);
    if (args.has('--no-audio')) return;
    if (synthesize(path, m.job, m.file, args.has('--force-audio'), fallback)) {
      made++;
      if (made % 20 === 0) process.stdout.write(`  audio ${i + 1}/${media.length}\n`);
    }
  }
});
saveManifest();

// Supprime les médias qui ne sont plus référencés (le pack reste le reflet exact des données).
function sweep(dir) {
  if (!existsSync(dir)) return;
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) {
      sweep(p);
      if (readdirSync(p).length === 0) rmSync(p, { recursive: true });
    } else if (!wanted.has(p) && !(args.has('--no-audio') && /\.(ogg|m4a)$/.test(p))) rmSync(p);
  }
}
sweep(join(OUT, 'media'));

const nq = exams.reduce((s, e) => s + e.exercises.reduce((t, x) => t + x.questions.length, 0), 0);
console.log(
  `${relative(ROOT, OUT)} : ${exams.length} examens, ${exams.reduce((s, e) => s + e.exercises.length, 0)} exercices, ` +
    `${nq} questions, ${wanted.size} médias (${made} audio synthétisés).`,
);
