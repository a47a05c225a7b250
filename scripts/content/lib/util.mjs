// Outils partagés par le générateur : hachage, tirage pseudo-aléatoire reproductible, niveaux TCF.
import { createHash } from 'node:crypto';

export function hash(text) {
  return createHash('sha1').update(text).digest('hex');
}

// Générateur pseudo-aléatoire (mulberry32) initialisé à partir d'une chaîne : même graine, même suite.
export function rng(seed) {
  let a = parseInt(hash(seed).slice(0, 8), 16) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle(list, seed) {
  const out = [...list];
  const rand = rng(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// Niveau CECRL d'une position dans une épreuve TCF de 39 questions.
export const TCF_BANDS = [
  { from: 1, to: 4, level: 'A1' },
  { from: 5, to: 10, level: 'A2' },
  { from: 11, to: 19, level: 'B1' },
  { from: 20, to: 29, level: 'B2' },
  { from: 30, to: 35, level: 'C1' },
  { from: 36, to: 39, level: 'C2' },
];

export function tcfLevel(position) {
  const band = TCF_BANDS.find((b) => position >= b.from && position <= b.to);
  if (!band) throw new Error(`position hors barème : ${position}`);
  return band.level;
}

export const pad2 = (n) => String(n).padStart(2, '0');
