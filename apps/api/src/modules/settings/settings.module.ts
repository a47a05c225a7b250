import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit/audit.service';
import { createSettingsRepository, SETTINGS_CHANNEL } from './settings.repository';
import { createPlatformSettings } from './settings.service';

/** Settings an operator changes from the back office (the database's values over the environment's). */
export function createSettings(deps: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  audit: AuditService;
}) {
  const { config, database, log, audit } = deps;
  const settings = createPlatformSettings({
    repo: createSettingsRepository(database.db),
    config,
    log,
    audit,
  });
  const unlisten = database.subscribe(SETTINGS_CHANNEL, settings.channel).catch((err: unknown) => {
    log.warn({ err }, 'écoute des changements de réglages impossible : relus au démarrage seulement');
    return async () => {};
  });
  return {
    settings,
    async close() {
      await (
        await unlisten
      )();
    },
  };
}
