import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformSettings, users } from '../../db/schema';

/** Channel of "a platform setting changed": every process reloads its settings on it. */
export const SETTINGS_CHANNEL = 'settings_changed';

export function createSettingsRepository(db: Db) {
  return {
    /** Each value is stored wrapped as `{"v": value}`: a bare JSON string would be read back parsed twice. */
    async all() {
      const rows = await db
        .select({
          key: platformSettings.key,
          value: platformSettings.value,
          updatedAt: platformSettings.updatedAt,
          updatedBy: users.email,
        })
        .from(platformSettings)
        .leftJoin(users, eq(users.id, platformSettings.updatedBy));
      return rows.map((r) => ({ ...r, value: (r.value as { v?: unknown } | null)?.v }));
    },

    /** Writes the given values, removes the reset keys and tells the other processes, in one transaction. */
    async save(values: Record<string, unknown>, reset: string[], by: number, now: Date) {
      await db.transaction(async (tx) => {
        for (const [key, v] of Object.entries(values)) {
          const value = { v };
          await tx
            .insert(platformSettings)
            .values({ key, value, updatedBy: by, updatedAt: now })
            .onConflictDoUpdate({
              target: platformSettings.key,
              set: { value, updatedBy: by, updatedAt: now },
            });
        }
        if (reset.length) await tx.delete(platformSettings).where(inArray(platformSettings.key, reset));
        await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, '')`);
      });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
