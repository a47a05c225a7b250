// TCF Canada — Expression orale : quatre séries de trois tâches (12 minutes au total).
// Tâche 1 : entretien dirigé (environ 2 min) ; tâche 2 : interaction préparée 2 min (5 min 30 au total) ;
// tâche 3 : point de vue argumenté (4 min 30). `prompt` = consigne dite par l'examinateur (synthétisée),
// `min`/`max` = durée attendue de la réponse en secondes ; `speaking` = type de tâche, objectif,
// préparation et durée d'enregistrement permise (celles du TCF Canada).
const T1 = {
  type: 'audio',
  level: 'A2',
  min: 90,
  max: 120,
  duree: 'Durée : 2 minutes au plus, sans préparation.',
  promptTitle: "Question de l'examinateur",
  speaking: {
    task: 'presentation',
    goal: 'Se présenter : parler de soi, de sa famille, de son travail ou de ses études, de ses loisirs et de ses projets.',
    preparation: 0,
    maxDuration: 120,
  },
};
const T2 = {
  type: 'audio',
  min: 150,
  max: 210,
  duree: 'Durée : 2 minutes de préparation, puis 3 minutes 30 au plus.',
  consigne:
    "Vous avez 2 minutes pour préparer vos questions, puis vous jouez la scène avec l'examinateur (3 min 30 au plus). Écoutez la première réplique de l'examinateur avant de commencer.",
  promptTitle: "Réplique de l'examinateur",
  speaking: {
    task: 'interaction',
    goal: 'Poser des questions pertinentes pour obtenir les informations utiles dans la situation donnée.',
    preparation: 120,
    maxDuration: 210,
  },
};
const T3 = {
  type: 'audio',
  min: 180,
  max: 270,
  duree: 'Durée : 4 minutes 30 au plus, sans préparation.',
  consigne:
    'Exprimez votre point de vue sur la question posée. Organisez votre réponse, donnez des arguments et des exemples tirés de votre expérience.',
  promptTitle: "Question de l'examinateur",
  speaking: {
    task: 'opinion',
    goal: 'Donner son opinion sur le sujet et la défendre avec des arguments et des exemples.',
    preparation: 0,
    maxDuration: 270,
  },
};

export default [
  {
    tasks: [
      {
        ...T1,
        titre: 'Entretien dirigé',
        sujet:
          "Présentez-vous : votre nom, d'où vous venez, votre famille, votre travail ou vos études, vos loisirs. L'examinateur peut vous poser des questions complémentaires.",
        prompt: [
          [
            'f',
            "Bonjour. Nous allons commencer l'épreuve. Pouvez-vous vous présenter ? Parlez-moi de vous, de votre famille, de votre travail et de ce que vous aimez faire pendant votre temps libre.",
          ],
        ],
      },
      {
        ...T2,
        level: 'B1',
        titre: "S'inscrire dans un club de sport",
        sujet:
          "Vous voulez vous inscrire dans un club de sport près de chez vous. Vous téléphonez au club. Posez des questions à l'employé pour obtenir toutes les informations utiles : activités proposées, horaires, tarifs, équipements, conditions d'inscription.",
        prompt: [
          ['m', "Centre sportif Les Érables, bonjour ! Je m'appelle Kevin. Que puis-je faire pour vous ?"],
        ],
      },
      {
        ...T3,
        level: 'B2',
        titre: 'Apprendre plusieurs langues',
        sujet:
          "« Les enfants devraient apprendre au moins deux langues étrangères dès l'école primaire. » Êtes-vous d'accord ? Justifiez votre point de vue.",
        prompt: [
          [
            'f',
            "Certains pensent que les enfants devraient apprendre au moins deux langues étrangères dès l'école primaire. Qu'en pensez-vous ? Justifiez votre point de vue.",
          ],
        ],
      },
    ],
  },
  {
    tasks: [
      {
        ...T1,
        titre: 'Entretien dirigé',
        sujet:
          "Parlez de l'endroit où vous vivez : votre ville ou votre quartier, votre logement, ce que vous appréciez et ce que vous aimeriez changer.",
        prompt: [
          [
            'm',
            "Bonjour et bienvenue. Pour commencer, parlez-moi de l'endroit où vous habitez. Comment est votre quartier ? Qu'est-ce que vous y aimez ?",
          ],
        ],
      },
      {
        ...T2,
        level: 'B1',
        titre: 'Visiter un appartement',
        sujet:
          'Vous avez vu une annonce pour un appartement de quatre pièces et demie. Vous appelez la propriétaire. Posez-lui des questions sur le logement (loyer, charges, chauffage, électroménagers, stationnement, date de disponibilité) et prenez rendez-vous pour une visite.',
        prompt: [['g', "Allô, oui, bonjour ! Vous appelez pour l'appartement de la rue Beaubien ?"]],
      },
      {
        ...T3,
        level: 'B2',
        titre: 'Vivre en ville ou à la campagne',
        sujet:
          '« On vit mieux à la campagne qu’en ville. » Partagez-vous cette opinion ? Justifiez votre réponse.',
        prompt: [
          [
            'm',
            "Selon certaines personnes, on vit mieux à la campagne qu'en ville. Partagez-vous cette opinion ? Expliquez pourquoi.",
          ],
        ],
      },
    ],
  },
  {
    tasks: [
      {
        ...T1,
        titre: 'Entretien dirigé',
        sujet:
          'Parlez de votre parcours : vos études, votre expérience professionnelle, les raisons qui vous poussent à passer le TCF Canada et vos projets.',
        prompt: [
          [
            'f',
            'Bonjour. Parlez-moi de votre parcours, de vos études et de votre travail. Pourquoi passez-vous ce test aujourd’hui ?',
          ],
        ],
      },
      {
        ...T2,
        level: 'B2',
        titre: 'Un voyage en train',
        sujet:
          "Vous voulez faire le trajet Montréal–Québec en train avec votre famille (deux adultes, deux enfants et un chien). Vous êtes au comptoir de la gare. Renseignez-vous sur les horaires, les tarifs familiaux, les bagages, les animaux et les conditions d'annulation.",
        prompt: [
          ['h', 'Bonjour, bienvenue à la gare Centrale. Je vous écoute, comment puis-je vous aider ?'],
        ],
      },
      {
        ...T3,
        level: 'C1',
        titre: 'Des horaires libres',
        sujet:
          "« Les entreprises devraient laisser leurs employés choisir librement leurs horaires de travail. » Qu'en pensez-vous ? Présentez les avantages et les limites de cette idée, puis votre position.",
        prompt: [
          [
            'f',
            'Certaines personnes pensent que les entreprises devraient laisser leurs employés choisir librement leurs horaires. Quels en sont, selon vous, les avantages et les limites ? Quelle est votre position ?',
          ],
        ],
      },
    ],
  },
  {
    tasks: [
      {
        ...T1,
        titre: 'Entretien dirigé',
        sujet:
          'Parlez de votre vie quotidienne : une journée typique, vos habitudes, les activités que vous pratiquez le week-end.',
        prompt: [
          [
            'm',
            'Bonjour. Décrivez-moi une journée ordinaire pour vous, du matin au soir. Et que faites-vous le week-end ?',
          ],
        ],
      },
      {
        ...T2,
        level: 'B2',
        titre: 'Un camp de jour',
        sujet:
          "Vous voulez inscrire votre enfant de neuf ans à un camp de jour cet été. Vous rencontrez la responsable du camp. Informez-vous sur les activités, l'encadrement, les repas, les horaires, le prix et les possibilités d'aide financière.",
        prompt: [
          [
            'g',
            'Bonjour ! Je suis Mélanie, la responsable du camp. Vous vouliez des informations pour votre enfant ?',
          ],
        ],
      },
      {
        ...T3,
        level: 'C1',
        titre: "S'informer sur les réseaux sociaux",
        sujet:
          "« Aujourd'hui, les réseaux sociaux sont devenus la principale source d'information des jeunes. » Est-ce un progrès ou un danger ? Donnez votre avis de façon nuancée.",
        prompt: [
          [
            'h',
            "Aujourd'hui, beaucoup de jeunes s'informent surtout sur les réseaux sociaux. Est-ce, selon vous, un progrès ou un danger ? Donnez un avis nuancé.",
          ],
        ],
      },
    ],
  },
];
