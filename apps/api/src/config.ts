import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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
  PUBLIC_URL: z.url().default('http://localhost:3000'),
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
    .default('true')
    .transform((v) => v === 'true'),
  WEB_DIST: z.string().optional(),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, 'doit être un numéro international sans + ni espace')
    .default('237600000000'),
  SITE_STUDENTS: z.coerce.number().int().min(0).default(10_000),
  SITE_SUCCESS_RATE: z.coerce.number().int().min(0).max(100).default(95),
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
});

export type Env = z.infer<typeof envSchema>;
export type Config = Omit<Env, 'JWT_SECRET' | 'PAYMENT_PROVIDER'> & {
  JWT_SECRET: string;
  PAYMENT_PROVIDER: 'sandbox' | 'notchpay';
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
  if (problems.length) throw new ConfigError(problems);
  const secret = e.JWT_SECRET ?? loadOrCreateDevSecret(dataDir);
  return { ...e, JWT_SECRET: secret, PAYMENT_PROVIDER: provider, dataDir };
}
