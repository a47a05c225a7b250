#!/usr/bin/env node
// Vérifie un pack de contenu (par défaut content/demo) : slugs, références, niveaux TCF par position,
// QCM à une seule bonne réponse, médias présents et non vides, durées et nombres de mots attendus.
// Usage : node scripts/content/validate.mjs [dossier]   (code de sortie 1 en cas d'erreur)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { tcfLevel } from './lib/util.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const DIR = process.argv[2] ? join(process.cwd(), process.argv[2]) : join(ROOT, 'content/demo');
const SKILLS = ['READING', 'LISTENING', 'WRITING', 'SPEAKING'];
const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
const TYPES = ['MCQ', 'open_text', 'essay', 'audio'];
const MEDIA_EXT = /\.(png|jpe?g|webp|svg|mp3|ogg|opus|m4a|wav|webm)$/i;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
// Durée d'enregistrement la plus longue qu'accepte l'API (tâche 3 du TCF : 4 min 30).
const RECORDING_MAX = 270;
const AUDIO_BUDGET = 8 * 1024 * 1024;
// Copies AAC (.m4a) des documents Opus, pour les navigateurs sans Opus : 32 kb/s au lieu de 16.
const FALLBACK_BUDGET = 14 * 1024 * 1024;

const errors = [];
const warnings = [];
const err = (where, msg) => errors.push(`${where} : ${msg}`);
const slugs = new Map();
function slug(where, s) {
  if (typeof s !== 'string' || !SLUG.test(s)) return err(where, `slug invalide « ${s} »`);
  if (slugs.has(s)) err(where, `slug « ${s} » déjà utilisé (${slugs.get(s)})`);
  else slugs.set(s, where);
}

const pack = parse(readFileSync(join(DIR, 'pack.yaml'), 'utf8'));
const examTypes = new Set();
for (const [i, t] of (pack.examTypes ?? []).entries()) {
  slug(`pack.yaml examTypes[${i}]`, t.slug);
  if (!t.name || !t.description) err(`pack.yaml examTypes[${i}]`, 'nom ou description manquant');
  examTypes.add(t.slug);
}
const pkgTypes = new Set();
for (const [i, p] of (pack.packages ?? []).entries()) {
  const w = `pack.yaml packages[${i}]`;
  slug(w, p.slug);
  if (!examTypes.has(p.examType)) err(w, `type d'examen inconnu ${p.examType}`);
  if (!Number.isInteger(p.price) || p.price <= 0) err(w, 'prix invalide');
  if (!Number.isInteger(p.period) || p.period <= 0) err(w, 'période invalide');
  pkgTypes.add(p.examType);
}
for (const t of examTypes) if (!pkgTypes.has(t)) err('pack.yaml', `aucun forfait pour ${t}`);
for (const [i, c] of (pack.promoCodes ?? []).entries()) {
  if (!(c.percentage >= 1 && c.percentage <= 100)) err(`pack.yaml promoCodes[${i}]`, 'pourcentage invalide');
  for (const t of c.examTypes ?? [])
    if (!examTypes.has(t)) err(`pack.yaml promoCodes[${i}]`, `type inconnu ${t}`);
}

const referenced = new Set();
const fallbacks = new Set();
const counts = {}; // examType -> skill -> { exercises, questions, audio }
const positions = [0, 0, 0, 0, 0, 0];
const examFiles = readdirSync(join(DIR, 'exams'))
  .filter((f) => f.endsWith('.yaml'))
  .sort();
for (const file of examFiles) {
  const e = parse(readFileSync(join(DIR, 'exams', file), 'utf8'));
  const w0 = `exams/${file}`;
  slug(w0, e.slug);
  if (`${e.slug}.yaml` !== file) err(w0, 'le nom du fichier ne correspond pas au slug');
  if (!examTypes.has(e.examType)) err(w0, `type d'examen inconnu ${e.examType}`);
  if (!SKILLS.includes(e.skill)) err(w0, `compétence invalide ${e.skill}`);
  if (!(e.difficulty >= 1 && e.difficulty <= 5)) err(w0, 'difficulté hors de 1..5');
  const tcf = e.examType === 'tcf-canada';
  const c = ((counts[e.examType] ??= {})[e.skill] ??= { exercises: 0, questions: 0, audio: 0 });
  for (const [xi, x] of (e.exercises ?? []).entries()) {
    const w1 = `${w0} exercises[${xi}] (${x.slug})`;
    slug(w1, x.slug);
    if (!/\d+$/.test(x.title ?? '')) err(w1, 'le titre doit se terminer par un numéro');
    if (!x.instructions) err(w1, 'consignes manquantes');
    const qs = x.questions ?? [];
    if (!qs.length) err(w1, 'aucune question');
    c.exercises++;
    c.questions += qs.length;
    if (tcf) {
      const expect = { LISTENING: [39, 2100], READING: [39, 3600], WRITING: [3, 3600], SPEAKING: [3, 720] }[
        e.skill
      ];
      if (qs.length !== expect[0]) err(w1, `${qs.length} questions au lieu de ${expect[0]}`);
      if (x.timeLimit !== expect[1]) err(w1, `durée ${x.timeLimit} au lieu de ${expect[1]}`);
    }
    qs.forEach((q, qi) => {
      const w = `${w1} questions[${qi}] (${q.slug})`;
      slug(w, q.slug);
      if (q.order !== qi + 1) err(w, `ordre ${q.order} au lieu de ${qi + 1}`);
      if (!TYPES.includes(q.type)) err(w, `type invalide ${q.type}`);
      if (!LEVELS.includes(q.level)) err(w, `niveau invalide ${q.level}`);
      if (!q.text || !q.text.trim()) err(w, 'texte vide');
      if (tcf && q.type === 'MCQ' && q.level !== tcfLevel(qi + 1))
        err(w, `niveau ${q.level} au lieu de ${tcfLevel(qi + 1)}`);
      for (const r of q.resources ?? []) {
        if (!['image', 'audio'].includes(r.kind)) err(w, `ressource de type ${r.kind}`);
        if (!MEDIA_EXT.test(r.file)) err(w, `extension non reconnue ${r.file}`);
        const p = join(DIR, 'media', r.file);
        referenced.add(p);
        if (!existsSync(p) || statSync(p).size === 0) err(w, `média manquant ou vide : media/${r.file}`);
        if (r.kind === 'audio') c.audio++;
        if (r.fallback === undefined) continue;
        if (r.kind !== 'audio') err(w, `copie de secours sur une ressource ${r.kind}`);
        if (!/\.(m4a|mp3)$/i.test(r.fallback)) err(w, `copie de secours ni AAC ni MP3 : ${r.fallback}`);
        const fp = join(DIR, 'media', r.fallback);
        referenced.add(fp);
        fallbacks.add(fp);
        if (!existsSync(fp) || statSync(fp).size === 0)
          err(w, `média manquant ou vide : media/${r.fallback}`);
      }
      const hasAudio = (q.resources ?? []).some((r) => r.kind === 'audio');
      if (e.skill === 'LISTENING' && !hasAudio) err(w, 'question de compréhension orale sans audio');
      if (q.type === 'MCQ') {
        const ch = q.choices ?? [];
        if (ch.length < 2 || ch.length > 6) err(w, `${ch.length} choix`);
        if (tcf && ch.length !== 4) err(w, `${ch.length} choix au lieu de 4`);
        const good = ch.filter((x) => x.correct === true);
        if (good.length !== 1) err(w, `${good.length} bonne(s) réponse(s)`);
        else positions[ch.indexOf(good[0])]++;
        if (new Set(ch.map((x) => x.text.trim().toLowerCase())).size !== ch.length) err(w, 'choix en double');
        ch.forEach((x, k) => slug(`${w} choices[${k}]`, x.slug));
      } else {
        if (q.choices?.length) err(w, 'choix sur une question ouverte');
        if (!q.expected || !(q.expected.min > 0 && q.expected.max >= q.expected.min))
          err(w, 'expected invalide');
        if (!q.subject || !(q.subject.titre || q.subject.sujet)) err(w, 'sujet structuré manquant');
        if (e.skill === 'SPEAKING' && q.type !== 'audio') err(w, 'une tâche orale doit être de type audio');
        if (e.skill === 'SPEAKING' && q.speaking) {
          const max = q.speaking.maxDuration;
          if (!(max >= 10 && max <= RECORDING_MAX))
            err(w, `durée d'enregistrement ${max} s hors de 10-${RECORDING_MAX} s`);
          if (q.expected?.max > max) err(w, `durée attendue au-delà de l'enregistrement permis (${max} s)`);
        } else if (e.skill === 'SPEAKING' && q.expected?.max > 180)
          err(w, "durée au-delà du maximum d'enregistrement par défaut (180 s)");
        // Les tâches TCF portent ce que l'évaluation et l'écran d'examen utilisent : durée et préparation
        // pour l'oral, genre et points à traiter pour l'écrit.
        if (
          tcf &&
          e.skill === 'SPEAKING' &&
          !(q.speaking?.task && q.speaking?.goal && q.speaking?.maxDuration)
        )
          err(w, 'bloc speaking (task, goal, maxDuration) manquant');
        if (tcf && e.skill === 'WRITING' && !(q.subject?.genre && q.subject?.points?.length))
          err(w, 'genre ou points à traiter manquants');
        if (tcf && e.skill === 'WRITING') {
          const want = [
            [60, 120],
            [120, 150],
            [150, 180],
          ][qi];
          if (q.expected?.min !== want[0] || q.expected?.max !== want[1])
            err(w, `nombre de mots ${want.join('-')} attendu`);
          if (qi === 2 && q.subject?.documents?.length !== 2) err(w, 'la tâche 3 doit avoir deux documents');
        }
      }
    });
  }
}

// Chaque type d'examen doit couvrir les quatre compétences.
for (const t of examTypes) {
  if (!counts[t]) warnings.push(`${t} : aucun examen dans ce pack`);
  else for (const s of SKILLS) if (!counts[t][s]?.exercises) err(t, `aucun exercice ${s}`);
}
if (counts['tcf-canada']) {
  const need = { LISTENING: 3, READING: 3, WRITING: 4, SPEAKING: 4 };
  for (const [s, n] of Object.entries(need))
    if ((counts['tcf-canada'][s]?.exercises ?? 0) < n)
      warnings.push(`tcf-canada ${s} : moins de ${n} exercices`);
}

// Médias : tous référencés, taille totale.
let audioBytes = 0;
let fallbackBytes = 0;
let imageBytes = 0;
let files = 0;
(function walk(d) {
  if (!existsSync(d)) return;
  for (const f of readdirSync(d)) {
    const p = join(d, f);
    if (statSync(p).isDirectory()) walk(p);
    else {
      files++;
      if (!referenced.has(p)) warnings.push(`média non référencé : ${relative(DIR, p)}`);
      if (fallbacks.has(p)) fallbackBytes += statSync(p).size;
      else if (/\.(ogg|opus|mp3|m4a|wav|webm)$/.test(p)) audioBytes += statSync(p).size;
      else imageBytes += statSync(p).size;
    }
  }
})(join(DIR, 'media'));
if (audioBytes > AUDIO_BUDGET) err('media', `audio total ${(audioBytes / 1048576).toFixed(2)} Mo > 8 Mo`);
if (fallbackBytes > FALLBACK_BUDGET)
  err('media', `copies AAC ${(fallbackBytes / 1048576).toFixed(2)} Mo > ${FALLBACK_BUDGET / 1048576} Mo`);

// Rapport.
const SK = { LISTENING: 'CO', READING: 'CE', WRITING: 'EE', SPEAKING: 'EO' };
console.log(`Pack ${relative(process.cwd(), DIR) || '.'}`);
for (const t of [...examTypes].filter((x) => counts[x])) {
  const bySkill = counts[t];
  const parts = SKILLS.filter((s) => bySkill[s]).map(
    (s) => `${SK[s]} ${bySkill[s].exercises} ex./${bySkill[s].questions} q.`,
  );
  console.log(`  ${t.padEnd(11)} ${parts.join(' · ')}`);
}
const total = Object.values(counts).flatMap((x) => Object.values(x));
console.log(
  `  total : ${total.reduce((s, x) => s + x.exercises, 0)} exercices, ${total.reduce((s, x) => s + x.questions, 0)} questions, ` +
    `${files} médias (audio ${(audioBytes / 1048576).toFixed(2)} Mo, copies AAC ${(fallbackBytes / 1048576).toFixed(2)} Mo, images ${(imageBytes / 1024).toFixed(0)} Ko)`,
);
console.log(`  position de la bonne réponse (a..f) : ${positions.filter((n, i) => n || i < 4).join(' / ')}`);
for (const w of warnings) console.log(`  avertissement : ${w}`);
if (errors.length) {
  for (const e of errors) console.error(`  ERREUR ${e}`);
  console.error(`${errors.length} erreur(s).`);
  process.exit(1);
}
console.log('  aucune erreur.');
