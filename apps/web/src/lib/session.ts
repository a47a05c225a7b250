import type { User } from '@prepa/shared';
import { clearOfflineExams } from './offline-exams';

/**
 * The signed-in session: access and refresh tokens plus the cached user.
 * Kept in localStorage with "se souvenir de moi", otherwise in sessionStorage
 * (cleared when the browser closes). Components subscribe with useSession().
 */
export interface Session {
  access: string;
  refresh: string;
  user: User | null;
  remember: boolean;
}

const KEY = 'prepa.session';
type Listener = () => void;
const listeners = new Set<Listener>();

function read(): Session | null {
  for (const store of stores()) {
    try {
      const raw = store.getItem(KEY);
      if (raw) {
        const s = JSON.parse(raw) as Session;
        if (s && typeof s.access === 'string' && typeof s.refresh === 'string') return s;
      }
    } catch {
      /* unreadable storage: treated as logged out */
    }
  }
  return null;
}

function stores(): Storage[] {
  if (typeof window === 'undefined') return [];
  const out: Storage[] = [];
  try {
    out.push(window.localStorage, window.sessionStorage);
  } catch {
    /* storage disabled */
  }
  return out;
}

let current: Session | null = read();

function write(s: Session | null) {
  current = s;
  for (const store of stores()) {
    try {
      store.removeItem(KEY);
    } catch {
      /* ignore */
    }
  }
  if (s) {
    try {
      (s.remember ? window.localStorage : window.sessionStorage).setItem(KEY, JSON.stringify(s));
    } catch {
      /* the session still lives in memory */
    }
  }
  for (const l of listeners) l();
}

export const session = {
  get: (): Session | null => current,
  set: (s: Session) => write(s),
  update: (patch: Partial<Session>) => {
    if (current) write({ ...current, ...patch });
  },
  /** Ends the session: the exams kept on this device for offline use go with it. */
  clear: () => {
    clearOfflineExams();
    write(null);
  },
  subscribe(l: Listener): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  /** Re-reads storage (tests, other tabs). */
  reload: () => {
    current = read();
    for (const l of listeners) l();
  },
};

if (typeof window !== 'undefined') {
  // Logging out or in from another tab updates this one.
  window.addEventListener('storage', (e) => {
    if (e.key === KEY || e.key === null) session.reload();
  });
}
