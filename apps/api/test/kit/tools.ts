import { findOnPath } from '../../src/modules/correction/grammalecte';

/**
 * Fails, naming what is missing, when a Debian tool the tests run is not on this machine: a test
 * that needs it never passes by being skipped.
 */
export function requireTools(...names: string[]): void {
  const missing = names.filter((n) => !findOnPath(n));
  if (missing.length)
    throw new Error(
      `Missing on this machine: ${missing.join(', ')}. Install the Debian packages the README names: sudo apt-get install -y chromium grammalecte-cli ffmpeg espeak-ng sox praat`,
    );
}
