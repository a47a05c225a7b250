import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { accessRulesSchema, testimonialsSchema, type AccessRules } from '@prepa/shared';
import { z } from 'zod';
import { isNotchPayTestKey } from './modules/billing/providers/notchpay';

function safeJson(v: string): unknown {
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
}

/** Every setting of the platform, read once from the environment. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'doit commencer par postgres:// ou postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** Account creations accepted per address and hour (a school behind one address may raise it). */
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(30),
  /** Default: http://localhost:${PORT} (computed in loadConfig). */
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'doit contenir au moins 32 caractères').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'doit commencer par smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('PrépaLangues <no-reply@prepa-langues.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'doit commencer par redis:// ou rediss://')
    .optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  API_DOCS: z.enum(['public', 'admin', 'off']).optional(),
  LOCAL_PRODUCTION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  WEB_DIST: z.string().optional(),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, 'doit être un numéro international sans + ni espace')
    .default('237600000000'),
  // Marketing claims: shown only when the operator sets them (nothing by default).
  SITE_STUDENTS: z.coerce.number().int().min(0).optional(),
  SITE_SUCCESS_RATE: z.coerce.number().int().min(0).max(100).optional(),
  SITE_TESTIMONIALS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return [];
      const parsed = testimonialsSchema.safeParse(safeJson(v));
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'doit être un tableau JSON de {"name","place","text"}' });
        return z.NEVER;
      }
      return parsed.data;
    }),
  SITE_SUPPORT_HOURS: z.string().trim().min(3).max(120).optional(),
  ACCESS_RULES: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return {};
      const parsed = accessRulesSchema.safeParse(safeJson(v));
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message:
            'doit être un objet JSON {"<type d’examen ou *>": {"free_exercises": n, "free_exam_correction": true|false}}',
        });
        return z.NEVER;
      }
      return parsed.data as AccessRules;
    }),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'notchpay']).optional(),
  SANDBOX_PAYMENTS_IN_PRODUCTION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  NOTCHPAY_PUBLIC_KEY: z.string().optional(),
  NOTCHPAY_HASH_KEY: z.string().optional(),
  NOTCHPAY_API_URL: z.url().default('https://api.notchpay.co'),
  GRAMMALECTE_URL: z.url().optional(),
  GRAMMALECTE_DISABLED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  STT_BASE_URL: z.url().optional(),
  STT_API_KEY: z.string().optional(),
  STT_MODEL: z.string().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url().default('https://s3.amazonaws.com'),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  S3_PREFIX: z.string().optional(),
  RUN_WORKERS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** The worker's own GET /health (`npm run worker`, container healthcheck); unset: none. */
  WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Bearer token of GET /api/metrics (Prometheus); unset: the route answers 404. */
  METRICS_TOKEN: z.string().min(24, 'doit contenir au moins 24 caractères').optional(),
});

export type Env = z.infer<typeof envSchema>;
export type Config = Omit<
  Env,
  'JWT_SECRET' | 'PAYMENT_PROVIDER' | 'PUBLIC_URL' | 'SEED_DEMO' | 'API_DOCS'
> & {
  JWT_SECRET: string;
  PUBLIC_URL: string;
  PAYMENT_PROVIDER: 'sandbox' | 'notchpay';
  /** Demo content on an empty database: by default outside production only. */
  SEED_DEMO: boolean;
  /** /api/docs: public outside production; in production off unless enabled (public, or admins only). */
  API_DOCS: 'public' | 'admin' | 'off';
  dataDir: string;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuration invalide :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function loadOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses the environment; throws a ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(racine)'} : ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const dataDir = path.resolve(e.DATA_DIR);
  const isProd = e.NODE_ENV === 'production';
  if (isProd && !e.JWT_SECRET) problems.push('JWT_SECRET : obligatoire en production');
  // LOCAL_PRODUCTION: the production build on this machine only (benchmarks, load tests).
  if (isProd && !e.LOCAL_PRODUCTION) {
    const host = e.PUBLIC_URL ? new URL(e.PUBLIC_URL).hostname : '';
    if (!cleaned.PUBLIC_URL) {
      problems.push(
        'PUBLIC_URL : obligatoire en production (adresse publique des liens des e-mails et des paiements)',
      );
    } else if (
      /^(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1?\])$/i.test(host) ||
      host.endsWith('.localhost')
    ) {
      problems.push(`PUBLIC_URL : une adresse locale (${host}) est refusée en production`);
    }
    if (!e.SMTP_URL) {
      problems.push('SMTP_URL : obligatoire en production (sans lui, aucun e-mail ne part)');
    }
  }
  const provider = e.PAYMENT_PROVIDER ?? (isProd ? 'notchpay' : 'sandbox');
  if (provider === 'sandbox' && isProd && !e.SANDBOX_PAYMENTS_IN_PRODUCTION) {
    problems.push(
      'PAYMENT_PROVIDER : le fournisseur sandbox est refusé en production (SANDBOX_PAYMENTS_IN_PRODUCTION=true pour le forcer)',
    );
  }
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY : obligatoires avec S3_BUCKET');
  }
  if (provider === 'notchpay' && (!e.NOTCHPAY_PUBLIC_KEY || !e.NOTCHPAY_HASH_KEY)) {
    problems.push('NOTCHPAY_PUBLIC_KEY et NOTCHPAY_HASH_KEY : obligatoires avec NotchPay');
  }
  // A test key in production lets anyone "pay" with NotchPay's test credentials.
  if (
    isProd &&
    e.NOTCHPAY_PUBLIC_KEY &&
    isNotchPayTestKey(e.NOTCHPAY_PUBLIC_KEY) &&
    !e.SANDBOX_PAYMENTS_IN_PRODUCTION
  ) {
    problems.push(
      'NOTCHPAY_PUBLIC_KEY : clé de test NotchPay refusée en production (clé live attendue ; SANDBOX_PAYMENTS_IN_PRODUCTION=true pour une démonstration)',
    );
  }
  if (problems.length) throw new ConfigError(problems);
  const secret = e.JWT_SECRET ?? loadOrCreateDevSecret(dataDir);
  return {
    ...e,
    JWT_SECRET: secret,
    PAYMENT_PROVIDER: provider,
    PUBLIC_URL: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    SEED_DEMO: e.SEED_DEMO ?? !isProd,
    API_DOCS: e.API_DOCS ?? (isProd ? 'off' : 'public'),
    dataDir,
  };
}
