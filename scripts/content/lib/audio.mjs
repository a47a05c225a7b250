// Synthèse vocale : espeak-ng (un appel par réplique) -> WAV assemblé en mémoire -> Opus/Ogg via ffmpeg,
// et la même parole en AAC (.m4a) pour les navigateurs sans Opus (anciens iPhone).
// Tout est séquentiel et déterministe (ffmpeg en mode bitexact, sans métadonnées).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { hash } from './util.mjs';

const ROOT = new URL('../../../', import.meta.url).pathname;
export const FFMPEG = join(ROOT, 'node_modules/@ffmpeg-installer/linux-x64/ffmpeg');
const MANIFEST = new URL('../audio-manifest.json', import.meta.url).pathname;
const BITRATE = '16k';
// AAC-LC mono : 32 kb/s reste net pour de la parole à 22 kHz et garde le dépôt léger.
const FALLBACK_BITRATE = '32k';
const FORMAT_VERSION = 1;

// Voix par langue : f = femme, m = homme, n = annonceur ou narrateur, g = seconde voix féminine.
export const VOICES = {
  fr: { f: 'fr+f3', m: 'fr+m3', n: 'fr+m1', g: 'fr+f2', h: 'fr+m6' },
  en: { f: 'en-us+f3', m: 'en-us+m3', n: 'en+m1', g: 'en+f2', h: 'en-us+m6' },
  es: { f: 'es+f3', m: 'es+m3', n: 'es+m1', g: 'es+f2', h: 'es+m6' },
};

function espeak(voice, speed, text) {
  const res = spawnSync('espeak-ng', ['-v', voice, '-s', String(speed), '--stdout'], {
    input: text,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.status !== 0) throw new Error(`espeak-ng a échoué : ${res.stderr}`);
  return parseWav(res.stdout);
}

function parseWav(buf) {
  const rate = buf.readUInt32LE(24);
  let off = 12;
  while (off < buf.length - 8) {
    const id = buf.toString('ascii', off, off + 4);
    let size = buf.readUInt32LE(off + 4);
    if (id === 'data') {
      // espeak-ng en --stdout laisse parfois la taille à 0xFFFFFFFF : on prend le reste du flux.
      if (size > buf.length - off - 8) size = buf.length - off - 8;
      return { rate, pcm: buf.subarray(off + 8, off + 8 + size) };
    }
    off += 8 + size;
  }
  throw new Error('WAV sans bloc data');
}

function wavFile(rate, pcm) {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + pcm.length, 4);
  h.write('WAVEfmt ', 8);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36);
  h.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([h, pcm]);
}

const silence = (rate, seconds) => Buffer.alloc(Math.round(rate * seconds) * 2);

let manifest = null;
function loadManifest() {
  if (!manifest) manifest = existsSync(MANIFEST) ? JSON.parse(readFileSync(MANIFEST, 'utf8')) : {};
  return manifest;
}
export function saveManifest() {
  if (!manifest) return;
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(MANIFEST, JSON.stringify(sorted, null, 2) + '\n');
}

/**
 * Synthétise une suite de répliques dans un fichier Ogg/Opus et, si demandé, dans un fichier AAC.
 * @param {string} out chemin absolu du fichier .ogg
 * @param {{lang: string, speed: number, turns: Array<[string, string]>}} job
 * @param {string} key clé du manifeste (chemin relatif)
 * @param {boolean} force refait même ce qui est à jour
 * @param {{out: string, key: string}} [fallback] fichier .m4a (AAC) et sa clé du manifeste
 * @returns {boolean} vrai si un fichier a été (re)produit
 */
export function synthesize(out, job, key, force = false, fallback) {
  const m = loadManifest();
  const voices = VOICES[job.lang];
  const fingerprint = hash(JSON.stringify({ v: FORMAT_VERSION, BITRATE, voices, ...job }));
  const fallbackPrint = hash(
    JSON.stringify({ v: FORMAT_VERSION, FALLBACK_BITRATE, aac: true, voices, ...job }),
  );
  const fresh = (file, k, print) => m[k] === print && existsSync(file) && statSync(file).size > 0;
  const needMain = force || !fresh(out, key, fingerprint);
  const needFallback = !!fallback && (force || !fresh(fallback.out, fallback.key, fallbackPrint));
  if (!needMain && !needFallback) return false;
  const parts = [];
  let rate = 22050;
  job.turns.forEach(([who, text], i) => {
    const voice = voices[who];
    if (!voice) throw new Error(`voix inconnue « ${who} » pour ${key}`);
    const w = espeak(voice, job.speed, text);
    rate = w.rate;
    parts.push(silence(rate, i === 0 ? 0.3 : 0.55), w.pcm);
  });
  parts.push(silence(rate, 0.4));
  const wav = wavFile(rate, Buffer.concat(parts));
  const encode = (file, k, codec) => {
    mkdirSync(dirname(file), { recursive: true });
    const args = ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'wav', '-i', 'pipe:0', '-ac', '1'];
    args.push(...codec);
    args.push('-fflags', '+bitexact', '-flags:a', '+bitexact', '-map_metadata', '-1', file);
    const res = spawnSync(FFMPEG, args, { input: wav, maxBuffer: 1 << 26 });
    if (res.status !== 0) throw new Error(`ffmpeg a échoué pour ${k} : ${res.stderr}`);
  };
  if (needMain) {
    encode(out, key, ['-c:a', 'libopus', '-b:a', BITRATE, '-application', 'voip', '-f', 'ogg']);
    m[key] = fingerprint;
  }
  if (needFallback) {
    encode(fallback.out, fallback.key, [
      '-c:a',
      'aac',
      '-b:a',
      FALLBACK_BITRATE,
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
    ]);
    m[fallback.key] = fallbackPrint;
  }
  return true;
}
