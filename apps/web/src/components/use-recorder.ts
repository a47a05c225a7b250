import { RECORDING_SAMPLE_RATE } from '../lib/domain';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { recorder as t } from '../lib/messages';
import { blobWithDuration } from '../lib/webm-duration';
import {
  initialRecorderState,
  pickRecordingMime,
  recorderReducer,
  recordingOptions,
} from './recorder-machine';

export interface Recording {
  blob: Blob;
  durationMs: number;
}

const TICK_MS = 250;

/**
 * MediaRecorder behind the voice recorder: echo cancellation only (noise suppression and automatic
 * gain would alter the voice measures the correction makes: HNR, jitter, shimmer), opus in webm
 * when possible, a live level from an AnalyserNode, auto-stop at `maxSeconds`; the microphone is
 * released when recording stops, on reset and when the component goes away.
 */
export function useRecorder(maxSeconds: number, onRecorded: (r: Recording) => void) {
  const [state, dispatch] = useReducer(recorderReducer, initialRecorderState);
  const [level, setLevel] = useState(0);
  const live = useRef<{
    stream: MediaStream;
    rec: MediaRecorder;
    ctx: AudioContext | null;
    raf: number;
    timer: ReturnType<typeof setInterval>;
    t0: number;
    waiters: ((r: Recording | null) => void)[];
    auto: boolean;
  } | null>(null);
  const cb = useRef(onRecorded);
  useEffect(() => {
    cb.current = onRecorded;
  });

  const release = useCallback(() => {
    const l = live.current;
    if (!l) return;
    clearInterval(l.timer);
    cancelAnimationFrame(l.raf);
    for (const track of l.stream.getTracks()) track.stop();
    void l.ctx?.close().catch(() => undefined);
    setLevel(0);
  }, []);

  const stop = useCallback((auto = false): Promise<Recording | null> => {
    const l = live.current;
    if (!l || l.rec.state === 'inactive') return Promise.resolve(null);
    l.auto = auto;
    return new Promise((resolve) => {
      l.waiters.push(resolve);
      l.rec.stop();
    });
  }, []);

  const start = useCallback(async () => {
    if (
      typeof navigator === 'undefined' ||
      !navigator.mediaDevices?.getUserMedia ||
      typeof MediaRecorder === 'undefined'
    ) {
      dispatch({ type: 'failed', error: t.unsupported });
      return;
    }
    dispatch({ type: 'request' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: {
          echoCancellation: true,
          noiseSuppression: false,
          autoGainControl: false,
          sampleRate: RECORDING_SAMPLE_RATE,
        },
      });
    } catch {
      dispatch({ type: 'failed', error: t.micDenied });
      return;
    }
    try {
      const mime = pickRecordingMime((m) => MediaRecorder.isTypeSupported(m));
      const rec = new MediaRecorder(stream, recordingOptions(mime));
      const chunks: Blob[] = [];
      let ctx: AudioContext | null = null;
      let raf = 0;
      const AC = typeof window !== 'undefined' ? window.AudioContext : undefined;
      if (AC) {
        ctx = new AC();
        const analyser = ctx.createAnalyser();
        analyser.fftSize = 512;
        ctx.createMediaStreamSource(stream).connect(analyser);
        const data = new Uint8Array(analyser.fftSize);
        const loop = () => {
          analyser.getByteTimeDomainData(data);
          let sum = 0;
          for (const v of data) sum += ((v - 128) / 128) ** 2;
          setLevel(Math.min(1, Math.sqrt(sum / data.length) * 4));
          raf = requestAnimationFrame(loop);
          if (live.current) live.current.raf = raf;
        };
        raf = requestAnimationFrame(loop);
      }
      const t0 = Date.now();
      const timer = setInterval(() => {
        const elapsed = (Date.now() - t0) / 1000;
        dispatch({ type: 'tick', elapsed });
        if (elapsed >= maxSeconds) void stop(true);
      }, TICK_MS);
      live.current = { stream, rec, ctx, raf, timer, t0, waiters: [], auto: false };
      rec.ondataavailable = (e) => {
        if (e.data.size > 0) chunks.push(e.data);
      };
      rec.onstop = async () => {
        const l = live.current;
        const durationMs = Math.min(Date.now() - t0, maxSeconds * 1000);
        release();
        // The browser streams WebM without a duration: written in, the answer can be sought on the results page.
        const raw = new Blob(chunks, { type: rec.mimeType || mime || 'audio/webm' });
        const blob = await blobWithDuration(raw, durationMs).catch(() => raw);
        // Reset while the file was being finished: the recording is dropped.
        if (live.current !== l) return;
        const recording = { blob, durationMs };
        dispatch({ type: 'stopped', auto: l?.auto ?? false });
        cb.current(recording);
        for (const w of l?.waiters ?? []) w(recording);
        live.current = null;
      };
      rec.start(1000);
      dispatch({ type: 'started' });
    } catch {
      for (const track of stream.getTracks()) track.stop();
      release();
      live.current = null;
      dispatch({ type: 'failed', error: t.startError });
    }
  }, [maxSeconds, release, stop]);

  const reset = useCallback(() => {
    const l = live.current;
    if (l) {
      l.rec.onstop = null;
      if (l.rec.state !== 'inactive') l.rec.stop();
      release();
      for (const w of l.waiters) w(null);
      live.current = null;
    }
    dispatch({ type: 'reset' });
  }, [release]);

  // The microphone is released when the screen goes away.
  useEffect(() => reset, [reset]);

  return { state, level, start, stop: () => stop(false), reset };
}
