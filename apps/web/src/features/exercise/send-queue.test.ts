import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { loadLocalAttempt, memoryRecordingStore, saveLocalAttempt, clearLocalAttempt } from './answer-store';
import { SendQueue, type QueueState } from './send-queue';
import { isPermanentError, mergeAnswers } from './use-answer-sync';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(send: (k: string, p: string) => Promise<unknown>, online = () => true) {
  const states: [string, QueueState][] = [];
  const q = new SendQueue<string>({
    send,
    online,
    isPermanent: isPermanentError,
    onState: (k, s) => states.push([k, s]),
  });
  return { q, states };
}
const flushMicrotasks = () => vi.advanceTimersByTimeAsync(0);

describe('send queue', () => {
  it('When the network fails twice, then it retries after 1 s then 2 s and ends saved', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('réseau', 0))
      .mockRejectedValueOnce(new ApiError('réseau', 0))
      .mockResolvedValue({});
    const { q, states } = setup(send);
    q.enqueue('q1', 'a');
    await flushMicrotasks();
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(3);
    expect(states.at(-1)).toEqual(['q1', 'saved']);
    expect(q.pendingKeys()).toEqual([]);
  });

  it('When the server refuses the answer (4xx), then it is not retried and becomes failed', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError('Temps écoulé', 409));
    const { q, states } = setup(send);
    q.enqueue('q1', 'a');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toEqual(['q1', 'failed']);
    expect(isPermanentError(new ApiError('x', 429))).toBe(false);
    expect(isPermanentError(new ApiError('x', 503))).toBe(false);
  });

  it('When offline, then nothing is sent until the network is back', async () => {
    let online = false;
    const send = vi.fn().mockResolvedValue({});
    const { q } = setup(send, () => online);
    q.enqueue('q1', 'a');
    q.enqueue('q2', 'b');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).not.toHaveBeenCalled();
    expect(q.pendingKeys()).toEqual(['q1', 'q2']);
    online = true;
    q.resume();
    await flushMicrotasks();
    expect(send).toHaveBeenCalledTimes(2);
    expect(q.pendingKeys()).toEqual([]);
  });

  it('When an answer changes while the previous one is being sent, then the newest is sent after it', async () => {
    let release!: () => void;
    const send = vi
      .fn()
      .mockImplementationOnce(() => new Promise<void>((r) => (release = r)))
      .mockResolvedValue({});
    const { q } = setup(send);
    q.enqueue('q1', 'A');
    await flushMicrotasks();
    q.enqueue('q1', 'B');
    release();
    await flushMicrotasks();
    expect(send.mock.calls.map((c) => c[1])).toEqual(['A', 'B']);
    expect(q.pendingKeys()).toEqual([]);
  });

  it('When finishing, then flush waits for acknowledgements and names what stays unsent', async () => {
    const send = vi.fn((k: string) =>
      k === 'q2' ? Promise.reject(new ApiError('réseau', 0)) : Promise.resolve({}),
    );
    const { q } = setup(send);
    q.enqueue('q1', 'a');
    q.enqueue('q2', 'b');
    const result = q.flush(5000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await result).toEqual(['q2']);
  });
});

describe('local persistence', () => {
  it('When an attempt is saved locally, then a reload reads it back, and completing it clears it', async () => {
    saveLocalAttempt({
      attemptSlug: 'att1',
      exerciseSlug: 'ex',
      clockOffsetMs: 250,
      current: 4,
      answers: { q1: { value: { kind: 'text', text: 'Bonjour à tous' }, state: 'pending', updatedAt: 1 } },
    });
    const back = loadLocalAttempt('att1');
    expect(back?.current).toBe(4);
    expect(back?.answers.q1?.value).toEqual({ kind: 'text', text: 'Bonjour à tous' });
    clearLocalAttempt('att1');
    expect(loadLocalAttempt('att1')).toBeNull();
  });

  it('When the server and the device both hold answers, then unsent local ones win and the rest comes from the server', () => {
    const merged = mergeAnswers(
      {
        q1: { value: { kind: 'choice', choice: 'b' }, state: 'pending', updatedAt: 2 },
        q3: { value: { kind: 'text', text: 'brouillon' }, state: 'sending', updatedAt: 2 },
      },
      { q1: { kind: 'choice', choice: 'a' }, q2: { kind: 'choice', choice: 'c' } },
    );
    expect(merged.q1).toMatchObject({ value: { choice: 'b' }, state: 'pending' });
    expect(merged.q2).toMatchObject({ value: { choice: 'c' }, state: 'saved' });
    expect(merged.q3?.state).toBe('pending');
  });

  it('When recordings are stored, then they are read back per attempt and removed with it', async () => {
    const s = memoryRecordingStore();
    await s.put('att1', 'q1', new Blob(['x'], { type: 'audio/webm' }));
    await s.put('att2', 'q1', new Blob(['y']));
    expect((await s.get('att1', 'q1'))?.type).toBe('audio/webm');
    await s.removeAttempt('att1');
    expect(await s.get('att1', 'q1')).toBeNull();
    expect(await s.get('att2', 'q1')).not.toBeNull();
  });
});
