import { accountMessages } from './account';
import { billingMessages } from './billing';
import { contentMessages } from './content';
import { practiceMessages } from './practice';
import { correctionMessages } from './correction';

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
} as const;
