import { accountMessages } from './account';
import { billingMessages } from './billing';
import { contentMessages } from './content';
import { practiceMessages } from './practice';
import { correctionMessages } from './correction';
import { newsletterMessages } from './newsletter';
import { writingMessages } from './writing';
import { oralMessages } from './oral';
import { startupMessages } from './startup';
import { backOfficeMessages } from './back-office';
import { feedbackMessages } from './feedback';
import { operationsMessages } from './operations';
import { pagesMessages } from './pages';

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
  ...writingMessages,
  ...oralMessages,
  ...startupMessages,
  ...backOfficeMessages,
  ...feedbackMessages,
  ...operationsMessages,
  ...pagesMessages,
} as const;
