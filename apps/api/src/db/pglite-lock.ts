import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/**
 * PGlite is single-writer: two processes on one folder can corrupt it. The first process to open
 * it holds `DATA_DIR/pglite.lock` (its pid); another one is refused with this message, until the
 * holder stops. A lock left by a process that no longer runs (crash, SIGKILL) is taken over.
 */
export class DatabaseLockedError extends Error {
  constructor(
    public readonly lockFile: string,
    public readonly pid: number,
  ) {
    super(
      `La base embarquée (PGlite) est déjà ouverte par un autre processus (pid ${pid}, verrou ${lockFile}). ` +
        'Un seul processus peut l’utiliser à la fois : arrêtez le serveur (ou le worker) avant de lancer cette commande, ' +
        'ou utilisez PostgreSQL (DATABASE_URL) pour faire tourner plusieurs processus.',
    );
  }
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DatabaseLockedError; returns the function that releases it. */
export function lockPgliteFolder(lockFile: string): () => void {
  for (let i = 0; i < 3; i++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let holder: number;
      try {
        holder = Number(readFileSync(lockFile, 'utf8').trim());
      } catch {
        continue; // released in between: try again
      }
      if (alive(holder)) throw new DatabaseLockedError(lockFile, holder);
      try {
        unlinkSync(lockFile); // stale: its process is gone
      } catch {
        /* someone else took it over first */
      }
    }
  }
  throw new DatabaseLockedError(lockFile, NaN);
}
