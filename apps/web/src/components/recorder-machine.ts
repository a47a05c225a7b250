import { RECORDING_MIME_PREFERENCES } from '../lib/domain';

/** States of the voice recorder (SPEC §4): idle, recording, recorded; `requesting` while the microphone is asked. */
export type RecorderStatus = 'idle' | 'requesting' | 'recording' | 'recorded';

export interface RecorderState {
  status: RecorderStatus;
  elapsed: number;
  error: string | null;
  /** Set when the maximum duration stopped the recording. */
  autoStopped: boolean;
}

export type RecorderAction =
  | { type: 'request' }
  | { type: 'started' }
  | { type: 'tick'; elapsed: number }
  | { type: 'stopped'; auto: boolean }
  | { type: 'failed'; error: string }
  | { type: 'reset' };

export const initialRecorderState: RecorderState = {
  status: 'idle',
  elapsed: 0,
  error: null,
  autoStopped: false,
};

export function recorderReducer(s: RecorderState, a: RecorderAction): RecorderState {
  switch (a.type) {
    case 'request':
      return s.status === 'idle' || s.status === 'recorded'
        ? { ...initialRecorderState, status: 'requesting' }
        : s;
    case 'started':
      return s.status === 'requesting' ? { ...s, status: 'recording', elapsed: 0 } : s;
    case 'tick':
      return s.status === 'recording' ? { ...s, elapsed: a.elapsed } : s;
    case 'stopped':
      return s.status === 'recording' ? { ...s, status: 'recorded', autoStopped: a.auto } : s;
    case 'failed':
      return { ...initialRecorderState, error: a.error };
    case 'reset':
      return initialRecorderState;
  }
}

/**
 * Recording bitrate: 28 kb/s, inside the 24-32 kb/s where Opus speech stays clear; a minute weighs
 * about 210 KB on the learner's mobile data instead of the browser's default (often 128 kb/s).
 */
export const RECORDING_BITS_PER_SECOND = 28_000;

/** MediaRecorder options: the chosen type (if any) and the speech bitrate. */
export function recordingOptions(mime: string): MediaRecorderOptions {
  return { ...(mime ? { mimeType: mime } : {}), audioBitsPerSecond: RECORDING_BITS_PER_SECOND };
}

/** First supported type of audio/webm;codecs=opus, audio/webm, audio/mp4; '' lets the browser choose. */
export function pickRecordingMime(isSupported: (mime: string) => boolean): string {
  for (const m of RECORDING_MIME_PREFERENCES) {
    try {
      if (isSupported(m)) return m;
    } catch {
      /* some browsers throw on unknown types */
    }
  }
  return '';
}
