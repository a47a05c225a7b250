import type { DbOrTx } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

export function createNewsletterRepository(db: DbOrTx) {
  return {
    /** Stores the address once; returns true when it was new. */
    async add(email: string): Promise<boolean> {
      const rows = await db
        .insert(newsletterSubscribers)
        .values({ email })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ id: newsletterSubscribers.id });
      return rows.length > 0;
    },
  };
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
