import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError, ServiceUnavailableError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import type { Billing } from './billing.module';
import { resultPath } from './payments.service';
import { ProviderUnavailableError } from './providers/provider';
import { renderSandboxPage } from './sandbox.page';
import { endpoint } from '../../lib/endpoint';

const tags = ['Forfaits et paiements'];
const referenceParams = z.object({ reference: z.string().min(1).max(100) });

/** Provider-facing routes: the sandbox page, NotchPay's webhook and return. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ billing: Billing }> = async (app, { billing }) => {
  const { sandbox, notchpayWebhook, payments } = billing;

  if (sandbox) {
    await app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      // The page's forms post urlencoded fields (no script on the page).
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4096 },
        (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );

      async function sandboxPayment(reference: string, token: unknown) {
        const payment = sandbox!.checkToken(reference, token)
          ? await payments.findPayment(reference)
          : undefined;
        if (!payment || payment.provider !== 'sandbox') {
          throw new NotFoundError(messages.billing.sandbox.invalidLink);
        }
        return payment;
      }

      scope.route({
        ...endpoint(scope, 'payments.sandboxPage'),
        schema: {
          tags,
          summary: 'Page de paiement sandbox (démonstration)',
          params: referenceParams,
          querystring: z.object({ token: z.string().max(200).optional() }),
        },
        handler: async (req, reply) => {
          const payment = await sandboxPayment(req.params.reference, req.query.token);
          reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
          if (payment.status !== 'pending')
            return reply.redirect(resultPath(payment.status, payment.reference), 303);
          const priced = await billing.packageOfPayment(payment.packageId);
          return reply.type('text/html; charset=utf-8').send(
            renderSandboxPage({
              reference: payment.reference,
              token: sandbox!.token(payment.reference),
              packageName: priced?.name ?? '',
              examType: priced?.examTypeName ?? '',
              period: priced?.period ?? 0,
              price: priced?.price ?? payment.amount,
              amount: payment.amount,
            }),
          );
        },
      });

      scope.route({
        ...endpoint(scope, 'payments.sandboxDecision'),
        schema: {
          tags,
          summary: 'Résultat choisi sur la page sandbox',
          params: referenceParams.extend({ decision: z.enum(['pay', 'cancel']) }),
          body: z.object({ token: z.string().max(200) }),
        },
        handler: async (req, reply) => {
          const payment = await sandboxPayment(req.params.reference, req.body.token);
          // A replayed or second submission finds the payment settled and changes nothing.
          const status =
            payment.status === 'pending'
              ? await payments.sandboxDecision(payment, req.params.decision)
              : payment.status;
          return reply.redirect(resultPath(status, payment.reference), 303);
        },
      });
    });
  }

  if (notchpayWebhook) {
    await app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      // The signature covers the raw bytes: this scope keeps the body as a Buffer.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) =>
        done(null, body),
      );

      scope.route({
        ...endpoint(scope, 'payments.notchpayWebhook'),
        schema: {
          tags,
          summary: 'Notification NotchPay (signée par x-notch-signature)',
          response: { 200: z.object({ detail: z.string() }) },
        },
        handler: async (req) => {
          const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          try {
            await notchpayWebhook(raw, req.headers['x-notch-signature']);
          } catch (err) {
            if (err instanceof ProviderUnavailableError) {
              // NotchPay retries on an error answer; the reconciliation job is the last resort.
              req.log.warn({ err }, 'vérification NotchPay impossible pendant la notification');
              throw new ServiceUnavailableError(messages.billing.providerUnavailable);
            }
            throw err;
          }
          return { detail: messages.billing.webhookReceived };
        },
      });
    });

    app.route({
      ...endpoint(app, 'payments.notchpayReturn'),
      schema: { tags, summary: 'Retour de la page NotchPay', params: referenceParams },
      handler: async (req, reply) => {
        const path = await payments.handleReturn('notchpay', req.params.reference);
        return reply.header('cache-control', 'no-store').redirect(path, 303);
      },
    });
  }
};
