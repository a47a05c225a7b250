import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible speech-to-text service (`POST /v1/audio/transcriptions`,
 * multipart/form-data with `file`, `model`, `language`, `response_format`,
 * `timestamp_granularities[]`). It answers `json` ({text}) or `verbose_json` (text, language,
 * duration, segments with avg_logprob and no_speech_prob, words with times and probabilities,
 * nested in the segments as whisper.cpp and faster-whisper servers do, or at the top level as
 * OpenAI does). The text it "recognises" is given by the test for each file name or by default.
 */
export interface FakeSttOptions {
  /** Text recognised for any file (split into words spoken at `wordsPerSecond`). */
  text: string;
  wordsPerSecond?: number;
  /** How the server behaves. */
  mode?: 'ok' | 'json-only' | 'error' | 'slow' | 'garbage' | 'low-confidence' | 'empty';
  /** Where the words go in verbose_json: nested in segments (whisper.cpp) or top level (OpenAI). */
  wordsAt?: 'segments' | 'top';
  /** Delay before answering in `slow` mode (ms), or always when set. */
  delayMs?: number;
  /** Pause (s) inserted every `pauseEvery` words. */
  pauseS?: number;
  pauseEvery?: number;
}

export interface FakeStt {
  url: string;
  /** Every request received: the parsed form fields (file as its size) and the path. */
  requests: {
    path: string;
    fields: Record<string, string | string[]>;
    fileBytes: number;
    auth: string | null;
  }[];
  set(o: Partial<FakeSttOptions>): void;
  close(): Promise<void>;
}

async function readForm(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const body = Buffer.concat(chunks);
  const r = new Request('http://local/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body,
  });
  return r.formData();
}

function verbose(o: FakeSttOptions) {
  const tokens = o.text.split(/\s+/).filter(Boolean);
  const step = 1 / (o.wordsPerSecond ?? 2.5);
  let t = 0.3;
  const words = tokens.map((w, i) => {
    if (o.pauseS && o.pauseEvery && i > 0 && i % o.pauseEvery === 0) t += o.pauseS;
    const start = t;
    t += step;
    return { word: ` ${w}`, start, end: t - 0.04, probability: o.mode === 'low-confidence' ? 0.3 : 0.92 };
  });
  const segSize = 12;
  const segments = [];
  for (let i = 0; i < words.length; i += segSize) {
    const ws = words.slice(i, i + segSize);
    segments.push({
      id: segments.length,
      seek: 0,
      start: ws[0]!.start,
      end: ws[ws.length - 1]!.end,
      text: ws.map((w) => w.word).join(''),
      tokens: [],
      temperature: 0,
      avg_logprob: o.mode === 'low-confidence' ? -1.4 : -0.25,
      compression_ratio: 1.3,
      no_speech_prob: o.mode === 'low-confidence' ? 0.5 : 0.01,
      ...(o.wordsAt === 'top' ? {} : { words: ws }),
    });
  }
  return {
    task: 'transcribe',
    language: 'french',
    duration: t + 0.5,
    text: o.text,
    segments,
    ...(o.wordsAt === 'top' ? { words } : {}),
  };
}

export async function startFakeStt(initial: FakeSttOptions): Promise<FakeStt> {
  let o: FakeSttOptions = { ...initial };
  const requests: FakeStt['requests'] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ error: { message: 'Not found' } }));
      }
      let form: FormData;
      try {
        form = await readForm(req);
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ error: { message: 'multipart/form-data expected' } }));
      }
      const fields: Record<string, string | string[]> = {};
      let fileBytes = 0;
      for (const [k, v] of form.entries()) {
        if (typeof v === 'string') {
          const prev = fields[k];
          fields[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
        } else fileBytes = v.size;
      }
      requests.push({ path: req.url, fields, fileBytes, auth: req.headers.authorization ?? null });
      const fail = (status: number, message: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message } }));
      };
      if (!fileBytes) return fail(400, 'file is required');
      if (o.delayMs || o.mode === 'slow') await new Promise((r) => setTimeout(r, o.delayMs ?? 2000));
      if (o.mode === 'error') return fail(503, 'model is loading');
      if (o.mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.end('<html>gateway</html>');
      }
      const format = fields.response_format ?? 'json';
      if (format === 'verbose_json' && o.mode === 'json-only')
        return fail(400, "response_format 'verbose_json' is not supported");
      const text = o.mode === 'empty' ? '' : o.text;
      res.writeHead(200, { 'content-type': 'application/json' });
      if (format === 'verbose_json') return void res.end(JSON.stringify(verbose({ ...o, text })));
      if (format === 'json') return void res.end(JSON.stringify({ text }));
      return fail(400, `unsupported response_format ${String(format)}`);
    })().catch(() => {
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    set(n) {
      o = { ...o, ...n };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
