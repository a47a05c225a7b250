/** Methodology guide (SPEC §2 and §3): exams → skills → lessons. Product content, in French. */

export interface MethodSection {
  title: string;
  description: string;
  strategies: string[];
  tips: string[];
}
export interface CommonError {
  title: string;
  description: string;
  solution: string;
}
export interface Lesson {
  slug: string;
  name: string;
  description: string;
  level: string;
  format: string;
  keyPoints: string[];
  videoTitle: string;
  videoDuration: string;
  videoDescription: string;
  methodology: MethodSection[];
  commonErrors: CommonError[];
}
export interface MethodologyExam {
  slug: string;
  name: string;
  description: string;
  badge: string;
  duration: string;
  skills: Lesson[];
}

const comprehensionOrale: Lesson = {
  slug: 'comprehension-orale',
  name: 'Compréhension orale',
  description:
    'Comprendre des documents sonores de la vie quotidienne, des médias et du monde professionnel.',
  level: 'A1 - C2',
  format: '39 questions à choix multiple · 35 minutes',
  keyPoints: [
    'Chaque enregistrement n’est diffusé qu’une seule fois : la lecture des questions avant l’écoute est décisive.',
    'La difficulté augmente au fil des questions : les premières valent 3 points, les dernières 33.',
    'Il n’y a pas de point négatif : ne laissez jamais une question sans réponse.',
  ],
  videoTitle: 'Réussir la compréhension orale du TCF Canada',
  videoDuration: '15 min',
  videoDescription:
    'Nous écoutons ensemble des documents de chaque niveau, du message de répondeur au débat radiophonique, et appliquons la méthode « anticiper, repérer, vérifier » en temps réel.',
  methodology: [
    {
      title: 'Anticiper avant l’écoute',
      description:
        'Les quelques secondes avant chaque enregistrement servent à comprendre ce que l’on vous demande. Un auditeur qui sait ce qu’il cherche entend beaucoup mieux.',
      strategies: [
        'Lisez la question et les quatre propositions, puis soulignez mentalement le mot-clé : qui, où, quand, pourquoi, quelle opinion.',
        'Observez l’image ou le contexte annoncé (annonce en gare, interview, message personnel) pour prévoir le vocabulaire.',
        'Repérez ce qui distingue les propositions entre elles : souvent un chiffre, un lieu ou une nuance d’opinion.',
      ],
      tips: [
        'Ne relisez pas la question précédente : elle est terminée, concentrez-vous sur la suivante.',
        'Pour les questions de niveau C1-C2, demandez-vous d’abord « quelle est l’intention du locuteur ? ».',
      ],
    },
    {
      title: 'Repérer pendant l’écoute',
      description:
        'L’objectif n’est pas de tout comprendre mais d’attraper l’information qui répond à la question. Le sens général compte plus que chaque mot.',
      strategies: [
        'Écoutez la situation d’abord : qui parle à qui, et dans quel but (informer, convaincre, se plaindre, proposer).',
        'Guettez les mots de liaison qui annoncent l’information importante : « mais », « en revanche », « finalement », « en fait ».',
        'Méfiez-vous des mots entendus tels quels dans une proposition : c’est souvent un piège, la bonne réponse reformule.',
      ],
      tips: [
        'Si vous décrochez, ne paniquez pas : raccrochez-vous à la fin du document, qui contient souvent la conclusion.',
        'Notez les chiffres au brouillon au moment où vous les entendez : les dates et prix se confondent facilement.',
      ],
    },
    {
      title: 'Vérifier et décider',
      description:
        'Juste après l’écoute, éliminez les propositions impossibles et choisissez sans hésiter trop longtemps : le document suivant commence déjà.',
      strategies: [
        'Éliminez d’abord les propositions qui contredisent ce que vous avez entendu, puis celles qui sont vraies mais hors sujet.',
        'Entre deux propositions, choisissez celle qui répond exactement à la question posée, pas celle qui résume le document.',
        'En cas de doute total, répondez quand même : une réponse au hasard a une chance sur quatre d’être juste.',
      ],
      tips: [
        'Entraînez-vous en mode examen : une seule écoute, comme le jour J.',
        'Écoutez chaque jour 10 minutes de radio francophone (RFI, Radio-Canada) en variant les accents.',
      ],
    },
  ],
  commonErrors: [
    {
      title: 'Vouloir tout comprendre',
      description: 'Le candidat s’arrête sur un mot inconnu et perd la suite du document.',
      solution:
        'Acceptez les zones de flou : le contexte et la question suffisent presque toujours pour répondre.',
    },
    {
      title: 'Choisir la proposition qui répète les mots entendus',
      description:
        'Les propositions pièges reprennent le vocabulaire exact du document avec un sens différent.',
      solution: 'Cherchez la reformulation : synonyme, tournure négative inversée, idée résumée.',
    },
    {
      title: 'Négliger l’accent et le registre',
      description:
        'Un accent québécois, africain ou belge, ou un registre familier, déstabilise le candidat.',
      solution:
        'Variez vos sources d’écoute pendant la préparation pour habituer votre oreille à toute la francophonie.',
    },
  ],
};

const comprehensionEcrite: Lesson = {
  slug: 'comprehension-ecrite',
  name: 'Compréhension écrite',
  description:
    'Lire et comprendre des textes variés : annonces, courriels, articles de presse et textes argumentatifs.',
  level: 'A1 - C2',
  format: '39 questions à choix multiple · 60 minutes',
  keyPoints: [
    'Vous disposez d’environ 1 minute 30 par question : gérez votre temps comme une ressource.',
    'Les textes s’allongent et se complexifient : gardez plus de temps pour les dernières questions, qui rapportent le plus.',
    'La réponse est toujours dans le texte : ce ne sont pas vos connaissances qui sont évaluées.',
  ],
  videoTitle: 'Lire vite et bien au TCF Canada',
  videoDuration: '12 min',
  videoDescription:
    'Lecture de textes de niveau A2 à C1 avec la méthode « question d’abord » : comment balayer un texte, localiser l’information et déjouer les propositions trompeuses.',
  methodology: [
    {
      title: 'Lire la question avant le texte',
      description:
        'Savoir ce que l’on cherche transforme une lecture passive en une recherche ciblée, beaucoup plus rapide.',
      strategies: [
        'Identifiez le type de question : information précise, idée principale, opinion de l’auteur ou sens d’un mot.',
        'Repérez la nature du document (publicité, courriel, article, règlement) : elle indique où se trouve l’information.',
        'Mémorisez deux ou trois mots-clés de la question pour les retrouver dans le texte.',
      ],
      tips: [
        'Pour les documents courts (A1-A2), un simple balayage suffit souvent : ne lisez pas tout mot à mot.',
        'Le titre et la première phrase d’un article résument généralement l’idée principale.',
      ],
    },
    {
      title: 'Localiser puis lire en détail',
      description:
        'Une fois la zone utile trouvée, lisez-la attentivement : c’est là que se jouent les nuances.',
      strategies: [
        'Balayez le texte à la recherche des mots-clés ou de leurs synonymes, puis lisez la phrase entière et celle qui suit.',
        'Soyez attentif aux connecteurs (« pourtant », « ainsi », « néanmoins ») qui changent le sens d’un paragraphe.',
        'Pour l’opinion de l’auteur, relevez les adjectifs, les adverbes et les verbes d’opinion (« regretter », « se réjouir »).',
      ],
      tips: [
        'Les négations et restrictions (« ne… que », « ne… guère ») sont des pièges fréquents aux niveaux B2 et plus.',
        'Un mot inconnu se devine souvent grâce à sa famille (« enneigement » → neige) ou au contexte.',
      ],
    },
    {
      title: 'Valider et gérer le temps',
      description:
        'Confrontez chaque proposition au texte et avancez : une question bloquante ne doit pas coûter les suivantes.',
      strategies: [
        'Une proposition juste doit être entièrement vraie : un seul élément faux suffit à l’éliminer.',
        'Si vous hésitez plus d’une minute, choisissez la meilleure option, marquez la question et revenez-y à la fin.',
        'Gardez au moins 25 minutes pour les questions 25 à 39, les plus longues et les mieux notées.',
      ],
      tips: [
        'Lisez chaque jour un article de presse francophone (Le Devoir, Le Monde, Jeune Afrique) et résumez-le en une phrase.',
        'En mode examen, notez votre temps par question pour repérer le type de texte qui vous ralentit.',
      ],
    },
  ],
  commonErrors: [
    {
      title: 'Répondre avec ses connaissances',
      description:
        'Le candidat choisit ce qui lui semble vrai dans la réalité plutôt que ce que dit le texte.',
      solution: 'Justifiez chaque réponse par une phrase précise du document.',
    },
    {
      title: 'Lire le texte en entier avant chaque question',
      description:
        'Une lecture intégrale et lente fait perdre un temps précieux et manquer les dernières questions.',
      solution:
        'Question d’abord, puis balayage ciblé ; la lecture complète est réservée aux questions d’idée générale.',
    },
    {
      title: 'Confondre l’avis de l’auteur et celui d’une personne citée',
      description:
        'Dans les articles, plusieurs voix s’expriment ; la question porte souvent sur l’une d’elles en particulier.',
      solution: 'Repérez qui parle (guillemets, « selon… », « d’après… ») avant de choisir.',
    },
  ],
};

const expressionEcrite: Lesson = {
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
  videoTitle: 'Structurer ses trois productions écrites',
  videoDuration: '18 min',
  videoDescription:
    'Analyse de trois sujets officiels et rédaction commentée d’une copie modèle pour chaque tâche, avec un plan réutilisable et une liste de connecteurs.',
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

const expressionOrale: Lesson = {
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
  videoTitle: 'Prendre la parole avec assurance au TCF Canada',
  videoDuration: '20 min',
  videoDescription:
    'Simulation complète des trois tâches avec un examinateur, puis analyse : structure des réponses, questions efficaces, gestion des silences et prononciation.',
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

export const exams: MethodologyExam[] = [
  {
    slug: 'tcf-canada',
    name: 'TCF Canada',
    description:
      'Le Test de connaissance du français pour le Canada, exigé par IRCC pour l’immigration économique et la citoyenneté. Quatre épreuves, un niveau NCLC par compétence.',
    badge: 'Immigration Canada',
    duration: '3h15',
    skills: [comprehensionOrale, comprehensionEcrite, expressionEcrite, expressionOrale],
  },
];
