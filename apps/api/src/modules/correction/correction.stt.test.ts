import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStt, type FakeStt } from '../../../test/kit/fake-stt';
import { frenchSyllables, wordFluency } from './audio/words';
import { createCorrectionEngine } from './engine';
import { createGrammalecte } from './grammalecte';
import { createSttClient } from './providers';

const SPEECH =
  "Bonjour, je m'appelle Marie et j'habite à Montréal depuis trois ans. J'aime beaucoup cette ville parce que les gens sont très accueillants.";
const UNTRANSCRIBED =
  'Réponse non évaluée : l’enregistrement n’a pas pu être transcrit, réessayez (parlez près du micro, dans un endroit calme).';

let stt: FakeStt;
let wav: Buffer;

beforeAll(async () => {
  stt = await startFakeStt({ text: SPEECH, wordsPerSecond: 2.6 });
  const dir = mkdtempSync(path.join(tmpdir(), 'prepa-stt-'));
  const file = path.join(dir, 'reponse.wav');
  execFileSync('espeak-ng', ['-v', 'fr', '-s', '140', '-w', file, SPEECH]);
  wav = readFileSync(file);
});
afterAll(() => stt.close());

const log = { info() {}, warn() {}, error() {}, debug() {} } as never;
const engine = (o: { timeoutMs?: number; retries?: number } = {}) =>
  createCorrectionEngine({
    grammalecte: createGrammalecte({ disabled: true, log }),
    llm: null,
    stt: createSttClient({
      baseUrl: stt.url,
      apiKey: 'cle-locale',
      model: 'small',
      timeoutMs: o.timeoutMs ?? 5000,
      retries: o.retries ?? 1,
    }),
  });
const input = () => ({
  audio: wav,
  mime: 'audio/wav',
  subject: 'Présentez-vous.',
  expected: { min: 5, max: 20 },
});

describe('speech-to-text over the OpenAI-compatible protocol (local fake server)', () => {
  it('asks for verbose_json with word and segment times, in French, as a multipart upload', async () => {
    stt.set({ mode: 'ok', wordsAt: 'segments' });
    stt.requests.length = 0;
    const r = await engine().correctSpeaking(input());
    const req = stt.requests[0]!;
    expect(req.fields.response_format).toBe('verbose_json');
    expect(req.fields['timestamp_granularities[]']).toEqual(['word', 'segment']);
    expect(req.fields.language).toBe('fr');
    expect(req.fields.model).toBe('small');
    expect(req.fileBytes).toBe(wav.length);
    expect(req.auth).toBe('Bearer cle-locale');
    expect(r.oral?.contenu_evalue).toBe(true);
    expect(r.oral?.transcription).toEqual({ texte: SPEECH, mots: 22, horodatee: true });
    expect(r.analyse_tcf.note_estimee_20).not.toBeNull();
    // Fluency measured on the words: the mean length of run appears.
    expect(r.oral?.indicateurs.map((i) => i.cle)).toContain('groupes');
  });

  it('reads words given at the top level (OpenAI) like words nested in segments', async () => {
    stt.set({ mode: 'ok', wordsAt: 'top' });
    const client = createSttClient({ baseUrl: stt.url, model: 'whisper-1' });
    const r = await client.transcribe(wav, 'reponse', 'audio/wav');
    expect(r.format).toBe('verbose_json');
    expect(r.words?.length).toBe(22);
    expect(r.words?.[0]).toMatchObject({ word: 'Bonjour,', probability: 0.92 });
    expect(r.segments?.[0]?.avgLogprob).toBe(-0.25);
  });

  it('falls back to json when the server refuses verbose_json, and remembers it', async () => {
    stt.set({ mode: 'json-only' });
    stt.requests.length = 0;
    const client = createSttClient({ baseUrl: stt.url, model: 'small' });
    const first = await client.transcribe(wav, 'reponse', 'audio/wav');
    expect(first).toEqual({ text: SPEECH, words: null, segments: null, format: 'json' });
    expect(stt.requests.map((q) => q.fields.response_format)).toEqual(['verbose_json', 'json']);
    await client.transcribe(wav, 'reponse', 'audio/wav');
    expect(stt.requests.map((q) => q.fields.response_format)).toEqual(['verbose_json', 'json', 'json']);
  });

  it('a json-only transcript is assessed with the acoustic fluency (no word times)', async () => {
    stt.set({ mode: 'json-only' });
    const r = await engine().correctSpeaking(input());
    expect(r.oral?.contenu_evalue).toBe(true);
    expect(r.oral?.transcription?.horodatee).toBe(false);
    expect(r.oral?.indicateurs.map((i) => i.cle)).not.toContain('groupes');
  });

  it.each([
    ['error', 'answers 503'],
    ['garbage', 'answers HTML'],
    ['slow', 'answers after the time limit'],
  ] as const)(
    'a server in %s mode (it %s) makes the correction retry, then gives no note on the last attempt',
    async (mode, _what) => {
      stt.set({ mode, delayMs: mode === 'slow' ? 1500 : undefined });
      const e = engine({ timeoutMs: 500, retries: 0 });
      await expect(e.correctSpeaking(input(), false)).rejects.toThrow(/transcription a échoué/);
      const r = await e.correctSpeaking(input(), true);
      expect(r.analyse_tcf.note_estimee_20).toBeNull();
      expect(r.oral?.contenu_evalue).toBe(false);
      expect(r.oral?.raison).toBe(UNTRANSCRIBED);
      stt.set({ delayMs: undefined });
    },
  );

  it.each(['low-confidence', 'empty'] as const)(
    'a %s transcript gives "réponse non évaluée" instead of a low note, and is not shown',
    async (mode) => {
      stt.set({ mode, wordsAt: 'segments' });
      const r = await engine().correctSpeaking(input());
      expect(r.analyse_tcf.note_estimee_20).toBeNull();
      expect(r.oral?.raison).toBe(UNTRANSCRIBED);
      expect(r.oral?.transcription).toBeNull();
      expect(r.transcription).toBeNull();
      expect(r.oral?.indicateurs.length).toBeGreaterThan(0);
    },
  );

  it('a transcript that lost most of the speech is not trusted either', async () => {
    stt.set({ mode: 'ok', text: 'Bonjour merci au revoir' });
    const dir = mkdtempSync(path.join(tmpdir(), 'prepa-stt-'));
    const file = path.join(dir, 'long.wav');
    execFileSync('espeak-ng', ['-v', 'fr', '-s', '140', '-w', file, `${SPEECH} ${SPEECH}`]);
    const r = await engine().correctSpeaking({ ...input(), audio: readFileSync(file) });
    expect(r.oral?.raison).toBe(UNTRANSCRIBED);
    stt.set({ text: SPEECH });
  });
});

describe('fluency from word timestamps', () => {
  it('counts pauses over 250 ms, the mean length of run and the speech rate', () => {
    const w = (word: string, start: number, end: number) => ({ word, start, end, probability: null });
    const f = wordFluency([
      w('Je', 0, 0.2),
      w('voudrais', 0.22, 0.6),
      w('savoir', 0.62, 1.0),
      // 200 ms: not a pause
      w('les', 1.2, 1.35),
      w('horaires', 1.36, 1.8),
      // 600 ms: a pause
      w('du', 2.4, 2.5),
      w('club', 2.52, 2.9),
    ]);
    expect(f).not.toBeNull();
    expect(f!.words).toBe(7);
    expect(f!.pauses).toBe(1);
    expect(f!.meanPauseS).toBeCloseTo(0.6, 5);
    // je(1) voudrais(2) savoir(2) les(1) horaires(2) | du(1) club(1)
    expect(f!.syllables).toBe(10);
    expect(f!.meanLengthOfRun).toBeCloseTo(5, 5);
    expect(f!.speechRate).toBeCloseTo(10 / 2.9, 5);
  });

  it('counts spoken French syllables, mute endings left out', () => {
    expect(frenchSyllables('table')).toBe(1);
    expect(frenchSyllables('parlent')).toBe(1);
    expect(frenchSyllables('Canada')).toBe(3);
    expect(frenchSyllables('accueillants')).toBe(3);
    expect(frenchSyllables('année')).toBe(2);
  });
});
