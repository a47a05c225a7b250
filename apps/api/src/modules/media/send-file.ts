import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { etagMatches } from '../../lib/serialized';
import type { Storage } from '../../lib/storage';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.m4a': 'audio/mp4',
  '.mp4': 'audio/mp4',
  '.aac': 'audio/aac',
  '.wav': 'audio/wav',
  '.webm': 'audio/webm',
};

export const contentTypeOf = (key: string): string =>
  TYPES[path.posix.extname(key).toLowerCase()] ?? 'application/octet-stream';

/** Parses a single `bytes=` range against a size; 'invalid' to ignore it, 'unsatisfiable' for 416. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** Strong ETags (hash of the content), kept per key and size; the oldest entries leave first. */
const etags = new Map<string, { size: number; etag: string }>();
const ETAGS_KEPT = 5000;

async function etagOf(storage: Storage, key: string, size: number): Promise<string> {
  const known = etags.get(key);
  if (known && known.size === size) return known.etag;
  const etag = `"${createHash('sha256')
    .update(await storage.get(key))
    .digest('base64url')
    .slice(0, 32)}"`;
  etags.delete(key);
  etags.set(key, { size, etag });
  if (etags.size > ETAGS_KEPT) etags.delete(etags.keys().next().value!);
  return etag;
}

/** Streams a stored file with HTTP range support (206, Accept-Ranges, Content-Range) and caching headers. */
export async function sendStored(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  opts: { contentType: string; cacheControl: string },
) {
  const size = await storage.size(key);
  if (size === null) throw new NotFoundError(messages.media.notFound);
  const etag = await etagOf(storage, key, size);
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', opts.contentType)
    .header('cache-control', opts.cacheControl)
    .header('etag', etag);
  if (etagMatches(req, etag)) return reply.status(304).send();
  const range = parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('content-range', `bytes */${size}`)
      .header('content-type', 'application/json; charset=utf-8')
      .send({ detail: messages.media.rangeNotSatisfiable });
  }
  if (range && range !== 'invalid') {
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', String(range.end - range.start + 1))
      .send(storage.stream(key, range));
  }
  return reply.header('content-length', String(size)).send(storage.stream(key));
}
