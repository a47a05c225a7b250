import { accountMessages } from './account';
import { billingMessages } from './billing';
import { contentMessages } from './content';
import { practiceMessages } from './practice';
import { correctionMessages } from './correction';
import { newsletterMessages } from './newsletter';

/**
 * The API's catalogue of French texts (errors, e-mails, pages), one file per domain.
 * Add a domain by creating `<domain>.ts` and spreading it here.
 */
export const messages = {
  ...accountMessages,
  ...billingMessages,
  ...practiceMessages,
  ...contentMessages,
  ...correctionMessages,
  ...newsletterMessages,
} as const;
