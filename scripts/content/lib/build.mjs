// Transforme les données rédigées (texts/) en objets du format de pack (content/FORMAT.md).
import { hash, pad2, shuffle, tcfLevel } from './util.mjs';

const LETTERS = 'abcdef';
const SPEED = { A1: 140, A2: 145, B1: 150, B2: 155, C1: 160, C2: 165 };

/**
 * Positions de la bonne réponse pour n questions : chaque position revient aussi souvent que possible,
 * dans un ordre tiré de façon reproductible à partir de la graine.
 */
export function balancedTargets(seed, n, k = 4) {
  return shuffle(
    Array.from({ length: n }, (_, i) => i % k),
    seed,
  );
}

/**
 * Crée les choix d'un QCM. Dans les données, la bonne réponse est toujours écrite en premier ;
 * elle est placée à la position `target`, les distracteurs sont mélangés (graine : le slug).
 */
function choices(slug, list, target) {
  if (list.length < 2 || list.length > 6) throw new Error(`${slug} : ${list.length} choix`);
  const [good, ...others] = list;
  const order = shuffle(
    others.map((text, i) => ({ text, from: i + 1 })),
    slug,
  );
  const at = target === undefined ? parseInt(hash(slug).slice(0, 6), 16) % list.length : target % list.length;
  order.splice(at, 0, { text: good, correct: true, from: 0 });
  return order.map((c, i) => ({
    slug: `${slug}-${LETTERS[i]}`,
    text: c.text,
    correct: c.correct,
    from: c.from,
  }));
}

/**
 * Explication d'un QCM : `e` = [pourquoi la bonne réponse, puis une ligne par distracteur dans
 * l'ordre de `c`], rattachée aux slugs des choix après mélange.
 */
function explanation(slug, e, placed) {
  if (e.length !== placed.length)
    throw new Error(`${slug} : ${e.length} lignes d'explication pour ${placed.length} choix`);
  const distractors = {};
  for (const c of placed) if (!c.correct) distractors[c.slug] = e[c.from];
  return { answer: e[0], distractors };
}

/** Transcription d'un enregistrement : le texte synthétisé, une réplique par ligne (tiret de dialogue). */
export function transcriptOf(a) {
  const t = turns(a).map(([, text]) => text.trim());
  return t.length === 1 ? t[0] : t.map((x) => `— ${x}`).join('\n');
}

/** Le même enregistrement en AAC (.m4a), pour les navigateurs qui ne lisent pas l'Opus (anciens iPhone). */
const fallbackOf = (file) => file.replace(/\.ogg$/, '.m4a');

const turns = (a) => (typeof a === 'string' ? [['n', a]] : a);

/**
 * Une question à choix multiple. `item` : { a?: répliques audio, doc?: document écrit, img?: image,
 * q: question, c: [bonne réponse, distracteurs...], level? }.
 * Retourne { question, media: [{ kind, file, ... }] }.
 */
export function mcq({ slug, order, level, item, lang, audioDir, audioTitle, target }) {
  const media = [];
  const resources = [];
  if (item.a) {
    const file = `audio/${audioDir}/${slug}.ogg`;
    const fallback = fallbackOf(file);
    media.push({
      kind: 'audio',
      file,
      fallback,
      job: { lang, speed: item.speed ?? SPEED[level], turns: turns(item.a) },
    });
    resources.push({
      kind: 'audio',
      file,
      fallback,
      title: audioTitle ?? 'Enregistrement',
      transcript: transcriptOf(item.a),
    });
  }
  if (item.img) {
    const file = `images/${item.img.name}.svg`;
    media.push({ kind: 'image', file, svg: item.img.svg });
    resources.push({ kind: 'image', file, title: item.img.title });
  }
  const text = item.doc ? `${item.doc.trim()}\n\n${item.q}` : item.q;
  const question = { slug, order, type: 'MCQ', level, text };
  if (resources.length) question.resources = resources;
  const placed = choices(slug, item.c, target);
  question.choices = placed.map((c) =>
    c.correct ? { slug: c.slug, text: c.text, correct: true } : { slug: c.slug, text: c.text },
  );
  if (item.e) question.explanation = explanation(slug, item.e, placed);
  return { question, media };
}

/** Série TCF de 39 QCM : niveau imposé par la position. */
export function tcfMcqExercise({
  prefix,
  n,
  title,
  instructions,
  timeLimit,
  items,
  explanations,
  lang = 'fr',
  audioTitle,
}) {
  if (explanations && explanations.length !== items.length)
    throw new Error(`${prefix}-${n} : ${explanations.length} explications pour ${items.length} questions`);
  if (items.length !== 39) throw new Error(`${prefix}-${n} : ${items.length} questions au lieu de 39`);
  const media = [];
  const targets = balancedTargets(`${prefix}-${n}`, items.length);
  const questions = items.map((item, i) => {
    const r = mcq({
      target: targets[i],
      slug: `${prefix}-${n}-q${pad2(i + 1)}`,
      order: i + 1,
      level: tcfLevel(i + 1),
      item: explanations ? { ...item, e: explanations[i] } : item,
      lang,
      audioDir: `${prefix}-${n}`,
      audioTitle,
    });
    media.push(...r.media);
    return r.question;
  });
  return {
    exercise: { slug: `${prefix}-serie-${n}`, title: `${title} ${n}`, instructions, timeLimit, questions },
    media,
  };
}

/** Tâche d'expression (écrite ou orale). */
export function expression({ slug, order, task, lang = 'fr', audioDir }) {
  const parts = [task.consigne, task.titre, task.sujet].filter(Boolean);
  for (const d of task.documents ?? []) parts.push(`${d.titre} : ${d.texte}`);
  if (task.duree) parts.push(task.duree);
  else if (task.min && task.max) {
    parts.push(
      task.unit === 's'
        ? `Durée attendue : ${task.min} à ${task.max} secondes.`
        : `Nombre de mots : ${task.min} à ${task.max}.`,
    );
  }
  const question = { slug, order, type: task.type, level: task.level, text: parts.join('\n\n') };
  const media = [];
  if (task.prompt) {
    const file = `audio/${audioDir}/${slug}.ogg`;
    const fallback = fallbackOf(file);
    media.push({
      kind: 'audio',
      file,
      fallback,
      job: { lang, speed: SPEED[task.level], turns: turns(task.prompt) },
    });
    question.resources = [
      { kind: 'audio', file, fallback, title: task.promptTitle ?? "Consigne de l'examinateur" },
    ];
  }
  const subject = {};
  // Ce que la tâche demande (genre, points à traiter, mots liés) : lu par la vérification de la consigne.
  if (task.genre) subject.genre = task.genre;
  if (task.points) subject.points = task.points;
  if (task.related) subject.related = task.related;
  if (task.titre) subject.titre = task.titre;
  if (task.sujet) subject.sujet = task.sujet;
  if (task.documents) subject.documents = task.documents.map((d) => ({ titre: d.titre, texte: d.texte }));
  if (Object.keys(subject).length) question.subject = subject;
  question.expected = { min: task.min, max: task.max };
  // Tâche orale : type, objectif, préparation et durée d'enregistrement permise.
  if (task.speaking) question.speaking = task.speaking;
  return { question, media };
}
