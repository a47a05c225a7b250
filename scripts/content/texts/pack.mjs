import { dele, delf, ielts, tcf, toefl, toeic } from './scoring.mjs';

// Types d'examen, forfaits d'accès (XAF) et code promotionnel du pack de démonstration.
export default {
  examTypes: [
    {
      slug: 'tcf-canada',
      name: 'TCF Canada',
      description:
        "Test de connaissance du français exigé par Immigration, Réfugiés et Citoyenneté Canada (IRCC) pour l'immigration économique et la citoyenneté. Quatre épreuves : compréhension orale, compréhension écrite, expression écrite et expression orale, la compréhension notée sur 699 points, l'expression sur 20, puis convertie en niveaux NCLC.",
      position: 1,
      scoring: tcf,
    },
    {
      slug: 'toefl',
      name: 'TOEFL iBT',
      description:
        "Test d'anglais académique demandé par les universités nord-américaines et de nombreux établissements dans le monde. Lecture, écoute, expression orale et écrite en contexte universitaire.",
      position: 2,
      scoring: toefl,
    },
    {
      slug: 'ielts',
      name: 'IELTS',
      description:
        "Test international d'anglais (versions Academic et General Training) reconnu pour les études, le travail et l'immigration au Royaume-Uni, au Canada, en Australie et en Nouvelle-Zélande. Score de 0 à 9 par compétence.",
      position: 3,
      scoring: ielts,
    },
    {
      slug: 'toeic',
      name: 'TOEIC',
      description:
        "Test d'anglais professionnel très utilisé par les entreprises et les écoles : compréhension orale et écrite (Listening and Reading), expression orale et écrite (Speaking and Writing) dans des situations de travail.",
      position: 4,
      scoring: toeic,
    },
    {
      slug: 'delf',
      name: 'DELF',
      description:
        "Diplôme d'études en langue française délivré par le ministère français de l'Éducation nationale, valable à vie, du niveau A1 au niveau B2. Les exercices de démonstration visent le DELF B1-B2.",
      position: 5,
      scoring: delf,
    },
    {
      slug: 'dele',
      name: 'DELE',
      description:
        "Diplôme d'espagnol langue étrangère délivré par l'Institut Cervantes, valable à vie, du niveau A1 au niveau C2. Les exercices de démonstration visent le niveau B1-B2.",
      position: 6,
      scoring: dele,
    },
  ],
  packages: [
    {
      slug: 'tcf-canada-1-mois',
      name: 'TCF Canada — 1 mois',
      examType: 'tcf-canada',
      period: 1,
      price: 15000,
    },
    {
      slug: 'tcf-canada-3-mois',
      name: 'TCF Canada — 3 mois',
      examType: 'tcf-canada',
      period: 3,
      price: 35000,
    },
    {
      slug: 'tcf-canada-6-mois',
      name: 'TCF Canada — 6 mois',
      examType: 'tcf-canada',
      period: 6,
      price: 60000,
    },
    { slug: 'toefl-1-mois', name: 'TOEFL — 1 mois', examType: 'toefl', period: 1, price: 20000 },
    { slug: 'toefl-3-mois', name: 'TOEFL — 3 mois', examType: 'toefl', period: 3, price: 45000 },
    { slug: 'ielts-1-mois', name: 'IELTS — 1 mois', examType: 'ielts', period: 1, price: 20000 },
    { slug: 'ielts-3-mois', name: 'IELTS — 3 mois', examType: 'ielts', period: 3, price: 45000 },
    { slug: 'toeic-1-mois', name: 'TOEIC — 1 mois', examType: 'toeic', period: 1, price: 15000 },
    { slug: 'delf-1-mois', name: 'DELF — 1 mois', examType: 'delf', period: 1, price: 12000 },
    { slug: 'delf-3-mois', name: 'DELF — 3 mois', examType: 'delf', period: 3, price: 30000 },
    { slug: 'dele-1-mois', name: 'DELE — 1 mois', examType: 'dele', period: 1, price: 15000 },
  ],
  promoCodes: [
    {
      code: 'TCF2026',
      percentage: 20,
      validFrom: '2026-01-01',
      validUntil: '2027-12-31',
      maxUses: 10000,
      examTypes: ['tcf-canada'],
    },
  ],
};
