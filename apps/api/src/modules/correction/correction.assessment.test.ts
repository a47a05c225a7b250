import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireTools } from '../../../test/kit/tools';
import { writingMessages } from '../../lib/messages/writing';
import { createCorrectionEngine } from './engine';
import { createGrammalecte } from './grammalecte';
import { noteOfLevel } from './level';
import { learnerRules } from './rules-learner';
import type { WritingTask } from './task';

const here = path.dirname(fileURLToPath(import.meta.url));
const set = (f: string) => JSON.parse(readFileSync(path.join(here, 'eval', 'writing-set', f), 'utf8'));
const tasks = new Map((set('tasks.json') as (WritingTask & { id: string })[]).map((t) => [t.id, t]));
const winter = tasks.get('tcf-ee-1-t2')!;
const invitation = tasks.get('tcf-ee-1-t1')!;
const silentLog = { info() {}, warn() {}, error() {}, debug() {} } as never;

const fix = (t: string) =>
  learnerRules(t).map((f) => [Array.from(t).slice(f.start, f.end).join(''), f.replacement]);

describe('learner-error rules', () => {
  it("c'est, s'est, ses, ces", () => {
    expect(fix("Ses un bon ami. Il c'est levé tôt. Car s'est un bon film.")).toEqual([
      ['Ses', "C'est"],
      ["c'est", "s'est"],
      ["s'est", "c'est"],
    ]);
    expect(fix("Il a mis ses chaussures. C'est un ami. Il s'est levé.")).toEqual([]);
  });
  it('adjective agreement after an adverb', () => {
    expect(fix('Les rues très glissant me font peur.')).toEqual([['glissant', 'glissantes']]);
    expect(fix('Les rues sont très glissantes.')).toEqual([]);
  });
  it('auxiliary être with verbs of movement and its agreement', () => {
    expect(fix("Hier, j'ai allé au parc. Elle a venu. Ils sont arrivé tard.")).toEqual([
      ["j'ai allé", 'je suis allé'],
      ['Elle a venu', 'Elle est venue'],
      ['arrivé', 'arrivés'],
    ]);
    expect(fix("J'ai passé une semaine à Québec. Elle est partie.")).toEqual([]);
  });
  it('subjunctive after "il faut que" and similar', () => {
    expect(fix("Il faut que je fais mes devoirs. Il faut qu'il va chez le médecin.")).toEqual([
      ['je fais', 'je fasse'],
      ['il va', 'il aille'],
    ]);
    expect(fix('Il faut que je parte.')).toEqual([]);
  });
  it('"et" for "est" after a subject', () => {
    expect(fix('Il et grande. Ma ville et chère. Un chat noir et blanc. Elle et moi.')).toEqual([
      ['et', 'est'],
      ['et', 'est'],
    ]);
  });
});

describe('notes follow the official bands', () => {
  it('maps levels to band centres', () => {
    expect([0, 1, 2, 3, 4, 5].map(noteOfLevel)).toEqual([1, 3.5, 7.5, 11.5, 14.5, 18]);
  });
});

describe('assessment with Grammalecte', () => {
  beforeAll(() => requireTools('grammalecte-server'));
  const checker = createGrammalecte({ log: silentLog });
  const engine = createCorrectionEngine({ grammalecte: checker, llm: null, stt: null });
  afterAll(() => checker.close());
  const correct = (text: string, task: WritingTask) =>
    engine.correctWriting({ text, subject: task.consigne, expected: task.expected, task });

  it('quotes as precise words no form of an everyday verb', async () => {
    const r = await correct(
      "Quand je suis arrivée à Montréal, je ne connaissais personne. Je prends maintenant le métro sans hésiter et je connais mes voisins. L'hiver m'a appris la patience : il faut s'habiller chaudement, marcher prudemment sur les trottoirs glacés et profiter des journées ensoleillées. Je tourne à droite après la ligne orange.",
      winter,
    );
    const reason = r.evaluation!.criteres.find((c) => c.cle === 'vocabulaire')!.raison;
    expect(reason).not.toMatch(/« (?:prends|connais|connaissais|tourne|orange) »/);
  });

  it('quotes as precise words none that the learner wrote wrong', async () => {
    const r = await correct(
      "Je suis arrivée à Montréal en hiver. Le bruit des voisins me dérangeaient beaucoup. Aujourd'hui, je marche prudemment sur les trottoirs glacés et je profite des journées ensoleillées.",
      winter,
    );
    expect(r.erreurs.map((e) => e.correction).join(' ')).toMatch(/dérangeait/);
    const reason = r.evaluation!.criteres.find((c) => c.cle === 'vocabulaire')!.raison;
    expect(reason).not.toMatch(/« dérangeaient »/);
  });

  it('leaves a participle agreeing with the noun before a name, keeps the plural mark of "leur soirées"', async () => {
    const r = await correct(
      "Depuis que l'avenue Cartier est rendue aux piétons, les familles s'y promènent. Mes neveux passent leur soirées sur leur téléphone.",
      winter,
    );
    const fixes = r.erreurs.map((e) => [e.phrase_originale, e.correction]);
    expect(fixes.some(([o]) => /rendue/u.test(o!))).toBe(false);
    expect(fixes.filter(([o]) => /leur soirées/u.test(o!)).map(([, c]) => c)).toEqual([
      expect.stringMatching(/leurs soirées/u),
    ]);
  });

  it('keeps a participle that agrees with "que" or with an indirect reflexive, and corrects the wrong one', async () => {
    const right = await correct(
      "Les grosses bottes que ma voisine Micheline m'a prêtées m'ont sauvé les orteils. Les réunions se sont succédé tout l'hiver.",
      winter,
    );
    expect(right.erreurs.filter((e) => /prêt|succéd/u.test(e.phrase_originale))).toEqual([]);
    const wrong = await correct(
      "Les grosses bottes que ma voisine Micheline m'a prêté m'ont sauvé les orteils. Les réunions se sont succédées tout l'hiver.",
      winter,
    );
    const fixes = wrong.erreurs.map((e) => e.correction).join(' ');
    expect(fixes).toMatch(/m'a prêtées/u);
    expect(fixes).toMatch(/se sont succédé /u);
  });

  it('agrees an attribute with the gender of its subject where the checker reads only the number', async () => {
    const r = await correct(
      'Pour le document 1, sans voitures, les rues sont plus sûr. L’hiver est moins dur pour les enfants.',
      winter,
    );
    expect(r.erreurs.map((e) => e.correction).join(' ')).toMatch(/plus sûres/u);
  });

  it('gives the copied prompt, the English essay and a 9-word answer a low note that says why', async () => {
    const copy = await correct(winter.consigne, winter);
    expect(copy.analyse_tcf.note_estimee_20).toBeLessThanOrEqual(4);
    expect(copy.evaluation!.plafond!.raison).toMatch(/consigne|court/);
    const english = await correct(
      'When I arrived in Montreal in December, I had never seen snow. The first weeks were very hard because it was so cold, and I did not have the right clothes. My advice to newcomers is to buy good boots and a warm coat before the winter starts, and to go outside every day.',
      winter,
    );
    expect(english.analyse_tcf.note_estimee_20).toBeLessThanOrEqual(3);
    expect(english.evaluation!.plafond!.raison).toMatch(/pas rédigé en français/);
    // English words are not "corrected" into French ones, and the note says why nothing is
    expect(english.erreurs).toEqual([]);
    expect(english.texte_corrige).toMatch(/non corrigé : il n’est pas rédigé en français/);
    expect(english.avertissements.join(' ')).toMatch(/n’est pas rédigé en français/);
    expect(english.evaluation!.criteres.find((c) => c.cle === 'langue')!.raison).toMatch(
      /pas rédigé en français/,
    );
    expect(english.analyseurs).not.toContain('grammalecte');
    const short = await correct('Mon premier hiver au Canada était très, très froid.', winter);
    expect(short.analyse_tcf.note_estimee_20).toBeLessThanOrEqual(2);
    expect(short.evaluation!.plafond!.raison).toMatch(/trop court/);
  });

  it('leaves proper nouns alone and never introduces a colloquial form', async () => {
    const r = await correct(
      'Salut Thomas,\nJe t’invite samedi à 19 heures au 2450, rue Beaubien. Prends la ligne orange jusqu’à la station Beaubien, puis je suis tombée amoureuse du quartier Rosemont.\nAminata',
      invitation,
    );
    expect(r.texte_corrige).toContain('Beaubien');
    expect(r.texte_corrige).toContain('Aminata');
    expect(r.texte_corrige).not.toMatch(/j'suis|chuis|t'es/);
  });

  it('leaves names opening a sentence, foreign words and Canadian words alone', async () => {
    const text =
      'Salut Thomas,\nKwame et Adjoa viennent samedi à 19 heures au 2450, rue Beaubien. Oumar, mon colocataire, prépare le phở. Thanh m’a prêté son condo pour la fête. Prends la ligne orange jusqu’à la station Beaubien.\nAminata';
    const r = await correct(text, invitation);
    expect(r.texte_corrige).toBe(text);
    expect(r.erreurs.map((e) => text.slice(e.debut, e.fin))).toEqual([]);
  });

  it('a B1 text with typical errors gets about B1, a clean C1 text gets a range reaching C1', async () => {
    const b1 = (set('B1.json') as { id: string; task: string; text: string; split: string }[]).find(
      (x) => x.split === 'holdout',
    )!;
    const r = await correct(b1.text, tasks.get(b1.task)!);
    expect(r.analyse_tcf.note_estimee_20).toBeGreaterThanOrEqual(5);
    expect(r.analyse_tcf.note_estimee_20).toBeLessThan(10);
    expect(r.erreurs.length).toBeGreaterThan(2);
    expect(r.evaluation!.fourchette.min).toBeLessThanOrEqual(r.evaluation!.note);
    const c1 = (set('C1.json') as { task: string; text: string; split: string }[]).filter(
      (x) => x.split === 'holdout',
    );
    for (const c of c1.slice(0, 2)) {
      const rc = await correct(c.text, tasks.get(c.task)!);
      expect(rc.analyse_tcf.note_estimee_20).toBeGreaterThanOrEqual(12);
      expect(rc.evaluation!.fourchette.max).toBeGreaterThanOrEqual(14);
    }
  });

  it('the learner explanations contain no French error', async () => {
    const e = writingMessages.writing.explain;
    const texts = [
      e.accord('grand', 'grande'),
      e.accordScripteur('désolé', 'désolée'),
      e.conjugaison('prend', 'prends'),
      e['participe passé']('visiter', 'visité'),
      e['mode verbal']('fais', 'fasse'),
      e.auxiliaire('ai allé', 'suis allé'),
      e.élision('je aime', 'j’aime'),
      e.confusion('a', 'à'),
      e.orthographe('ecris', 'écris'),
      e.syntaxe('de le', 'du'),
      e.tempsSansCorrection('vais'),
      e.orthographeAuChoix('chau', ['chaud', 'chaut', 'chaux']),
      writingMessages.writing.reasons.langue('niveau B1 environ', 3, 4.3, 'temps'),
      writingMessages.writing.reasons.langue('niveau B1 environ', 3, 4.3, 'confusion'),
      writingMessages.writing.reasons.langue('niveau B1 environ', 3, 4.3, 'accord'),
      ...Object.values(writingMessages.writing.strengths).map((s) =>
        typeof s === 'string' ? s : s(['donc']),
      ),
    ];
    for (const t of texts) {
      const issues = (await checker.check(t)).filter((i) => i.type !== 'orth' || !/[«»]/.test(t));
      const real = issues.filter((i) => {
        const w = Array.from(t).slice(i.start, i.end).join('');
        return ![
          'ecris',
          'chau',
          'prend',
          'visiter',
          'fais',
          'grand',
          'allé',
          'aime',
          'a',
          'de',
          'le',
          'je',
          'B1',
        ].some((x) => w.includes(x));
      });
      expect(real, t).toEqual([]);
    }
  });
});
