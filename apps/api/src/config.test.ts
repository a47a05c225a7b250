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
    const base = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'sandbox',
      PUBLIC_URL: 'https://prepa.example',
      SMTP_URL: 'smtp://mail.example:587',
    };
    expect(() => loadConfig(base)).toThrow(/sandbox est refusé en production/);
    expect(loadConfig({ ...base, SANDBOX_PAYMENTS_IN_PRODUCTION: 'true' }).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('When in production with a NotchPay test key, then start-up is refused unless the demonstration flag is set', () => {
    const base = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'notchpay',
      PUBLIC_URL: 'https://prepa.example',
      SMTP_URL: 'smtp://mail.example',
      NOTCHPAY_HASH_KEY: 'hash',
    };
    for (const key of ['pk_test_123456789abcdef', 'pk_test.AbCdEf123', 'test_pk.123']) {
      expect(() => loadConfig({ ...base, NOTCHPAY_PUBLIC_KEY: key })).toThrow(/clé de test NotchPay refusée/);
    }
    expect(loadConfig({ ...base, NOTCHPAY_PUBLIC_KEY: 'pk.AbCdEf123' }).PAYMENT_PROVIDER).toBe('notchpay');
    expect(
      loadConfig({
        ...base,
        NOTCHPAY_PUBLIC_KEY: 'pk_test.AbCdEf123',
        SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
      }).PAYMENT_PROVIDER,
    ).toBe('notchpay');
    // Outside production, test keys are the way to try NotchPay's sandbox.
    expect(
      loadConfig({ ...base, NODE_ENV: 'development', NOTCHPAY_PUBLIC_KEY: 'pk_test.AbCdEf123' })
        .PAYMENT_PROVIDER,
    ).toBe('notchpay');
  });

  it('When in production without PUBLIC_URL, with a local one or without SMTP_URL, then start-up is refused', () => {
    const base = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'notchpay',
      NOTCHPAY_PUBLIC_KEY: 'a',
      NOTCHPAY_HASH_KEY: 'b',
    };
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
        return '';
      } catch (err) {
        return (err as ConfigError).problems.join('\n');
      }
    };
    expect(problems({ SMTP_URL: 'smtp://mail.example' })).toMatch(/PUBLIC_URL : obligatoire en production/);
    for (const local of [
      'http://localhost:3000',
      'http://127.0.0.1',
      'http://[::1]:3000',
      'http://app.localhost',
    ]) {
      expect(problems({ PUBLIC_URL: local, SMTP_URL: 'smtp://mail.example' })).toMatch(
        /PUBLIC_URL : une adresse locale .* est refusée en production/,
      );
    }
    expect(problems({ PUBLIC_URL: 'https://prepa.example', SMTP_URL: '' })).toMatch(/SMTP_URL : obligatoire/);
    const ok = loadConfig({ ...base, PUBLIC_URL: 'https://prepa.example', SMTP_URL: 'smtp://mail.example' });
    // Production defaults: no demo content, no public API description.
    expect(ok).toMatchObject({ SEED_DEMO: false, API_DOCS: 'off' });
    expect(loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cfg-')) })).toMatchObject({
      SEED_DEMO: true,
      API_DOCS: 'public',
    });
  });

  it('When PUBLIC_URL is not set, then links use the real port; bad operator settings stop the start', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prepa-config-'));
    expect(loadConfig({ DATA_DIR: dir, PORT: '4123' }).PUBLIC_URL).toBe('http://localhost:4123');
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://prepa.example' }).PUBLIC_URL).toBe(
      'https://prepa.example',
    );
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.SITE_STUDENTS).toBeUndefined();
    expect(c.SITE_SUCCESS_RATE).toBeUndefined();
    expect(c.SITE_TESTIMONIALS).toEqual([]);
    expect(c.ACCESS_RULES).toEqual({});
    expect(() => loadConfig({ DATA_DIR: dir, ACCESS_RULES: '{"tcf-canada":{"free_exercises":-1}}' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ DATA_DIR: dir, SITE_TESTIMONIALS: 'pas du JSON' })).toThrow(ConfigError);
  });
});
