import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/db/client';
import { payments, subscriptions } from '../../../src/db/schema';

/** What a browser does with the sandbox provider, through app.inject. */
export function sandboxFlow(app: FastifyInstance, db: Db) {
  const subscribe = (headers: Record<string, string>, slug_package: string, promo_code?: string) =>
    app.inject({ method: 'POST', url: '/api/subscription/', headers, payload: { slug_package, promo_code } });

  /** Opens the sandbox page and returns its form fields. */
  async function openSandbox(link: string) {
    const page = await app.inject({ method: 'GET', url: link });
    const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
    const pay = /action="([^"]+\/pay)"/.exec(page.body)?.[1];
    const cancel = /action="([^"]+\/cancel)"/.exec(page.body)?.[1];
    return { page, token: token!, pay: pay!, cancel: cancel! };
  }

  const submit = (action: string, token: string) =>
    app.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });

  return {
    subscribe,
    openSandbox,
    submit,
    /** Subscribes and presses "Payer". */
    async buy(headers: Record<string, string>, slug: string, promo?: string) {
      const { link, reference } = (await subscribe(headers, slug, promo)).json() as {
        link: string;
        reference: string;
      };
      const f = await openSandbox(link);
      await submit(f.pay, f.token);
      return reference;
    },
    subscriptionsOf: (userId: number) =>
      db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    async paymentOf(reference: string) {
      const [p] = await db.select().from(payments).where(eq(payments.reference, reference));
      return p!;
    },
  };
}
