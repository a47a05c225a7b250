import { TIMER_DANGER_SECONDS, TIMER_TICK_MS, TIMER_WARNING_SECONDS } from '../../lib/domain';
import { useEffect, useRef, useState } from 'react';

/** Whole seconds left before the deadline (never negative). */
export function remainingSeconds(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

export interface ExamTimerEvents {
  onWarning?: (level: 'five' | 'two') => void;
  onExpire?: () => void;
}

/**
 * The exam countdown, anchored on the server's deadline (started_at + time_limit): a reload
 * recomputes from it, so no time is gained. `clockOffsetMs` corrects a device clock that differs
 * from the server's. Warns when crossing 300 s and 120 s, expires once at 0.
 */
export function useExamTimer(
  deadlineMs: number | null,
  clockOffsetMs: number,
  events: ExamTimerEvents,
): number | null {
  const compute = () =>
    deadlineMs === null ? null : remainingSeconds(deadlineMs, Date.now() + clockOffsetMs);
  const [remaining, setRemaining] = useState<number | null>(compute);
  const ev = useRef(events);
  useEffect(() => {
    ev.current = events;
  });

  useEffect(() => {
    if (deadlineMs === null) return;
    let prev = remainingSeconds(deadlineMs, Date.now() + clockOffsetMs);
    let expired = false;
    const tick = () => {
      const r = remainingSeconds(deadlineMs, Date.now() + clockOffsetMs);
      setRemaining(r);
      if (r <= 0) {
        if (!expired) {
          expired = true;
          ev.current.onExpire?.();
        }
      } else if (prev > TIMER_DANGER_SECONDS && r <= TIMER_DANGER_SECONDS) ev.current.onWarning?.('two');
      else if (prev > TIMER_WARNING_SECONDS && r <= TIMER_WARNING_SECONDS) ev.current.onWarning?.('five');
      prev = r;
    };
    tick();
    const id = setInterval(tick, TIMER_TICK_MS);
    return () => clearInterval(id);
  }, [deadlineMs, clockOffsetMs]);

  return remaining;
}
