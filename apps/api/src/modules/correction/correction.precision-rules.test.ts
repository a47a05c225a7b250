import { describe, it } from 'vitest';
import { allRules } from './writing';
import { expectFindings } from '../../../test/kit/rule-pairs';

describe('correct French of another register, which the learner rules leave alone', () => {
  it('still finds the learner forms these turns look like', () =>
    expectFindings(allRules, [
      ['Je suis sûr à venir demain.', ['à', 'de']],
      ["J'ai besoin des conseils pour mon projet.", ['des', 'de']],
      ['Je fais mes courses à la IGA.', ['la IGA', "l'IGA"]],
      ['Awa et infirmière.', ['et', 'est']],
      ['Ce sont de bon amis.', ['bon', 'bons']],
    ]));

  it('leaves an infinitive, a definite plural, an idiom, a safe thing and an acronym after « que » alone', () =>
    expectFindings(
      allRules,
      [],
      [
        'Reconstruire et mettre à jour les métadonnées locales.',
        "Vous aurez besoin des privilèges de l'administrateur. J'ai besoin des clés que je t'ai données.",
        'Vous pouvez user de bon sens. Il a fait preuve de bon goût.',
        'Ce paquet est plus sûr à installer.',
        'Ce sont des codages tels que ISO-8859-1. Je sais que A dépend de B.',
      ],
    ));
});
