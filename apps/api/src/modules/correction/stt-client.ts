import { z } from 'zod';
import { messages } from '../../lib/messages';
import { ProviderError, type ProviderOptions, call, withRetries } from './provider-http';

/** Speech to text through an OpenAI-compatible /audio/transcriptions endpoint (verbose JSON with word times). */

const m = messages.correction.llm;
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
