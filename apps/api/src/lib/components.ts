import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { findOnPath } from '../modules/correction/grammalecte';
import { messages } from './messages';

export interface Component {
  name: string;
  present: boolean;
  /** Where it was found (credentials removed), or what a missing one means for learners. */
  detail: string;
}

/** An address without its user name or password: scheme, host and port only. */
export function withoutCredentials(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}`;
  } catch {
    return '(adresse illisible)';
  }
}

const isExecutable = (p: string) => {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The optional parts of the platform and whether this machine has them. `which` finds a binary on
 * the PATH; `bundledFfmpeg` is the binary of the npm package, used when Debian's is missing.
 */
export function optionalComponents(
  config: Config,
  which: (binary: string) => string | null = (b) => findOnPath(b),
  bundledFfmpeg: () => string | null = () => null,
): Component[] {
  const m = messages.startup;
  const item = (name: string, where: string | null, impact: string): Component =>
    where ? { name, present: true, detail: where } : { name, present: false, detail: impact };

  const grammalecte = config.GRAMMALECTE_DISABLED
    ? {
        name: m.grammalecte.name,
        present: false,
        detail: `${m.grammalecte.disabled} : ${m.grammalecte.impact}`,
      }
    : item(
        m.grammalecte.name,
        config.GRAMMALECTE_URL
          ? m.grammalecte.external(withoutCredentials(config.GRAMMALECTE_URL))
          : ((p) => (p ? m.grammalecte.where(p) : null))(which('grammalecte-server')),
        m.grammalecte.impact,
      );
  const ffmpeg = which('ffmpeg') ?? bundledFfmpeg();
  return [
    grammalecte,
    item(m.ffmpeg.name, ffmpeg && isExecutable(ffmpeg) ? m.ffmpeg.where(ffmpeg) : null, m.ffmpeg.impact),
    item(m.stt.name, config.STT_BASE_URL ? withoutCredentials(config.STT_BASE_URL) : null, m.stt.impact),
    item(m.llm.name, config.LLM_BASE_URL ? withoutCredentials(config.LLM_BASE_URL) : null, m.llm.impact),
    item(
      m.smtp.name,
      config.SMTP_URL ? withoutCredentials(config.SMTP_URL) : null,
      m.smtp.impact(path.join(config.dataDir, 'outbox')),
    ),
    item(m.redis.name, config.REDIS_URL ? withoutCredentials(config.REDIS_URL) : null, m.redis.impact),
    item(m.s3.name, config.S3_BUCKET ?? null, m.s3.impact(config.dataDir)),
  ];
}

/** The report printed at start: one line per component, ✓ present or ✗ absent with its consequence. */
export function componentsReport(list: Component[]): string {
  const m = messages.startup;
  return [
    m.componentsTitle,
    ...list.map(
      (c) => `  ${c.present ? '✓' : '✗'} ${c.name} — ${c.present ? m.present : m.missing} : ${c.detail}`,
    ),
  ].join('\n');
}
