import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type $ZodType, safeEncode } from 'zod/v4/core';

/**
 * The JSON of a response, checked against the route's response schema exactly as the route's
 * serializer does it (zod encode, then JSON.stringify): unknown keys dropped, a value that does
 * not match fails. Lets a hot route keep the JSON of content that only changes on import.
 */
export function serializeResponse(schema: $ZodType, value: unknown): string {
  const result = safeEncode(schema, value);
  if (result.error) throw new Error('Réponse non conforme à son schéma', { cause: result.error });
  return JSON.stringify(result.data);
}

/**
 * Sends JSON made by serializeResponse. A string with a JSON content type goes out as it is:
 * Fastify skips the route's serializer, the OpenAPI description of the route is unchanged.
 */
export function sendSerialized(reply: FastifyReply, json: string): FastifyReply {
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  // Answers can depend on the caller (access, progress): kept by the browser only, revalidated each time.
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (etagMatches(reply.request, etag)) return reply.status(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(json);
}

/** True when the request's If-None-Match names this (strong) ETag, or is `*`. */
export function etagMatches(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}
