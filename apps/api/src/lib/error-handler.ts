import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ThrottledError } from './errors';
import { messages } from './messages';

function isDbUnavailable(err: unknown): boolean {
  const code = (err as { code?: string })?.code ?? '';
  const cause = (err as { cause?: { code?: string } })?.cause?.code ?? '';
  return (
    [code, cause].some((c) =>
      ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001', '08003'].includes(c),
    ) ||
    /Connection terminated|timeout exceeded when trying to connect/i.test(String((err as Error)?.message))
  );
}

/** Text the database cannot store (a NUL byte in a slug, a body or a query string): the input is at fault. */
function isUnstorableText(err: unknown): boolean {
  const codes = [(err as { code?: string })?.code, (err as { cause?: { code?: string } })?.cause?.code];
  return codes.some((c) => c === '22021' || c === '22P05');
}

/** The one place where errors become answers: DRF shapes, French, no internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err instanceof ThrottledError) reply.header('Retry-After', String(err.retryAfterSeconds));
      return reply.status(err.statusCode).send(err.body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string[]> = {};
      for (const issue of err.validation) {
        const p = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
        const key = p[0] ?? 'non_field_errors';
        (fields[key] ??= []).push(issue.message ?? messages.common.invalidInput);
      }
      return reply.status(400).send(fields);
    }
    const status = err.statusCode ?? 500;
    if (
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (err instanceof SyntaxError && status === 400)
    ) {
      return reply.status(400).send({ detail: messages.common.invalidJson });
    }
    if (
      status === 413 ||
      err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
      err.code === 'FST_REQ_FILE_TOO_LARGE'
    ) {
      return reply.status(413).send({ detail: messages.common.bodyTooLarge });
    }
    if (status === 415) return reply.status(415).send({ detail: messages.common.unsupportedMediaType });
    if (status === 429) return reply.status(429).send({ detail: messages.common.throttled(60) });
    if (status >= 400 && status < 500) {
      request.log.info({ err: { code: err.code, message: err.message } }, 'requête refusée');
      return reply.status(status).send({ detail: messages.common.badRequest });
    }
    if (isUnstorableText(err)) {
      request.log.info({ err: { code: err.code, message: err.message } }, 'texte refusé par la base');
      return reply.status(400).send({ detail: messages.common.badRequest });
    }
    if (isDbUnavailable(err)) {
      request.log.error({ err }, 'base de données indisponible');
      reply.header('Retry-After', '5');
      return reply.status(503).send({ detail: messages.common.unavailable });
    }
    request.log.error({ err }, 'erreur interne');
    return reply.status(500).send({ detail: messages.common.internal });
  });
}
