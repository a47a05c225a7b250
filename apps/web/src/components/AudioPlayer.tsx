import type { AudioSource } from '@prepa/shared';
import { AUDIO_VOLUME_STEP } from '../lib/domain';
import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { audioPlayer as t } from '../lib/messages';
import { hasPlayed, markPlayed, setExamAudioPlaying, unmarkPlayed } from './audio-played';

export type AudioPlayerState = 'idle' | 'playing' | 'paused' | 'played';

const clock = (s: number) => {
  const v = Number.isFinite(s) ? Math.max(0, Math.floor(s)) : 0;
  return `${Math.floor(v / 60)}:${String(v % 60).padStart(2, '0')}`;
};

const audioSupported = () =>
  typeof document !== 'undefined' && typeof document.createElement('audio').canPlayType === 'function';

/**
 * Audio player of SPEC §2/§4. Exam mode: one play, no pause or seek, then disabled with
 * 'Déjà écouté' — remembered under `playedKey` across reloads. Training mode: play/pause,
 * seek, mute and volume (0 to 1, step 0.1), unlimited.
 */
export function AudioPlayer({
  src,
  sources,
  mode,
  playedKey,
  title,
  onError,
  onPlayingChange,
}: {
  src: string;
  /**
   * Every encoding of the document (Opus, then AAC or MP3): offered as `<source>` elements, the
   * browser plays the first it can (Safari without Opus takes the AAC). `src` alone otherwise.
   */
  sources?: AudioSource[];
  mode: 'exam' | 'training';
  /** Identity of the document for the one-play rule (defaults to the URL). */
  playedKey?: string;
  title?: string;
  onError?: () => void;
  /** Told when playback starts and stops (a recorder waits for the examiner's prompt to end). */
  onPlayingChange?: (playing: boolean) => void;
}) {
  const exam = mode === 'exam';
  const several = !!sources && sources.length > 1;
  const key = playedKey ?? src;
  const audio = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<AudioPlayerState>(() => (exam && hasPlayed(key) ? 'played' : 'idle'));
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [failed, setFailed] = useState(false);
  const ids = useId();

  const playingRef = useRef(onPlayingChange);
  useEffect(() => {
    playingRef.current = onPlayingChange;
  });
  useEffect(() => {
    playingRef.current?.(state === 'playing');
  }, [state]);
  useEffect(() => () => playingRef.current?.(false), []);

  // Metadata read before the listener was attached (a cached file answers at once): take it now.
  useEffect(() => {
    const el = audio.current;
    if (el && el.readyState >= 1 && Number.isFinite(el.duration)) setDuration(el.duration);
  }, []);

  useEffect(() => {
    if (audio.current) {
      audio.current.volume = volume;
      audio.current.muted = muted;
    }
  }, [volume, muted]);

  // The exam screen asks before leaving a question whose document is playing.
  useEffect(() => {
    if (!exam) return;
    setExamAudioPlaying(key, state === 'playing');
    return () => setExamAudioPlaying(key, false);
  }, [exam, key, state]);

  if (!audioSupported()) return <p className="text-sm text-slate-700">{t.unsupported}</p>;

  const fail = () => {
    setFailed(true);
    onError?.();
  };
  const play = async () => {
    const el = audio.current;
    if (!el || state === 'played') return;
    if (exam) markPlayed(key); // before playing: a reload in the middle does not give a second play
    try {
      await el.play();
      setState('playing');
      setFailed(false);
    } catch {
      if (exam) unmarkPlayed(key);
      setState('idle');
      setFailed(true);
      onError?.();
    }
  };
  const toggle = () => {
    if (state === 'playing') {
      if (exam) return;
      audio.current?.pause();
      setState('paused');
    } else void play();
  };

  const label =
    state === 'played'
      ? t.played
      : state === 'playing'
        ? exam
          ? t.playing
          : t.pause
        : state === 'paused'
          ? t.resume
          : t.play;
  const status = state === 'playing' ? t.playing : state === 'paused' ? t.paused : null;

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3" data-audio-state={state}>
      {title && <p className="mb-2 text-sm font-medium text-slate-800">{title}</p>}
      <audio
        ref={audio}
        src={several ? undefined : src}
        preload="metadata"
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onEnded={() => {
          setState(exam ? 'played' : 'idle');
          setTime(0);
        }}
        onError={fail}
      >
        {several &&
          sources.map((s, i) => (
            <source
              key={s.src}
              src={s.src}
              type={s.type}
              // Every source failed once the last one does (errors fire on <source>, not <audio>).
              onError={i === sources.length - 1 ? fail : undefined}
            />
          ))}
        {t.unsupported}
      </audio>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={toggle}
          disabled={state === 'played' || (exam && state === 'playing')}
          className="btn btn-primary"
        >
          {state === 'playing' && !exam ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          {label}
        </button>
        {status && (
          <span role="status" className="text-sm text-slate-700">
            {status}
          </span>
        )}
        <span className="text-sm tabular-nums text-slate-700">{t.time(clock(time), clock(duration))}</span>
      </div>
      {exam && state !== 'played' && <p className="mt-2 text-xs text-slate-600">{t.onePlay}</p>}
      {!exam && (
        <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto_8rem] sm:items-center">
          <label htmlFor={`${ids}-seek`} className="sr-only">
            {t.seek}
          </label>
          <input
            id={`${ids}-seek`}
            type="range"
            min={0}
            max={duration || 0}
            step={1}
            value={Math.min(time, duration || 0)}
            onChange={(e) => {
              const v = Number(e.target.value);
              if (audio.current) audio.current.currentTime = v;
              setTime(v);
            }}
            className="w-full accent-blue-700"
          />
          <button
            type="button"
            onClick={() => setMuted((m) => !m)}
            aria-pressed={muted}
            aria-label={muted ? t.unmute : t.mute}
            className="inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 hover:bg-slate-100"
          >
            {muted ? (
              <VolumeX aria-hidden="true" className="size-5" />
            ) : (
              <Volume2 aria-hidden="true" className="size-5" />
            )}
          </button>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <span className="sr-only">{t.volume}</span>
            <input
              type="range"
              min={0}
              max={1}
              step={AUDIO_VOLUME_STEP}
              value={volume}
              onChange={(e) => setVolume(Number(e.target.value))}
              className="w-full accent-blue-700"
            />
          </label>
        </div>
      )}
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t.error}
        </p>
      )}
    </div>
  );
}
