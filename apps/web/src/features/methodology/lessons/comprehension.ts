/** Lessons of the two comprehension tests of the TCF Canada. */
import type { Lesson } from '../types';

export const comprehensionOrale: Lesson = {
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

export const comprehensionEcrite: Lesson = {
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
