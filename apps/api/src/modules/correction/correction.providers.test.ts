import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../lib/ffmpeg';
import { createCorrectionEngine } from './engine';
import { createGrammalecte } from './grammalecte';
import { createLlmClient, createSttClient } from './providers';

/** A local stand-in for an OpenAI-compatible service; `mode` decides how it answers. */
let mode: 'ok' | 'garbage' | 'slow' | 'error' = 'ok';
const seen: { path: string; body: string }[] = [];
let server: Server;
let base: string;

const judgement = {
  coherence: 4,
  pertinence: 3,
  commentaire_coherence: 'Les idées s’enchaînent bien.',
  commentaire_pertinence: 'La consigne est en partie respectée.',
  points_forts: ['Ton adapté à une lettre.'],
  points_a_ameliorer: ['Préciser la date proposée.'],
  suggestions: ['Ajoutez une formule de politesse finale.'],
  erreurs: [
    {
      extrait: 'je lui offre un café',
      correction: 'je leur offre un café',
      explication: 'Le café est offert à plusieurs amis : « leur ».',
    },
  ],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', body: Buffer.concat(chunks).toString('latin1') });
      if (mode === 'slow') return void setTimeout(() => res.end('{}'), 2000);
      if (mode === 'error') return void res.writeHead(503).end('indisponible');
      res.setHeader('content-type', 'application/json');
      if (mode === 'garbage')
        return void res.end(
          req.url?.includes('chat') ? '{"choices":[{"message":{"content":"pas du json"}}]}' : '<html>',
        );
      if (req.url === '/v1/chat/completions') {
        return void res.end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: JSON.stringify(judgement) } }],
          }),
        );
      }
      if (req.url === '/v1/audio/transcriptions')
        return void res.end(JSON.stringify({ text: 'Je vais a Montréal pour travailler.' }));
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const log = { info() {}, warn() {}, error() {}, debug() {} } as never;
// The language model's error is one the complementary rules cannot see: "lui" for "leur" needs the meaning.
const text =
  "Je vais a la fête avec mes amis. Ils arrivent tôt et je lui offre un café. D'abord nous mangeons, ensuite nous dansons.";

function engine() {
  const opts = { baseUrl: base, apiKey: 'clé-de-test', model: 'modele-test', timeoutMs: 300, retries: 1 };
  return createCorrectionEngine({
    grammalecte: createGrammalecte({ disabled: true, log }),
    llm: createLlmClient(opts),
    stt: createSttClient(opts),
  });
}

describe('language model provider (OpenAI-compatible)', () => {
  it('sends a JSON schema and merges the judgement without dropping measured errors', async () => {
    mode = 'ok';
    seen.length = 0;
    const r = await engine().correctWriting({
      text,
      subject: 'Racontez une fête avec vos amis.',
      expected: null,
    });
    const req = JSON.parse(seen.find((s) => s.path === '/v1/chat/completions')!.body);
    expect(req.model).toBe('modele-test');
    expect(req.response_format.type).toBe('json_schema');
    expect(r.analyseurs).toContain('llm');
    expect(r.erreurs.map((e) => e.source)).toEqual(['regle', 'llm']);
    expect(r.erreurs[0]!.correction).toContain('vais à la');
    expect(r.analyse_tcf.coherence).toContain('Les idées s’enchaînent bien.');
    expect(r.suggestions).toContain('Ajoutez une formule de politesse finale.');
  });

  it.each([
    ['garbage', /illisible/],
    ['slow', /délai/],
    ['error', /503/],
  ] as const)(
    'a provider answering %s leaves a French warning and the measured correction',
    async (m, re) => {
      mode = m;
      const r = await engine().correctWriting({ text, subject: '', expected: null });
      expect(r.analyseurs).not.toContain('llm');
      expect(r.avertissements.join(' ')).toMatch(re);
      expect(r.erreurs.map((e) => e.source)).toEqual(['regle']);
      expect(r.analyse_tcf.note_estimee_20).not.toBeNull();
    },
  );
});

/** 3 s of 150 Hz vowel-like bursts (10 syllables), as WAV. */
async function syllablesWav() {
  const pcm = new Float32Array(16_000 * 3);
  for (let s = 0.2; s < 2.7; s += 0.25) {
    for (let n = Math.round(s * 16_000); n < Math.round((s + 0.15) * 16_000); n++) {
      pcm[n] =
        0.4 * Math.sin((Math.PI * (n / 16_000 - s)) / 0.15) * Math.sin((2 * Math.PI * 150 * n) / 16_000);
    }
  }
  const { stdout } = await runFfmpeg(
    ['-f', 'f32le', '-ar', '16000', '-ac', '1', '-i', 'pipe:0', '-f', 'wav', 'pipe:1'],
    Buffer.from(pcm.buffer),
  );
  return stdout;
}

describe('speech-to-text provider', () => {
  it('the transcript goes through the writing pipeline', async () => {
    mode = 'ok';
    const stdout = await syllablesWav();
    const r = await engine().correctSpeaking({
      audio: stdout,
      mime: 'audio/wav',
      subject: 'Pourquoi venir au Canada ?',
      expected: { min: 60, max: 120 },
    });
    expect(r.transcription).toBe('Je vais a Montréal pour travailler.');
    expect(r.texte_corrige).toBe('Je vais à Montréal pour travailler.');
    expect(r.analyseurs).toEqual(expect.arrayContaining(['voix', 'aisance', 'transcription', 'mesures']));
    expect(seen.some((s) => s.path === '/v1/audio/transcriptions' && s.body.includes('modele-test'))).toBe(
      true,
    );
  });

  it('a failing transcription is reported in French on the last attempt, retried before', async () => {
    mode = 'error';
    const stdout = await syllablesWav();
    const input = { audio: stdout, mime: 'audio/wav', subject: '', expected: null };
    await expect(engine().correctSpeaking(input, false)).rejects.toThrow(/transcription a échoué/);
    const r = await engine().correctSpeaking(input, true);
    expect(r.analyse_tcf.note_estimee_20).toBeNull();
    expect(r.oral?.raison).toBe(
      'Réponse non évaluée : l’enregistrement n’a pas pu être transcrit, réessayez (parlez près du micro, dans un endroit calme).',
    );
  });
});
