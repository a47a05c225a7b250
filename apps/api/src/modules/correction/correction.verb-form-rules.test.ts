import { describe, it } from 'vitest';
import { allRules } from './writing';
import { expectFindings } from '../../../test/kit/rule-pairs';

describe('the negation a learner leaves half-made', () => {
  it('adds the "ne" of an imperative after "Et", of a reflexive verb, and drops a "pas" too many', () =>
    expectFindings(allRules, [
      ['Et oubliez pas la vitamine D !', ['oubliez', "n'oubliez"]],
      ["Parfois l'autobus s'arrête pas.", ["s'arrête", "ne s'arrête"]],
      ['Ma mère se plaint jamais.', ['se plaint', 'ne se plaint']],
      ['Personne n’explique pas aux enfants.', ['explique pas', 'explique']],
      ['Je crois que rien ne marche pas.', ['marche pas', 'marche']],
    ]));

  it('leaves a negation already whole, "personne" as a noun and a comparative alone', () =>
    expectFindings(
      allRules,
      [],
      [
        "Il ne s'arrête pas. N'oubliez pas la date.",
        'Une personne ne vient pas. Personne ne vient.',
        "Elle s'intéresse plus à la musique qu'au sport.",
        'Et moi pas.',
      ],
    ));
});

describe('verb forms a learner writes for "tu" and for reflexive verbs', () => {
  it('writes the imperative of "tu" and the reflexive pronoun left out', () =>
    expectFindings(allRules, [
      ['Tu peux chercher sur Marketplace, mais fait attention aux arnaques.', ['fait', 'fais']],
      ['Salut Ali ! En hiver, ne prend pas le vélo, tu vas tomber.', ['prend', 'prends']],
      ['Le dimanche, je promène avec ma femme.', ['promène', 'me promène']],
      ['Je lève à 6 h chaque matin.', ['lève', 'me lève']],
      ['Je souviens de mon premier hiver.', ['souviens', 'me souviens']],
    ]));

  it('leaves a third person with its subject, an object and a pronoun already there alone', () =>
    expectFindings(
      allRules,
      [],
      [
        'Tu viens ? Mon frère arrive à 8 h, prend le bus et part.',
        'Il monte dans le bus, prend un billet. Tu viens ?',
        'Je promène mon chien. Je lève la main. Nous nous promenons. Il se lève tôt.',
        'Le plus simple, en transport en commun, est de descendre à la station. Tu viens ?',
        'Ces chiffres reposent sur des bénéfices incertains.',
      ],
    ));
});

describe('"à" for "a", "être" for movement, agreement of everyday nouns', () => {
  it('finds each one', () =>
    expectFindings(allRules, [
      ['Un jour, mon fils à vu un renard.', ['à', 'a']],
      ["J'aime le parc de la Rivière-du-Nord a Prévost.", ['a', 'à']],
      ['En janvier, la température a descendu à moins 32 degrés.', ['a descendu', 'est descendue']],
      ['Mes parents ont sorti au restaurant.', ['ont sorti', 'sont sortis']],
      ['Les familles pourraient cultiver des légumes fraîches.', ['fraîches', 'frais']],
      ['Mon sœur est gentille.', ['Mon', 'Ma']],
      ["Je suis mécontent avec le service d'autobus.", ['avec le', 'du']],
      ['Avant, je suis enseignante de piano. En 2022, je suis arrivé au Canada.', ['arrivé', 'arrivée']],
      ['Enfin, les enfants de l’école voisine pourrait découvrir la nature.', ['pourrait', 'pourraient']],
    ]));

  it('leaves "tout à fait", an object after the movement verb, a superlative and compounds alone', () =>
    expectFindings(
      allRules,
      [],
      [
        "C'est tout à fait vrai. Je pense à Marie.",
        'Il a descendu les valises au sous-sol. Elle a sorti de l’argent.',
        "Ce qui m'a le plus touché, c'est le sourire d'une mère de trois enfants qui nous a remerciés.",
        'En été, les familles y pique-niquent et les enfants nagent.',
        'Je suis content avec toi. Je suis étudiant et je suis fatigué.',
      ],
    ));
});
