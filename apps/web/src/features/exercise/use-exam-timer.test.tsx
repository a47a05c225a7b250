import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExamTimer } from './ExamTimer';
import { remainingSeconds, useExamTimer } from './use-exam-timer';

function Probe({
  deadline,
  offset = 0,
  onWarning,
  onExpire,
}: {
  deadline: number;
  offset?: number;
  onWarning?: (l: string) => void;
  onExpire?: () => void;
}) {
  const r = useExamTimer(deadline, offset, { onWarning, onExpire });
  return r === null ? null : <ExamTimer remaining={r} />;
}
const shown = () => screen.getByTestId('exam-timer').textContent;
const color = () =>
  screen.getByTestId('exam-timer').closest('[data-timer-color]')?.getAttribute('data-timer-color');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('exam timer', () => {
  it('When the deadline is 5 min 2 s away, then it counts down each second, warns at 300 s and 120 s and expires once at 0', () => {
    const onWarning = vi.fn();
    const onExpire = vi.fn();
    render(<Probe deadline={Date.now() + 302_000} onWarning={onWarning} onExpire={onExpire} />);
    expect(shown()).toBe('05:02');
    expect(color()).toBe('green');
    act(() => void vi.advanceTimersByTime(2000));
    expect(shown()).toBe('05:00');
    expect(color()).toBe('yellow');
    expect(onWarning).toHaveBeenCalledWith('five');
    act(() => void vi.advanceTimersByTime(180_000));
    expect(shown()).toBe('02:00');
    expect(color()).toBe('red');
    expect(onWarning).toHaveBeenLastCalledWith('two');
    expect(onWarning).toHaveBeenCalledTimes(2);
    act(() => void vi.advanceTimersByTime(121_000));
    expect(shown()).toBe('00:00');
    act(() => void vi.advanceTimersByTime(5000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('When the page is reloaded later, then the remaining time follows the server deadline (no extra time)', () => {
    const deadline = Date.now() + 3_600_000;
    const first = render(<Probe deadline={deadline} />);
    act(() => void vi.advanceTimersByTime(600_000));
    expect(shown()).toBe('50:00');
    first.unmount();
    vi.setSystemTime(Date.now() + 120_000); // the reload itself takes time
    render(<Probe deadline={deadline} />);
    expect(shown()).toBe('48:00');
  });

  it('When the device clock is behind the server, then the offset is applied', () => {
    render(<Probe deadline={Date.now() + 600_000} offset={60_000} />);
    expect(shown()).toBe('09:00');
  });

  it('When the deadline has already passed at load, then it expires at once', () => {
    const onExpire = vi.fn();
    render(<Probe deadline={Date.now() - 1000} onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(remainingSeconds(1000, 5000)).toBe(0);
  });
});
