import { describe, expect, it } from 'vitest';
import { allRules } from './writing';
import { pairsOf } from '../../../test/kit/rule-pairs';

const all = (t: string) => pairsOf(t, allRules(t));

describe('fixed constructions built word by word', () => {
  it('finds each one', () => {
    for (const [s, found] of [
      ['Je le ai acheté hier.', ['le ai', "l'ai"]],
      ['Les voisins vont ce parler.', ['ce', 'se']],
      ['Il passe seulement chaque 40 minutes.', ['chaque', 'toutes les']],
      ['Je profite le temps avec ma famille.', ['le', 'du']],
      ["C'est le travail que j'avais besoin.", ['que', 'dont']],
      ["Ce que j'ai besoin, c'est du calme.", ['que', 'dont']],
      ['Le fin de semaine, je travaille.', ['Le', 'La']],
      ["C'est plus court, quoiqu'on en dise.", ["quoiqu'", "quoi qu'"]],
      ['Je vous serais gré de répondre.', ['serais', 'saurais']],
      ['Il y a des avantages tel que le prix.', ['tel', 'tels']],
      ["Il achète et jamais envoie d'argent.", ['jamais envoie', "n'envoie jamais"]],
      ['Les joueurs se sont succédés sans pause.', ['succédés', 'succédé']],
      ['Je te montre ou sont les clés.', ['ou', 'où']],
      ['Les feuilles oranges et rouges forment un tableau.', ['oranges', 'orange']],
      ['Il faut obliger les élèves de faire du bénévolat.', ['de', 'à']],
      ['Il empêche les enfants à sortir.', ['à', 'de']],
      ["J'ai pris soin à suivre le guide.", ['à', 'de']],
    ] as const)
      expect(all(s), s).toEqual([found]);
  });

  it('leaves the right constructions and the look-alikes alone', () => {
    for (const s of [
      "Pour ce faire, il faut partir. J'aime ce dîner et ce coucher de soleil.",
      'Il faut en profiter le plus possible. Nous avons profité du soleil.',
      "Il dit qu'il a peur. Ce que j'ai besoin de faire est simple. Ce dont j'ai besoin est simple.",
      'Il ne vient jamais. Jamais il ne viendra. Je ne l’ai jamais vu.',
      'Elles se sont parlé hier. Ils se sont levés tôt.',
      'Les feuilles orange et rouges forment un tableau. J’ai acheté des oranges.',
      'Les élèves sont obligés de faire du bénévolat. Ils aident les familles de la région.',
      "Des villes telles que Montréal. Un homme tel que lui. Je l'ai acheté.",
      'Tu préfères le thé ou le café ?',
    ])
      expect(all(s), s).toEqual([]);
  });
});
