/** The shapes of the methodology guide: exams → skills (lessons) → sections. */
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
  /** A recorded lesson, when one exists: nothing about a video is shown otherwise. */
  video?: { url: string; title: string; duration: string; description: string };
  methodology: MethodSection[];
  commonErrors: CommonError[];
}
export interface MethodologyExam {
  slug: string;
  name: string;
  description: string;
  badge: string;
  /** Total length of the exam and how it splits between the skills. */
  duration: string;
  durationDetail: string;
  skills: Lesson[];
}
