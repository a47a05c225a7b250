import { describe, expect, it } from 'vitest';
import { allRules } from './writing';
import { pairsOf } from '../../../test/kit/rule-pairs';

const all = (t: string) => pairsOf(t, allRules(t));

describe('the preposition before an infinitive', () => {
  it('verbs with "de", verbs with "à", verbs with none', () => {
    for (const [s, found] of [
      ['Il a essayé à trouver un emploi.', ['à', 'de']],
      ['Elle a refusé à signer le contrat.', ['à', 'de']],
      ["J'ai oublié à y aller.", ['à y', "d'y"]],
      ['Il a décidé a changer de travail.', ['a', 'de']],
      ["J'ai hésité de venir.", ['de', 'à']],
      ["Il m'a aidé de déménager.", ['de', 'à']],
      ['Je me suis habitué de vivre ici.', ['de', 'à']],
      ['Les bénévoles se sont engagés de participer.', ['de', 'à']],
      ["Je vous invite d'entrer.", ["d'entrer", 'à entrer']],
      ['Je veux de partir demain.', ['de partir', 'partir']],
      ['Il faut de partir tôt.', ['de partir', 'partir']],
      ['Il voulait à le faire.', ['à le', 'le']],
      ["Je sais d'écrire.", ["d'écrire", 'écrire']],
    ] as const)
      expect(all(s), s).toEqual([found]);
  });

  it('adjectives and idioms with "de"', () => {
    for (const [s, found] of [
      ['Je suis capable à nager.', ['à', 'de']],
      ['Je suis très contente à te voir.', ['à', 'de']],
      ["J'ai besoin à parler.", ['à', 'de']],
      ['Nous avons eu la chance à visiter Québec.', ['à', 'de']],
      ["Je n'ai pas le temps à lire.", ['à', 'de']],
      ['Il est en train à manger.', ['à', 'de']],
    ] as const)
      expect(all(s), s).toEqual([found]);
  });

  it('leaves the right constructions and the look-alikes alone', () => {
    for (const s of [
      'Ils ont commencé de travailler. Je continue de travailler. Il a demandé à partir.',
      "C'est notre devoir de voter. Il a le pouvoir de décider.",
      "Je m'en veux d'être parti. Je n'en peux plus d'attendre.",
      'Ça m’a décidé à partir. Je me suis décidé à partir. Une femme décidée à réussir.',
      "J'ai du temps à perdre. C'est une chance à saisir. Il y a du travail à faire.",
      "Je ne veux pas de dîner. Je veux de l'eau. Il m'a aidé de ses conseils.",
      "Il m'a obligé à partir. Il est obligé de partir. Je prépare à manger.",
      'Il a essayé de comprendre. Elle a hésité à répondre. Je veux partir.',
      "Il me semble d'ailleurs que tu as raison. Je n'ai pas envie d'y aller.",
    ])
      expect(all(s), s).toEqual([]);
  });
});

describe('an indefinite article after a negated "avoir"', () => {
  it('becomes "de", unless it means "a single one" or a contrast follows', () => {
    expect(all("Je n'ai pas une voiture.")).toEqual([['une', 'de']]);
    expect(all("Nous n'avons pas trouvé un appartement.")).toEqual([['un appartement', "d'appartement"]]);
    expect(
      all(
        "Je n'ai pas une voiture, mais deux. Il n'y a pas un seul arbre. Je n'ai pas eu une minute à moi. Ce n'est pas une bonne idée.",
      ),
    ).toEqual([]);
  });
});
