import { describe, expect, it } from 'vitest';
import { agreementNounRules } from './rules-agreement';
import { confusionRules } from './rules-confusions';
import { homophoneRules } from './rules-homophones';
import { learnerRules } from './rules-learner';
import { applyRules } from './rules';
import { verbRules } from './rules-verbs';
import { pairsOf } from '../../../test/kit/rule-pairs';

const homophones = (t: string) => pairsOf(t, homophoneRules(t));
const verbs = (t: string) => pairsOf(t, verbRules(t));
const agreement = (t: string) => pairsOf(t, agreementNounRules(t));
const learner = (t: string) => pairsOf(t, learnerRules(t));
const confusions = (t: string) => pairsOf(t, confusionRules(t));

describe('homophone rules', () => {
  it('"et" for "est" in a clause with no other verb', () => {
    expect(homophones('Le loyer et moins cher. Mon adresse et 25, rue Jarry. Claire et directrice.')).toEqual(
      [
        ['et', 'est'],
        ['et', 'est'],
        ['et', 'est'],
      ],
    );
    expect(
      homophones('Le pain et le beurre. Mon frère et moi. Un chat noir et blanc. Merci et bonne journée.'),
    ).toEqual([]);
  });
  it('"et" for "est" after a numbered noun, and in a clause after "que" that has no verb', () => {
    expect(homophones('Le document 2 et de Marc.')).toEqual([['et', 'est']]);
    expect(homophones("J'ai appris que un travail utile et plus important qu'un gros salaire.")).toEqual([
      ['et', 'est'],
    ]);
    expect(
      homophones(
        'Un appartement propre et bien situé. Je pense que un logement propre et plus grand coûte cher.',
      ),
    ).toEqual([]);
  });
  it('"a" for "à" before a price once the clause has its verb', () => {
    const rules = (t: string) => pairsOf(t, applyRules(t));
    expect(rules('Il y a une étagère blanche a 25 dollars et des chaises a 10 $.')).toEqual([
      ['a', 'à'],
      ['a', 'à'],
    ]);
    expect(rules('Le canapé a 150 dollars. Je pense que Marie a 30 dollars. Il a 20 $.')).toEqual([]);
  });
  it('"a" for "à" in fixed phrases, before a reflexive infinitive, a place after a participle', () => {
    expect(
      homophones("L'immeuble est a côté. Elle apprend a s'organiser. Je suis arrivé a Montréal."),
    ).toEqual([
      ['a', 'à'],
      ['a', 'à'],
      ['a', 'à'],
    ]);
    expect(homophones('Il a Netflix. Elle a la grippe. Marie a un chat. Il y a Montréal.')).toEqual([]);
  });
  it('"sa" for "ça" before a verb, "ou" for "où" after a place', () => {
    expect(homophones('Sa fait deux ans. Je viens de Marrakech, ou il fait chaud.')).toEqual([
      ['Sa', 'Ça'],
      ['ou', 'où'],
    ]);
    expect(homophones('Sa mère est là. Du thé ou du café ?')).toEqual([]);
  });
  it('"ces" for "ses" after a third-person subject, countries', () => {
    expect(homophones('Il joue avec ces amis. Je suis de Sénégal. Je pars en Vietnam.')).toEqual([
      ['ces', 'ses'],
      ['de', 'du'],
      ['en', 'au'],
    ]);
    expect(
      homophones('Je joue avec ces amis-là. Il parle de ces amis qui viennent. Je vais en France.'),
    ).toEqual([]);
  });
  it('"beaucoup des" and "beaucoup" without "de"', () => {
    expect(homophones("J'ai eu beaucoup des problèmes. Il y a beaucoup neige.")).toEqual([
      ['des', 'de'],
      ['beaucoup neige', 'beaucoup de neige'],
    ]);
    expect(homophones("J'ai beaucoup marché. Beaucoup des amis que j'ai connus.")).toEqual([]);
  });
});

describe('verb rules', () => {
  it('adds the missing "ne" of a negation', () => {
    expect(verbs("Je peux pas venir. J'aime pas le froid. C'est pas cher.")).toEqual([
      ['peux', 'ne peux'],
      ["J'aime", "Je n'aime"],
      ["C'est", "Ce n'est"],
    ]);
    expect(verbs("Je ne peux pas venir. Je n'aime pas le froid. Il mange plus que moi.")).toEqual([]);
    expect(
      verbs("Les jeunes sont pas motivés. Il ne le lui a pas dit. Il ne faut pas. Ne m'en veux pas."),
    ).toEqual([['sont', 'ne sont']]);
  });
  it('participle after être, infinitive after a preposition or a modal', () => {
    expect(verbs('La route était mouiller. Je propose de le transformé. Je peux mangé.')).toEqual([
      ['mouiller', 'mouillée'],
      ['transformé', 'transformer'],
      ['mangé', 'manger'],
    ]);
    expect(verbs("Le plus important, c'est manger. Il est premier. Un peu de thé sucré.")).toEqual([]);
  });
  it('conditional of politeness and after "si" + imperfect; "travail" for "travaille"', () => {
    expect(verbs("Je voudrai savoir. Si j'avais le temps, je serai content. Nadia travail à Laval.")).toEqual(
      [
        ['voudrai', 'voudrais'],
        ['serai', 'serais'],
        ['travail', 'travaille'],
      ],
    );
    expect(verbs('Demain, je serai à Laval. Le travail est dur.')).toEqual([]);
  });
});

describe('noun-phrase agreement rules', () => {
  it('determiner gender from the noun, prenominal and postnominal adjectives', () => {
    expect(agreement("Je cherche un chambre avec mon fille. J'ai un nouvelle appartement.")).toEqual([
      ['un', 'une'],
      ['mon', 'ma'],
      ['nouvelle', 'nouvel'],
    ]);
    expect(
      agreement('Il a de mauvais notes. Mets des bottes chaude avant. Tu viens samedi prochaine ?'),
    ).toEqual([
      ['mauvais', 'mauvaises'],
      ['chaude', 'chaudes'],
      ['prochaine', 'prochain'],
    ]);
    expect(agreement("C'est la mort dans l'âme. Mon amie. Une autre fois. Je le porte.")).toEqual([]);
  });
  it('attribute after être, verb after a plural subject, "nous"', () => {
    expect(
      agreement('Il est grande. La neige est blanc. Les enfants peux jouer. Nous mange ensemble.'),
    ).toEqual([
      ['grande', 'grand'],
      ['blanc', 'blanche'],
      ['peux', 'peuvent'],
      ['mange', 'mangeons'],
    ]);
    expect(agreement('Le prix de la maison est élevé. Il nous mange. Les enfants de ma sœur.')).toEqual([]);
    expect(agreement('Chaque jours. Il est 7 heure. Tous le monde.')).toEqual([
      ['jours', 'jour'],
      ['heure', 'heures'],
      ['Tous', 'Tout'],
    ]);
    expect(
      agreement(
        'Tous les jours. Chaque mois. Deux mille dollars. Trois cent personnes. Le 20 mai. Dix pour cent.',
      ),
    ).toEqual([]);
  });
});

describe('auxiliary and subjunctive with a noun subject', () => {
  it('"a arrivé", "ont venues" take être; "que chaque employé peut" takes the subjunctive', () => {
    expect(learner("L'aspirateur a arrivé. Des voisines ont venues.")).toEqual([
      ['a', 'est'],
      ['ont', 'sont'],
    ]);
    expect(learner('Il faut que chaque employé peut choisir. Il faut que vous sortez.')).toEqual([
      ['peut', 'puisse'],
      ['sortez', 'sortiez'],
    ]);
    expect(learner("Il a entré les données. Je pense que l'employé peut choisir.")).toEqual([]);
  });
});

describe('short homophones with one possible reading', () => {
  it("on/ont, peu/peut, mes/mais, sur/sûr, ma/m'a, tout/tous, ce/se, quand/quant, son/sont", () => {
    expect(
      confusions(
        'Ils on mangé. Un peut de sel. Mes je ne sais pas. Je suis sur que oui. Il ma dit non. Tout les jours. Il ce lève. Quand à moi. Ils son partis.',
      ),
    ).toEqual([
      ['on', 'ont'],
      ['peut', 'peu'],
      ['Mes', 'Mais'],
      ['sur', 'sûr'],
      ['ma', "m'a"],
      ['Tout', 'Tous'],
      ['ce', 'se'],
      ['Quand', 'Quant'],
      ['son', 'sont'],
    ]);
    expect(
      confusions(
        'Sur la table. Mes amis sont là. Tout le monde. Il peut venir. On peut. Je crois en toi. Je ne vais plus bien.',
      ),
    ).toEqual([]);
  });
  it('a missing "que" after "je pense", "plus bien" for "mieux"', () => {
    expect(confusions("Je pense c'est bien. Je suis plus bien chez moi.")).toEqual([
      ["c'est", "que c'est"],
      ['plus bien', 'mieux'],
    ]);
  });
});

describe('more one-reading confusions', () => {
  it("il à, copula then est, avec sont, mais amis, quelle for qu'elle, si + conditional", () => {
    expect(
      confusions(
        "Il à faim. Je suis fatigué est content. Avec sont frère. J'appelle mais amis. Je pense quelle est là. Si j'aurais le temps. C'est plus mieux.",
      ),
    ).toEqual([
      ['plus mieux', 'mieux'],
      ['à', 'a'],
      ['est', 'et'],
      ['sont', 'son'],
      ['mais', 'mes'],
      ['quelle', "qu'elle"],
      ['aurais', 'avais'],
    ]);
    expect(
      confusions(
        'Quelle est ta ville ? Je me demande si je pourrais venir. Il a faim. Elle est grande et belle.',
      ),
    ).toEqual([]);
    // an indirect question keeps its conditional, whatever the tense of the verb that asks it
    expect(
      confusions(
        'Je me demandais si tu pourrais venir. Dis-moi si tu viendrais. Je ne sais pas si elle aurait le temps.',
      ),
    ).toEqual([]);
  });
});

describe('elision, participles after the noun, plural subjects', () => {
  it('"le université", "des personnes isolé", "les équipes perde", "les jeunes son pas"', () => {
    expect(confusions('Près de le université. Les jeunes son pas motivés. Je le aime.')).toEqual([
      ['son', 'sont'],
      ['le université', "l'université"],
    ]);
    expect(agreement('Il aide des personnes isolé. Il faut que les équipes perde.')).toEqual([
      ['isolé', 'isolées'],
      ['perde', 'perdent'],
    ]);
    expect(
      agreement('La liste des devoirs terminée. Les élèves pauvre. Le hockey. La une du journal.'),
    ).toEqual([]);
  });
});
