/**
 * Messages between the page and the service worker (docs/decisions/221). The service worker keeps
 * only public files: the application's own code and the media of the questions; never an answer
 * of the API, which belongs to one learner (the offline copy of an exam is kept per learner by
 * lib/offline-exams).
 */

/** A waiting service worker takes over now (the learner accepted the update). */
export const SKIP_WAITING = 'prepa:skip-waiting';

/** Keep these same-origin files (`/assets/...`, `/media/...`) for use offline: `{ type, urls }`. */
export const KEEP_OFFLINE = 'prepa:keep-offline';
