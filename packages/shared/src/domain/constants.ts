/** Business constants of the platform (SPEC §9), shared by the API and the web app. */

export const HTTP_TIMEOUT_MS = 60_000;
export const TOAST_DURATION_MS = 5000;
export const LOGIN_REDIRECT_DELAY_MS = 2000;
export const FORGOT_PASSWORD_RESET_DELAY_MS = 300;

/** Dashboard: exercises shown per exam and recent attempts shown. */
export const DASHBOARD_EXERCISES_PER_EXAM = 6;
export const DASHBOARD_RECENT_ATTEMPTS = 5;

export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_MAX_PAGE_BUTTONS = 5;

/** TCF score scale. */
export const SCORE_MAX = 699;
/** Estimated note of expression tasks is out of 20. */
export const NOTE_MAX = 20;

/** Correction waiting screen of the results page. */
export const CORRECTION_POLL_MS = 5000;
export const CORRECTION_TIMEOUT_MS = 10_000;
export const CORRECTION_RECENT_WINDOW_MS = 10 * 60 * 1000;
export const CORRECTION_DONE_DELAY_MS = 1500;

/** Exam timer. */
export const TIMER_TICK_MS = 1000;
export const TIMER_WARNING_SECONDS = 300;
export const TIMER_DANGER_SECONDS = 120;
/** Seconds accepted after the time limit before answers are refused (network, upload). */
export const EXAM_TIME_GRACE_SECONDS = 30;

/** Recordings. The longest speaking task (TCF Canada task 3: 4 min 30); each task declares its own limit. */
export const RECORDING_MAX_SECONDS = 270;
/** Kinds of speaking task: TCF Canada task 1 (guided interview), 2 (interaction), 3 (point of view). */
export const SPEAKING_TASK_KINDS = ['presentation', 'interaction', 'opinion'] as const;
export type SpeakingTaskKind = (typeof SPEAKING_TASK_KINDS)[number];
export const RECORDER_DEFAULT_MAX_SECONDS = 120;
export const RECORDING_MAX_BYTES = 10 * 1024 * 1024;
export const RECORDING_SAMPLE_RATE = 44_100;
export const RECORDING_MIME_PREFERENCES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'] as const;

/** Audio player. */
export const AUDIO_VOLUME_STEP = 0.1;
export const AUDIO_EXTENSIONS = ['mp3', 'wav', 'ogg', 'm4a', 'aac'] as const;
export const AUDIO_DEFAULT_MIME = 'audio/mpeg';

/** Writing task guideline lengths in words (tasks 1, 2, 3); speaking task 3 about 3 minutes. */
export const WRITING_TASK_WORDS = [
  { min: 60, max: 120 },
  { min: 120, max: 150 },
  { min: 150, max: 180 },
] as const;
export const SPEAKING_TASK3_SECONDS = 180;

/** TCF Canada format (DESIGN §5): seconds per skill. */
export const TCF_TIME_LIMITS = {
  LISTENING: 35 * 60,
  READING: 60 * 60,
  WRITING: 60 * 60,
  SPEAKING: 12 * 60,
} as const;
export const TCF_QUESTIONS_PER_MCQ_TEST = 39;
export const TCF_TOTAL_DURATION_LABEL = '3h15';

/** Prices (the currency constant lives with the billing contract). */
export const PRICE_LOCALE = 'fr-CM';
export const PERIOD_UNIT = 'mois';

export const SKILLS = ['READING', 'LISTENING', 'WRITING', 'SPEAKING'] as const;
export type Skill = (typeof SKILLS)[number];
export const SKILL_LABELS: Record<Skill, string> = {
  READING: 'Lecture',
  LISTENING: 'Écoute',
  WRITING: 'Écriture',
  SPEAKING: 'Expression orale',
};
/** MCQ skills are scored by TCF weights; expression skills by the estimated note /20. */
export const isMcqSkill = (s: Skill): boolean => s === 'READING' || s === 'LISTENING';

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

export const QUESTION_TYPES = ['MCQ', 'open_text', 'essay', 'audio'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Practice modes; `taining` is the legacy spelling still sent by older clients. */
export const PRACTICE_TYPES = ['exam', 'training'] as const;
export type PracticeType = (typeof PRACTICE_TYPES)[number];

/** Default marketing figures (the API serves the operator's values). */
export const DEFAULT_MARKETING = { students: 10_000, successRate: 95 } as const;
