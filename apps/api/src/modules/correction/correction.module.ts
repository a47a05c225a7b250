import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';
import type { Storage } from '../../lib/storage';
import { createCorrectionRepository } from './correction.repository';
import { createCorrectionService, type CorrectionServiceDeps } from './correction.service';
import { createCorrectionEngine } from './engine';
import { createGrammalecte, type GrammalecteChecker } from './grammalecte';
import { createLlmClient, createSttClient } from './providers';

export interface CorrectionModuleOptions {
  config: Pick<
    Config,
    | 'GRAMMALECTE_URL'
    | 'GRAMMALECTE_DISABLED'
    | 'LLM_BASE_URL'
    | 'LLM_API_KEY'
    | 'LLM_MODEL'
    | 'STT_BASE_URL'
    | 'STT_API_KEY'
    | 'STT_MODEL'
  >;
  db: Db;
  jobs: JobQueue;
  storage: Storage;
  log: FastifyBaseLogger;
  onCorrected?: CorrectionServiceDeps['onCorrected'];
  grammalecte?: GrammalecteChecker;
  providerTimeoutMs?: number;
  waitMs?: number;
}

/** Builds the correction engine from the configuration: Grammalecte, optional LLM and speech-to-text. */
export function createCorrection(o: CorrectionModuleOptions) {
  const c = o.config;
  const grammalecte =
    o.grammalecte ??
    createGrammalecte({ url: c.GRAMMALECTE_URL, disabled: c.GRAMMALECTE_DISABLED, log: o.log });
  const llm =
    c.LLM_BASE_URL && c.LLM_MODEL
      ? createLlmClient({
          baseUrl: c.LLM_BASE_URL,
          apiKey: c.LLM_API_KEY,
          model: c.LLM_MODEL,
          timeoutMs: o.providerTimeoutMs,
        })
      : null;
  const stt =
    c.STT_BASE_URL && c.STT_MODEL
      ? createSttClient({
          baseUrl: c.STT_BASE_URL,
          apiKey: c.STT_API_KEY,
          model: c.STT_MODEL,
          timeoutMs: o.providerTimeoutMs,
        })
      : null;
  const engine = createCorrectionEngine({ grammalecte, llm, stt });
  return createCorrectionService({
    repo: createCorrectionRepository(o.db),
    engine,
    jobs: o.jobs,
    storage: o.storage,
    log: o.log,
    onCorrected: o.onCorrected,
    waitMs: o.waitMs,
  });
}
