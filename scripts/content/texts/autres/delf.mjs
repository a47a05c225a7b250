// DELF B1-B2 — échantillon (français, contexte européen) : une série par compétence.
const REPAIR =
  "Réparer plutôt que jeter : les « repair cafés » se multiplient en France. Le principe est simple : des bénévoles bricoleurs aident gratuitement les visiteurs à réparer eux-mêmes leurs objets en panne — grille-pain, vélos, vêtements. Au-delà de l'économie réalisée, les participants disent apprécier l'ambiance conviviale et la fierté de comprendre comment fonctionnent leurs objets. Les fabricants, eux, sont accusés de compliquer la réparation en collant les pièces ou en refusant de vendre des pièces détachées.";

export default {
  examType: 'delf',
  lang: 'fr',
  audioTitle: 'Enregistrement',
  exams: [
    {
      slug: 'delf-comprehension-orale',
      name: "Compréhension de l'oral",
      description:
        'Émissions de radio, dialogues et interviews de niveau B1-B2, suivis de questions à choix multiple.',
      skill: 'LISTENING',
      difficulty: 3,
      position: 1,
      exercises: [
        {
          slug: 'delf-co-sujet-1',
          title: "Compréhension de l'oral — Sujet 1",
          instructions: 'Écoutez chaque document puis répondez à la question.',
          timeLimit: 1500,
          questions: [
            {
              level: 'B1',
              a: "Bonjour à tous ! Aujourd'hui, dans « Vivre mieux », on parle de la location de vêtements. Le principe : pour une trentaine d'euros par mois, vous recevez trois vêtements, que vous renvoyez quand vous le souhaitez. Pratique pour les enfants, qui grandissent vite, ou pour une occasion spéciale.",
              q: 'Selon le journaliste, pour qui ce service est-il pratique ?',
              c: [
                'Pour les familles avec de jeunes enfants.',
                'Pour les personnes âgées.',
                'Pour les étudiants en mode.',
                'Pour les entreprises.',
              ],
            },
            {
              level: 'B1',
              a: [
                ['f', 'Salut Paul ! Tu as trouvé un stage pour cet été ?'],
                [
                  'm',
                  "Oui, dans une association qui organise des festivals de musique à Lyon. Je m'occuperai de l'accueil des bénévoles.",
                ],
                ['f', "Génial ! C'est payé ?"],
                ['m', 'Un peu : six cents euros par mois, et je suis logé.'],
              ],
              q: 'Que fera Paul pendant son stage ?',
              c: [
                'Il accueillera les bénévoles.',
                'Il jouera de la musique.',
                'Il vendra des billets.',
                'Il cherchera des logements.',
              ],
            },
            {
              level: 'B2',
              a: [
                [
                  'm',
                  'Vous avez quitté Paris pour ouvrir une librairie dans un village de la Drôme. Pas trop risqué ?',
                ],
                [
                  'f',
                  "Si, bien sûr. Mais le village n'avait plus aucun commerce culturel, et les habitants nous ont beaucoup soutenus. Nous organisons des lectures, des ateliers pour les enfants... La librairie est devenue un lieu de rencontre autant qu'un commerce.",
                ],
              ],
              q: "Qu'est devenue la librairie, selon la libraire ?",
              c: [
                'Un lieu de vie pour les habitants.',
                "La succursale d'une chaîne parisienne.",
                'Une bibliothèque municipale.',
                'Un commerce uniquement en ligne.',
              ],
            },
            {
              level: 'B2',
              a: "Le ministère annonce l'expérimentation de la semaine de quatre jours dans une vingtaine d'administrations. Les agents travailleront le même nombre d'heures, réparties sur quatre journées plus longues. Les syndicats accueillent l'idée avec prudence : ils craignent que ces journées de plus de neuf heures ne soient épuisantes, en particulier pour les parents.",
              q: 'Quelle crainte les syndicats expriment-ils ?',
              c: [
                'Des journées trop longues et fatigantes.',
                'Une baisse des salaires.',
                'La fermeture des administrations.',
                "Une hausse du nombre total d'heures de travail.",
              ],
            },
          ],
        },
      ],
    },
    {
      slug: 'delf-comprehension-ecrite',
      name: 'Compréhension des écrits',
      description: 'Courriels, articles de presse et textes argumentatifs de niveau B1-B2.',
      skill: 'READING',
      difficulty: 3,
      position: 2,
      exercises: [
        {
          slug: 'delf-ce-sujet-1',
          title: 'Compréhension des écrits — Sujet 1',
          instructions: 'Lisez les documents et répondez aux questions.',
          timeLimit: 2700,
          questions: [
            {
              level: 'B1',
              doc: "Chers adhérents,\nNotre sortie annuelle au Mont-Saint-Michel aura lieu le samedi 14 juin. Départ en car à 7 h devant la mairie, retour vers 20 h. Le prix (35 €) comprend le transport et la visite guidée de l'abbaye ; le déjeuner est libre. Inscriptions avant le 1er juin auprès de Martine.",
              q: "Qu'est-ce qui n'est pas compris dans le prix ?",
              c: ['Le déjeuner.', 'Le voyage en car.', 'La visite guidée.', 'Le trajet du retour.'],
            },
            {
              level: 'B1',
              doc: REPAIR,
              q: 'Qui répare les objets dans un repair café ?',
              c: [
                'Les visiteurs, aidés par des bénévoles.',
                'Des techniciens payés par les fabricants.',
                'Des employés municipaux.',
                'Des étudiants en stage.',
              ],
            },
            {
              level: 'B2',
              doc: REPAIR,
              q: 'Que reproche-t-on aux fabricants ?',
              c: [
                'De rendre la réparation plus difficile.',
                'De financer les repair cafés.',
                'De vendre trop de pièces détachées.',
                'De refuser de reprendre les objets anciens.',
              ],
            },
            {
              level: 'B2',
              doc: "Faut-il supprimer les notes à l'école primaire ? Pour de nombreux enseignants, la note chiffrée décourage les élèves en difficulté sans les aider à progresser. Ils lui préfèrent une évaluation par compétences, plus précise. Mais beaucoup de parents restent attachés à la note, qu'ils jugent plus claire. « Un 12 sur 20, tout le monde comprend ; \"compétence en cours d'acquisition\", beaucoup moins », résume une mère d'élève.",
              q: 'Pourquoi certains parents préfèrent-ils les notes ?',
              c: [
                'Elles leur paraissent plus faciles à comprendre.',
                'Elles motivent les élèves en difficulté.',
                "Elles sont plus précises que l'évaluation par compétences.",
                'Elles sont réclamées par les enseignants.',
              ],
            },
          ],
        },
      ],
    },
    {
      slug: 'delf-production-ecrite',
      name: 'Production écrite',
      description: 'Récit d’expérience sur un forum (B1) et lettre formelle argumentée (B2).',
      skill: 'WRITING',
      difficulty: 4,
      position: 3,
      exercises: [
        {
          slug: 'delf-pe-sujet-1',
          title: 'Production écrite — Sujet 1',
          instructions: 'Traitez les deux sujets en respectant le nombre de mots indiqué.',
          timeLimit: 3600,
          tasks: [
            {
              type: 'essay',
              level: 'B1',
              titre: 'Un échange linguistique',
              sujet:
                'Vous avez participé à un échange linguistique dans un pays francophone. Vous racontez votre expérience sur un forum : ce que vous avez fait, ce qui vous a plu ou déplu, et vous donnez des conseils à ceux qui voudraient partir.',
              min: 160,
              max: 200,
            },
            {
              type: 'essay',
              level: 'B2',
              titre: 'Un parc menacé',
              sujet:
                'Votre mairie veut transformer le parc du centre-ville en parking. Vous écrivez une lettre formelle au maire pour exprimer votre désaccord et proposer d’autres solutions, arguments à l’appui.',
              min: 250,
              max: 300,
            },
          ],
        },
      ],
    },
    {
      slug: 'delf-production-orale',
      name: 'Production orale',
      description: 'Entretien dirigé et exposé d’un point de vue argumenté.',
      skill: 'SPEAKING',
      difficulty: 4,
      position: 4,
      exercises: [
        {
          slug: 'delf-po-sujet-1',
          title: 'Production orale — Sujet 1',
          instructions: "Écoutez la consigne de l'examinateur et enregistrez votre réponse.",
          timeLimit: 1200,
          tasks: [
            {
              type: 'audio',
              level: 'B1',
              titre: 'Entretien dirigé',
              sujet: 'Présentez-vous : votre parcours, vos centres d’intérêt, vos projets.',
              prompt: [
                [
                  'f',
                  'Bonjour. Pour commencer, présentez-vous : parlez-moi de votre parcours, de vos centres d’intérêt et de vos projets.',
                ],
              ],
              min: 60,
              max: 120,
            },
            {
              type: 'audio',
              level: 'B2',
              titre: 'Point de vue argumenté',
              sujet:
                '« Faut-il interdire les voitures dans le centre des villes ? » Dégagez la problématique de ce sujet, puis présentez votre opinion de façon argumentée et illustrée d’exemples.',
              prompt: [
                [
                  'm',
                  'Faut-il interdire les voitures dans le centre des villes ? Présentez la problématique, puis votre opinion, avec des arguments et des exemples.',
                ],
              ],
              min: 120,
              max: 180,
            },
          ],
        },
      ],
    },
  ],
};
