/** Methodology guide (SPEC §2 and §3): exams → skills → lessons. Product content, in French. */
import { comprehensionEcrite, comprehensionOrale } from './lessons/comprehension';
import { expressionEcrite, expressionOrale } from './lessons/expression';
import type { MethodologyExam } from './types';

export const exams: MethodologyExam[] = [
  {
    slug: 'tcf-canada',
    name: 'TCF Canada',
    description:
      'Le Test de connaissance du français pour le Canada, exigé par IRCC pour l’immigration économique et la citoyenneté. Quatre épreuves, un niveau NCLC par compétence.',
    badge: 'Immigration Canada',
    // 35 min (oral) + 60 min (écrit) + 60 min (expression écrite) + 12 min (expression orale).
    duration: '2 h 47',
    durationDetail: '35 + 60 + 60 + 12 min',
    skills: [comprehensionOrale, comprehensionEcrite, expressionEcrite, expressionOrale],
  },
];
