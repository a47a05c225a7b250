import {
  type AdminSettings,
  type AdminSettingsUpdate,
  type PlatformSettingKey,
  type PlatformSettings,
  platformSettingKeys,
  platformSettingsSchema,
} from '@prepa/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { AuditService } from '../audit/audit.service';
import type { SettingsRepository } from './settings.repository';

/** Default WhatsApp number of the configuration (a placeholder, not the operator's). */
const DEFAULT_WHATSAPP = '237600000000';

/** What the environment says for each setting (its variable, or the default when unset). */
export function environmentSettings(config: Config): {
  values: PlatformSettings;
  sources: Record<PlatformSettingKey, 'environment' | 'default'>;
} {
  const values: PlatformSettings = {
    whatsapp_number: config.WHATSAPP_NUMBER,
    site_students: config.SITE_STUDENTS ?? null,
    site_success_rate: config.SITE_SUCCESS_RATE ?? null,
    site_support_hours: config.SITE_SUPPORT_HOURS ?? null,
    site_testimonials: config.SITE_TESTIMONIALS,
    access_rules: config.ACCESS_RULES,
    review_access: 'packages',
  };
  const set = {
    whatsapp_number: config.WHATSAPP_NUMBER !== DEFAULT_WHATSAPP,
    site_students: config.SITE_STUDENTS !== undefined,
    site_success_rate: config.SITE_SUCCESS_RATE !== undefined,
    site_support_hours: config.SITE_SUPPORT_HOURS !== undefined,
    site_testimonials: config.SITE_TESTIMONIALS.length > 0,
    access_rules: Object.keys(config.ACCESS_RULES).length > 0,
    review_access: false,
  };
  const sources = Object.fromEntries(
    platformSettingKeys.map((k) => [k, set[k] ? 'environment' : 'default']),
  ) as Record<PlatformSettingKey, 'environment' | 'default'>;
  return { values, sources };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The platform settings an operator changes from the back office, held in memory by every
 * process: the database's values over the environment's. A change is saved with a NOTIFY; each
 * process (this one included) reloads on it, then tells its listeners (the catalogue cache).
 */
export function createPlatformSettings(deps: {
  repo: SettingsRepository;
  config: Config;
  log: FastifyBaseLogger;
  audit: Pick<AuditService, 'record'>;
  now?: () => Date;
}) {
  const env = environmentSettings(deps.config);
  const now = deps.now ?? (() => new Date());
  let overrides: Partial<PlatformSettings> = {};
  let updated: AdminSettings['updated'] = {};
  let values: PlatformSettings = { ...env.values };
  const listeners = new Set<() => void>();

  async function reload(): Promise<void> {
    const rows = await deps.repo.all();
    const next: Partial<Record<PlatformSettingKey, unknown>> = {};
    const meta: AdminSettings['updated'] = {};
    for (const row of rows) {
      const key = row.key as PlatformSettingKey;
      const schema = platformSettingsSchema.shape[key];
      const parsed = schema?.safeParse(row.value);
      if (!parsed?.success) {
        deps.log.warn(
          { setting: row.key },
          'réglage enregistré illisible : valeur de l’environnement gardée',
        );
        continue;
      }
      next[key] = parsed.data;
      meta[key] = { at: row.updatedAt.toISOString(), by: row.updatedBy };
    }
    overrides = next as Partial<PlatformSettings>;
    updated = meta;
    values = { ...env.values, ...overrides };
    for (const fn of listeners) fn();
  }

  function describe(): AdminSettings {
    return {
      values,
      sources: Object.fromEntries(
        platformSettingKeys.map((k) => [k, k in overrides ? 'database' : env.sources[k]]),
      ),
      updated,
    };
  }

  return {
    /** The settings in force (synchronous: read on hot paths). */
    current: (): PlatformSettings => values,
    reload,
    describe,
    onChange(fn: () => void): () => void {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    /** Handlers of the settings channel: reload on each change, and when listening starts again. */
    channel: {
      notify: () => void reload().catch((err: unknown) => deps.log.error({ err }, 'réglages non relus')),
      live: (on: boolean) => {
        if (on) void reload().catch((err: unknown) => deps.log.error({ err }, 'réglages non relus'));
      },
    },

    /** Saves the values that change, puts `reset` keys back to the environment, records who did it. */
    async update(actorId: number, input: AdminSettingsUpdate & { reset: PlatformSettingKey[] }) {
      const { reset, ...given } = input;
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      const toSave: Record<string, unknown> = {};
      for (const key of platformSettingKeys) {
        if (reset.includes(key) || !(key in given) || given[key] === undefined) continue;
        // Only what changes is saved: an untouched value keeps following the environment.
        if (same(values[key], given[key])) continue;
        toSave[key] = given[key];
        changes[key] = { from: values[key], to: given[key] };
      }
      const resetting = reset.filter((k) => k in overrides);
      for (const key of resetting) changes[key] = { from: values[key], to: env.values[key] };
      if (Object.keys(toSave).length || resetting.length) {
        await deps.repo.save(toSave, resetting, actorId, now());
        await reload();
        await deps.audit.record({
          actorId,
          action: 'settings.update',
          targetType: 'settings',
          targetId: null,
          details: { changes, reset: resetting },
        });
      }
      return describe();
    },
  };
}
export type PlatformSettingsService = ReturnType<typeof createPlatformSettings>;
