import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLocalAttempt, memoryRecordingStore, saveLocalAttempt } from './answer-store';
import { SendQueue } from './send-queue';
import { useAnswerSync } from './use-answer-sync';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function render(send: ReturnType<typeof vi.fn>, attemptSlug = 'att-strict') {
  return renderHook(
    () =>
      useAnswerSync({
        attemptSlug,
        exerciseSlug: 'ex',
        clockOffsetMs: 0,
        serverAnswers: {},
        send: send as never,
        store: memoryRecordingStore(),
      }),
    { reactStrictMode: true },
  );
}

describe('answer pipeline under React StrictMode (effects run twice in development)', () => {
  it('When the learner picks answers, then each reaches the server once and ends saved', async () => {
    const send = vi.fn().mockResolvedValue({});
    const { result } = render(send);
    act(() => result.current.setChoice('q1', 'a'));
    act(() => result.current.setChoice('q2', 'b'));
    await act(async () => {
      await result.current.flush(1000);
    });
    expect(send.mock.calls.map((c) => [c[1], c[2]])).toEqual([
      ['q1', { kind: 'choice', choice: 'a' }],
      ['q2', { kind: 'choice', choice: 'b' }],
    ]);
    expect(result.current.answers.q1?.state).toBe('saved');
    expect(result.current.answers.q2?.state).toBe('saved');
  });

  it('When a previous visit left answers unsent, then the remount sends each exactly once', async () => {
    saveLocalAttempt({
      attemptSlug: 'att-left',
      exerciseSlug: 'ex',
      clockOffsetMs: 0,
      current: 3,
      answers: {
        q1: { value: { kind: 'choice', choice: 'c' }, state: 'pending', updatedAt: 1 },
        q2: { value: { kind: 'text', text: 'Bonjour' }, state: 'sending', updatedAt: 1 },
      },
    });
    let release: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((r) => (release = r)));
    const { result, unmount, rerender } = render(send, 'att-left');
    rerender();
    expect(send).toHaveBeenCalledTimes(2);
    await act(async () => {
      release();
      await Promise.resolve();
    });
    unmount();
    expect(result.current.current).toBe(3);
    clearLocalAttempt('att-left');
  });

  it('When the queue is stopped and started again, then waiting answers are sent and none twice', async () => {
    const send = vi.fn().mockResolvedValue({});
    const q = new SendQueue<string>({ send, onState: () => undefined });
    q.stop();
    q.enqueue('q1', 'a');
    expect(send).not.toHaveBeenCalled();
    q.start();
    q.start();
    expect(send).toHaveBeenCalledTimes(1);
    await q.flush(100);
    expect(q.pendingKeys()).toEqual([]);
  });
});
