import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initialRecorderState,
  pickRecordingMime,
  recorderReducer,
  recordingOptions,
} from './recorder-machine';
import { VoiceRecorder } from './VoiceRecorder';

class FakeRecorder {
  static isTypeSupported = (m: string) => m === 'audio/webm';
  static last: FakeRecorder | null = null;
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    public stream: unknown,
    o?: { mimeType?: string },
  ) {
    this.mimeType = o?.mimeType ?? '';
    FakeRecorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voix'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

const track = { stop: vi.fn() };
const getUserMedia = vi.fn();

beforeEach(() => {
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  getUserMedia.mockReset().mockResolvedValue({ getTracks: () => [track] });
  track.stop.mockReset();
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  URL.createObjectURL = vi.fn(() => 'blob:rec');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const state = () => document.querySelector('[data-recorder-state]')?.getAttribute('data-recorder-state');

describe('recorder state machine', () => {
  it('When events arrive out of order, then only the SPEC transitions happen', () => {
    let s = recorderReducer(initialRecorderState, { type: 'stopped', auto: false });
    expect(s.status).toBe('idle');
    s = recorderReducer(s, { type: 'request' });
    expect(s.status).toBe('requesting');
    s = recorderReducer(s, { type: 'started' });
    s = recorderReducer(s, { type: 'tick', elapsed: 3 });
    expect(s).toMatchObject({ status: 'recording', elapsed: 3 });
    s = recorderReducer(s, { type: 'stopped', auto: true });
    expect(s).toMatchObject({ status: 'recorded', autoStopped: true });
    expect(recorderReducer(s, { type: 'reset' })).toEqual(initialRecorderState);
    expect(recorderReducer(s, { type: 'failed', error: 'x' })).toMatchObject({ status: 'idle', error: 'x' });
  });

  it('When opus is not supported, then webm, then mp4 are used', () => {
    expect(pickRecordingMime((m) => m === 'audio/webm;codecs=opus' || m === 'audio/webm')).toBe(
      'audio/webm;codecs=opus',
    );
    expect(pickRecordingMime((m) => m === 'audio/webm')).toBe('audio/webm');
    expect(pickRecordingMime((m) => m === 'audio/mp4')).toBe('audio/mp4');
    expect(pickRecordingMime(() => false)).toBe('');
    // Speech at 24-32 kb/s whatever the type.
    for (const mime of ['audio/webm;codecs=opus', '']) {
      const bits = recordingOptions(mime).audioBitsPerSecond!;
      expect(bits).toBeGreaterThanOrEqual(24_000);
      expect(bits).toBeLessThanOrEqual(32_000);
    }
    expect(recordingOptions('')).not.toHaveProperty('mimeType');
  });
});

describe('voice recorder', () => {
  it('When tapped twice, then it records, stops, hands the blob over, plays it back and "Recommencer" returns to idle', async () => {
    const onRecorded = vi.fn();
    render(<VoiceRecorder onRecorded={onRecorded} />);
    expect(state()).toBe('idle');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Commencer l’enregistrement' })),
    );
    expect(state()).toBe('recording');
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: { echoCancellation: true, noiseSuppression: false, autoGainControl: false, sampleRate: 44100 },
    });
    expect(FakeRecorder.last?.mimeType).toBe('audio/webm');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Arrêter l’enregistrement' })));
    expect(state()).toBe('recorded');
    expect(onRecorded).toHaveBeenCalledTimes(1);
    expect(onRecorded.mock.calls[0]![0].blob.type).toBe('audio/webm');
    expect(track.stop).toHaveBeenCalled(); // microphone released
    expect(screen.getByLabelText('Votre enregistrement').getAttribute('src')).toBe('blob:rec');
    fireEvent.click(screen.getByRole('button', { name: 'Recommencer' }));
    expect(state()).toBe('idle');
  });

  it('When the maximum duration is reached, then it stops by itself', async () => {
    vi.useFakeTimers();
    const onRecorded = vi.fn();
    render(<VoiceRecorder onRecorded={onRecorded} maxSeconds={3} />);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Commencer l’enregistrement' })),
    );
    await act(async () => void vi.advanceTimersByTime(3500));
    expect(state()).toBe('recorded');
    expect(onRecorded).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Durée maximale atteinte : enregistrement arrêté.')).toBeTruthy();
  });

  it('When the microphone is refused, then the SPEC message is shown and reported', async () => {
    getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const onError = vi.fn();
    render(<VoiceRecorder onRecorded={vi.fn()} onError={onError} />);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Commencer l’enregistrement' })),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      "Impossible d'accéder au microphone. Vérifiez les permissions.",
    );
    expect(onError).toHaveBeenCalledWith("Impossible d'accéder au microphone. Vérifiez les permissions.");
    expect(state()).toBe('idle');
  });

  it('When the question changes or the screen goes away while recording, then it resets and releases the microphone', async () => {
    const { rerender, unmount } = render(<VoiceRecorder onRecorded={vi.fn()} resetKey="q1" />);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Commencer l’enregistrement' })),
    );
    rerender(<VoiceRecorder onRecorded={vi.fn()} resetKey="q2" />);
    expect(state()).toBe('idle');
    expect(track.stop).toHaveBeenCalledTimes(1);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Commencer l’enregistrement' })),
    );
    unmount();
    expect(track.stop).toHaveBeenCalledTimes(2);
  });
});
