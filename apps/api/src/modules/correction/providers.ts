import { z } from 'zod';
import { messages } from '../../lib/messages';
import { ProviderError, type ProviderOptions, call, withRetries } from './provider-http';
import type { LlmJudgement, WritingInput } from './types';

/**
 * Optional OpenAI-compatible providers: chat completions with a JSON schema (holistic
 * judgement) and /audio/transcriptions (speech to text). Base URLs include the version
 * prefix, as OpenAI clients expect (e.g. http://hôte:8000/v1).
 */

export { ProviderError, type ProviderOptions } from './provider-http';
export * from './stt-client';

const m = messages.correction.llm;
const judgementSchema = z.object({
  coherence: z.number().min(0).max(5),
  pertinence: z.number().min(0).max(5),
  commentaire_coherence: z.string().max(600),
  commentaire_pertinence: z.string().max(600),
  points_forts: z.array(z.string().max(300)).max(5),
  points_a_ameliorer: z.array(z.string().max(300)).max(5),
  suggestions: z.array(z.string().max(300)).max(5),
  erreurs: z
    .array(
      z.object({
        extrait: z.string().max(200),
        correction: z.string().max(200),
        explication: z.string().max(300),
      }),
    )
    .max(20),
});

/** The JSON schema sent as response_format (kept in step with judgementSchema). */
export const judgementJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: Object.keys(judgementSchema.shape),
  properties: {
    coherence: { type: 'number', minimum: 0, maximum: 5 },
    pertinence: { type: 'number', minimum: 0, maximum: 5 },
    commentaire_coherence: { type: 'string' },
    commentaire_pertinence: { type: 'string' },
    points_forts: { type: 'array', items: { type: 'string' } },
    points_a_ameliorer: { type: 'array', items: { type: 'string' } },
    suggestions: { type: 'array', items: { type: 'string' } },
    erreurs: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['extrait', 'correction', 'explication'],
        properties: {
          extrait: { type: 'string' },
          correction: { type: 'string' },
          explication: { type: 'string' },
        },
      },
    },
  },
} as const;

const SYSTEM_PROMPT =
  'Tu es examinateur du TCF Canada (expression écrite). Évalue la production d’un candidat. ' +
  'Réponds uniquement en JSON selon le schéma, en français. coherence et pertinence sont des notes de 0 à 5 ' +
  '(cohérence : organisation et enchaînement des idées ; pertinence : réponse à la consigne et au sujet). ' +
  'Dans erreurs, ne cite que des fautes absentes de la liste déjà relevée, en recopiant l’extrait exact du texte.';

export interface LlmClient {
  judge(input: WritingInput, measuredErrors: number): Promise<LlmJudgement>;
}

export function createLlmClient(o: ProviderOptions): LlmClient {
  return {
    async judge(input, measuredErrors) {
      const user = [
        `Sujet : ${input.subject || '(non précisé)'}`,
        input.expected ? `Longueur attendue : ${input.expected.min} à ${input.expected.max} mots.` : '',
        `Erreurs déjà relevées par le correcteur : ${measuredErrors}.`,
        `Texte du candidat :\n${input.text}`,
      ]
        .filter(Boolean)
        .join('\n');
      return withRetries(o.retries ?? 2, async () => {
        const body = {
          model: o.model,
          temperature: 0,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: user },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'evaluation_tcf', strict: true, schema: judgementJsonSchema },
          },
        };
        const res = (await call(o, '/chat/completions', JSON.stringify(body), true)) as {
          choices?: { message?: { content?: unknown } }[];
        };
        const content = res?.choices?.[0]?.message?.content;
        if (typeof content !== 'string') throw new ProviderError(m.garbage);
        let parsed: unknown;
        try {
          parsed = JSON.parse(content);
        } catch {
          throw new ProviderError(m.garbage);
        }
        const r = judgementSchema.safeParse(parsed);
        if (!r.success) throw new ProviderError(m.garbage);
        return r.data;
      });
    },
  };
}
