import type { AnswerResponse } from '@prepa/shared';
import { api } from '../lib/api-client';

export type AnswerPayload =
  { kind: 'choice'; choice: string } | { kind: 'text'; text: string } | { kind: 'audio'; blob: Blob };

const extension = (mime: string) => (mime.includes('mp4') ? 'm4a' : mime.includes('ogg') ? 'ogg' : 'webm');

/**
 * POST /api/answer/post/{attemptSlug}/ — JSON for a choice or a text, multipart for a recording.
 * Idempotent per (attempt, question) on the server: re-sending replaces.
 */
export function submitAnswer(
  attemptSlug: string,
  questionSlug: string,
  p: AnswerPayload,
): Promise<AnswerResponse> {
  const path = `/answer/post/${encodeURIComponent(attemptSlug)}/`;
  if (p.kind === 'audio') {
    const form = new FormData();
    form.set('question_slug', questionSlug);
    form.set('answer_type', 'audio');
    form.set('audio_file', p.blob, `reponse.${extension(p.blob.type)}`);
    return api.post<AnswerResponse>(path, form);
  }
  if (p.kind === 'text')
    return api.post<AnswerResponse>(path, { question_slug: questionSlug, answer_text: p.text });
  return api.post<AnswerResponse>(path, { question_slug: questionSlug, choice: p.choice });
}
