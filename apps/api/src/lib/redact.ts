/** What must never reach a log line in clear: reset links, tokens, e-mail addresses. */

const MASK = '[masqué]';

/**
 * A request URL fit for the log: the two secret segments of a reset link (the screen's
 * `/password-reset-confirm/<uid>/<token>` and the API's `/api/password-reset-confirm/...`)
 * and the values of `token`, `refresh` and `access` query parameters are masked.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/password-reset-confirm)(\/[^?#]*)?/i, (_m, head: string) => `${head}/${MASK}`)
    .replace(/([?&](?:token|refresh|access|code)=)[^&#]*/gi, `$1${MASK}`);
}

/** "fatou.diop@exemple.fr" → "f***@exemple.fr": enough to tell accounts apart, not to read them. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return MASK;
  return `${email[0]}***${email.slice(at)}`;
}

/** The first characters of an identifier (a session id): enough to follow one in the log. */
export function maskId(id: string): string {
  return `${id.slice(0, 8)}…`;
}
