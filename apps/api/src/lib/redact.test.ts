import { describe, expect, it } from 'vitest';
import { maskEmail, maskId, redactUrl } from './redact';

describe('log redaction', () => {
  it.each([
    [
      '/password-reset-confirm/MTI/n3xyz-0123456789abcdef0123456789abcdef',
      '/password-reset-confirm/[masqué]',
    ],
    [
      '/api/password-reset-confirm/MTI/n3xyz-0123456789abcdef0123456789abcdef/',
      '/api/password-reset-confirm/[masqué]',
    ],
    ['/Password-Reset-Confirm/MTI/abc?x=1', '/Password-Reset-Confirm/[masqué]?x=1'],
    ['/api/payments/sandbox/PL-1/?token=secret&x=1', '/api/payments/sandbox/PL-1/?token=[masqué]&x=1'],
    ['/api/exam-type/', '/api/exam-type/'],
  ])('When %s is logged, then it reads %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('When an e-mail or a session id is logged, then only a hint of it is', () => {
    expect(maskEmail('fatou.diop@exemple.fr')).toBe('f***@exemple.fr');
    expect(maskEmail('pas-une-adresse')).toBe('[masqué]');
    expect(maskId('0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0')).toBe('0f1e2d3c…');
  });
});
