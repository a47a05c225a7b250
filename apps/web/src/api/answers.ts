import type { HumanReview } from '@prepa/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiBlob } from '../lib/api-client';
import { api } from './client';

/** A learner's answers: sending one, its recording, a new correction, a human review. */

export type AnswerPayload =
  { kind: 'choice'; choice: string } | { kind: 'text'; text: string } | { kind: 'audio'; blob: Blob };

const extension = (mime: string) => (mime.includes('mp4') ? 'm4a' : mime.includes('ogg') ? 'ogg' : 'webm');

/**
 * JSON for a choice or a text, multipart for a recording. Idempotent per (attempt, question) on
 * the server: re-sending replaces.
 */
export function submitAnswer(attemptSlug: string, questionSlug: string, p: AnswerPayload) {
  const params = { slug: attemptSlug };
  if (p.kind === 'audio') {
    const form = new FormData();
    form.set('question_slug', questionSlug);
    form.set('answer_type', 'audio');
    form.set('audio_file', p.blob, `reponse.${extension(p.blob.type)}`);
    return api.call('answers.submit', { params, body: form });
  }
  if (p.kind === 'text')
    return api.call('answers.submit', { params, body: { question_slug: questionSlug, answer_text: p.text } });
  return api.call('answers.submit', { params, body: { question_slug: questionSlug, choice: p.choice } });
}

/** Re-queues the correction of one answer and waits a bounded time. */
export function makeNewCorrection(userAswerSlug: string) {
  return api.call('correction.recorrect', { body: { user_aswer_slug: userAswerSlug } });
}

/** Asks a human reviewer to note a corrected answer. */
export function requestReview(answerSlug: string, message: string) {
  return api.call('reviews.request', { params: { slug: answerSlug }, body: { message } }) as Promise<{
    detail: string;
    review: HumanReview;
  }>;
}

export const answerKeys = {
  audio: (path: string) => ['answer-audio', path] as const,
};

/** The learner's own recording (needs the token, so fetched as a Blob) at the URL the results give. */
export function useAnswerAudio(url: string | null) {
  const path = url?.replace(/^\/api/, '') ?? '';
  const q = useQuery({
    queryKey: answerKeys.audio(path),
    queryFn: ({ signal }) => apiBlob(path, { signal }),
    enabled: !!url,
    staleTime: Infinity,
  });
  const objectUrl = useMemo(() => (q.data ? URL.createObjectURL(q.data) : null), [q.data]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return { url: objectUrl, isError: q.isError, isLoading: q.isLoading };
}
