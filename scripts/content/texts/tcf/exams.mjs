// Les quatre épreuves du TCF Canada et la façon de construire leurs séries.
export const TCF_EXAMS = [
  {
    exam: {
      slug: 'tcf-canada-comprehension-orale',
      name: 'Compréhension orale',
      description:
        "39 questions à choix multiple en 35 minutes. Annonces, messages, dialogues, interviews et chroniques radio, du niveau A1 au niveau C2 : chaque enregistrement ne s'écoute qu'une fois en mode examen.",
      examType: 'tcf-canada',
      skill: 'LISTENING',
      difficulty: 3,
      position: 1,
    },
    mcq: {
      files: 'comprehension-orale-',
      prefix: 'tcf-co',
      title: 'Compréhension orale — Série',
      instructions:
        "Écoutez chaque enregistrement puis choisissez la bonne réponse. Les questions sont de difficulté croissante (A1 à C2). En mode examen, chaque enregistrement ne peut être écouté qu'une seule fois.",
      timeLimit: 2100,
      audioTitle: 'Enregistrement',
    },
  },
  {
    exam: {
      slug: 'tcf-canada-comprehension-ecrite',
      name: 'Compréhension écrite',
      description:
        '39 questions à choix multiple en 60 minutes. Panneaux, messages, annonces, articles et textes argumentatifs, du niveau A1 au niveau C2.',
      examType: 'tcf-canada',
      skill: 'READING',
      difficulty: 3,
      position: 2,
    },
    mcq: {
      files: 'comprehension-ecrite-',
      prefix: 'tcf-ce',
      title: 'Compréhension écrite — Série',
      instructions:
        'Lisez chaque document puis choisissez la bonne réponse. Les questions sont de difficulté croissante (A1 à C2).',
      timeLimit: 3600,
    },
  },
  {
    exam: {
      slug: 'tcf-canada-expression-ecrite',
      name: 'Expression écrite',
      description:
        'Trois tâches en 60 minutes : un message personnel (60 à 120 mots), un article ou un courrier (120 à 150 mots) et un texte argumenté à partir de deux documents opposés (150 à 180 mots).',
      examType: 'tcf-canada',
      skill: 'WRITING',
      difficulty: 4,
      position: 3,
    },
    tasks: {
      file: 'expression-ecrite.mjs',
      criteria: 'expression-ecrite-criteres.mjs',
      prefix: 'tcf-ee',
      title: 'Expression écrite — Série',
      unit: 'w',
      instructions:
        'Rédigez les trois tâches dans l’ordre. Respectez le nombre de mots indiqué pour chacune : vous disposez de 60 minutes au total.',
      timeLimit: 3600,
    },
  },
  {
    exam: {
      slug: 'tcf-canada-expression-orale',
      name: 'Expression orale',
      description:
        "Trois tâches en 12 minutes : un entretien dirigé (2 min), un exercice en interaction préparé pendant 2 minutes (5 min 30) et l'expression d'un point de vue (4 min 30).",
      examType: 'tcf-canada',
      skill: 'SPEAKING',
      difficulty: 4,
      position: 4,
    },
    tasks: {
      file: 'expression-orale.mjs',
      prefix: 'tcf-eo',
      title: 'Expression orale — Série',
      unit: 's',
      instructions:
        'Écoutez la consigne de chaque tâche puis enregistrez votre réponse. Tâche 1 : entretien dirigé. Tâche 2 : interaction (2 minutes de préparation). Tâche 3 : point de vue argumenté. Chaque tâche a sa durée : 2 minutes, 3 minutes 30 après 2 minutes de préparation, puis 4 minutes 30. En examen, un seul enregistrement par tâche.',
      timeLimit: 720,
    },
  },
];
