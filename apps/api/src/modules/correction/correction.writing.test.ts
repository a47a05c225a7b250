import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireTools } from '../../../test/kit/tools';
import { createCorrectionEngine } from './engine';
import { createGrammalecte } from './grammalecte';
import { applyRules } from './rules';
import { connectors, mtld, sentences, topicOverlap, words } from './text';
import { correctedText } from './writing';
import { learnerErrors } from './assess';

const silentLog = { info() {}, warn() {}, error() {}, debug() {} } as never;

describe('text measures', () => {
  it('counts words with elisions split, sentences, connectors', () => {
    expect(words("L'école est à côté, qu'il dit.")).toEqual([
      'L',
      'école',
      'est',
      'à',
      'côté',
      'qu',
      'il',
      'dit',
    ]);
    expect(sentences('Bonjour. Comment allez-vous ? Très bien !')).toHaveLength(3);
    const c = connectors(
      "D'abord, je pense que c'est utile. Cependant, il faut du temps, donc je travaille.",
    );
    expect(c.found).toEqual(expect.arrayContaining(["d'abord", 'cependant', 'donc', 'je pense que']));
    expect(c.functions).toEqual(
      expect.arrayContaining(['structure', 'opposition', 'consequence', 'opinion']),
    );
  });

  it('MTLD: a repetitive text scores lower than a varied one; null under 10 words', () => {
    const rep = words(
      'le chat est là et le chat est là et le chat est là et le chat est là et le chat est là',
    );
    const varied = words(
      'Hier matin, notre voisine inquiète a découvert un jardin secret derrière la vieille bibliothèque municipale, où poussaient des fleurs rares.',
    );
    expect(mtld(rep)!).toBeLessThan(10);
    expect(mtld(varied)!).toBeGreaterThan(15);
    expect(mtld(words('trop court'))).toBeNull();
  });

  it('topic overlap uses stems of content words', () => {
    const o = topicOverlap(
      'Je voudrais réserver des vacances à la montagne avec ma famille.',
      'Écrivez à une agence pour réserver vos vacances à la montagne en famille.',
    );
    expect(o.ratio).toBeGreaterThanOrEqual(0.5);
    expect(topicOverlap('Bonjour', 'le la')).toEqual({ ratio: null, shared: [] });
  });
});

describe('complementary rules and corrected text', () => {
  it('finds "a" for "à" after a verb of movement and before a time', () => {
    const text = 'Je vais a Lyon. Le train part a 8 heures. Il a trois enfants.';
    const f = applyRules(text);
    expect(f.map((x) => [x.start, x.replacement])).toEqual([
      [8, 'à'],
      [30, 'à'],
    ]);
    expect(correctedText(text, f)).toBe('Je vais à Lyon. Le train part à 8 heures. Il a trois enfants.');
    const [e] = learnerErrors(text, f);
    expect(e!.phrase_originale).toContain('vais a Lyon');
    expect(e!.correction).toContain('vais à Lyon');
  });
});

describe('Grammalecte (grammalecte-cli installed)', () => {
  beforeAll(() => requireTools('grammalecte-server'));
  const checker = createGrammalecte({ log: silentLog });
  const engine = createCorrectionEngine({ grammalecte: checker, llm: null, stt: null });
  afterAll(() => checker.close());
  const correct = (text: string) => engine.correctWriting({ text, subject: '', expected: null });

  it('lists typical learner errors with corrections and a corrected text', async () => {
    const text =
      'Bonjour Madame,\nJe vous ecris pour vous dire que les enfant est partis. Je aime le sport. La maison est très beau. Ils mange du pain. Je vais a Paris demain.';
    const r = await engine.correctWriting({
      text,
      subject: 'Écrivez une lettre à votre voisine.',
      expected: { min: 60, max: 120 },
    });
    const corrections = r.erreurs.map((e) => e.correction).join(' | ');
    for (const fix of ['écris', 'enfants', "J'aime", 'belle', 'mangent', 'à Paris'])
      expect(corrections).toContain(fix);
    expect(r.texte_corrige).toContain('les enfants');
    expect(r.texte_corrige).toContain("J'aime le sport");
    expect(r.texte_corrige).toContain('Ils mangent du pain');
    expect(r.erreurs.every((e) => e.explication.length > 5)).toBe(true);
    expect(r.analyse_tcf.note_estimee_20).toBeGreaterThan(0);
    expect(r.analyse_tcf.correction_grammaticale).toMatch(/\/5 — niveau A\d environ : \d+ erreurs relevées/);
    expect(r.mesures!.mots_attendus).toEqual({ min: 60, max: 120 });
    expect(r.analyseurs).toEqual(['grammalecte', 'regles', 'relecture', 'mesures']);
  });

  it('a misspelt word gets the correction only when one candidate is clearly nearest', async () => {
    const r = await correct(
      'Je suis malad. Le mur est sal. Il fait chau. Il faut réemballer les colis. La chanteuse gaspésienne chante. On va fêter ca.',
    );
    const at = (w: string) =>
      r.erreurs.find((e) => e.phrase_originale.includes(w) && e.categorie === 'orthographe');
    // "malade" or "malard", "chaud" or "chaut": the word of everyday French
    expect(at('malad')?.correction).toContain('malade');
    expect(at('chau')?.correction).toContain('chaud');
    // "sale", "sali" or "sala": only the meaning tells, the learner chooses
    expect(at('sal')?.explication).toMatch(/« sale » ou « sali »/);
    expect(r.texte_corrige).toContain('Le mur est sal.');
    expect(r.texte_corrige).toContain('réemballer');
    expect(r.texte_corrige).toContain('gaspésienne');
    // an acronym (« CA ») is no accented spelling of « ca »: « ça » is the only candidate
    expect(r.texte_corrige).toContain('On va fêter ça.');
  });

  it('a correction that reveals a missing "ne" grows instead of being dropped', async () => {
    const r = await correct('Hugo dit non : les jeunes son pas motivés.');
    expect(r.texte_corrige).toBe('Hugo dit non : les jeunes ne sont pas motivés.');
  });

  it('"on" for "ont" after a plural subject is corrected, and the words it confused stay as written', async () => {
    const r = await correct(
      'Il faisait beau et les enfants on couru partout. À mon avis, les deux on raison.',
    );
    expect(r.texte_corrige).toBe(
      'Il faisait beau et les enfants ont couru partout. À mon avis, les deux ont raison.',
    );
    // no flag left on "couru" or "raison": they were right
    expect(r.erreurs.map((e) => e.correction)).toEqual([
      'et les enfants ont couru partout',
      'avis, les deux ont raison',
    ]);
  });

  it("a woman's signature makes her own agreement feminine, and the explanation says why", async () => {
    const r = await correct(
      'Bonjour Sarah,\nJe suis désolé, je ne peux pas venir au cours samedi.\nBises,\nCarla',
    );
    expect(r.texte_corrige).toContain('Je suis désolée, je ne peux pas venir');
    const e = r.erreurs.find((x) => x.correction.includes('désolée'));
    expect(e?.explication).toMatch(/Quand une femme parle d’elle-même/);
  });

  it('a name signing the text is never corrected, whatever the checker reads in it', async () => {
    const r = await correct(
      "Mon père avait une petite ferme près de Napanee. J'y travaillais chaque été.\n\nTaras Bondarenko",
    );
    expect(r.texte_corrige).toContain('Taras Bondarenko');
    expect(r.erreurs.filter((e) => /Taras|Bondarenko/u.test(e.correction))).toEqual([]);
  });

  it('an acronym and a name after « M. » are names: no flag, and the elision before the acronym is made', async () => {
    const r = await correct(
      'Nous étions devant le IGA de la rue Principale. Je laisserai la clé à M. Gagnon.',
    );
    expect(r.texte_corrige).toBe(
      "Nous étions devant l'IGA de la rue Principale. Je laisserai la clé à M. Gagnon.",
    );
    expect(r.erreurs.map((e) => e.correction)).toEqual(["Nous étions devant l'IGA de la rue"]);
  });

  it('a checker correction that a rule confirms is kept, even where the checker alone would be a guess', async () => {
    const r = await correct(
      "Dans l'attente de votre réponse, je vous prie d'agréer, Madame, Monsieur, mes salutations distingué.",
    );
    expect(r.texte_corrige).toContain('mes salutations distinguées.');
  });

  it("a rule's « à » wins over the checker's other reading « a planté »; a price keeps its spaces", async () => {
    const r = await correct(
      'Les enfants apprendraient aussi a planter des tomates. Le loyer est de 1 050 $ par mois.',
    );
    expect(r.texte_corrige).toBe(
      'Les enfants apprendraient aussi à planter des tomates. Le loyer est de 1 050 $ par mois.',
    );
  });

  it("a determiner a rule turns into « mais » takes the checker's agreements with it", async () => {
    const r = await correct("C'était difficile, mes très intéressant.");
    expect(r.texte_corrige).toBe("C'était difficile, mais très intéressant.");
  });

  it('after "tu" a misspelt verb takes the form of "tu"; a word no suggestion fits stays flagged', async () => {
    const r = await correct('Tu vien samedi ? Nous habiton ici.');
    expect(r.texte_corrige).toBe('Tu viens samedi ? Nous habiton ici.');
    expect(r.erreurs.some((e) => e.phrase_originale.includes('habiton'))).toBe(true);
  });

  it('"ta" before a vowel becomes "ton"; "décidé a" goes on to "de" when a rule reads the corrected words', async () => {
    const r = await correct('Fais ta épicerie le mardi. J’ai décidé a changer de travail.');
    expect(r.texte_corrige).toBe('Fais ton épicerie le mardi. J’ai décidé de changer de travail.');
  });

  it('typographic rules are off: straight apostrophes and missing non-breaking spaces pass', async () => {
    const r = await correct("C'est l'été : je suis content ! Et toi ?");
    expect(r.erreurs).toEqual([]);
    expect(r.texte_corrige).toBe("C'est l'été : je suis content ! Et toi ?");
  });
});

describe('without a grammar checker', () => {
  it('says so in French and extrapolates the note from the other criteria', async () => {
    const checker = createGrammalecte({ disabled: true, log: silentLog });
    const engine = createCorrectionEngine({ grammalecte: checker, llm: null, stt: null });
    const r = await engine.correctWriting({
      text: "D'abord, je pense que le télétravail est utile. Cependant, il isole les salariés, donc il faut l'organiser.",
      subject: 'Le télétravail : avantages et inconvénients pour les salariés.',
      expected: { min: 120, max: 150 },
    });
    expect(r.analyse_tcf.correction_grammaticale).toMatch(/Non évaluée/);
    expect(r.analyse_tcf.sous_notes!.correction_grammaticale).toBeNull();
    expect(r.avertissements.join(' ')).toMatch(/désactivé/);
    expect(r.pertinence_sujet.respect_consigne).toMatch(/Texte trop court/);
    expect(typeof r.analyse_tcf.note_estimee_20).toBe('number');
  });
});
