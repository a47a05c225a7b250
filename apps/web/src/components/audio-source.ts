import type { AudioSource } from '@prepa/shared';

const probe = (type: string): string =>
  typeof document === 'undefined' ? '' : document.createElement('audio').canPlayType(type);

/**
 * The encoding the browser will play among a document's sources: the first whose type it can
 * play, as `<audio>` chooses among its `<source>` elements; the first one when it says none.
 */
export function playableSource(
  sources: readonly AudioSource[],
  canPlay: (type: string) => string = probe,
): AudioSource | undefined {
  return sources.find((s) => canPlay(s.type) !== '') ?? sources[0];
}
