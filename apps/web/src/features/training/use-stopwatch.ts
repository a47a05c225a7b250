import { useCallback, useEffect, useState } from 'react';

/** Stopwatch of the training screen: counts up each second from `restart()` until `stop()`. */
export function useStopwatch() {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [stoppedAt, setStoppedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (stoppedAt !== null) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [stoppedAt]);
  return {
    seconds: Math.max(0, Math.floor(((stoppedAt ?? now) - startedAt) / 1000)),
    running: stoppedAt === null,
    stop: useCallback(() => setStoppedAt((s) => s ?? Date.now()), []),
    restart: useCallback(() => {
      const t = Date.now();
      setStartedAt(t);
      setNow(t);
      setStoppedAt(null);
    }, []),
  };
}
