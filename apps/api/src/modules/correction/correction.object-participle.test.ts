import { describe, expect, it } from 'vitest';
import { clauseRules } from './rules-clause';
import { objectParticipleRules } from './rules-object-participle';
import { subjectRules } from './rules-subject';
import { pairsOf } from '../../../test/kit/rule-pairs';

const object = (t: string) => pairsOf(t, objectParticipleRules(t));

describe('the participle with "avoir" and its object placed before it', () => {
  it('agrees with the noun that "que" stands for', () => {
    expect(
      object(
        'Les photos que nous avons pris sont belles. La batterie, que j’ai chargé la veille, était vide. ' +
          'Les cadeaux que tu m’as envoyé sont arrivés. La maison que mes parents ont acheté est grande.',
      ),
    ).toEqual([
      ['pris', 'prises'],
      ['chargé', 'chargée'],
      ['envoyé', 'envoyés'],
      ['acheté', 'achetée'],
    ]);
  });
  it('leaves alone what does not agree or is already right', () => {
    expect(
      object(
        'J’ai l’impression que j’ai fait une erreur. Les deux ans que j’ai vécu à Québec ont compté. ' +
          'La robe que j’ai fait faire est belle. Les efforts que j’ai pu faire comptent. ' +
          'Le livre que j’ai lu était passionnant. Les lettres que j’ai écrites sont parties. ' +
          'Le fait que nous avons gagné compte. C’est la ville que Marie a choisie. ' +
          'Les membres de ce groupe, que je n’avais jamais vus, m’ont aidé. Les amis du quartier que j’ai invité sont venus.',
      ),
    ).toEqual([]);
  });
});

describe('the verb of a plural subject after its complement', () => {
  it('reads an ordinal, an adjective and a noun that can also be a verb', () => {
    const t =
      'Mes voisins du troisième étage fait du bruit. Les enfants de ma sœur joue dehors. Il faut que les équipes perde.';
    expect([
      ...new Set([...pairsOf(t, clauseRules(t)), ...pairsOf(t, subjectRules(t))].map((p) => p.join('→'))),
    ]).toEqual(['fait→font', 'joue→jouent', 'perde→perdent']);
  });
  it('never reads an adjective as the verb', () => {
    const t = 'Les personnes âgée du quartier restent seules. Les soirées entre voisins sont belles.';
    expect(pairsOf(t, subjectRules(t))).toEqual([]);
  });
});

describe('two noun phrases joined by "et"', () => {
  it('take a masculine attribute when one is masculine; a noun and its complement stay one phrase', () => {
    const t =
      'En hiver, les rues et les trottoirs sont glissante. Un anneau de glace et des pistes de ski sont aménagés.';
    expect(pairsOf(t, clauseRules(t))).toEqual([['glissante', 'glissants']]);
  });
});
