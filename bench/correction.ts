/**
 * Correction budgets (DESIGN §8): writing correction of a 180-word text once warm (< 1 s) and
 * speaking analysis of a 3-minute recording on one core (< 6 s).
 * Usage: npx tsx bench/correction.ts (needs espeak-ng for the speech; Grammalecte if installed).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '../apps/api/src/lib/ffmpeg';
import { createCorrectionEngine } from '../apps/api/src/modules/correction/engine';
import { createGrammalecte, findOnPath } from '../apps/api/src/modules/correction/grammalecte';

const log = { info() {}, warn() {}, error() {}, debug() {} } as never;
const TEXT =
  "Madame, Monsieur,\nJe vous ecris pour vous parler du projet de parc dans notre quartier. D'abord, je pense que c'est une bon idée, car les enfants n'ont pas d'espace pour jouer. Aujourd'hui, ils joue dans la rue et c'est dangereux. Ensuite, un parc permettrait aux habitants de se rencontrer et de faire du sport. Cependant, il faut penser au bruit et a la propreté. Les voisins âgés ont besoin de calme, surtout le soir. Je propose donc de fermer le parc à 21 heures et d'installer des poubelles. Par ailleurs, la mairie pourrait organiser une réunion pour écouter les idées de tout le monde. Je suis sûr que les habitants seront heureux de participer. Enfin, je pense que ce projet rendra notre quartier plus agréable et plus vivant. Nous pourrions aussi planter des arbres fruitiers, installer des bancs à l'ombre et prévoir un petit terrain de basket pour les adolescents du quartier, qui manquent eux aussi d'endroits où se retrouver après les cours. Je reste à votre disposition pour en discuter.\nVeuillez agréer, Madame, Monsieur, mes salutations distinguées.";

const checker = createGrammalecte({ log, disabled: !findOnPath('grammalecte-server') });
const engine = createCorrectionEngine({ grammalecte: checker, llm: null, stt: null });
const input = { text: TEXT, subject: 'Un parc dans votre quartier', expected: { min: 150, max: 180 } };
await engine.correctWriting(input); // warm-up (starts Grammalecte once)
const times: number[] = [];
for (let i = 0; i < 10; i++) {
  const t = performance.now();
  await engine.correctWriting(input);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
console.log(
  `Écrit (${TEXT.split(/\s+/).length} mots, Grammalecte ${checker.mode}) : médiane ${times[5]!.toFixed(0)} ms, max ${times[9]!.toFixed(0)} ms`,
);

// 3 minutes of synthesised French speech, as a WebM/Opus file like the browser's.
const dir = mkdtempSync(path.join(tmpdir(), 'prepa-bench-'));
const wav = path.join(dir, 'phrase.wav');
execFileSync('espeak-ng', ['-v', 'fr', '-s', '140', '-w', wav, TEXT.replace(/\n/g, ' ')]);
const { stdout: webm } = await runFfmpeg([
  '-stream_loop',
  '6',
  '-i',
  wav,
  '-t',
  '180',
  '-ar',
  '48000',
  '-c:a',
  'libopus',
  '-f',
  'webm',
  'pipe:1',
]);
const t = performance.now();
const r = await engine.correctSpeaking({
  audio: webm,
  mime: 'audio/webm',
  subject: '',
  expected: { min: 150, max: 210 },
});
const speakingMs = performance.now() - t;
console.log(
  `Oral (${r.audio_analyse?.mesures.fluidite.duree_s} s, WebM/Opus) : ${speakingMs.toFixed(0)} ms — ${r.audio_analyse?.mesures.fluidite.syllabes} syllabes, HNR ${r.audio_analyse?.mesures.voix.hnr_db} dB`,
);
// One line for `npm run bench`, which runs this file and reads it.
console.log(
  `BENCH_JSON ${JSON.stringify({
    words: TEXT.split(/\s+/).length,
    grammalecte: checker.mode,
    writingMedianMs: Math.round(times[5]!),
    writingMaxMs: Math.round(times[9]!),
    speakingSeconds: r.audio_analyse?.mesures.fluidite.duree_s ?? null,
    speakingMs: Math.round(speakingMs),
  })}`,
);
await checker.close();
