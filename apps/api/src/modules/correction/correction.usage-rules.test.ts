import { describe, expect, it } from 'vitest';
import { allRules } from './writing';
import { pairsOf } from '../../../test/kit/rule-pairs';

const all = (t: string) => pairsOf(t, allRules(t));

describe('constructions built on another language', () => {
  it('the age with "avoir", "se sentir" with its pronoun', () => {
    expect(all("Je suis 21 ans. J'étais 28 ans et je sentais très seul.")).toEqual([
      ['suis', 'ai'],
      ['étais', 'avais'],
      ['sentais', 'me sentais'],
    ]);
    expect(all("J'ai 21 ans. Je suis deux ans plus âgé. Ça sent bon. Je me sentais seul.")).toEqual([]);
  });

  it('the prepositions of "se rappeler", "adorer", "échouer", "apprendre", "grâce", "dépendre"', () => {
    for (const [s, found] of [
      [
        'Je me rappellerai toujours de ma première visite.',
        ['rappellerai toujours de', 'rappellerai toujours'],
      ],
      ["J'ai adoré de travailler avec lui.", ['adoré de', 'adoré']],
      ["J'ai échoué mon examen.", ['mon', 'à mon']],
      ['Il faut apprendre les jeunes à cuisiner.', ['les', 'aux']],
      ["Ils m'ont appris de pelleter.", ['de', 'à']],
      ["Grâce de cette aide, j'ai réussi.", ['de', 'à']],
      ['Ça dépend entièrement sur cette décision.', ['sur', 'de']],
    ] as const)
      expect(all(s), s).toEqual([found]);
    expect(
      all(
        "Je me rappelle de fermer la porte. J'ai appris de mes erreurs. J'ai échoué à mon examen. J'adore travailler. Ça dépend de toi.",
      ),
    ).toEqual([]);
  });

  it('"aider" takes a direct object, "aller" takes "y", "heure et demie"', () => {
    expect(all("Je lui ai aidé hier. J'en vais souvent. Le cours dure une heure et demi.")).toEqual([
      ['lui ', "l'"],
      ['en', 'y'],
      ['demi', 'demie'],
    ]);
    expect(all("Je l'ai aidé. Je m'en vais. Il est midi et demi. Je lui ai parlé.")).toEqual([]);
  });

  it('plurals in -aux, not those French keeps in -als', () => {
    expect(all('Les animals, les réseaux socials et les petits travails.')).toEqual([
      ['animals', 'animaux'],
      ['socials', 'sociaux'],
      ['travails', 'travaux'],
    ]);
    expect(all('Les festivals, les carnavals et les détails.')).toEqual([]);
    expect(all('Les producteurs installent leurs étals ; leurs idéals sont simples.')).toEqual([]);
  });

  it('a question closed by a full stop, not an indirect question nor an imperative', () => {
    expect(all('Est-ce que tu viens. Peux-tu m’appeler.')).toEqual([
      ['.', '?'],
      ['.', '?'],
    ]);
    expect(all('Je ne sais pas ce que c’est. Dis-moi la vérité. Asseyez-vous.')).toEqual([]);
  });
});

describe('a negation without "ne"', () => {
  it('after a plural noun subject, before "presque plus", in an imperative', () => {
    expect(
      all(
        "Les voisins se parlent pas. Il parle presque plus avec nous. Mets pas trop d'eau. Oublie pas ton sac.",
      ),
    ).toEqual([
      ['se parlent', 'ne se parlent'],
      ['parle', 'ne parle'],
      ['Mets', 'Ne mets'],
      ['Oublie', "N'oublie"],
    ]);
    expect(
      all('Les enfants mangent plus. Faut-il partir ? Les gens ne parlent pas. Merci pas assez.'),
    ).toEqual([]);
  });
});

describe('prepositions and homophones read from their neighbours', () => {
  it('"à" after "être" and after a plural noun, "où" after a place, "venir voir", "en bon état"', () => {
    for (const [s, found] of [
      ['Le guichet est a l’entrée du centre.', ['a', 'à']],
      ['Il faut apprendre aux jeunes a utiliser le téléphone.', ['a', 'à']],
      ['Je travaille dans un dépanneur ou je range les boîtes.', ['ou', 'où']],
      ['C’est un quartier calme ou on peut lire.', ['ou', 'où']],
      ['Vous pouvez venir à voir les meubles.', ['venir à', 'venir']],
      ['Le vélo est dans très bon état.', ['dans', 'en']],
    ] as const)
      expect(all(s), s).toEqual([found]);
    expect(
      all('Tu vas au parc ou tu restes ? Je prends un café ou je dors. Il a mangé. J’en suis venu à penser.'),
    ).toEqual([]);
  });
});

describe('pronouns and past states', () => {
  it('"je te donne", "il m\'explique", "quand j\'étais jeune"', () => {
    expect(
      all('Je donne à toi mon manteau. Il explique à moi la règle. Quand j’ai été jeune, je jouais.'),
    ).toEqual([
      ['Je donne à toi', 'Je te donne'],
      ['Il explique à moi', "Il m'explique"],
      ['j’ai été', 'j’étais'],
    ]);
    expect(all('Je pense à toi. Je le donne à toi, pas à lui. Quand il a été malade, il est resté.')).toEqual(
      [],
    );
  });
});

describe('words no longer misread', () => {
  it('"est" after a noun is a verb, an adjective before the noun heads nothing, a home-made participle is a past', () => {
    expect(all('Le fête est samedi.')).toEqual([['Le', 'La']]);
    expect(all('Le grand cactus et la petite plante grasse ont besoin d’eau.')).toEqual([]);
    expect(all('Mes parents et la petite fille joue dehors.')).toEqual([['joue', 'jouent']]);
    expect(all('Hier, je l’ai ouvri et il était cassé.')).toEqual([]);
    expect(all('Hier, je mange au restaurant.')).toEqual([['mange', null]]);
  });
});
