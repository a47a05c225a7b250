/**
 * Local copy of an attempt's answers, so that nothing is lost: choices and texts in localStorage
 * (synchronous, survives a reload or a closed tab), recordings as Blobs in IndexedDB. Everything is
 * keyed by attempt slug and cleared once the attempt is completed.
 */

export type LocalValue =
  | { kind: 'choice'; choice: string }
  | { kind: 'text'; text: string }
  | { kind: 'audio'; mime: string; url?: string };

/** pending: not yet acknowledged by the server; failed: refused by the server (will not be retried). */
export type SyncState = 'saved' | 'pending' | 'sending' | 'failed';

export interface LocalAnswer {
  value: LocalValue;
  state: SyncState;
  updatedAt: number;
}

export interface LocalAttempt {
  attemptSlug: string;
  exerciseSlug: string;
  /** Server clock minus device clock, measured when the attempt was created (ms). */
  clockOffsetMs: number;
  current: number;
  answers: Record<string, LocalAnswer>;
}

const PREFIX = 'prepa.attempt.';
const key = (attemptSlug: string) => `${PREFIX}${attemptSlug}`;

export function loadLocalAttempt(attemptSlug: string): LocalAttempt | null {
  try {
    const raw = localStorage.getItem(key(attemptSlug));
    if (!raw) return null;
    const v = JSON.parse(raw) as LocalAttempt;
    return v && v.attemptSlug === attemptSlug && typeof v.answers === 'object' ? v : null;
  } catch {
    return null;
  }
}

export function saveLocalAttempt(a: LocalAttempt): void {
  try {
    localStorage.setItem(key(a.attemptSlug), JSON.stringify(a));
  } catch {
    /* storage full or disabled: the in-memory copy and the send queue still hold the answers */
  }
}

export function clearLocalAttempt(attemptSlug: string): void {
  try {
    localStorage.removeItem(key(attemptSlug));
  } catch {
    /* ignore */
  }
  void recordings.removeAttempt(attemptSlug).catch(() => undefined);
}

/** Storage of recorded Blobs: IndexedDB in browsers, memory where it does not exist (tests, old browsers). */
export interface RecordingStore {
  put(attemptSlug: string, questionSlug: string, blob: Blob): Promise<void>;
  get(attemptSlug: string, questionSlug: string): Promise<Blob | null>;
  removeAttempt(attemptSlug: string): Promise<void>;
}

export function memoryRecordingStore(): RecordingStore {
  const m = new Map<string, Blob>();
  return {
    async put(a, q, b) {
      m.set(`${a}/${q}`, b);
    },
    async get(a, q) {
      return m.get(`${a}/${q}`) ?? null;
    },
    async removeAttempt(a) {
      for (const k of [...m.keys()]) if (k.startsWith(`${a}/`)) m.delete(k);
    },
  };
}

const DB = 'prepa-recordings';
const STORE = 'blobs';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function tx<T>(mode: IDBTransactionMode, run: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return openDb().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const t = db.transaction(STORE, mode);
        const req = run(t.objectStore(STORE));
        t.oncomplete = () => {
          db.close();
          resolve(req.result);
        };
        t.onerror = () => {
          db.close();
          reject(t.error);
        };
      }),
  );
}

export function indexedDbRecordingStore(): RecordingStore {
  return {
    async put(a, q, b) {
      await tx('readwrite', (s) => s.put(b, `${a}/${q}`));
    },
    async get(a, q) {
      const v = await tx<unknown>('readonly', (s) => s.get(`${a}/${q}`));
      return v instanceof Blob ? v : null;
    },
    async removeAttempt(a) {
      // Keys are "<attempt>/<question>": '/' + 1 is '0', so the range covers exactly this attempt.
      await tx('readwrite', (s) => s.delete(IDBKeyRange.bound(`${a}/`, `${a}0`, false, true)));
    },
  };
}

export const recordings: RecordingStore =
  typeof indexedDB === 'undefined' ? memoryRecordingStore() : indexedDbRecordingStore();
