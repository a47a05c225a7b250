import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Files of the platform: public media (`media/...`) and private recordings (`answers/...`).
 * Local folder by default; the interface is what an S3-compatible adapter implements.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType?: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** Size in bytes, or null when the file does not exist. */
  size(key: string): Promise<number | null>;
  /** A byte range [start, end] inclusive, or the whole file. */
  stream(key: string, range?: { start: number; end: number }): Readable;
  remove(key: string): Promise<void>;
  /** Every file whose key starts with `prefix` (a folder such as `answers/`), with its last change. */
  list(prefix: string): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/** Rejects keys that could leave the storage folder. */
export function safeKey(key: string): string | null {
  if (!key || key.length > 512 || key.includes('\0') || key.includes('\\')) return null;
  const norm = path.posix.normalize(key);
  if (norm.startsWith('/') || norm.startsWith('..') || norm !== key) return null;
  if (!/^[A-Za-z0-9._\-/]+$/.test(norm)) return null;
  return norm;
}

export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    const k = safeKey(key);
    if (!k) throw new Error(`clé de stockage invalide : ${key}`);
    return path.join(root, k);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, file);
    },
    get: (key) => readFile(resolve(key)),
    async size(key) {
      try {
        const s = await stat(resolve(key));
        return s.isFile() ? s.size : null;
      } catch {
        return null;
      }
    },
    stream: (key, range) => createReadStream(resolve(key), range),
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async *list(prefix) {
      const dir = resolve(prefix.replace(/\/+$/, ''));
      let entries;
      try {
        entries = await readdir(dir, { recursive: true, withFileTypes: true });
      } catch {
        return;
      }
      for (const e of entries) {
        if (!e.isFile()) continue;
        const file = path.join(e.parentPath, e.name);
        const s = await stat(file).catch(() => null);
        if (s) yield { key: path.relative(root, file).split(path.sep).join('/'), modifiedAt: s.mtime };
      }
    },
  };
}
