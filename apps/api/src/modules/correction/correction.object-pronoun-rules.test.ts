import { describe, it } from 'vitest';
import { allRules } from './writing';
import { expectFindings } from '../../../test/kit/rule-pairs';

describe('the object pronoun a verb takes', () => {
  it('finds an indirect pronoun before a verb of direct object, and the reverse', () =>
    expectFindings(allRules, [
      ['Je leur aide à faire leurs devoirs.', ['leur', 'les']],
      ["Il faut leur arroser avec l'arrosoir vert.", ['leur', 'les']],
      ['Quand il était malade, je lui aidais tous les jours.', ['lui aidais', "l'aidais"]],
      ['Je la téléphone chaque dimanche.', ['la', 'lui']],
      ['Je la montre mes photos.', ['la', 'lui']],
      ["Tu les donnes un peu d'eau le matin.", ['les', 'leur']],
    ]));

  it('leaves the right pronouns, the possessive and the datives alone', () =>
    expectFindings(
      allRules,
      [],
      [
        'Je les aide. Je lui téléphone. Je leur donne des photos. Je la vois souvent.',
        'Leur aide est précieuse. Je compte sur leur aide.',
        'Je leur appelle un taxi. Je lui garde une place. Je lui cherche un appartement.',
        'Je les donne une fois par semaine. Je les montre à mes amis.',
        'Le français, je le parle bien.',
      ],
    ));
});

describe('a first name as subject', () => {
  it('finds the form of "je" or "tu" after it', () =>
    expectFindings(allRules, [
      ['Awa dis que les gens sont gentils.', ['dis', 'dit']],
      ['Le soir, Karim fais la cuisine.', ['fais', 'fait']],
    ]));

  it('leaves an order to someone named alone', () =>
    expectFindings(
      allRules,
      [],
      ['Marc, dis-moi tout.', 'Salut Julie viens samedi.', 'Thomas viens vite !', 'Merci Awa. Tu vas bien ?'],
    ));
});

describe('marks a learner leaves out', () => {
  it('finds the hyphen of a compound, the "e" of a greeting and the accent of a participle', () =>
    expectFindings(allRules, [
      ['Je travaille au centre ville.', ['centre ville', 'centre-ville']],
      ['Ma grand mère habite ici.', ['grand mère', 'grand-mère']],
      ['Il habite là bas depuis un an.', ['là bas', 'là-bas']],
      ['Cet après midi, je vais au parc.', ['après midi', 'après-midi']],
      ['Bienvenu à Ottawa !', ['Bienvenu', 'Bienvenue']],
      ['Elle est tombe dans la rue.', ['tombe', 'tombée']],
      ['Le lundi, je suis fatigue.\nAmina', ['fatigue', 'fatiguée']],
      ['Ils sont grave pour la santé.', ['grave', 'graves']],
      ["J'aime l'accent de les gens d'ici.", ['de les', 'des']],
    ]));

  it('leaves the nouns and the right forms alone', () =>
    expectFindings(
      allRules,
      [],
      [
        'Tu es le bienvenu chez nous. Après midi, il fait chaud.',
        'Je suis guide touristique. La fatigue est là. Il est juste là. Elle est calme.',
        'Le centre-ville est loin. Elle est tombée.',
        'Il y a le plus de gens possible.',
      ],
    ));
});
