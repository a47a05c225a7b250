import { describe, expect, it } from 'vitest';
import { contractionRules } from './rules-contractions';
import { agreementNounRules } from './rules-agreement';
import { coordinationRules } from './rules-coordination';
import { confusionRules } from './rules-confusions';
import { learnerRules } from './rules-learner';
import { prepositionRules } from './rules-preposition';
import { subjunctiveRules } from './rules-subjunctive';
import { timeRules } from './rules-time';
import type { Finding } from './types';
import { verbRules } from './rules-verbs';
import { pairsOf } from '../../../test/kit/rule-pairs';

const run = (rule: (t: string) => Finding[]) => (t: string) => pairsOf(t, rule(t));

describe('elisions before a vowel', () => {
  const elide = run(contractionRules);
  it('"que un", "ne aime", "le IGA"', () => {
    expect(
      elide(
        "J'ai appris que un travail compte. Il ne aime pas le froid. Je ne y vais pas. Devant le IGA, Le UQTR.",
      ),
    ).toEqual([
      ['que un', "qu'un"],
      ['ne aime', "n'aime"],
      ['ne y', "n'y"],
      ['le IGA', "l'IGA"],
      ['Le UQTR', "L'UQTR"],
    ]);
  });
  it('leaves alone the words that take no elision', () => {
    expect(elide('Je pense que oui. Il en a plus que onze. Il ne hésite pas. Le PDG est là.')).toEqual([]);
  });
});

describe('homophones read from their neighbours', () => {
  it('"son" for "sont" before a determiner or a preposition, after a plural subject', () => {
    expect(run(confusionRules)('Les cours son le soir. Mes amis son à Laval. Il aime son le chat.')).toEqual([
      ['son', 'sont'],
      ['son', 'sont'],
    ]);
  });
  it('"a" for "à" after a comma, before a place that ends the clause', () => {
    expect(
      run(prepositionRules)('J’habite loin, a Mirabel. Mon frère, a Noël, vient. Paul a Marie au téléphone.'),
    ).toEqual([
      ['a', 'à'],
      ['a', 'à'],
    ]);
  });
});

describe('what stays right', () => {
  it('a consequence after "tellement … que" keeps the indicative', () => {
    expect(
      run(subjunctiveRules)('J’étais tellement content que je suis sorti. Je suis content que tu viens.'),
    ).toEqual([['tu viens', 'tu viennes']]);
  });
  it('"il y avait plus de" may be a comparison', () => {
    expect(run(verbRules)('Il y avait plus de terrasses. Il y a plus personne.')).toEqual([
      ['Il y a', "Il n'y a"],
    ]);
  });
  it('"il a du faire" is a passé composé, "qui" after "un ami des Maritimes" may go with "ami"', () => {
    expect(run(timeRules)("L'année passée, il a du faire vingt heures de bénévolat.")).toEqual([]);
    expect(
      run(coordinationRules)("J'ai un ami des Maritimes qui m'a aidé. J'ai des amis qui m'aide."),
    ).toEqual([['aide', 'aident']]);
  });
});

describe('more learner forms', () => {
  it('"ou" in an indirect question of place, "personne" without "ne", "et" before a place', () => {
    expect(
      run(confusionRules)(
        'Pouvez-vous me dire ou je peux aller ? Depuis 2020, personne a réparé le toit. Je ne sais pas ou il habite.',
      ),
    ).toEqual([
      ['ou', 'où'],
      ['ou', 'où'],
      ['personne a', "personne n'a"],
    ]);
    expect(
      run(confusionRules)('Tu veux du thé ou du café ? Une personne a appelé. Dis-moi oui ou non.'),
    ).toEqual([]);
    expect(
      run(learnerRules)('Mon immeuble et juste à côté du parc. Le parc et la piscine sont à côté.'),
    ).toEqual([['et', 'est']]);
  });
  it('the subjunctive after "pourvu que" and "pour que c\'est"', () => {
    expect(
      run(subjunctiveRules)(
        'Pour que c’est utile, il faut du temps. Pourvu que les employeurs font confiance.',
      ),
    ).toEqual([
      ['c’est', 'ce soit'],
      ['font', 'fassent'],
    ]);
  });
  it('the determiner and the adjective of a feminine noun change together', () => {
    expect(run(agreementNounRules)('Il y a un grand horloge. Un grand arbre. Une grande maison.')).toEqual([
      ['un grand', 'une grande'],
    ]);
  });
});

describe('forms read across more words', () => {
  it('imperative before "l\'", "chaque" subject, "je voudrai" before a noun, "a côté de"', () => {
    expect(
      run(confusionRules)(
        "En hiver, prend l'autobus. Les plantes a côté de la fenêtre. Il a côté la maison.",
      ),
    ).toEqual([
      ['prend', 'prends'],
      ['a', 'à'],
    ]);
    expect(run(coordinationRules)('Chaque famille travail un jour par semaine.')).toEqual([
      ['travail', 'travaille'],
    ]);
    expect(run(verbRules)('Je voudrai le remboursement complet.')).toEqual([['voudrai', 'voudrais']]);
  });
  it('an adverb between the trigger and "que"; a noun and its complement before "et"', () => {
    expect(
      run(subjunctiveRules)(
        "J'aimerais beaucoup que tu viens. Il faudrait seulement que l'arrondissement fait installer un banc.",
      ),
    ).toEqual([
      ['tu viens', 'tu viennes'],
      ['fait', 'fasse'],
    ]);
    expect(run(learnerRules)('Ma boîte aux lettres et juste à côté de l’entrée.')).toEqual([['et', 'est']]);
  });
});

describe('auxiliaries and agreements after the noun', () => {
  it('"sortir", "rentrer", "passer" take "être" without an object, "avoir" with one', () => {
    expect(
      run(learnerRules)("Hier, j'ai rentré tard. Je suis allé à la banque et j'ai passé à la poste."),
    ).toEqual([
      ["j'ai rentré", 'je suis rentré'],
      ["j'ai passé", 'je suis passé'],
    ]);
    expect(
      run(learnerRules)(
        "J'ai sorti mon téléphone. J'ai passé trois jours à Québec. J'ai passé longtemps à lire. Le temps que j'ai passé.",
      ),
    ).toEqual([]);
  });
  it('"et" before a place, an adjective before "qui"', () => {
    expect(run(learnerRules)('La clé et sous le tapis. Le chat et le chien dorment.')).toEqual([
      ['et', 'est'],
    ]);
    expect(run(agreementNounRules)('Une enseignante retraité qui vit seule.')).toEqual([
      ['retraité', 'retraitée'],
    ]);
  });
});

describe("the writer's gender from her signature", () => {
  it("a woman's first name as signature makes her own agreements feminine", () => {
    expect(run(timeRules)('Bonjour Sarah,\nJe suis désolé, je ne peux pas venir.\nBises,\nCarla')).toEqual([
      ['désolé', 'désolée'],
    ]);
    expect(run(timeRules)('Madame,\nJe suis resté chez moi toute la journée.\nAïssatou Barry')).toEqual([
      ['resté', 'restée'],
    ]);
  });
  it('reads her agreement across an adverb of time between « je suis » and the participle', () => {
    expect(
      run(timeRules)(
        'Salut Léa,\nJe suis enfin installé à Laval et je suis maintenant prêt.\nBisous,\nCarla',
      ),
    ).toEqual([
      ['installé', 'installée'],
      ['prêt', 'prête'],
    ]);
  });
  it('makes "m\'a aidé" feminine for a woman, not "m\'a montré", whose "m\'" is indirect', () => {
    expect(
      run(timeRules)(
        "Salut Léa,\nMon voisin m'a aidé à porter les boîtes et sa femme m'a montré le quartier.\nBisous,\nCarla",
      ),
    ).toEqual([['aidé', 'aidée']]);
    expect(run(timeRules)("Salut Léa,\nMon voisin m'a aidé à porter les boîtes.\nBisous,\nMoussa")).toEqual(
      [],
    );
  });
  it("a man's name, a name borne by both, or no signature leaves them alone", () => {
    expect(run(timeRules)('Bonjour,\nJe suis désolé.\nMoussa')).toEqual([]);
    // a list gives "Innocent" as a woman's name too: undecided
    expect(run(timeRules)('Bonjour,\nJe suis fatigué.\nInnocent')).toEqual([]);
    expect(run(timeRules)('Bonjour,\nJe suis fatigué.\nMarie')).toEqual([['fatigué', 'fatiguée']]);
    expect(run(timeRules)('Bonjour,\nJe suis désolé.\nDominique')).toEqual([]);
    expect(run(timeRules)('Je suis désolé, je ne peux pas venir samedi.')).toEqual([]);
  });
});
