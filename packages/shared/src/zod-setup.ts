import { z } from 'zod';

/**
 * Zod settings, applied before any schema is built (first import of index.ts):
 * - default validation messages in French, for both ends;
 * - in the browser, no JIT: zod would otherwise probe `new Function` when building object schemas,
 *   which the strict Content Security Policy (no 'unsafe-eval') reports as a violation even though
 *   zod catches the error. The API keeps the faster JIT parser.
 */
z.config({
  ...z.locales.fr(),
  jitless: typeof (globalThis as { document?: unknown }).document !== 'undefined',
});
