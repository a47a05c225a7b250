import { describe, expect, it } from 'vitest';
import { clauseRules } from './rules-clause';
import { contractionRules } from './rules-contractions';
import { coordinationRules } from './rules-coordination';
import { pronominalRules } from './rules-pronominal';
import { timeRules } from './rules-time';
import { participleForms, thirdPlural } from './verb-lexicon';
import { pairsOf } from '../../../test/kit/rule-pairs';

const clause = (t: string) => pairsOf(t, clauseRules(t));
const contractions = (t: string) => pairsOf(t, contractionRules(t));
const time = (t: string) => pairsOf(t, timeRules(t));
const pronominal = (t: string) => pairsOf(t, pronominalRules(t));
const coordination = (t: string) => pairsOf(t, coordinationRules(t));

describe('verb lexicon', () => {
  it('gives the third person plural of a form that can only be singular', () => {
    expect(['parle', 'est', 'boit', 'était', 'finira', 'voudrait'].map((w) => thirdPlural(w))).toEqual([
      'parlent',
      'sont',
      'boivent',
      'étaient',
      'finiront',
      'voudraient',
    ]);
    // already plural, or first/second person only
    expect(['parlent', 'cours', 'sommes'].map((w) => thirdPlural(w))).toEqual([null, null, null]);
  });
  it('gives the four forms of a past participle', () => {
    expect(participleForms('inscrites')).toEqual(['inscrit', 'inscrite', 'inscrits', 'inscrites']);
  });
});

describe('the verb of a plural subject placed away from it', () => {
  it('across a complement, a relative clause, an aside, a coordination', () => {
    expect(
      clause(
        'Les gens qui habitent dans mon quartier parle souvent français. Les loyers dans ce quartier augmente. ' +
          "Mes voisins, qui sont très gentils, m'aide toujours. Mes parents et ma sœur arrive demain. " +
          "Les cours de français que j'ai suivis était utiles. Il dit que les étudiants qui travaillent dort moins.",
      ),
    ).toEqual([
      ['parle', 'parlent'],
      ['augmente', 'augmentent'],
      ['aide', 'aident'],
      ['arrive', 'arrivent'],
      ['était', 'étaient'],
      ['dort', 'dorment'],
    ]);
  });
  it('the attribute after "être" agrees with a singular subject read across its complement', () => {
    expect(
      clause('La vie au Canada est très différent de la vie en Afrique. La ville de Québec est très beau.'),
    ).toEqual([
      ['différent', 'différente'],
      ['beau', 'belle'],
    ]);
    expect(clause('Le prix des maisons est élevé. Le quartier de mon enfance est devenu calme.')).toEqual([]);
  });
  it('the attribute after "être" agrees with the subject', () => {
    expect(clause('Les maisons dans ma rue sont très belle. Les hivers au Canada sont très froid.')).toEqual([
      ['belle', 'belles'],
      ['froid', 'froids'],
    ]);
  });
  it('leaves correct clauses alone', () => {
    for (const t of [
      'Les gens qui pensent que la ville change ont raison.',
      'Les cours que le professeur donne sont très intéressants.',
      'Mon frère et moi habitons à Gatineau.',
      'Les arrangements négociés équipe par équipe ménagent chacun.',
      'Les enfants que la garderie accueille viennent du quartier.',
      'Les parents dont les enfants vont à l’école se connaissent.',
      'Ces dernières années, les prix ont beaucoup augmenté.',
      'Les matins d’hiver, la ville reste silencieuse.',
    ])
      expect(clause(t), t).toEqual([]);
  });
});

describe('contractions and elisions', () => {
  it('"de les", "de une", "lorsque il"; a verb after "à le" is shown without a correction', () => {
    expect(
      contractions(
        "Je parle de les problèmes. J'ai besoin de une voiture. Lorsque il pleut, je reste. Je vais à le marché.",
      ),
    ).toEqual([
      ['de les', 'des'],
      ['à le marché', null],
      ['de une', "d'une"],
      ['Lorsque il', "Lorsqu'il"],
    ]);
  });
  it('leaves pronouns before an infinitive and counting alone', () => {
    expect(
      contractions(
        "J'ai décidé de le faire. Il a commencé à le lire. Je compte de un à dix. De une heure à deux.",
      ),
    ).toEqual([]);
  });
});

describe('articles after a negation, imperatives, pronominal participles', () => {
  it('"pas des", "plus du" after a negated "avoir" become "de"; "ce n\'est pas des amis" stays', () => {
    expect(
      contractions(
        "Je n'ai pas des amis ici. Il n'y a plus du pain. Ils n'ont pas trouvé du travail. Ce n'est pas des amis.",
      ),
    ).toEqual([
      ['des amis', "d'amis"],
      ['du', 'de'],
      ['du', 'de'],
    ]);
  });
  it('the imperative of an -er verb takes no "s"; the second person keeps it', () => {
    expect(
      pronominal(
        "N'oublies pas ton manteau. Achètes du lait. Tu achètes du lait. Achètes-en deux. Prends le bus.",
      ),
    ).toEqual([
      ['oublies', 'oublie'],
      ['Achètes', 'Achète'],
    ]);
  });
  it('a pronominal participle agrees with its subject, not before an object or with an indirect pronoun', () => {
    expect(pronominal("Elle s'est levé tôt. Ils se sont installé à Laval.")).toEqual([
      ['levé', 'levée'],
      ['installé', 'installés'],
    ]);
    expect(
      pronominal(
        "Elle s'est lavé les mains. Ils se sont parlé hier. Elle s'est rendu compte de tout. On s'est amusé.",
      ),
    ).toEqual([]);
  });
});

describe('tense after a marker of the past, the writer’s own agreement', () => {
  it('flags the present after "hier" or "il y a deux ans" without a correction', () => {
    expect(
      time(
        'Hier, je vais au cinéma. Il y a deux ans, je travaille dans une banque. La semaine dernière, il fait froid.',
      ),
    ).toEqual([
      ['vais', null],
      ['travaille', null],
      ['fait', null],
    ]);
    expect(
      time("Hier, je suis allée au marché. Hier, j'ai vu un film. L'année dernière, j'étais à Dakar."),
    ).toEqual([]);
  });
  it('also after "l\'automne dernier", a past year, "quand j\'étais", "quand je suis arrivée"', () => {
    expect(
      time(
        "Mais l'automne dernier, je rate un examen. En 2023, je travaille à Dakar. Quand j'étais petit, je joue au foot. Lorsque je suis arrivé au Canada, je ne connais personne.",
      ),
    ).toEqual([
      ['joue', 'jouais'],
      ['connais', null],
      ['rate', null],
      ['travaille', null],
    ]);
    // a habit, a state, a future year: the present is right
    expect(
      time(
        `Quand je suis fatigué, je dors. Quand j'ai fini, je sors. En ${new Date().getFullYear() + 4}, je veux être médecin. Quand il fait froid, je reste.`,
      ),
    ).toEqual([]);
  });
  it('after a background in the imperfect, even after a comma, proposes the imperfect', () => {
    expect(
      time("Au Maroc, quand j'étais petite, j'aide mon père. Quand j'habitais à Lima, je marche beaucoup."),
    ).toEqual([
      ['aide', 'aidais'],
      ['marche', 'marchais'],
    ]);
  });
  it('a writer who writes "je suis arrivée" gets her other agreements made feminine', () => {
    expect(time('Je suis arrivée en mai. Je suis très fatigué.')).toEqual([['fatigué', 'fatiguée']]);
    expect(time('Je suis arrivé en mai. Je suis très fatigué.')).toEqual([]);
  });
  it('her second adjective joined by "et" or "mais" too, never a noun after a comma', () => {
    expect(time('Je suis arrivée en mai. Je suis très contente et un peu nerveux.')).toEqual([
      ['nerveux', 'nerveuse'],
    ]);
    expect(time('Je suis arrivée en mai. Je suis contente, cher ami. Je suis fière et heureuse.')).toEqual(
      [],
    );
  });
});

describe('verbs away from their subject', () => {
  it('after "qui" with a plural antecedent, after "et" with a plural subject, a noun for the verb', () => {
    expect(coordination('Il y a beaucoup d’amis qui vient. Les voisins qui ne se parle jamais.')).toEqual([
      ['vient', 'viennent'],
      ['parle', 'parlent'],
    ]);
    expect(coordination("Au début, ils étaient très timides et n'osait pas poser de questions.")).toEqual([
      ['osait', 'osaient'],
    ]);
    expect(clause('Les étudiants qui travaillent beaucoup dort moins et rate des cours.')).toEqual([
      ['dort', 'dorment'],
      ['rate', 'ratent'],
    ]);
    expect(coordination('Nadia travail à la maison. Mon mari travail samedi. Tu travail trop.')).toEqual([
      ['travail', 'travaille'],
      ['travail', 'travaille'],
      ['travail', 'travailles'],
    ]);
  });

  it('leaves a verb with its own subject, a noun after its determiner', () => {
    for (const s of [
      'Les enfants jouent dehors et le chien dort.',
      'Les enfants jouent et mangent.',
      "Les nouveaux apprennent moins vite et l'équipe perd son esprit.",
      'Ils sont partis et elle est restée.',
      'Mes amis qui viennent ce soir sont canadiens.',
      'Le travail est dur. Mon travail me plaît. Un de mes amis qui habite ici.',
    ]) {
      expect(coordination(s), s).toEqual([]);
      expect(clause(s), s).toEqual([]);
    }
  });
});
