import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('When nothing is set, then the defaults apply and a development secret is kept in DATA_DIR', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.PAYMENT_PROVIDER).toBe('sandbox');
    expect(c.JWT_SECRET).toBe(readFileSync(path.join(dir, 'jwt-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(c.JWT_SECRET);
  });

  it('When values are invalid, then every problem is listed in French', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'bavard', NODE_ENV: 'production' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL : doit commencer par postgres/);
      expect(problems).toMatch(/LOG_LEVEL/);
    }
  });

  it('When in production without JWT_SECRET, then start-up is refused', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'notchpay',
        NOTCHPAY_PUBLIC_KEY: 'a',
        NOTCHPAY_HASH_KEY: 'b',
      }),
    ).toThrow(/JWT_SECRET : obligatoire en production/);
  });

  it('When in production with the sandbox provider, then start-up is refused unless forced', () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'sandbox' };
    expect(() => loadConfig(base)).toThrow(/sandbox est refusé en production/);
    expect(loadConfig({ ...base, SANDBOX_PAYMENTS_IN_PRODUCTION: 'true' }).PAYMENT_PROVIDER).toBe('sandbox');
  });
});
