import { describe, expect, it } from 'vitest';
import type { Finding } from './types';
import { allRules } from './writing';

const all = (t: string) =>
  allRules(t).map((f: Finding) => [Array.from(t).slice(f.start, f.end).join(''), f.replacement]);

describe('countries and provinces', () => {
  it('"au" before a masculine country or province, even opening a sentence', () => {
    expect(all('En Mali, il fait chaud. J’habite à Edmundston, en Nouveau-Brunswick.')).toEqual([
      ['En', 'Au'],
      ['en', 'au'],
    ]);
    expect(all('Il a vécu au Mali, puis en Alberta et en Colombie-Britannique.')).toEqual([]);
    expect(all('Je pars au Philippines en mai.')).toEqual([['au', 'aux']]);
  });
});

describe('determiners, adjectives and their noun', () => {
  it('the determiner takes the gender of the noun across an adjective and an adverb', () => {
    expect(all("J'ai un belle vue. C'était un très bon journée.")).toEqual([
      ['un belle', 'une belle'],
      ['un très bon', 'une très bonne'],
    ]);
    expect(all("J'ai une belle vue. C'était une très bonne journée. Un bel arbre.")).toEqual([]);
  });
  it('"tout" before a feminine determiner', () => {
    expect(all('Pendant tout la session, je travaille.')).toEqual([['tout', 'toute']]);
    expect(all('Pendant toute la session et tout le mois, je travaille.')).toEqual([]);
    expect(all("L'alimentation serait avant tout la clé. Le bus passe toutes les vingt minutes.")).toEqual(
      [],
    );
  });
});

describe('homophones of a pronoun or a conjunction', () => {
  it('"on" for "ont" after a plural subject with its adjective', () => {
    expect(all('Les personnes âgées on besoin de leur voiture.')).toEqual([['on', 'ont']]);
  });
  it('"ces" for "ses" after a third-person subject and a verb of family life', () => {
    expect(all('Elle travaille à la maison et elle voit plus souvent ces enfants.')).toEqual([
      ['ces', 'ses'],
    ]);
    expect(all('Elle regarde ces photos avec moi.')).toEqual([]);
  });
  it('"mes" for "mais" before an adverb and a singular adjective ending the clause', () => {
    expect(all("C'était difficile, mes très intéressant.")).toEqual([['mes', 'mais']]);
    expect(all('Mes très chers amis, merci.')).toEqual([]);
  });
  it('"quel" for "qu\'elle" after a verb of saying', () => {
    expect(all('Elle explique quel a appris le français au travail.')).toEqual([['quel', "qu'elle"]]);
    expect(all('Il demande quel est le prix.')).toEqual([]);
  });
  it('"ne" before the object pronoun after "personne" as subject', () => {
    expect(all("Personne m'a prévenu. Le parc est grand et personne l'utilise.")).toEqual([
      ["Personne m'a", "Personne ne m'a"],
      ["personne l'utilise", "personne ne l'utilise"],
    ]);
    expect(all('Je ne connais personne à Laval. Une personne a appelé.')).toEqual([]);
  });
});

describe('plural subjects read across asides and adjectives', () => {
  it('"qui" after a comma goes with the plural noun before it', () => {
    expect(all('Mes camarades, qui me prenait pour un fou, riaient.')).toEqual([['prenait', 'prenaient']]);
    expect(all("C'est une maison patinée par les ans, qui n'a rien perdu de son charme.")).toEqual([]);
  });
  it('an adjective the lists do not hold ends the complement of the subject', () => {
    expect(all('Mes collègues du restaurant indien vient aussi.')).toEqual([['vient', 'viennent']]);
    expect(all('Mes collègues du restaurant indien viennent aussi.')).toEqual([]);
  });
});

describe('mode and time with a noun subject', () => {
  it('the subjunctive of any verb after a trigger, across an adverb or "pas"', () => {
    expect(
      all(
        "Il faudrait aussi que la ville construit une voie. N'attendez pas que l'hiver finit. Il faut absolument que quelqu'un est là.",
      ),
    ).toEqual([
      ['construit', 'construise'],
      ['finit', 'finisse'],
      ['est', 'soit'],
    ]);
    expect(all('Il faut que la ville parle aux gens. Il faut que le chef de projet vienne.')).toEqual([]);
  });
  it('the imperfect after "si" with a noun subject, not in an indirect question', () => {
    expect(all('Si les autobus passeraient plus souvent, les gens les prendraient.')).toEqual([
      ['passeraient', 'passaient'],
    ]);
    expect(all('Je me demande si les autobus passeraient plus souvent.')).toEqual([]);
  });
  it('"depuis" for a state still going on', () => {
    expect(all("J'habite dans mon appartement pendant une semaine. Je vis à Laval il y a cinq ans.")).toEqual(
      [
        ['pendant', 'depuis'],
        ['il y a', 'depuis'],
      ],
    );
    expect(all("J'ai habité à Laval pendant deux ans. Je suis arrivé il y a cinq ans.")).toEqual([]);
  });
});

describe('plural marks read from the noun', () => {
  it('"leur" before a noun that is only plural', () => {
    expect(all('Je les aide à faire leur devoirs.')).toEqual([['leur', 'leurs']]);
    expect(all('Ils aiment leur pays. Je leur dis merci. Je leur dois beaucoup.')).toEqual([]);
  });
  it('adjectives of nationality and feeling after a noun, also after a number', () => {
    expect(
      all("J'ai deux amis vénézuélien. La cuisine haïtien est bonne. Elle a des projets créatif."),
    ).toEqual([
      ['vénézuélien', 'vénézuéliens'],
      ['haïtien', 'haïtienne'],
      ['créatif', 'créatifs'],
    ]);
    expect(
      all(
        "J'apprends le français et l'espagnol. Les étudiants chinois sont nombreux. J'ai 3 enfants sportifs.",
      ),
    ).toEqual([]);
  });
  it('the second adjective of a plural noun, not "bon marché"', () => {
    expect(all('Ils cultivent des légumes frais et moins cher.')).toEqual([['cher', 'chers']]);
    expect(all('Ils cultivent des légumes frais et bon marché.')).toEqual([]);
  });
});

describe('prepositions of cities, verbs and transport', () => {
  it('"à" before a city, the preposition a verb takes, means of transport, games', () => {
    expect(
      all(
        "Je déménage en Regina. Je participe dans les activités. Je m'intéresse pour la cuisine. Je vais au travail en pied. Je joue le soccer.",
      ),
    ).toEqual([
      ['en', 'à'],
      ['dans les', 'aux'],
      ['pour', 'à'],
      ['en', 'à'],
      ['le', 'au'],
    ]);
    expect(
      all(
        'Je vis à Montréal, au Québec. Je participe à la fête. Je vais à la gare à pied. Je joue au soccer.',
      ),
    ).toEqual([]);
  });
  it('provinces beginning with a vowel, islands, "Le Caire", plural islands, seasons with "l\'"', () => {
    for (const [s, found] of [
      ['Je déménage à Ontario.', ['à', 'en']],
      ['Ma mère vit en Maurice.', ['en', 'à']],
      ["J'habitais en Caire.", ['en', 'au']],
      ['Je pars en Îles-de-la-Madeleine.', ['en', 'aux']],
      ["En l'automne, il pleut.", ['En', 'À']],
    ] as const)
      expect(all(s), s).toEqual([found]);
    expect(all('Il habite en Haïti. Je travaille à Madagascar et en Ontario. Je parle à Maurice.')).toEqual(
      [],
    );
  });
});

describe('homophones read from the word after them', () => {
  it('"s\'est", "peu", "sont", "prêt", "près", "d\'en", "qu\'en", "plutôt", "plus tôt", "tous", "est", "où"', () => {
    expect(
      all(
        "En janvier, la situation c'est aggravée. Encadrer des jeunes peut motivés. Les chauffeurs son gentils. Je suis près, mais tu es en retard.",
      ),
    ).toEqual([
      ["c'est", "s'est"],
      ['peut', 'peu'],
      ['son', 'sont'],
      ['près', 'prêt'],
    ]);
    expect(
      all(
        "J'habite tout prêt d'un parc. J'ai envie dans faire plus. Appelle-moi quand cas d'urgence. Je suis plus tôt d'accord. Deux semaines plutôt pour réserver.",
      ),
    ).toEqual([
      ['prêt', 'près'],
      ['dans', "d'en"],
      ['quand', "qu'en"],
      ['plus tôt', 'plutôt'],
      ['plutôt', 'plus tôt'],
    ]);
    expect(all('Nous avons tout ri. La fête et samedi matin. Le jour ou je suis arrivé.')).toEqual([
      ['tout', 'tous'],
      ['et', 'est'],
      ['ou', 'où'],
    ]);
  });
  it('leaves the right words alone', () => {
    expect(
      all(
        "Le magasin, c'est fermé. Il peut venir. J'ai un prêt de la banque. Je suis près de la gare. La gare est près. Nous avons tout vu. Tu veux du thé ou tu préfères du café ?",
      ),
    ).toEqual([]);
  });
});

describe('prepositions of places, time and verbs', () => {
  it('"sur" a site, "besoin d\'un", "se souvenir de", "décider de", "réussir à", "téléphoner au", "en 2022", "au printemps"', () => {
    expect(
      all(
        "J'ai vu cet aspirateur dans votre site. J'ai besoin un aspirateur. Je me souviens à mon arrivée. J'ai décidé à changer. Je dois téléphoner le secrétariat. Alors, dans 2022, je suis venu. On va ouvrir dans le printemps.",
      ),
    ).toEqual([
      ['dans', 'sur'],
      ['un', "d'un"],
      ['à', 'de'],
      ['à', 'de'],
      ['le', 'au'],
      ['dans', 'en'],
      ['dans le', 'au'],
    ]);
    expect(
      all(
        "J'habite dans le quartier depuis 2022. J'ai besoin de temps. Il est décidé à partir. Je vais lui téléphoner le lendemain.",
      ),
    ).toEqual([]);
  });
});
