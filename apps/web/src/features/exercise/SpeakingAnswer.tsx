import { RECORDING_MAX_SECONDS } from '../../lib/domain';
import { useEffect, useMemo, useState, type Ref } from 'react';
import { VoiceRecorder, type VoiceRecorderHandle } from '../../components/VoiceRecorder';
import { useAnswerAudio } from '../results/api/use-answer-audio';
import type { LocalAnswer } from './answer-store';

/** Recorder of a speaking task; plays back the answer already given (kept locally, else the server's). */
export function SpeakingAnswer({
  questionSlug,
  answer,
  loadLocal,
  onRecorded,
  onError,
  recorderRef,
}: {
  questionSlug: string;
  answer: LocalAnswer | undefined;
  loadLocal: (q: string) => Promise<Blob | null>;
  onRecorded: (blob: Blob) => void;
  onError: (message: string) => void;
  recorderRef: Ref<VoiceRecorderHandle>;
}) {
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

  return (
    <VoiceRecorder
      ref={recorderRef}
      resetKey={questionSlug}
      maxSeconds={RECORDING_MAX_SECONDS}
      existingUrl={hasAudio ? (localUrl ?? remote.url) : null}
      onRecorded={(r) => onRecorded(r.blob)}
      onError={onError}
    />
  );
}
