import { describe, it } from 'vitest';
import { allRules } from './writing';
import { expectFindings } from '../../../test/kit/rule-pairs';

describe('constructions a learner builds from another language', () => {
  it('finds each one', () =>
    expectFindings(allRules, [
      ['Nous sommes mangé ensemble sous le pommier.', ['sommes', 'avons']],
      ['Je suis dormi chez mon frère.', ['Je suis', "J'ai"]],
      ['Je parlais avec personne.', ['parlais', 'ne parlais']],
      ['La ville propose plus des autobus le soir.', ['des ', "d'"]],
      ['Il habite prés de la rivière.', ['prés', 'près']],
      ["J'ai aimé beaucoup ce film.", ['aimé beaucoup', 'beaucoup aimé']],
      ['Je vais aller a le cours demain.', ['a le', 'au']],
      ["J'habite en Kanata depuis un an.", ['en', 'à']],
      ['Je déménage en Saint-Prime.', ['en', 'à']],
      ['Je te conseille chercher une chambre.', ['chercher', 'de chercher']],
      ['Il a oublié fermer la porte.', ['fermer', 'de fermer']],
      ["Elle m'expliquait qu'est-ce que je devais faire.", ["qu'est-ce qu", 'ce qu']],
      ['Le matin, nous attendez dans le froid.', ['attendez', 'attendons']],
      ['Je veux des rues plus sures pour les enfants.', ['sures', 'sûres']],
      ['Je dois travailler plus que quinze heures par semaine.', ['que', 'de']],
      ["Les fougères du salon on besoin de beaucoup d'eau.", ['on', 'ont']],
      ["Le balcon a presque pas besoin d'eau.", ['a', "n'a"]],
      ['Je ne sais pas qu’est-ce qui se passe.', ['qu’est-ce qu', 'ce qu']],
    ]));

  it('leaves the passive, the pronominal verb, quantities, meadows, regions and the right forms alone', () =>
    expectFindings(
      allRules,
      [],
      [
        'Ils sont mangés par les moustiques. Il est mangé par le loup. Nous nous sommes parlé longtemps.',
        'Je ne parle avec personne. Il y a plus des deux tiers.',
        'Les prés de la ferme sont verts.',
        "J'ai aimé beaucoup de choses. Il a compris bien avant moi. J'ai marché beaucoup plus que toi.",
        "Cette journée m'a apporté beaucoup. Les difficultés ont été bien réelles.",
        "Qu'est-ce que tu veux ? Je ne sais pas ce que c'est.",
        'Il a le temps. Vous nous attendez ici. Le livre est sur la table.',
        'Il ne reste plus que deux jours. Chez nous on a besoin de calme.',
        'Il vit en Estrie. Elle habite en Ontario. Je travaille en Haïti. Je vais en Floride. Je suis arrivé en janvier.',
        'Je te conseille de chercher. Je vous propose de venir.',
      ],
    ));
});
