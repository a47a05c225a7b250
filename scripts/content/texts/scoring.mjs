// Barèmes (profils de notation) des types d'examen du pack de démonstration, avec leurs sources.
// Format : content/FORMAT.md, section « scoring ». Chaque valeur calculée sur un exercice court est
// une estimation ; les tableaux de conversion publiés sont appliqués après mise à l'échelle.

const NOT_FRENCH =
  'La correction automatique de la plateforme évalue des productions en français : votre production est conservée, sans note estimée.';

const TCF_CEFR_699 = [
  [600, 'C2'],
  [500, 'C1'],
  [400, 'B2'],
  [300, 'B1'],
  [200, 'A2'],
  [50, 'A1'],
];
const TCF_CEFR_20 = [
  [16, 'C2'],
  [14, 'C1'],
  [10, 'B2'],
  [6, 'B1'],
  [2, 'A2'],
  [1, 'A1'],
];

const tcfComprehension = {
  method: 'tcf-weighted',
  label: 'Score TCF',
  min: 0,
  max: 699,
  step: 1,
  outOf: true,
  estimate: true,
  cefr: TCF_CEFR_699,
  note: 'Estimation : chaque question pèse selon son niveau (A1 3 points … C2 33 points), comme dans une épreuve de 39 questions.',
};
const tcfExpression = {
  method: 'note20',
  label: 'Note TCF',
  min: 0,
  max: 20,
  step: 0.5,
  outOf: true,
  estimate: true,
  cefr: TCF_CEFR_20,
  note: 'L’expression est notée sur 20 au TCF, jamais sur 699 : c’est la note estimée par la correction automatique.',
};

export const tcf = {
  language: 'fr',
  nclc: true,
  source:
    'France Éducation International (TCF Canada) : compréhension orale et écrite sur l’échelle 0-699, expression écrite et orale notées sur 20 ; CECRL selon les paliers de l’échelle 699 (B1 dès 300, B2 dès 400…). NCLC : table d’équivalence du TCF Canada publiée par IRCC.',
  skills: {
    LISTENING: tcfComprehension,
    READING: tcfComprehension,
    WRITING: tcfExpression,
    SPEAKING: tcfExpression,
  },
};

// IELTS : tableaux de conversion des bonnes réponses (sur 40) en bandes, Listening et Academic
// Reading, tels que publiés dans les guides IELTS (Cambridge, British Council, IDP) ; CECRL selon
// la correspondance publiée par IELTS (B1 4-5, B2 5,5-6,5, C1 7-8, C2 8,5-9).
const IELTS_CEFR = [
  [8.5, 'C2'],
  [7, 'C1'],
  [5.5, 'B2'],
  [4, 'B1'],
];
const ieltsBand = (table, note) => ({
  method: 'raw-table',
  label: 'Bande IELTS',
  min: 0,
  max: 9,
  step: 0.5,
  outOf: false,
  estimate: true,
  table,
  cefr: IELTS_CEFR,
  note,
});
const ieltsExpression = {
  method: 'none',
  label: 'Bande IELTS',
  min: 0,
  max: 9,
  step: 0.5,
  outOf: false,
  estimate: true,
  cefr: IELTS_CEFR,
  note: NOT_FRENCH,
};

export const ielts = {
  language: 'en',
  source:
    'IELTS (British Council, IDP, Cambridge) : bandes de 0 à 9 par demi-bande ; conversion des bonnes réponses sur 40 en bandes selon les tableaux publiés pour Listening et Academic Reading ; correspondance CECRL publiée par IELTS.',
  skills: {
    LISTENING: ieltsBand(
      {
        outOf: 40,
        rows: [
          [39, 9],
          [37, 8.5],
          [35, 8],
          [32, 7.5],
          [30, 7],
          [26, 6.5],
          [23, 6],
          [18, 5.5],
          [16, 5],
          [13, 4.5],
          [10, 4],
          [8, 3.5],
          [6, 3],
          [4, 2.5],
        ],
      },
      'Estimation : vos bonnes réponses ramenées à 40 questions, puis le tableau de conversion publié pour l’épreuve Listening.',
    ),
    READING: ieltsBand(
      {
        outOf: 40,
        rows: [
          [39, 9],
          [37, 8.5],
          [35, 8],
          [33, 7.5],
          [30, 7],
          [27, 6.5],
          [23, 6],
          [19, 5.5],
          [15, 5],
          [13, 4.5],
          [10, 4],
          [8, 3.5],
          [6, 3],
          [4, 2.5],
        ],
      },
      'Estimation : vos bonnes réponses ramenées à 40 questions, puis le tableau de conversion publié pour l’épreuve Academic Reading.',
    ),
    WRITING: ieltsExpression,
    SPEAKING: ieltsExpression,
  },
};

// TOEFL iBT : sections notées de 0 à 30 ; correspondance CECRL par section publiée par ETS.
const toeflSection = (cefr, method = 'linear') => ({
  method,
  label: 'Score TOEFL',
  min: 0,
  max: 30,
  step: 1,
  outOf: true,
  estimate: true,
  cefr,
  note:
    method === 'none'
      ? NOT_FRENCH
      : 'Estimation : la part de bonnes réponses reportée sur l’échelle 0-30 ; ETS ne publie pas de table de conversion.',
});
export const toefl = {
  language: 'en',
  source:
    'ETS, TOEFL iBT : chaque section notée de 0 à 30 (total sur 120) ; correspondance CECRL par section publiée par ETS (lecture : B1 dès 4, B2 dès 18, C1 dès 24 ; écoute : B1 dès 9, B2 dès 17, C1 dès 22).',
  skills: {
    READING: toeflSection([
      [24, 'C1'],
      [18, 'B2'],
      [4, 'B1'],
    ]),
    LISTENING: toeflSection([
      [22, 'C1'],
      [17, 'B2'],
      [9, 'B1'],
    ]),
    WRITING: toeflSection(
      [
        [24, 'C1'],
        [17, 'B2'],
        [13, 'B1'],
        [7, 'A2'],
      ],
      'none',
    ),
    SPEAKING: toeflSection(
      [
        [25, 'C1'],
        [20, 'B2'],
        [16, 'B1'],
        [10, 'A2'],
      ],
      'none',
    ),
  },
};

// TOEIC Listening and Reading : 5 à 495 par section ; seuils CECRL publiés par ETS.
const toeicSection = (cefr) => ({
  method: 'linear',
  label: 'Score TOEIC',
  min: 5,
  max: 495,
  step: 5,
  outOf: true,
  estimate: true,
  cefr,
  note: 'Estimation : la part de bonnes réponses reportée sur l’échelle 5-495 ; ETS ne publie pas sa table de conversion, propre à chaque version du test.',
});
const toeicExpression = {
  method: 'none',
  label: 'Score TOEIC',
  min: 0,
  max: 200,
  step: 10,
  outOf: true,
  estimate: true,
  note: NOT_FRENCH,
};
export const toeic = {
  language: 'en',
  source:
    'ETS, TOEIC Listening and Reading : chaque section notée de 5 à 495 ; seuils CECRL publiés par ETS (écoute : A1 60, A2 110, B1 275, B2 400, C1 490 ; lecture : A1 60, A2 115, B1 275, B2 385, C1 455). Speaking and Writing : 0 à 200.',
  skills: {
    LISTENING: toeicSection([
      [490, 'C1'],
      [400, 'B2'],
      [275, 'B1'],
      [110, 'A2'],
      [60, 'A1'],
    ]),
    READING: toeicSection([
      [455, 'C1'],
      [385, 'B2'],
      [275, 'B1'],
      [115, 'A2'],
      [60, 'A1'],
    ]),
    WRITING: toeicExpression,
    SPEAKING: toeicExpression,
  },
};

// DELF : quatre épreuves sur 25, diplôme à 50/100 avec au moins 5/25 à chaque épreuve.
const delfComprehension = {
  method: 'linear',
  label: 'Note DELF',
  min: 0,
  max: 25,
  step: 0.5,
  outOf: true,
  estimate: true,
  pass: 5,
  note: 'Estimation : la part de bonnes réponses reportée sur 25 (chaque question compte autant).',
};
const delfProduction = {
  method: 'note20',
  label: 'Note DELF',
  min: 0,
  max: 25,
  step: 0.5,
  outOf: true,
  estimate: true,
  pass: 5,
  note: 'Estimation : la note sur 20 de la correction automatique ramenée sur 25 ; la grille officielle du DELF n’est pas celle du TCF.',
};
export const delf = {
  language: 'fr',
  source:
    'France Éducation International, DELF : quatre épreuves notées sur 25 (total sur 100) ; diplôme obtenu avec 50/100 et au moins 5/25 à chaque épreuve.',
  skills: {
    LISTENING: delfComprehension,
    READING: delfComprehension,
    WRITING: delfProduction,
    SPEAKING: delfProduction,
  },
};

// DELE B1-B2 : deux groupes de deux épreuves sur 25 ; APTO avec au moins 30/50 dans chaque groupe.
const G1 = {
  name: 'Groupe 1 (compréhension de lecture et expression écrite)',
  skills: ['READING', 'WRITING'],
  pass: 30,
  max: 50,
};
const G2 = {
  name: 'Groupe 2 (compréhension auditive et expression orale)',
  skills: ['LISTENING', 'SPEAKING'],
  pass: 30,
  max: 50,
};
const deleSection = (group, method) => ({
  method,
  label: 'Note DELE',
  min: 0,
  max: 25,
  step: 0.5,
  outOf: true,
  estimate: true,
  group,
  note:
    method === 'none'
      ? NOT_FRENCH
      : 'Estimation : la part de bonnes réponses reportée sur 25 ; le résultat « apto » se décide par groupe de deux épreuves.',
});
export const dele = {
  language: 'es',
  source:
    'Instituto Cervantes, DELE B1 et B2 : quatre épreuves sur 25 réparties en deux groupes (lecture + expression écrite ; écoute + expression orale) ; « apto » avec au moins 30/50 dans chaque groupe.',
  skills: {
    READING: deleSection(G1, 'linear'),
    WRITING: deleSection(G1, 'none'),
    LISTENING: deleSection(G2, 'linear'),
    SPEAKING: deleSection(G2, 'none'),
  },
};
