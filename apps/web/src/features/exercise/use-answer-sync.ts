import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import {
  loadLocalAttempt,
  type LocalAnswer,
  type LocalAttempt,
  type LocalValue,
  recordings as defaultRecordings,
  type RecordingStore,
  saveLocalAttempt,
} from './answer-store';
import { type AnswerPayload, submitAnswer } from '../../api/answers';
import { SendQueue, type QueueState } from './send-queue';

const TEXT_SEND_DELAY_MS = 2000;

/** 4xx answers will not change on retry (except timeout and rate limiting). */
export const isPermanentError = (err: unknown) =>
  err instanceof ApiError &&
  err.status >= 400 &&
  err.status < 500 &&
  err.status !== 408 &&
  err.status !== 429;

/** Local answers win over the server's when not yet acknowledged; the server's fill the rest. */
export function mergeAnswers(
  local: Record<string, LocalAnswer>,
  server: Record<string, LocalValue>,
): Record<string, LocalAnswer> {
  const out: Record<string, LocalAnswer> = {};
  for (const [q, value] of Object.entries(server)) out[q] = { value, state: 'saved', updatedAt: 0 };
  for (const [q, a] of Object.entries(local)) {
    if (a.state !== 'saved' || !out[q]) out[q] = a.state === 'sending' ? { ...a, state: 'pending' } : a;
  }
  return out;
}

export interface AnswerSyncOptions {
  attemptSlug: string;
  exerciseSlug: string;
  clockOffsetMs: number;
  serverAnswers: Record<string, LocalValue>;
  /** The server refused an answer (closed attempt, time up, invalid answer). */
  onRefused?: (questionSlug: string, err: unknown) => void;
  send?: (attemptSlug: string, questionSlug: string, p: AnswerPayload) => Promise<unknown>;
  store?: RecordingStore;
}

/**
 * The answers of an attempt: every change is written locally first (localStorage, IndexedDB for
 * recordings), then queued for the server with retries; the state of each answer is visible.
 */
export function useAnswerSync(o: AnswerSyncOptions) {
  const { attemptSlug } = o;
  const store = o.store ?? defaultRecordings;
  const opts = useRef(o);
  useEffect(() => {
    opts.current = o;
  });

  const [record, setRecord] = useState<LocalAttempt>(() => {
    const local = loadLocalAttempt(attemptSlug);
    return {
      attemptSlug,
      exerciseSlug: o.exerciseSlug,
      clockOffsetMs: local?.clockOffsetMs ?? o.clockOffsetMs,
      current: local?.current ?? 0,
      answers: mergeAnswers(local?.answers ?? {}, o.serverAnswers),
    };
  });
  const recordRef = useRef(record);
  const [online, setOnline] = useState(() =>
    typeof navigator === 'undefined' ? true : navigator.onLine !== false,
  );

  const update = useCallback((fn: (r: LocalAttempt) => LocalAttempt) => {
    const next = fn(recordRef.current);
    recordRef.current = next;
    saveLocalAttempt(next);
    setRecord(next);
  }, []);

  const setState = useCallback(
    (q: string, state: QueueState) =>
      update((r) =>
        r.answers[q] ? { ...r, answers: { ...r.answers, [q]: { ...r.answers[q]!, state } } } : r,
      ),
    [update],
  );

  const queue = useMemo(
    () =>
      new SendQueue<AnswerPayload>({
        send: (q, p) => (opts.current.send ?? submitAnswer)(attemptSlug, q, p),
        isPermanent: isPermanentError,
        online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
        onState: (q, state, err) => {
          setState(q, state);
          if (state === 'failed') opts.current.onRefused?.(q, err);
        },
      }),
    [attemptSlug, setState],
  );
  const textTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  // Re-send what a previous visit left unsent; follow the network state. Safe to run twice (React
  // StrictMode mounts, unmounts and mounts again in development; a remount does the same): the
  // queue is started again after its stop, and an answer it already holds is not queued twice.
  useEffect(() => {
    queue.start();
    saveLocalAttempt(recordRef.current);
    const queued = new Set(queue.pendingKeys());
    for (const [q, a] of Object.entries(recordRef.current.answers)) {
      if (a.state === 'saved' || a.state === 'failed' || queued.has(q)) continue;
      if (a.value.kind === 'audio')
        void store.get(attemptSlug, q).then((blob) => {
          if (blob && !queue.pendingKeys().includes(q)) queue.enqueue(q, { kind: 'audio', blob });
        });
      else queue.enqueue(q, a.value);
    }
    const up = () => {
      setOnline(true);
      queue.resume();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const timers = textTimers.current;
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      for (const t of timers.values()) clearTimeout(t);
      queue.stop();
    };
  }, [queue, store, attemptSlug]);

  const put = useCallback(
    (q: string, value: LocalValue) =>
      update((r) => ({
        ...r,
        answers: { ...r.answers, [q]: { value, state: 'pending', updatedAt: Date.now() } },
      })),
    [update],
  );

  const sendText = useCallback(
    (q: string) => {
      clearTimeout(textTimers.current.get(q));
      textTimers.current.delete(q);
      const a = recordRef.current.answers[q];
      if (a?.value.kind === 'text' && a.state !== 'saved' && a.value.text.trim()) queue.enqueue(q, a.value);
    },
    [queue],
  );

  return {
    answers: record.answers,
    current: record.current,
    clockOffsetMs: record.clockOffsetMs,
    online,
    setCurrent: useCallback((current: number) => update((r) => ({ ...r, current })), [update]),
    setChoice: useCallback(
      (q: string, choice: string) => {
        put(q, { kind: 'choice', choice });
        queue.enqueue(q, { kind: 'choice', choice });
      },
      [put, queue],
    ),
    /** Kept locally at once; sent after a pause in typing, or when leaving the question. */
    setText: useCallback(
      (q: string, text: string) => {
        put(q, { kind: 'text', text });
        clearTimeout(textTimers.current.get(q));
        textTimers.current.set(
          q,
          setTimeout(() => sendText(q), TEXT_SEND_DELAY_MS),
        );
      },
      [put, sendText],
    ),
    sendText,
    setRecording: useCallback(
      async (q: string, blob: Blob) => {
        put(q, { kind: 'audio', mime: blob.type });
        await store.put(attemptSlug, q, blob).catch(() => undefined);
        queue.enqueue(q, { kind: 'audio', blob });
      },
      [put, queue, store, attemptSlug],
    ),
    localRecording: useCallback((q: string) => store.get(attemptSlug, q), [store, attemptSlug]),
    /** Sends everything; resolves with the question slugs still unsent after `timeoutMs`. */
    flush: useCallback(
      (timeoutMs: number) => {
        for (const q of [...textTimers.current.keys()]) sendText(q);
        return queue.flush(timeoutMs);
      },
      [queue, sendText],
    ),
    retry: useCallback(() => queue.resume(), [queue]),
  };
}
export type AnswerSync = ReturnType<typeof useAnswerSync>;
