import { RECORDER_DEFAULT_MAX_SECONDS } from '../lib/domain';
import { Mic, RotateCcw, Square } from 'lucide-react';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { recorder as t } from '../lib/messages';
import { type Recording, useRecorder } from './use-recorder';

export interface VoiceRecorderHandle {
  /** Stops a recording in progress and resolves with it (null when nothing was recording). */
  stop(): Promise<Recording | null>;
  isRecording(): boolean;
}

const clock = (s: number) => {
  const v = Math.max(0, Math.floor(s));
  return `${Math.floor(v / 60)}:${String(v % 60).padStart(2, '0')}`;
};

/**
 * Voice recorder of SPEC §2/§4: idle → recording → recorded, tap to start or stop, elapsed time
 * and live level, auto-stop at `maxSeconds`, 'Recommencer', playback of what was recorded (or of
 * `existingUrl`, an earlier recording). A change of `resetKey` (the question) resets it.
 */
export function VoiceRecorder({
  maxSeconds = RECORDER_DEFAULT_MAX_SECONDS,
  onRecorded,
  onReset,
  onError,
  existingUrl = null,
  resetKey,
  disabled = false,
  allowRestart = true,
  ref,
}: {
  maxSeconds?: number;
  onRecorded: (r: Recording) => void;
  onReset?: () => void;
  onError?: (message: string) => void;
  existingUrl?: string | null;
  resetKey?: string;
  disabled?: boolean;
  /** False: once recorded, the take is final (exam mode: no 'Recommencer'). */
  allowRestart?: boolean;
  ref?: Ref<VoiceRecorderHandle>;
}) {
  const [blob, setBlob] = useState<Blob | null>(null);
  const [showExisting, setShowExisting] = useState(true);
  const { state, level, start, stop, reset } = useRecorder(maxSeconds, (r) => {
    setBlob(r.blob);
    onRecorded(r);
  });
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  const resetRef = useRef(reset);
  useEffect(() => {
    resetRef.current = reset;
  });
  useEffect(() => {
    resetRef.current();
    setBlob(null);
    setShowExisting(true);
  }, [resetKey]);

  const errorRef = useRef(onError);
  useEffect(() => {
    errorRef.current = onError;
  });
  useEffect(() => {
    if (state.error) errorRef.current?.(state.error);
  }, [state.error]);

  useImperativeHandle(ref, () => ({ stop, isRecording: () => state.status === 'recording' }), [
    stop,
    state.status,
  ]);

  const playback =
    state.status === 'recorded' ? url : state.status === 'idle' && showExisting ? existingUrl : null;
  const recording = state.status === 'recording';
  const restart = () => {
    reset();
    setBlob(null);
    setShowExisting(false);
    onReset?.();
  };

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" data-recorder-state={state.status}>
      <div className="flex flex-wrap items-center gap-4">
        {!playback && (
          <button
            type="button"
            onClick={() => (recording ? void stop() : void start())}
            disabled={disabled || state.status === 'requesting'}
            aria-pressed={recording}
            className={`inline-flex size-16 shrink-0 items-center justify-center rounded-full text-white shadow ${
              recording ? 'bg-red-700 hover:bg-red-800' : 'bg-blue-700 hover:bg-blue-800'
            } disabled:opacity-60`}
          >
            {recording ? (
              <Square aria-hidden="true" className="size-6" />
            ) : (
              <Mic aria-hidden="true" className="size-7" />
            )}
            <span className="sr-only">{recording ? t.stop : t.start}</span>
          </button>
        )}
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900" role="status">
            {recording
              ? t.recording
              : state.status === 'requesting'
                ? t.requesting
                : playback
                  ? t.recorded
                  : t.idle}
          </p>
          <p className="text-sm tabular-nums text-slate-700">
            {t.elapsed(clock(state.elapsed), clock(maxSeconds))}
          </p>
          {recording && (
            <div
              role="meter"
              aria-label={t.level}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(level * 100)}
              className="mt-2 h-2 w-full overflow-hidden rounded bg-slate-200"
            >
              <div
                className="h-full bg-green-600 transition-[width]"
                style={{ width: `${Math.round(level * 100)}%` }}
              />
            </div>
          )}
        </div>
      </div>
      {state.autoStopped && <p className="mt-2 text-sm text-amber-800">{t.autoStopped}</p>}
      {playback && (
        <div className="mt-3 space-y-3">
          <audio controls src={playback} aria-label={t.playback} className="w-full">
            {t.unsupported}
          </audio>
          {allowRestart && (
            <button type="button" onClick={restart} disabled={disabled} className="btn btn-secondary">
              <RotateCcw aria-hidden="true" className="size-4" />
              {t.restart}
            </button>
          )}
        </div>
      )}
      {state.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.error}
        </p>
      )}
    </div>
  );
}
