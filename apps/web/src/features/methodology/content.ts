/** Methodology guide (SPEC §2 and §3): exams → skills → lessons. Product content, in French. */
import { comprehensionEcrite, comprehensionOrale } from './lessons/comprehension';
import { expressionEcrite, expressionOrale } from './lessons/expression';

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
