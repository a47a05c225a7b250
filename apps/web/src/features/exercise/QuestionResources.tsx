import type { Resource } from '@prepa/shared';
import { AudioPlayer } from '../../components/AudioPlayer';

/** Images and audio documents of a question; audio follows the mode's listening rule. */
export function QuestionResources({
  resources,
  mode,
  playedPrefix,
}: {
  resources: Resource[];
  mode: 'exam' | 'training';
  /** Scope of the one-play rule (the attempt). */
  playedPrefix: string;
}) {
  if (resources.length === 0) return null;
  return (
    <div className="space-y-3">
      {resources.map((r) =>
        r.kind === 'image' && r.image_file ? (
          <figure key={r.id} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
            <img src={r.image_file} alt={r.title} className="mx-auto h-auto max-w-full" loading="lazy" />
            {r.title && <figcaption className="px-3 py-2 text-sm text-slate-700">{r.title}</figcaption>}
          </figure>
        ) : r.audio_file ? (
          <AudioPlayer
            key={r.id}
            src={r.audio_file}
            mode={mode}
            title={r.title}
            playedKey={`${playedPrefix}:${r.id}`}
          />
        ) : null,
      )}
    </div>
  );
}
