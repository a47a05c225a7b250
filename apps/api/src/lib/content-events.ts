/**
 * "The catalogue changed": content imports announce it to the caches of every process.
 * In the importing process through this in-process signal (heard at once), and to the other
 * processes through a NOTIFY on CATALOG_CHANNEL sent inside the import's transaction (heard on commit).
 */
export const CATALOG_CHANNEL = 'catalog_changed';

const listeners = new Set<() => void>();

export const catalogChanges = {
  on(fn: () => void): () => void {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
  emit(): void {
    for (const fn of listeners) fn();
  },
};
