import { z } from 'zod';
import { v } from './validation-messages';

/** POST /api/newsletter/: the footer's newsletter field. */
export const newsletterRequest = z.object({
  email: z
    .string({ error: v.loginEmailRequired })
    .trim()
    .min(1, v.loginEmailRequired)
    .max(254, v.tooLong(254))
    .pipe(z.email(v.loginEmailInvalid))
    .transform((s) => s.toLowerCase()),
});
export type NewsletterRequest = z.input<typeof newsletterRequest>;

/** Same answer whether the address was new or already subscribed. */
export const newsletterResponse = z.object({ detail: z.string() });
export type NewsletterResponse = z.infer<typeof newsletterResponse>;
