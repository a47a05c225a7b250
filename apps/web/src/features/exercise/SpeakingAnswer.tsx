import type { Question } from '@prepa/shared';
import { RECORDING_MAX_SECONDS } from '../../lib/domain';
import { useEffect, useMemo, useState, type Ref } from 'react';
import { VoiceRecorder, type VoiceRecorderHandle } from '../../components/VoiceRecorder';
import { speakingTask as t } from '../../lib/messages';
import { useAnswerAudio } from '../../api/answers';
import type { LocalAnswer } from './answer-store';
import { PreparationCountdown } from './PreparationCountdown';
import { usePreparation } from './use-preparation';

/**
 * Recorder of a speaking task in exam mode, shaped like the TCF: the task's own recording limit,
 * its preparation countdown before recording opens, no recording while the examiner's prompt
 * plays, and one take (the recording made is final). Plays back the answer already given (kept
 * locally, else the server's).
 */
export function SpeakingAnswer({
  question,
  attemptSlug,
  promptPlaying,
  answer,
  loadLocal,
  onRecorded,
  onError,
  recorderRef,
}: {
  question: Question;
  attemptSlug: string;
  promptPlaying: boolean;
  answer: LocalAnswer | undefined;
  loadLocal: (q: string) => Promise<Blob | null>;
  onRecorded: (blob: Blob) => void;
  onError: (message: string) => void;
  recorderRef: Ref<VoiceRecorderHandle>;
}) {
  const questionSlug = question.slug;
  const maxSeconds = question.speaking?.enregistrement_max_s ?? RECORDING_MAX_SECONDS;
  const prepSeconds = question.speaking?.preparation_s ?? 0;
  const [local, setLocal] = useState<{ q: string; blob: Blob } | null>(null);
  const hasAudio = answer?.value.kind === 'audio';
  useEffect(() => {
    let live = true;
    if (hasAudio)
      void loadLocal(questionSlug).then((blob) => {
        if (live && blob) setLocal({ q: questionSlug, blob });
      });
    return () => {
      live = false;
    };
  }, [questionSlug, hasAudio, loadLocal]);
  const localUrl = useMemo(
    () => (local && local.q === questionSlug ? URL.createObjectURL(local.blob) : null),
    [local, questionSlug],
  );
  useEffect(
    () => () => {
      if (localUrl) URL.revokeObjectURL(localUrl);
    },
    [localUrl],
  );
  const serverUrl = answer?.value.kind === 'audio' && !localUrl ? (answer.value.url ?? null) : null;
  const remote = useAnswerAudio(serverUrl);

  const prepLeft = usePreparation(`${attemptSlug}:${questionSlug}`, prepSeconds, !hasAudio);
  const preparing = prepLeft > 0;

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {t.limits(prepSeconds, maxSeconds)} {hasAudio ? t.oneTakeDone : t.oneTake}
      </p>
      {preparing && <PreparationCountdown left={prepLeft} total={prepSeconds} />}
      {promptPlaying && !hasAudio && (
        <p role="status" className="rounded-lg bg-blue-50 p-3 text-sm text-blue-950">
          {t.promptPlaying}
        </p>
      )}
      <VoiceRecorder
        ref={recorderRef}
        resetKey={questionSlug}
        maxSeconds={maxSeconds}
        existingUrl={hasAudio ? (localUrl ?? remote.url) : null}
        onRecorded={(r) => onRecorded(r.blob)}
        onError={onError}
        disabled={preparing || promptPlaying}
        allowRestart={false}
      />
    </div>
  );
}
