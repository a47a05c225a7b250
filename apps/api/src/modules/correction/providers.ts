import { z } from 'zod';
import { messages } from '../../lib/messages';
import type { LlmJudgement, WritingInput } from './types';

/**
 * Optional OpenAI-compatible providers: chat completions with a JSON schema (holistic
 * judgement) and /audio/transcriptions (speech to text). Base URLs include the version
 * prefix, as OpenAI clients expect (e.g. http://hôte:8000/v1).
 */

const m = messages.correction.llm;

export class ProviderError extends Error {}

export interface ProviderOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  /** Extra attempts after a timeout, a network error, a 5xx or an unreadable answer. */
  retries?: number;
  fetchImpl?: typeof fetch;
}

async function withRetries<T>(retries: number, fn: () => Promise<T>): Promise<T> {
  let last: unknown;
  for (let i = 0; i <= retries; i++) {
    try {
      return await fn();
    } catch (err) {
      last = err;
      if (err instanceof ProviderError && /répondu 4\d\d/.test(err.message)) break;
      if (i < retries) await new Promise((r) => setTimeout(r, 200 * 2 ** i));
    }
  }
  throw last instanceof ProviderError ? last : new ProviderError(String(last));
}

async function call(
  o: ProviderOptions,
  path: string,
  body: string | FormData,
  json: boolean,
): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (json) headers['content-type'] = 'application/json';
  if (o.apiKey) headers.authorization = `Bearer ${o.apiKey}`;
  let res: Response;
  try {
    res = await (o.fetchImpl ?? fetch)(`${o.baseUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(o.timeoutMs ?? 30_000),
    });
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    throw new ProviderError(name === 'TimeoutError' || name === 'AbortError' ? m.timeout : String(err));
  }
  if (!res.ok) throw new ProviderError(m.http(res.status));
  try {
    return await res.json();
  } catch {
    throw new ProviderError(m.garbage);
  }
}

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

/** One recognised word with its times in seconds (and the recogniser's probability when given). */
export interface SttWord {
  word: string;
  start: number;
  end: number;
  probability: number | null;
}

/** One recognised segment, with whisper's confidence figures when the server gives them. */
export interface SttSegment {
  start: number;
  end: number;
  text: string;
  avgLogprob: number | null;
  noSpeechProb: number | null;
}

export interface SttResult {
  text: string;
  /** Word timestamps, or null when the server gave none. */
  words: SttWord[] | null;
  segments: SttSegment[] | null;
  /** Which answer format the server gave: `verbose_json` (with times) or plain `json`. */
  format: 'verbose_json' | 'json';
}

export interface SttClient {
  transcribe(audio: Buffer, filename: string, mime: string): Promise<SttResult>;
}

const num = z.number().finite();
const verboseSchema = z.object({
  text: z.string(),
  words: z
    .array(z.object({ word: z.string(), start: num, end: num, probability: num.optional() }))
    .optional()
    .nullable(),
  segments: z
    .array(
      z.object({
        start: num,
        end: num,
        text: z.string(),
        avg_logprob: num.optional().nullable(),
        no_speech_prob: num.optional().nullable(),
        words: z
          .array(z.object({ word: z.string(), start: num, end: num, probability: num.optional() }))
          .optional()
          .nullable(),
      }),
    )
    .optional()
    .nullable(),
});

/** Reads a `verbose_json` answer: words at the top level (OpenAI) or inside segments (whisper.cpp, faster-whisper). */
export function parseVerbose(raw: unknown): SttResult | null {
  const r = verboseSchema.safeParse(raw);
  if (!r.success) return null;
  const v = r.data;
  const toWord = (w: { word: string; start: number; end: number; probability?: number }): SttWord => ({
    word: w.word.trim(),
    start: w.start,
    end: Math.max(w.start, w.end),
    probability: w.probability ?? null,
  });
  let words: SttWord[] | null = v.words?.length ? v.words.map(toWord) : null;
  if (!words) {
    const nested = (v.segments ?? []).flatMap((s) => s.words ?? []);
    words = nested.length ? nested.map(toWord) : null;
  }
  if (words) words = words.filter((w) => w.word.length > 0).sort((a, b) => a.start - b.start);
  const segments = v.segments?.length
    ? v.segments.map((s) => ({
        start: s.start,
        end: s.end,
        text: s.text.trim(),
        avgLogprob: s.avg_logprob ?? null,
        noSpeechProb: s.no_speech_prob ?? null,
      }))
    : null;
  return { text: v.text.trim(), words: words?.length ? words : null, segments, format: 'verbose_json' };
}

/**
 * Speech to text over the OpenAI-compatible `/audio/transcriptions` route (OpenAI, whisper.cpp's
 * server, faster-whisper servers): asks for `verbose_json` with word and segment timestamps; a
 * server that refuses it (4xx) or answers it without text is asked again in plain `json`, and
 * remembered as such for the life of the process.
 */
export function createSttClient(o: ProviderOptions): SttClient {
  let verbose = true;
  const form = (audio: Buffer, filename: string, mime: string, format: 'verbose_json' | 'json') => {
    const f = new FormData();
    f.append('file', new Blob([new Uint8Array(audio)], { type: mime }), filename);
    f.append('model', o.model);
    f.append('language', 'fr');
    f.append('temperature', '0');
    f.append('response_format', format);
    if (format === 'verbose_json') {
      f.append('timestamp_granularities[]', 'word');
      f.append('timestamp_granularities[]', 'segment');
    }
    return f;
  };
  const plain = (audio: Buffer, filename: string, mime: string) =>
    withRetries(o.retries ?? 2, async (): Promise<SttResult> => {
      const res = (await call(o, '/audio/transcriptions', form(audio, filename, mime, 'json'), false)) as {
        text?: unknown;
      };
      if (typeof res?.text !== 'string') throw new ProviderError(m.garbage);
      return { text: res.text.trim(), words: null, segments: null, format: 'json' };
    });
  return {
    async transcribe(audio, filename, mime) {
      if (!verbose) return plain(audio, filename, mime);
      let parsed: SttResult | null;
      try {
        parsed = await withRetries(o.retries ?? 2, async () =>
          parseVerbose(
            await call(o, '/audio/transcriptions', form(audio, filename, mime, 'verbose_json'), false),
          ),
        );
      } catch (err) {
        if (!(err instanceof ProviderError && /répondu 4(00|04|15|22)/.test(err.message))) throw err;
        parsed = null;
      }
      if (parsed) return parsed;
      verbose = false;
      return plain(audio, filename, mime);
    },
  };
}
