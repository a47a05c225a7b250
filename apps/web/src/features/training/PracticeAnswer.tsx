import type { Question } from '@prepa/shared';
import { Wand2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Spinner } from '../../components/LoadingView';
import type { Recording } from '../../components/use-recorder';
import { RECORDING_MAX_SECONDS } from '../../lib/domain';
import { practice as p, training as t } from '../../lib/messages';
import { expectedWords } from '../../lib/word-count';
import { type PracticeCorrection, usePracticeCorrection } from './use-practice-correction';

// The editor, the recorder and the correction's view load only for writing and speaking questions.
const WritingAnswer = lazy(() =>
  import('../../components/question/WritingAnswer').then((x) => ({ default: x.WritingAnswer })),
);
const VoiceRecorder = lazy(() =>
  import('../../components/VoiceRecorder').then((x) => ({ default: x.VoiceRecorder })),
);
const AnswerCorrection = lazy(() =>
  import('../../components/correction/AnswerCorrection').then((x) => ({ default: x.AnswerCorrection })),
);

const fallback = (
  <div className="flex min-h-40 items-center justify-center">
    <Spinner />
  </div>
);

/** Where the correction of a training answer stands, then the correction itself. */
function CorrectionState({ state, text }: { state: PracticeCorrection; text: string | null }) {
  if (state.phase === 'idle') return null;
  if (state.phase === 'sending' || state.phase === 'waiting') {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-800" data-correction="waiting">
        <Spinner className="size-5" />
        {state.phase === 'sending' ? p.sending : p.waiting}
      </p>
    );
  }
  if (state.phase === 'failed' || state.phase === 'slow') {
    return (
      <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
        <p>{state.phase === 'slow' ? p.slow : state.message}</p>
        {state.attempt && (
          <Link to={paths.results(state.attempt)} className="mt-1 inline-block font-semibold underline">
            {p.seeResults}
          </Link>
        )}
      </div>
    );
  }
  return (
    <section aria-labelledby="training-correction" className="space-y-3" data-correction="done">
      <h3 id="training-correction" className="text-lg font-bold text-slate-900">
        {p.correctionTitle}
      </h3>
      <Suspense fallback={fallback}>
        <AnswerCorrection ai={state.ai} text={text} />
      </Suspense>
      <Link to={paths.results(state.attempt)} className="inline-block font-semibold text-blue-800 underline">
        {p.seeResults}
      </Link>
    </section>
  );
}

/**
 * Practice of a writing or speaking task in training mode. What the learner gets is said first:
 * a subscriber of the exam type sends the answer for correction and reads it here (decision
 * 180), as many times as wanted; a free learner practises and the answer stays on the device.
 */
export function PracticeAnswer({
  question,
  correctionAvailable,
  exerciseSlug,
}: {
  question: Question;
  correctionAvailable: boolean;
  exerciseSlug: string;
}) {
  const [text, setText] = useState('');
  const [recording, setRecording] = useState<Recording | null>(null);
  const [sentText, setSentText] = useState<string | null>(null);
  const [emptyTried, setEmptyTried] = useState(false);
  const correction = usePracticeCorrection(exerciseSlug, question.slug);
  const audio = question.question_type === 'audio';
  const busy = correction.state.phase === 'sending' || correction.state.phase === 'waiting';

  const submit = () => {
    const answer = audio
      ? recording && { kind: 'audio' as const, blob: recording.blob }
      : text.trim() && { kind: 'text' as const, text };
    if (!answer) {
      setEmptyTried(true);
      return;
    }
    setEmptyTried(false);
    setSentText(audio ? null : text);
    void correction.send(answer);
  };

  return (
    <div className="space-y-3">
      <div
        role="note"
        className={`rounded-lg border p-3 ${correctionAvailable ? 'border-blue-200 bg-blue-50 text-blue-950' : 'border-amber-300 bg-amber-50 text-amber-950'}`}
      >
        <p>{correctionAvailable ? p.subscriberRule : p.freeRule}</p>
        {!correctionAvailable && (
          <Link to={paths.packages} className="btn btn-accent mt-2">
            {t.buyPackage}
          </Link>
        )}
      </div>
      {audio && <p className="text-sm font-semibold text-slate-700">{p.yourAnswer}</p>}
      <Suspense fallback={fallback}>
        {audio ? (
          <VoiceRecorder
            maxSeconds={question.speaking?.enregistrement_max_s ?? RECORDING_MAX_SECONDS}
            onRecorded={setRecording}
            onReset={() => setRecording(null)}
            disabled={busy}
          />
        ) : (
          <WritingAnswer
            value={text}
            onChange={setText}
            onBlur={() => undefined}
            range={expectedWords(question, question.order - 1)}
            invalid={emptyTried && !text.trim()}
          />
        )}
      </Suspense>
      {correctionAvailable && (
        <>
          <button type="button" onClick={submit} disabled={busy} className="btn btn-primary">
            <Wand2 aria-hidden="true" className="size-4" />
            {correction.state.phase === 'done' ? p.correctAgain : p.correct}
          </button>
          {emptyTried && (
            <p role="alert" className="text-sm text-red-700">
              {p.empty}
            </p>
          )}
          <CorrectionState state={correction.state} text={sentText} />
        </>
      )}
    </div>
  );
}
