import { describe, it } from 'vitest';
import { allRules } from './writing';
import { expectFindings } from '../../../test/kit/rule-pairs';

describe('phrasings and homophones a learner builds by analogy', () => {
  it('finds each one', () =>
    expectFindings(allRules, [
      ['Envoyez-moi un message sur texto.', ['sur', 'par']],
      ['Je m’intéresse pour le travail.', ['pour le', 'au']],
      ['Il y a peu de bus dans les heures de pointe.', ['dans les', 'aux']],
      ['Le terrain est plein des déchets.', ['des déchets', 'de déchets']],
      ['Je vais à la fête avec plein des amis.', ['des amis', "d'amis"]],
      ["Ce que m'a le plus marqué, c'est la neige.", ['Ce que', 'Ce qui']],
      ["J'ai acheté ce canapé chez JYSK depuis deux ans.", ['depuis', 'il y a']],
      ["C'est une idée bonne, mais difficile.", ['idée bonne', 'bonne idée']],
      ["C'est un ami vieux.", ['ami vieux', 'vieil ami']],
      ['Je voudrais un remboursement où un nouvel appareil.', ['où', 'ou']],
      ['Appelez-moi où envoyez-moi un courriel.', ['où', 'ou']],
      ['Grâce à cet emploi, elle a payé ces études sans dettes.', ['ces', 'ses']],
      ['Un endroit agréable ou se rencontrer.', ['ou', 'où']],
      ['Le téléphone et un outil important.', ['et', 'est']],
      ['Mon numéro et le 514-555-0199.', ['et', 'est']],
      ["Le matin, l'autobus et en retard.", ['et', 'est']],
      ['Je ne peux pas téléphoner mes collègues.', ['mes', 'à mes']],
      ['Le travail nuit les études.', ['les', 'aux']],
      ['Il faut essayer de pas marcher sur la glace.', ['pas', 'ne pas']],
      ['Nous avons ramassé plus que 600 kilos de nourriture.', ['que', 'de']],
      ['Les stages non rémunéré sont nombreux.', ['rémunéré', 'rémunérés']],
      ["Ici, j'oublie le stress du travail a la boulangerie.", ['a', 'à']],
      ['Ma famille est au Senegal.', ['Senegal', 'Sénégal']],
      ["Ma grand-mère avait un potager et tout le quartier venaient l'aider.", ['venaient', 'venait']],
      ['Mes deux frères de Haïti sont arrivés.', ['de Haïti', "d'Haïti"]],
      ['Il y a une passerelle suspendu très haut.', ['suspendu', 'suspendue']],
      ["Les gens dépendent à l'autobus.", ['à', 'de']],
      ['Venez vous joindre avec nous.', ['avec', 'à']],
      ["Elle est très gentille et elle m'a expliqué tout.", ['expliqué tout', 'tout expliqué']],
      ['Il a aucune tache.', ['a', "n'a"]],
      ['Avant, je suis comptable a Shymkent.', ['a', 'à']],
      ['Ma ville, Dilijan, à Arménie.', ['à', 'en']],
      ['Les feuilles était rouges et orange.', ['était', 'étaient']],
    ]));

  it('leaves the correct turns they look like alone', () =>
    expectFindings(
      allRules,
      [],
      [
        'Le jardin est plein des fleurs que j’aime.',
        'Ce que m’a coûté ce voyage est énorme.',
        "Je ne l'ai pas vu depuis deux ans. J'habite ici depuis deux ans.",
        "C'est la ville où les gens vivent bien. Le jour où la neige est tombée. La rue où mon frère habite.",
        'Ces études montrent que le télétravail aide.',
        'Le téléphone et un ordinateur sont chers. Au menu : le poulet et une salade.',
        'Tu vas au parc ou tu restes ?',
        'La nuit les rues sont calmes. Mon premier hiver au Saguenay.',
        'Je suis tombée et je me suis fait mal à la cheville.',
        'Il connaît tout le quartier. Tout le monde est là. Je vis au Sénégal.',
        'Ça dépend de toi. Il a tout expliqué. Je ne connais aucun voisin. Mon frère a Marie comme amie.',
      ],
    ));
});
