import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { CATALOG_CHANNEL, catalogChanges } from '../../lib/content-events';
import type { PlatformSettingsService } from '../settings/settings.service';
import { createAccessService } from './access';
import { createCatalogCache } from './catalog.cache';
import { createCatalogRepository } from './catalog.repository';
import { createCatalogService } from './catalog.service';

/**
 * Wires the catalogue: reads cached in process and forgotten on every content import (this process
 * or another), the access rules, and the catalogue's use cases.
 */
export function createCatalog(deps: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  settings: PlatformSettingsService;
  examInProgress: (userId: number, exerciseId: number) => Promise<boolean>;
}) {
  const { config, database, log, settings } = deps;
  const cache = createCatalogCache(createCatalogRepository(database.db, database.prepared), {
    freeze: config.NODE_ENV !== 'production',
  });
  const repo = cache.repository;
  const offLocal = catalogChanges.on(cache.notify);
  // Derived values (what each exam type's access rule opens) follow the settings.
  const offSettings = settings.onChange(cache.notify);
  const unlisten = database.subscribe(CATALOG_CHANNEL, cache).catch((err: unknown) => {
    log.warn({ err }, 'écoute des imports de contenu impossible : catalogue sans cache');
    return async () => {};
  });
  const access = createAccessService({
    catalog: repo,
    memo: cache.derive,
    rules: () => settings.current().access_rules,
  });
  const service = createCatalogService({
    catalog: repo,
    access,
    memo: cache.derive,
    // Read at each call: the operator may change them from the back office.
    site: {
      get whatsappNumber() {
        return settings.current().whatsapp_number;
      },
      get students() {
        return settings.current().site_students ?? undefined;
      },
      get successRate() {
        return settings.current().site_success_rate ?? undefined;
      },
      get testimonials() {
        return settings.current().site_testimonials;
      },
      get supportHours() {
        return settings.current().site_support_hours ?? undefined;
      },
    },
    examInProgress: deps.examInProgress,
  });
  return {
    cache,
    repo,
    access,
    service,
    /** Stops following local changes and settings (synchronous: before the listeners close). */
    off() {
      offLocal();
      offSettings();
    },
    async close() {
      const stopListening = await unlisten;
      await stopListening();
    },
  };
}
