import type { AttemptResults } from '@prepa/shared';
import { noteRange } from '../../lib/domain';
import { writingFeedback as t } from '../../lib/messages';

/**
 * Range of the test note from the ranges of its tasks (the test note is their mean, a blank task
 * counting 0), or null while a task has no assessed correction.
 */
export function testRange(r: AttemptResults) {
  const qs = r.exercice.questions;
  if (!qs.length || r.note_20 === null) return null;
  let low = 0;
  let high = 0;
  for (const q of qs) {
    const answered = !!q.user_aswer_text?.trim() || !!q.user_aswer_audio;
    if (!answered) continue;
    const f = q.ai_aswer?.evaluation?.fourchette;
    const n = q.ai_aswer?.analyse_tcf.note_estimee_20;
    if (f) {
      low += f.min;
      high += f.max;
    } else if (typeof n === 'number') {
      low += n;
      high += n;
    } else return null;
  }
  const skill = r.exercice.type_exam === 'SPEAKING' ? 'SPEAKING' : 'WRITING';
  return noteRange(low / qs.length, high / qs.length, skill);
}

/** The expression test's note: one /20 with its range, CEFR and NCLC, never on 699. */
export function WritingTestNote({ r, pending }: { r: AttemptResults; pending: string }) {
  if (r.note_20 === null) return <p className="mt-1 text-2xl font-bold">{pending}</p>;
  const range = testRange(r);
  return (
    <>
      <p className="mt-1 text-4xl font-extrabold tabular-nums" data-testid="final-note">
        {range ? t.range(range.min, range.max) : `${r.note_20.toLocaleString('fr-FR')} / 20`}
      </p>
      {range && (
        <p className="mt-1 font-semibold">
          {t.levels(range.cecrl.min, range.cecrl.max, range.nclc.min, range.nclc.max)}
        </p>
      )}
      <p className="mt-1 text-sm text-blue-100">{t.estimate(r.note_20.toLocaleString('fr-FR'))}</p>
    </>
  );
}
