import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioPlayer } from './AudioPlayer';
import { playableSource } from './audio-source';

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

  it('When a document comes in Opus and in AAC, then both are offered in that order and the browser chooses; an AAC-only browser (older iPhone) gets the AAC', () => {
    const sources = [
      { src: '/media/co/q1.ogg', type: 'audio/ogg' },
      { src: '/media/co/q1.m4a', type: 'audio/mp4' },
    ];
    render(<AudioPlayer src="/media/co/q1.ogg" sources={sources} mode="exam" playedKey="att3:1" />);
    expect(audio().getAttribute('src')).toBeNull();
    expect([...audio().querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.type])).toEqual([
      ['/media/co/q1.ogg', 'audio/ogg'],
      ['/media/co/q1.m4a', 'audio/mp4'],
    ]);
    const safari = (type: string) => (type.startsWith('audio/mp4') ? 'maybe' : '');
    expect(playableSource(sources, safari)).toEqual(sources[1]);
    const chromium = (type: string) => (type === 'audio/ogg' || type === 'audio/mp4' ? 'maybe' : '');
    expect(playableSource(sources, chromium)).toEqual(sources[0]);
  });

  it('When no source of the document can be read, then the learner is told and the play is not used up', () => {
    const sources = [
      { src: '/media/co/q2.ogg', type: 'audio/ogg' },
      { src: '/media/co/q2.m4a', type: 'audio/mp4' },
    ];
    render(<AudioPlayer src="/media/co/q2.ogg" sources={sources} mode="exam" playedKey="att3:2" />);
    const [, last] = audio().querySelectorAll('source');
    act(() => void fireEvent.error(last!));
    expect(screen.getByRole('alert').textContent).toBe('Impossible de lire cet audio.');
    expect((screen.getByRole('button', { name: 'Écouter' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
