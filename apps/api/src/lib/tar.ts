/**
 * A minimal POSIX tar (ustar) writer and reader for content packs: regular files and folders only,
 * names of at most 255 bytes. The reader refuses links, absolute names and `..`, and stops at the
 * limits it is given, so that an uploaded archive cannot write outside its folder or fill the disk.
 */

export interface TarEntry {
  name: string;
  data: Buffer;
}

const BLOCK = 512;

function octal(n: number, width: number): string {
  return `${n.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, mtime: number): Buffer {
  const h = Buffer.alloc(BLOCK, 0);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new Error(`nom trop long : ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  h.write(base, 0, 100, 'utf8');
  h.write(octal(0o644, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(mtime, 12), 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write('0', 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(octal(sum, 7), 148, 'ascii');
  h[155] = 0x20;
  return h;
}

/** The archive of the given files (names with `/` separators, relative). */
export function writeTar(entries: TarEntry[], mtime = Math.floor(Date.now() / 1000)): Buffer {
  const parts: Buffer[] = [];
  for (const e of entries) {
    parts.push(header(e.name, e.data.length, mtime), e.data);
    const pad = (BLOCK - (e.data.length % BLOCK)) % BLOCK;
    if (pad) parts.push(Buffer.alloc(pad, 0));
  }
  parts.push(Buffer.alloc(BLOCK * 2, 0));
  return Buffer.concat(parts);
}

const str = (b: Buffer, start: number, len: number) => {
  const s = b.subarray(start, start + len);
  const end = s.indexOf(0);
  return s.subarray(0, end === -1 ? len : end).toString('utf8');
};

export class TarError extends Error {}

/** The regular files of an archive; throws TarError on anything malformed, unsafe or over the limits. */
export function readTar(buf: Buffer, limits: { maxFiles: number; maxBytes: number }): TarEntry[] {
  const out: TarEntry[] = [];
  let total = 0;
  let off = 0;
  let longName: string | null = null;
  while (off + BLOCK <= buf.length) {
    const h = buf.subarray(off, off + BLOCK);
    if (h.every((b) => b === 0)) return out;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : h[i]!;
    if (Number.parseInt(str(h, 148, 8).trim(), 8) !== sum) throw new TarError('somme de contrôle');
    const size = Number.parseInt(str(h, 124, 12).trim() || '0', 8);
    if (!Number.isSafeInteger(size) || size < 0) throw new TarError('taille');
    const type = String.fromCharCode(h[156]!);
    const prefix = str(h, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${str(h, 0, 100)}` : str(h, 0, 100));
    longName = null;
    const start = off + BLOCK;
    if (start + size > buf.length) throw new TarError('archive tronquée');
    const data = buf.subarray(start, start + size);
    off = start + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'L') {
      longName = str(data, 0, data.length);
      continue;
    }
    if (type === '5' || type === 'x' || type === 'g') continue;
    if (type !== '0' && type !== '\0') throw new TarError(`type d’entrée refusé : ${type}`);
    const clean = name.replace(/^\.\//, '');
    if (
      !clean ||
      clean.startsWith('/') ||
      clean.split('/').some((p) => p === '..' || p === '') ||
      clean.includes('\\')
    )
      throw new TarError(`nom refusé : ${name}`);
    total += size;
    if (out.length >= limits.maxFiles || total > limits.maxBytes) throw new TarError('archive trop grande');
    out.push({ name: clean, data: Buffer.from(data) });
  }
  throw new TarError('fin d’archive absente');
}
