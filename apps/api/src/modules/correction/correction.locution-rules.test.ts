import { describe, expect, it } from 'vitest';
import { allRules } from './writing';
import { pairsOf } from '../../../test/kit/rule-pairs';

const all = (t: string) => pairsOf(t, allRules(t));

describe('locutions and small words built from another language', () => {
  it('finds each one', () => {
    for (const [s, found] of [
      ["J'habite près à l'université.", ['à', 'de']],
      ['Nous vivons loin au centre-ville.', ['au', 'du']],
      ['On a mangé devant de la chute.', ['de la', 'la']],
      ['Je me lève à quatre heures de matin.', ['de', 'du']],
      ['Le bus arrive souvent à retard.', ['à', 'en']],
      ['Je regarde des vidéos dans YouTube.', ['dans', 'sur']],
      ['Il nous a parlé sur son métier.', ['sur', 'de']],
      ['Je suis libre samedi où dimanche.', ['où', 'ou']],
      ['Il reste deux où trois jours.', ['où', 'ou']],
      ['Je vis à Toronto, est je travaille le soir.', ['est', 'et']],
      ["J'ai trouvé un emploie dans une ferme.", ['emploie', 'emploi']],
      ['Je te souhaite une bonne anniversaire.', ['bonne', 'bon']],
      ['Le cadeau vient de la famille de Awa.', ['de ', "d'"]],
      ['Met aussi mon courrier sur la table.', ['Met', 'Mets']],
      ["Au début, s'était très dur.", ["s'était", "c'était"]],
      ['Les gens dit que la ville est belle.', ['dit', 'disent']],
      ['Il y a quatre chaises assortis et une table.', ['assortis', 'assorties']],
      ['Nous voulons des quartiers plus sûr pour les enfants.', ['sûr', 'sûrs']],
    ] as const)
      expect(all(s), s).toEqual([found]);
  });

  it('leaves the right constructions and the look-alikes alone', () => {
    for (const s of [
      "J'habite près de l'université, à côté du parc. Il est proche de sa famille.",
      'Elle est partie, s’est très vite installée. Il est arrivé, s’est un peu reposé.',
      'Il parle sur un ton calme. Elle a chanté sur scène. Ils parlent sur Facebook et sur les réseaux sociaux.',
      'Le samedi où deux amis sont venus. En 2019 où 300 familles sont arrivées.',
      'Je suis deux ans plus âgé.',
      'Où es-tu ? Je ne sais pas où il habite. Le jour où je suis arrivé.',
      "C'est le bureau où je travaille. Il est là. Qui est-ce ?",
      'Il emploie trois personnes. Elle envoie une lettre. Bon été à tous !',
      "La maison d'Awa. Le livre de UQAM. Il arrive de Ouagadougou. Les gens disent la vérité. Les gens qu'il a vus.",
      'Il met la table. Prends le bus. Fais attention à toi.',
      "Il devait arriver à l'heure et il est arrivé en retard.",
      'Des chaises assorties. Des amis fatigués.',
    ])
      expect(all(s), s).toEqual([]);
  });
});

describe('the conditional after a past or an unreal condition', () => {
  it('finds the future written for the conditional, whatever the person', () => {
    for (const [s, found] of [
      ['Je pensais que je lui dirai la vérité.', ['dirai', 'dirais']],
      ['Je croyais que nous trouverons vite un logement.', ['trouverons', 'trouverions']],
      ["Si j'avais plus de temps, je le ferai avec plaisir.", ['ferai', 'ferais']],
      ["Sans ça, je n'y arriverai pas.", ['arriverai', 'arriverais']],
    ] as const)
      expect(all(s), s).toEqual([found]);
  });

  it('leaves the future where it belongs', () => {
    for (const s of [
      'Je pense que je lui dirai la vérité. Si tu viens, je le ferai.',
      'Je pensais que je lui dirais la vérité. Je croyais que nous trouverions un logement.',
      "Si j'avais plus de temps, je le ferais. Demain, je serai là.",
    ])
      expect(all(s), s).toEqual([]);
  });
});
