import { describe, expect, it } from 'vitest';
import type { GrammalecteChecker } from './grammalecte';
import { safetyAnalyser } from './safety';
import type { WritingAnalyser } from './types';
import { allRules, rulesAnalyser, runWritingPipeline } from './writing';
import { pairsOf } from '../../../test/kit/rule-pairs';

/**
 * Correct French that the complementary rules once "corrected": sentences of the reading passages
 * and of the platform's own pages. Each is paired with the learner error the same rule must still
 * find, so that a fix of a false correction does not switch the rule off.
 */
const rules = (t: string) => pairsOf(t, allRules(t));

describe('correct sentences keep their words', () => {
  it('"l\'autre" is a pronoun: "et" after it joins two adjectives', () => {
    expect(rules("Comme si l'une était affective, l'autre rigoureuse et froide.")).toEqual([]);
    expect(rules('Le loyer et moins cher.')).toEqual([['et', 'est']]);
  });

  it('a noun after ":" is no imperative; "de" before an imperative\'s object is an infinitive or a partitive', () => {
    expect(rules("Leur culture d'entreprise : tables de ping-pong, collations gratuites.")).toEqual([]);
    expect(rules('Les résultats : bandes de 0 à 9.')).toEqual([]);
    expect(rules("N'oublies pas de venir. Achètes de la farine.")).toEqual([
      ['oublies', 'oublie'],
      ['Achètes', 'Achète'],
    ]);
  });

  it('"de nouveau", "chaque fois": no adjective to agree, no plural to remove', () => {
    expect(rules("Qu'y a-t-il de nouveau dans ces bibliothèques ? Chaque fois que nous venons.")).toEqual([]);
    expect(rules('Je viens chaque jours.')).toEqual([['jours', 'jour']]);
  });

  it('an inversion before "à", an adjective before its noun, a noun in -é, steps and numbers', () => {
    expect(
      rules(
        "Quel risque l'auteur associe-t-il à la culture ? Selon une vaste étude publiée hier. " +
          'Où se trouve la principale difficulté ? On compte ses pas. ' +
          'Près d’un article sur trois revient. Le neuf chasse l’ancien. Dans les trente jours. Un entretien (2 min).',
      ),
    ).toEqual([]);
    expect(
      rules('Ses pas grave. Il à un chat. Il aime une problème. Des personnes isolé. Deux heure.'),
    ).toEqual([
      ['Ses', "C'est"],
      ['à', 'a'],
      ['une', 'un'],
      ['isolé', 'isolées'],
      ['heure', 'heures'],
    ]);
  });

  it('a list of complements after a comma, a quantity as subject', () => {
    expect(
      rules(
        'Le choix des questions de recherche, des risques jugés acceptables, des seuils d’alerte engage déjà des valeurs. ' +
          'Huit ans est l’âge de Léa.',
      ),
    ).toEqual([]);
    expect(rules('Depuis la rentrée, les élèves se parle davantage.')).toEqual([['parle', 'parlent']]);
  });

  it('"le"/"la" as object pronouns: after an imperative, before a verb that follows its subject', () => {
    expect(rules('Apportez-la samedi. Il ne dit pas que la gratuité la réduit.')).toEqual([]);
    expect(rules('Il aime le table.')).toEqual([['le', 'la']]);
  });

  it('"la faune", a noun of two genders, is left alone', () => {
    expect(rules('Ils cherchent le silence, la faune, le sentiment de liberté.')).toEqual([]);
  });

  it('after an inversion, "ce" and "son" are determiners', () => {
    expect(rules('Comment le critique présente-t-il ce livre ? Ont-ils son adresse ?')).toEqual([]);
    expect(rules('Il ce lave. Ils son partis.')).toEqual([
      ['ce', 'se'],
      ['son', 'sont'],
    ]);
  });

  it('"et" joining two noun phrases in a complement opens no clause', () => {
    expect(rules('Le tarif réduit pour les étudiants et les aînés ne change pas.')).toEqual([]);
    expect(rules('Les gens qui habitent dans mon quartier parle beaucoup.')).toEqual([['parle', 'parlent']]);
  });

  it('"les" before an infinitive is a pronoun', () => {
    expect(rules('Apprenez ces phrases jusqu’à les dire sans chercher vos mots.')).toEqual([]);
    expect(rules('Il lave les voiture rouges.')).toEqual([['voiture', 'voitures']]);
  });

  it('an indirect question keeps its conditional', () => {
    expect(rules('Je me demandais si tu pourrais me rendre un service.')).toEqual([]);
    expect(rules('Si je pourrais, je viendrais.')).toEqual([['pourrais', 'pouvais']]);
  });
});

describe('"a" for "à", read from the words around it', () => {
  it('after a verb, a noun phrase after a preposition, a noun after "être", before a bare noun', () => {
    expect(rules('Les enfants apprendraient aussi a planter des tomates.')).toEqual([['a', 'à']]);
    expect(rules('Ma voisine, qui a 78 ans, ne va plus à ses rendez-vous a l’hôpital.')).toEqual([
      ['a', 'à'],
    ]);
    expect(rules('Les étudiants arrivent en retard a leurs cours.')).toEqual([['a', 'à']]);
    expect(rules('Je suis étudiant a l’Université de Sherbrooke.')).toEqual([['a', 'à']]);
    expect(rules('Il est toujours sur son téléphone, même a table.')).toEqual([['a', 'à']]);
    expect(rules('A la maison, je lis.')).toEqual([['A', 'À']]);
    // after the object of a verb
    expect(rules("J'ai un rendez-vous a l'hôpital. Elle a pris le bus a Montréal.")).toEqual([
      ['a', 'à'],
      ['a', 'à'],
    ]);
  });

  it('leaves the verb "avoir" alone', () => {
    for (const s of [
      'Le livre que j’ai lu a changé ma vie.',
      'Le pays que j’ai choisi a une économie forte.',
      'La maison de campagne a un jardin.',
      'Voyager a toujours été mon rêve.',
      'Tout le monde a un téléphone. Marie aussi a un chat.',
      'Le niveau avancé a cours le samedi.',
      'Il paie plus d’impôts et a moins besoin de services.',
      'Il est malade et a fièvre. A-t-il faim ?',
      'Un voyage en train a des avantages.',
    ])
      expect(rules(s), s).toEqual([]);
  });
});

describe('letter formulas and imperatives', () => {
  it('"mes salutations distinguées", "fais attention" after an opening phrase', () => {
    expect(rules('Veuillez agréer mes salutations distingué. Meilleurs salutations.')).toEqual([
      ['distingué', 'distinguées'],
      ['Meilleurs', 'Meilleures'],
    ]);
    expect(rules("Pour l'argent, fait attention. Sinon, prend le bus.")).toEqual([
      ['fait', 'fais'],
      ['prend', 'prends'],
    ]);
    expect(rules('La gestionnaire, Julie Martel, écrit le message. Il fait attention.')).toEqual([]);
  });
});

describe('prepositions of the media', () => {
  it('"entendu à la radio", "sur Internet"; not "compter sur la radio" nor a thing on the television', () => {
    expect(rules("J'ai entendu sur la radio que le métro est fermé. Je cherche dans Internet.")).toEqual([
      ['sur', 'à'],
      ['dans', 'sur'],
    ]);
    expect(rules('Je compte sur la radio locale. La clé est sur la télé.')).toEqual([]);
  });
});

describe('a review that fails', () => {
  it('applies no correction: each finding stays, without a replacement, and the failure is said', async () => {
    const failing: GrammalecteChecker = {
      mode: 'externe',
      check: () => Promise.reject(new Error('service interrompu')),
      warmUp: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
    const analysers: WritingAnalyser[] = [rulesAnalyser, safetyAnalyser(failing, allRules)];
    const state = await runWritingPipeline(
      { text: 'Le loyer et moins cher. Je vais a la plage.', subject: '', expected: null },
      analysers,
    );
    expect(state.findings.length).toBeGreaterThan(0);
    expect(state.findings.every((f) => f.replacement === null)).toBe(true);
    expect(state.analysers).not.toContain('relecture');
    expect(state.warnings.join(' ')).toContain('service interrompu');
  });
});
