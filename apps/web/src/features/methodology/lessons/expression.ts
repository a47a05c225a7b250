/** Lessons of the two expression tests of the TCF Canada. */
import type { Lesson } from '../types';

export const expressionEcrite: Lesson = {
  slug: 'expression-ecrite',
  name: 'Expression écrite',
  description: 'Rédiger trois textes : un message, un article ou récit, et une prise de position argumentée.',
  level: 'A2 - C2',
  format: '3 tâches · 60 minutes · note sur 20',
  keyPoints: [
    'Tâche 1 : un message (60 à 120 mots) pour inviter, informer, demander. Tâche 2 : un article, un courrier ou un récit (120 à 150 mots). Tâche 3 : comparer deux points de vue et donner le vôtre (150 à 180 mots).',
    'Respectez les limites de mots : un texte trop court ou hors sujet est fortement pénalisé.',
    'Le correcteur évalue la réalisation de la tâche, la cohérence, le vocabulaire et la grammaire.',
  ],
  methodology: [
    {
      title: 'Analyser la consigne',
      description:
        'Une bonne note commence par une tâche réalisée entièrement : destinataire, objectif et contenu demandés.',
      strategies: [
        'Surlignez dans la consigne : à qui vous écrivez, pourquoi, et chaque élément à traiter (souvent deux ou trois).',
        'Choisissez le registre : « tu » et formules chaleureuses pour un ami, « vous » et formules de politesse pour un inconnu ou un responsable.',
        'Pour la tâche 3, reformulez en une phrase la position de chaque document avant d’écrire.',
      ],
      tips: [
        'Répartissez votre temps : environ 10 minutes pour la tâche 1, 20 pour la tâche 2, 30 pour la tâche 3.',
        'Un brouillon de plan de 2 minutes vous fait gagner du temps à la rédaction.',
      ],
    },
    {
      title: 'Construire un texte clair',
      description:
        'Un texte organisé en paragraphes, avec des connecteurs logiques, est plus facile à lire et mieux noté.',
      strategies: [
        'Tâche 1 : salutation, raison du message, détails pratiques (date, lieu, heure), formule de fin et signature.',
        'Tâche 2 : introduction qui situe le sujet, développement en deux paragraphes (faits puis ressentis ou avantages puis limites), conclusion.',
        'Tâche 3 : présentation du débat, synthèse des deux opinions, votre position argumentée avec un exemple, conclusion.',
      ],
      tips: [
        'Variez les connecteurs : « d’abord », « ensuite », « par ailleurs », « en revanche », « c’est pourquoi », « en définitive ».',
        'Une idée par paragraphe ; sautez une ligne entre les paragraphes.',
      ],
    },
    {
      title: 'Enrichir puis relire',
      description: 'Les cinq dernières minutes de relecture rapportent souvent plusieurs points.',
      strategies: [
        'Remplacez les mots trop simples (« faire », « dire », « chose ») par des termes précis (« réaliser », « affirmer », « aspect »).',
        'Vérifiez les accords sujet-verbe, les accords des participes passés et des adjectifs.',
        'Comptez vos mots : ajoutez un exemple si vous êtes sous la limite, supprimez une répétition si vous la dépassez.',
      ],
      tips: [
        'Utilisez une ou deux structures complexes maîtrisées (subjonctif après « bien que », relatives avec « dont »), sans prendre de risque inutile.',
        'Sur PrépaLangues, la correction automatique signale vos erreurs récurrentes : faites-en votre liste de relecture personnelle.',
      ],
    },
  ],
  commonErrors: [
    {
      title: 'Oublier une partie de la consigne',
      description:
        'Le message invite un ami mais ne précise ni la date ni le lieu demandés : la tâche n’est pas réalisée.',
      solution:
        'Cochez chaque élément de la consigne sur votre brouillon au fur et à mesure que vous le traitez.',
    },
    {
      title: 'Recopier les documents de la tâche 3',
      description: 'Le candidat reprend des phrases entières des documents au lieu de les synthétiser.',
      solution:
        'Reformulez avec vos propres mots : « Selon le premier document, … tandis que le second estime que … ».',
    },
    {
      title: 'Mélanger tutoiement et vouvoiement',
      description: 'Le registre change au milieu du texte, ce qui nuit à la cohérence.',
      solution:
        'Décidez du registre avant d’écrire et vérifiez-le à la relecture, y compris dans la formule finale.',
    },
  ],
};

export const expressionOrale: Lesson = {
  slug: 'expression-orale',
  name: 'Expression orale',
  description:
    'Parler avec un examinateur : se présenter, obtenir des informations et défendre un point de vue.',
  level: 'A2 - C2',
  format: '3 tâches · 12 minutes · note sur 20',
  keyPoints: [
    'Tâche 1 : entretien dirigé sans préparation (environ 2 minutes) : vous parlez de vous, de vos projets.',
    'Tâche 2 : exercice en interaction (5 minutes 30, après 2 minutes de préparation) : vous posez des questions pour obtenir des informations.',
    'Tâche 3 : expression d’un point de vue sans préparation (4 minutes 30) : vous défendez une opinion avec des arguments.',
  ],
  methodology: [
    {
      title: 'Tâche 1 : se présenter avec naturel',
      description:
        'L’examinateur veut vous entendre parler de vous de façon organisée, au-delà des phrases apprises par cœur.',
      strategies: [
        'Préparez un fil conducteur : identité, parcours (études, travail), vie actuelle, projet au Canada et motivations.',
        'Développez chaque réponse en deux ou trois phrases avec un détail concret (une date, un lieu, un exemple).',
        'Utilisez plusieurs temps : présent pour la situation, passé composé et imparfait pour le parcours, futur pour le projet.',
      ],
      tips: [
        'Une présentation récitée se remarque : entraînez-vous à la dire de trois façons différentes.',
        'Si vous ne comprenez pas une question, demandez poliment : « Pourriez-vous reformuler, s’il vous plaît ? ».',
      ],
    },
    {
      title: 'Tâche 2 : interagir et questionner',
      description:
        'Vous jouez un rôle (client, locataire, nouvel arrivant) et devez obtenir des informations précises de l’examinateur.',
      strategies: [
        'Pendant les 2 minutes de préparation, notez 8 à 10 questions couvrant le prix, les horaires, le lieu, les conditions et les options.',
        'Variez les formes : « Est-ce que… ? », inversion (« Proposez-vous… ? »), conditionnel de politesse (« Pourriez-vous… ? »).',
        'Rebondissez sur les réponses de l’examinateur : demandez une précision, comparez deux options, exprimez votre réaction.',
      ],
      tips: [
        'Commencez par saluer et présenter votre situation, terminez en remerciant et en résumant votre décision.',
        'Utilisez tout le temps imparti : une interaction qui s’arrête après 2 minutes limite votre note.',
      ],
    },
    {
      title: 'Tâche 3 : argumenter un point de vue',
      description:
        'Face à une affirmation, vous prenez position et la défendez de manière structurée pendant plusieurs minutes.',
      strategies: [
        'Annoncez clairement votre position dès le début : « Je suis plutôt d’accord avec cette idée, pour deux raisons. ».',
        'Donnez deux ou trois arguments, chacun illustré par un exemple personnel ou tiré de votre pays ou du Canada.',
        'Nuancez en évoquant un contre-argument puis concluez en reformulant votre position.',
      ],
      tips: [
        'Gagnez quelques secondes de réflexion avec des formules naturelles : « C’est une question intéressante… ».',
        'Enregistrez-vous sur PrépaLangues : l’analyse de la voix vous indique votre débit et vos pauses.',
      ],
    },
  ],
  commonErrors: [
    {
      title: 'Répondre en une seule phrase',
      description: 'Des réponses trop courtes ne permettent pas à l’examinateur d’évaluer votre niveau.',
      solution: 'Appliquez la règle « réponse + explication + exemple » à chaque question.',
    },
    {
      title: 'Ne poser que des questions fermées en tâche 2',
      description: 'Les questions en « oui / non » appauvrissent l’échange et montrent peu de structures.',
      solution:
        'Privilégiez les questions ouvertes (« Comment… ? », « Quelles sont… ? ») et variez les formes interrogatives.',
    },
    {
      title: 'Se taire en cas d’hésitation',
      description: 'Un long silence coupe l’échange et donne une impression de manque d’aisance.',
      solution:
        'Utilisez des mots de transition (« alors », « en fait », « disons que ») et reformulez votre idée plus simplement.',
    },
  ],
};
