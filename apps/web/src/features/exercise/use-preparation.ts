import { useEffect, useMemo, useState } from 'react';

const keyOf = (scope: string) => `prepa:preparation:${scope}`;

function startedAt(scope: string): number {
  try {
    const saved = Number(localStorage.getItem(keyOf(scope)));
    if (Number.isFinite(saved) && saved > 0) return saved;
    const now = Date.now();
    localStorage.setItem(keyOf(scope), String(now));
    return now;
  } catch {
    return Date.now();
  }
}

/**
 * Preparation countdown of a task (TCF task 2: 2 minutes before speaking). It starts the first
 * time the task is shown and keeps running when the learner moves away, comes back or reloads:
 * the start is remembered for the attempt. Returns the seconds left (0 once over, or when off).
 */
export function usePreparation(scope: string, seconds: number, active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  // Reading (or first writing) the remembered start: the same value on every render of this scope.
  const start = useMemo(() => (active && seconds > 0 ? startedAt(scope) : null), [scope, seconds, active]);
  const left = start === null ? 0 : Math.max(0, seconds - (now - start) / 1000);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [running]);
  return left;
}
