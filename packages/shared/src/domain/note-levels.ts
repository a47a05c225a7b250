import { type Nclc, nclcFor } from './levels';

/** CEFR level of an expression note /20 (TCF bands: A1 ≈ 1, A2 2-5, B1 6-9, B2 10-13, C1 14-15, C2 16-20). */
export type NoteLevel = 'C2' | 'C1' | 'B2' | 'B1' | 'A2' | 'A1' | 'Non atteint';

export function cefrFromNote(note: number): NoteLevel {
  const v = Math.floor(note);
  if (v >= 16) return 'C2';
  if (v >= 14) return 'C1';
  if (v >= 10) return 'B2';
  if (v >= 6) return 'B1';
  if (v >= 2) return 'A2';
  if (v >= 1) return 'A1';
  return 'Non atteint';
}

/** A note /20 with its uncertainty range and the CEFR and NCLC levels at both ends. */
export interface NoteRange {
  min: number;
  max: number;
  cecrl: { min: NoteLevel; max: NoteLevel };
  nclc: { min: Nclc | null; max: Nclc | null };
}

/** Whole-note range [min, max] (the TCF gives whole notes) with its CEFR and NCLC ends. */
export function noteRange(low: number, high: number, skill: 'WRITING' | 'SPEAKING' = 'WRITING'): NoteRange {
  const min = Math.max(0, Math.min(20, Math.floor(low)));
  const max = Math.max(min, Math.min(20, Math.ceil(high)));
  return {
    min,
    max,
    cecrl: { min: cefrFromNote(min), max: cefrFromNote(max) },
    nclc: { min: nclcFor(skill, min), max: nclcFor(skill, max) },
  };
}

/**
 * One note /20 for a TCF writing test from the notes of its tasks (docs/decisions/101): the mean
 * of the tasks, a task left blank counting 0; null while an answered task is not yet corrected.
 * `tasks` lists each task's note, or 'blank' when it was not answered, or null when not corrected.
 */
export function writingTestNote(tasks: readonly (number | 'blank' | null)[]): number | null {
  if (!tasks.length || tasks.some((t) => t === null)) return null;
  const notes = tasks.map((t) => (t === 'blank' ? 0 : Math.min(20, Math.max(0, t as number))));
  return Math.round((notes.reduce((a, b) => a + b, 0) / notes.length) * 2) / 2;
}
