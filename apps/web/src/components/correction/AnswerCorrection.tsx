import type { AiAnswer } from '@prepa/shared';
import { CorrectionBlocks } from './CorrectionBlocks';
import { OralAssessmentView } from './OralAssessmentView';
import { WritingFeedback } from './WritingFeedback';

/**
 * The automatic correction of one written or spoken answer, as the results page and the training
 * screen show it: the oral assessment for a recording, else the note, criteria and highlighted
 * errors of a text followed by every block of the correction.
 */
export function AnswerCorrection({ ai, text }: { ai: AiAnswer; text: string | null }) {
  if (ai.oral) return <OralAssessmentView ai={ai} />;
  return (
    <>
      {ai.evaluation && text && <WritingFeedback ai={ai} text={text} />}
      <CorrectionBlocks ai={ai} />
    </>
  );
}
