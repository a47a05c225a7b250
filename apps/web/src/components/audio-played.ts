/**
 * Memory of the audio documents already played in exam mode (one play only), kept in
 * localStorage so that a reload of the page does not give a second listening.
 */
const KEY = 'prepa.audio.played';
const MAX = 500;

function read(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function hasPlayed(key: string): boolean {
  return read().includes(key);
}

export function markPlayed(key: string): void {
  const list = read().filter((k) => k !== key);
  list.push(key);
  try {
    localStorage.setItem(KEY, JSON.stringify(list.slice(-MAX)));
  } catch {
    /* storage unavailable: the rule still holds until the page is reloaded */
  }
}

export function unmarkPlayed(key: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(read().filter((k) => k !== key)));
  } catch {
    /* ignore */
  }
}

/** Exam-mode documents playing right now: leaving the question would lose the only listening. */
const playingNow = new Set<string>();

export function setExamAudioPlaying(key: string, playing: boolean): void {
  if (playing) playingNow.add(key);
  else playingNow.delete(key);
}

export function isExamAudioPlaying(): boolean {
  return playingNow.size > 0;
}
