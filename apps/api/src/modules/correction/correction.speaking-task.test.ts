import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStt, type FakeStt } from '../../../test/kit/fake-stt';
import { createCorrectionEngine } from './engine';
import { createGrammalecte, findOnPath } from './grammalecte';
import { createSttClient } from './providers';
import { withoutDisfluencies } from './speaking-task';

/**
 * Transcripts judged per speaking task. These answers are held out: they were written for this
 * test and never used to choose the task points or the spoken note (bench/speaking.ts has the
 * set that was looked at). Each is spoken by espeak-ng; the local fake transcription server
 * "recognises" the text with word times, over the OpenAI-compatible protocol.
 */
const TASKS = {
  presentation: {
    subject: 'Présentez-vous à l’examinateur : qui vous êtes, votre famille, votre activité, vos goûts.',
    expected: { min: 20, max: 120 },
    task: {
      kind: 'presentation',
      goal: 'Se présenter : parler de soi, de sa famille, de son travail ou de ses études, de ses loisirs et de ses projets.',
      order: 1,
    },
  },
  interaction: {
    subject:
      'Vous souhaitez louer un appartement dans le quartier. Vous appelez l’agence immobilière pour obtenir des informations : loyer, taille, charges, date de disponibilité, visite.',
    expected: { min: 20, max: 210 },
    task: {
      kind: 'interaction',
      goal: 'Poser des questions pertinentes pour obtenir les informations utiles dans la situation donnée.',
      order: 2,
    },
  },
  opinion: {
    subject:
      '« Le télétravail devrait devenir la règle pour tous les employés de bureau. » Qu’en pensez-vous ?',
    expected: { min: 20, max: 270 },
    task: {
      kind: 'opinion',
      goal: 'Donner son opinion sur le sujet et la défendre avec des arguments et des exemples.',
      order: 3,
    },
  },
} as const;

const ON = {
  presentation:
    "Bonjour, euh, je m'appelle Fatou, j'ai vingt-huit ans et je viens de Dakar. Je suis mariée et j'ai un petit garçon de trois ans. Je travaille comme infirmière dans un hôpital depuis cinq ans. Le dimanche, j'aime faire de la couture et me promener avec ma famille. Mon projet, c'est de reprendre des études pour devenir sage-femme.",
  interaction:
    "Bonjour monsieur, je vous appelle pour l'appartement du quartier. Quel est le montant du loyer ? Est-ce que les charges sont comprises ? Combien de pièces il y a ? À partir de quand est-il disponible ? Est-ce qu'on peut le visiter cette semaine ? Merci beaucoup.",
  opinion:
    "À mon avis, le télétravail ne devrait pas devenir la règle pour tous. D'abord, il permet de gagner du temps parce qu'on ne prend pas les transports. Cependant, beaucoup d'employés se sentent seuls à la maison. Par exemple, mon frère travaille chez lui et il ne voit presque plus ses collègues. Je pense donc qu'il faut mélanger le bureau et la maison.",
};
const OFF = {
  presentation:
    'La saison des pluies commence en juin dans notre région. Les routes deviennent difficiles et les voitures restent bloquées dans la boue. Les agriculteurs plantent le maïs et les arachides. Il faut attendre octobre pour que le temps redevienne sec.',
  interaction:
    "Mon téléphone est tombé en panne la semaine dernière. L'écran est devenu noir et la batterie ne charge plus. Je l'ai apporté chez un réparateur du marché. Il a changé la batterie et maintenant il fonctionne très bien.",
  opinion:
    "Ce matin, je me suis levé tôt pour préparer le petit déjeuner. J'ai fait du café, j'ai coupé du pain et j'ai réveillé les enfants. Après, nous avons pris le bus pour aller à l'école. Il y avait beaucoup de circulation en ville.",
};

const log = { info() {}, warn() {}, error() {}, debug() {} } as never;
let stt: FakeStt;
const dir = mkdtempSync(path.join(tmpdir(), 'prepa-speaking-task-'));
const audio = new Map<string, Buffer>();
const checker = createGrammalecte({ log, disabled: !findOnPath('grammalecte-server') });

beforeAll(async () => {
  stt = await startFakeStt({ text: '', wordsPerSecond: 2.4 });
  for (const [name, text] of [
    ...Object.entries(ON).map(([k, t]) => [`on-${k}`, t]),
    ...Object.entries(OFF).map(([k, t]) => [`off-${k}`, t]),
  ] as [string, string][]) {
    const file = path.join(dir, `${name}.wav`);
    execFileSync('espeak-ng', ['-v', 'fr', '-s', '140', '-w', file, text]);
    audio.set(name, readFileSync(file));
  }
}, 60_000);
afterAll(async () => {
  await stt.close();
  await checker.close();
});

const engine = () =>
  createCorrectionEngine({
    grammalecte: checker,
    llm: null,
    stt: createSttClient({ baseUrl: stt.url, model: 'small' }),
  });

async function correct(kind: keyof typeof TASKS, topic: 'on' | 'off') {
  const text = (topic === 'on' ? ON : OFF)[kind];
  stt.set({ mode: 'ok', text });
  return engine().correctSpeaking({
    audio: audio.get(`${topic}-${kind}`)!,
    mime: 'audio/wav',
    ...TASKS[kind],
  });
}

describe('speaking transcripts judged against their task', () => {
  for (const kind of Object.keys(TASKS) as (keyof typeof TASKS)[]) {
    it(`${kind}: an on-topic answer scores at least 4 points above an off-topic one`, async () => {
      const on = await correct(kind, 'on');
      const off = await correct(kind, 'off');
      const a = on.analyse_tcf.note_estimee_20!;
      const b = off.analyse_tcf.note_estimee_20!;
      expect(a - b).toBeGreaterThanOrEqual(4);
      expect(off.evaluation?.plafond?.type).toBe('hors-sujet');
      expect(off.evaluation?.tache.sujet_traite).toBe(false);
      expect(on.evaluation?.tache.sujet_traite).toBe(true);
      // The note has a range with CEFR and NCLC, like writing; the transcript is shown.
      const r = on.evaluation!.fourchette;
      expect(r.min).toBeLessThanOrEqual(a);
      expect(r.max).toBeGreaterThanOrEqual(a);
      expect(r.cecrl.min).toBeTruthy();
      expect(on.oral?.note_intervalle).toEqual(r);
      expect(on.oral?.transcription?.texte).toBe(ON[kind]);
      expect(on.evaluation!.criteres.map((c) => c.cle)).toEqual(
        expect.arrayContaining(['tache', 'langue', 'aisance', 'duree']),
      );
    }, 60_000);
  }

  it('names the points of the task kind that the answer covers', async () => {
    const r = await correct('interaction', 'on');
    expect(r.evaluation?.tache.points).toContainEqual({ libelle: 'des questions posées', traite: true });
    const o = await correct('opinion', 'off');
    expect(o.evaluation?.tache.points).toContainEqual({ libelle: 'une opinion exprimée', traite: false });
  }, 60_000);

  it('judges no spelling, capitals or punctuation in a transcript', async () => {
    const r = await correct('presentation', 'on');
    expect(r.erreurs.map((e) => e.categorie)).not.toContain('ponctuation');
    expect(r.erreurs.map((e) => e.categorie)).not.toContain('majuscule');
    expect(r.erreurs.map((e) => e.categorie)).not.toContain('orthographe');
    // Sentences are the transcriber's: their length is not given as a reason.
    expect(r.evaluation?.criteres.find((c) => c.cle === 'phrases')?.raison).not.toMatch(/mots en moyenne/);
  }, 60_000);
});

describe('disfluencies', () => {
  it('drops fillers and repetitions before the analysis', () => {
    expect(withoutDisfluencies('Euh je je m’appelle ben Paul, euh, et j’habite à à Lyon hein')).toBe(
      'je m’appelle Paul, et j’habite à Lyon',
    );
    expect(withoutDisfluencies('je suis je suis étudiant')).toBe('je suis étudiant');
    // Words that only look like fillers stay.
    expect(withoutDisfluencies('Le bénévole est bon. Nous nous levons.')).toBe(
      'Le bénévole est bon. Nous nous levons.',
    );
  });
});
