import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioPlayer } from './AudioPlayer';

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const audio = () => document.querySelector('audio')!;

describe('audio player', () => {
  it('When played in exam mode, then it cannot be paused, and once ended it is disabled with "Déjà écouté", even after a reload', async () => {
    const first = render(<AudioPlayer src="/media/a.mp3" mode="exam" playedKey="att1:7" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Écouter' })));
    expect(screen.getByRole('status').textContent).toBe('(En cours...)');
    expect((screen.getByRole('button', { name: /En cours/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByLabelText('Position de lecture')).toBeNull();
    act(() => void fireEvent.ended(audio()));
    const played = screen.getByRole('button', { name: 'Déjà écouté' }) as HTMLButtonElement;
    expect(played.disabled).toBe(true);
    first.unmount();

    render(<AudioPlayer src="/media/a.mp3" mode="exam" playedKey="att1:7" />);
    expect((screen.getByRole('button', { name: 'Déjà écouté' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('When the page is reloaded in the middle of the only play, then no second play is given', async () => {
    const first = render(<AudioPlayer src="/media/b.mp3" mode="exam" playedKey="att1:8" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Écouter' })));
    first.unmount();
    render(<AudioPlayer src="/media/b.mp3" mode="exam" playedKey="att1:8" />);
    expect(screen.getByRole('button', { name: 'Déjà écouté' })).toBeTruthy();
    // Another attempt of the same exercise has its own play.
    cleanup();
    render(<AudioPlayer src="/media/b.mp3" mode="exam" playedKey="att2:8" />);
    expect(screen.getByRole('button', { name: 'Écouter' })).toBeTruthy();
  });

  it('When the browser refuses to play, then the play is not used up', async () => {
    vi.mocked(HTMLMediaElement.prototype.play).mockImplementation(() => Promise.reject(new Error('no')));
    render(<AudioPlayer src="/media/c.mp3" mode="exam" playedKey="att1:9" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Écouter' })));
    expect(screen.getByRole('alert').textContent).toBe('Impossible de lire cet audio.');
    expect((screen.getByRole('button', { name: 'Écouter' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('When played in training mode, then it pauses, resumes, seeks, mutes and sets the volume, without limit', async () => {
    render(<AudioPlayer src="/media/d.mp3" mode="training" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Écouter' })));
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('status').textContent).toBe('(En pause)');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reprendre' })));
    act(() => void fireEvent.ended(audio()));
    expect(screen.getByRole('button', { name: 'Écouter' })).toBeTruthy();
    const volume = screen.getByLabelText('Volume') as HTMLInputElement;
    expect(volume.step).toBe('0.1');
    expect(volume.max).toBe('1');
    fireEvent.change(volume, { target: { value: '0.3' } });
    expect(audio().volume).toBeCloseTo(0.3);
    fireEvent.click(screen.getByRole('button', { name: 'Couper le son' }));
    expect(audio().muted).toBe(true);
    expect(screen.getByLabelText('Position de lecture')).toBeTruthy();
  });
});
