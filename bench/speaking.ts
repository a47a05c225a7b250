/**
 * Speaking correction targets: a 3-minute answer analysed without speech-to-text (< 6 s on one
 * core), the same corrected with the local OpenAI-compatible fake transcription server (< 10 s
 * after completion), and on-topic against off-topic answers for the three TCF speaking tasks
 * (off-topic at least 4 points below). Answers are French texts spoken by espeak-ng; the fake
 * server "recognises" the text each file was made from, with word times.
 * Usage: taskset -c 0 npx tsx bench/speaking.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeStt } from '../apps/api/test/kit/fake-stt';
import { runFfmpeg } from '../apps/api/src/lib/ffmpeg';
import { createCorrectionEngine } from '../apps/api/src/modules/correction/engine';
import { createGrammalecte, findOnPath } from '../apps/api/src/modules/correction/grammalecte';
import { createSttClient } from '../apps/api/src/modules/correction/providers';

const log = { info() {}, warn() {}, error() {}, debug() {} } as never;
const dir = mkdtempSync(path.join(tmpdir(), 'prepa-bench-speaking-'));
const speak = (text: string, name: string) => {
  const file = path.join(dir, `${name}.wav`);
  execFileSync('espeak-ng', ['-v', 'fr', '-s', '140', '-w', file, text]);
  return readFileSync(file);
};

const TASKS = {
  presentation: {
    subject:
      "Présentez-vous : votre nom, d'où vous venez, votre famille, votre travail ou vos études, vos loisirs.",
    expected: { min: 90, max: 120 },
    task: {
      kind: 'presentation',
      goal: 'Se présenter : parler de soi, de sa famille, de son travail ou de ses études, de ses loisirs et de ses projets.',
      order: 1,
    },
  },
  interaction: {
    subject:
      'Vous voulez vous inscrire dans un club de sport. Posez des questions pour obtenir les informations utiles : activités proposées, horaires, tarifs, équipements, conditions d’inscription.',
    expected: { min: 150, max: 210 },
    task: {
      kind: 'interaction',
      goal: 'Poser des questions pertinentes pour obtenir les informations utiles dans la situation donnée.',
      order: 2,
    },
  },
  opinion: {
    subject:
      '« Les enfants devraient apprendre au moins deux langues étrangères dès l’école primaire. » Êtes-vous d’accord ? Justifiez votre point de vue.',
    expected: { min: 180, max: 270 },
    task: {
      kind: 'opinion',
      goal: 'Donner son opinion sur le sujet et la défendre avec des arguments et des exemples.',
      order: 3,
    },
  },
} as const;

const ON: Record<keyof typeof TASKS, string[]> = {
  presentation: [
    "Bonjour, je m'appelle Amina, je viens de Douala au Cameroun. J'ai trente ans, je suis mariée et j'ai deux enfants. Je travaille comme comptable dans une entreprise de transport. Le week-end, j'aime cuisiner avec ma famille et faire du sport. Mon projet est de m'installer au Canada pour continuer ma carrière.",
    "Je m'appelle Paul, j'ai vingt-cinq ans et j'habite à Yaoundé avec mes parents et mes deux sœurs. Je fais des études d'informatique à l'université. Dans mon temps libre, je joue au football et je lis des romans. Plus tard, je voudrais travailler comme développeur à Montréal.",
  ],
  interaction: [
    "Bonjour, je voudrais m'inscrire au club. Quelles activités proposez-vous ? Est-ce qu'il y a des cours de natation le soir ? Quels sont vos horaires le week-end ? Combien coûte l'abonnement par mois ? Est-ce que l'équipement est fourni ? Quels documents faut-il pour l'inscription ?",
    "Bonjour madame, j'ai vu votre club de sport près de chez moi. Pouvez-vous me dire quels sports on peut pratiquer ? À quelle heure ouvrez-vous le matin ? Y a-t-il un tarif pour les étudiants ? Faut-il apporter ses propres équipements ? Est-ce qu'il faut un certificat médical pour s'inscrire ?",
  ],
  opinion: [
    "Je suis d'accord avec cette idée. D'abord, les enfants apprennent les langues plus facilement quand ils sont jeunes. Ensuite, parler deux langues étrangères ouvre des portes pour les études et le travail. Cependant, il faut des enseignants bien formés. En conclusion, apprendre des langues à l'école primaire est une bonne chose.",
    "À mon avis, apprendre deux langues étrangères dès l'école primaire est utile mais difficile. D'un côté, les enfants sont curieux et retiennent vite. De l'autre, ils doivent d'abord bien maîtriser leur langue maternelle. Par exemple, dans mon pays, beaucoup d'élèves apprennent le français et l'anglais. Je pense donc qu'il faut commencer doucement.",
  ],
};
const OFF: Record<keyof typeof TASKS, string[]> = {
  presentation: [
    "Le football est un sport très populaire dans le monde. Les grandes équipes jouent en Europe et les joueurs gagnent beaucoup d'argent. La coupe du monde a lieu tous les quatre ans et des millions de personnes regardent les matchs à la télévision.",
    "La recette du poulet braisé est simple. On coupe le poulet, on prépare une marinade avec de l'ail, du gingembre et du piment, puis on le fait cuire sur le feu. On le sert avec des plantains et une salade.",
  ],
  interaction: [
    "Le football est un sport très populaire dans le monde. Les grandes équipes jouent en Europe et les joueurs gagnent beaucoup d'argent. La coupe du monde a lieu tous les quatre ans et des millions de personnes regardent les matchs à la télévision.",
    'Hier, je suis allé au marché avec ma mère. Nous avons acheté des tomates, des oignons et du poisson. Il faisait très chaud et il y avait beaucoup de monde. Ensuite, nous sommes rentrés à la maison pour préparer le repas.',
  ],
  opinion: [
    "La recette du poulet braisé est simple. On coupe le poulet, on prépare une marinade avec de l'ail, du gingembre et du piment, puis on le fait cuire sur le feu. On le sert avec des plantains et une salade.",
    'Hier, je suis allé au marché avec ma mère. Nous avons acheté des tomates, des oignons et du poisson. Il faisait très chaud et il y avait beaucoup de monde. Ensuite, nous sommes rentrés à la maison pour préparer le repas.',
  ],
};

const stt = await startFakeStt({ text: '', wordsPerSecond: 2.4 });
const checker = createGrammalecte({ log, disabled: !findOnPath('grammalecte-server') });
const withStt = createCorrectionEngine({
  grammalecte: checker,
  llm: null,
  stt: createSttClient({ baseUrl: stt.url, model: 'small' }),
});
const withoutStt = createCorrectionEngine({ grammalecte: checker, llm: null, stt: null });

// 3 minutes of speech as WebM/Opus, like the browser's.
const long = ON.opinion.join(' ') + ' ' + ON.presentation.join(' ');
const wav = speak(long, 'long');
const { stdout: webm } = await runFfmpeg(
  [
    '-stream_loop',
    '8',
    '-i',
    'pipe:0',
    '-t',
    '180',
    '-ar',
    '48000',
    '-c:a',
    'libopus',
    '-f',
    'webm',
    'pipe:1',
  ],
  wav,
);
const base = {
  audio: webm,
  mime: 'audio/webm',
  subject: TASKS.opinion.subject,
  expected: TASKS.opinion.expected,
  task: TASKS.opinion.task,
};
let t = performance.now();
await withoutStt.correctSpeaking(base);
const noSttMs = performance.now() - t;
stt.set({ text: Array.from({ length: 4 }, () => long).join(' ') });
t = performance.now();
const full = await withStt.correctSpeaking(base);
const sttMs = performance.now() - t;
console.log(`3 min sans transcription : ${(noSttMs / 1000).toFixed(2)} s (cible < 6 s)`);
console.log(
  `3 min avec le serveur de transcription local factice : ${(sttMs / 1000).toFixed(2)} s (cible < 10 s), contenu évalué : ${full.oral?.contenu_evalue}`,
);

const rows: { task: string; topic: 'sur' | 'hors'; note: number | null }[] = [];
for (const task of Object.keys(TASKS) as (keyof typeof TASKS)[]) {
  for (const [topic, texts] of [
    ['sur', ON[task]],
    ['hors', OFF[task]],
  ] as const) {
    for (const [i, text] of texts.entries()) {
      const audio = speak(text, `${task}-${topic}-${i}`);
      stt.set({ text });
      const r = await withStt.correctSpeaking({ audio, mime: 'audio/wav', ...TASKS[task] });
      rows.push({ task, topic, note: r.analyse_tcf.note_estimee_20 });
      console.log(
        `${task.padEnd(13)} ${topic}-sujet ${i + 1} : ${r.analyse_tcf.note_estimee_20 ?? '—'} / 20`,
      );
    }
  }
}
const mean = (xs: (number | null)[]) => xs.reduce<number>((a, b) => a + (b ?? 0), 0) / xs.length;
for (const task of Object.keys(TASKS)) {
  const on = mean(rows.filter((r) => r.task === task && r.topic === 'sur').map((r) => r.note));
  const off = mean(rows.filter((r) => r.task === task && r.topic === 'hors').map((r) => r.note));
  console.log(
    `${task} : sur le sujet ${on.toFixed(1)}, hors sujet ${off.toFixed(1)}, écart ${(on - off).toFixed(1)} (cible ≥ 4)`,
  );
}
console.log(
  `BENCH_JSON ${JSON.stringify({ noSttMs: Math.round(noSttMs), sttMs: Math.round(sttMs), answers: rows.length, rows })}`,
);
await stt.close();
await checker.close();
