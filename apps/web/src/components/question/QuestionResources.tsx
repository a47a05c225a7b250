import type { Resource } from '@prepa/shared';
import { lazy, Suspense } from 'react';
import { ImageViewer } from '../ImageViewer';

// The player loads only for questions with an audio document (docs/decisions/054); its frame
// keeps the player's height meanwhile.
const AudioPlayer = lazy(() => import('../AudioPlayer').then((x) => ({ default: x.AudioPlayer })));

/** Images and audio documents of a question; audio follows the mode's listening rule. */
export function QuestionResources({
  resources,
  mode,
  playedPrefix,
  onPlayingChange,
}: {
  resources: Resource[];
  mode: 'exam' | 'training';
  /** Scope of the one-play rule (the attempt). */
  playedPrefix: string;
  /** Told when an audio document starts or stops playing. */
  onPlayingChange?: (playing: boolean) => void;
}) {
  if (resources.length === 0) return null;
  return (
    <div className="space-y-3">
      {resources.map((r) =>
        r.kind === 'image' && r.image_file ? (
          <figure key={r.id} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
            <ImageViewer src={r.image_file} title={r.title} />
            {r.title && <figcaption className="px-3 py-2 text-sm text-slate-700">{r.title}</figcaption>}
          </figure>
        ) : r.audio_file ? (
          <Suspense
            key={r.id}
            fallback={<div className="min-h-24 rounded-xl border border-slate-200 bg-white p-3" />}
          >
            <AudioPlayer
              src={r.audio_file}
              sources={r.audio_sources}
              mode={mode}
              title={r.title}
              playedKey={`${playedPrefix}:${r.id}`}
              onPlayingChange={onPlayingChange}
            />
          </Suspense>
        ) : null,
      )}
    </div>
  );
}
