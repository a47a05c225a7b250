import { describe, expect, it } from 'vitest';
import { signNotchBody, verifyNotchSignature } from './providers/notchpay';
import { addMonths, discountedPrice, normalizeCode, promoReduction, type PromoRow } from './promo';

const now = new Date('2026-06-15T12:00:00Z');
const promo = (o: Partial<PromoRow> = {}): PromoRow => ({
  id: 1,
  code: 'TCF2026',
  percentage: 20,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  uses: 0,
  isActive: true,
  ...o,
});

describe('promo rules', () => {
  it('When the code is valid, then its percentage applies; otherwise 0', () => {
    expect(promoReduction(promo(), [], 3, now)).toBe(20);
    expect(promoReduction(undefined, [], 3, now)).toBe(0);
    expect(promoReduction(promo({ isActive: false }), [], 3, now)).toBe(0);
    expect(promoReduction(promo({ validFrom: new Date('2026-06-16T00:00:00Z') }), [], 3, now)).toBe(0);
    expect(promoReduction(promo({ validUntil: new Date('2026-06-15T11:59:59Z') }), [], 3, now)).toBe(0);
    expect(promoReduction(promo({ maxUses: 5, uses: 5 }), [], 3, now)).toBe(0);
    expect(promoReduction(promo({ maxUses: 5, uses: 4 }), [], 3, now)).toBe(20);
    expect(promoReduction(promo(), [1, 2], 3, now)).toBe(0);
    expect(promoReduction(promo(), [1, 3], 3, now)).toBe(20);
  });

  it('When normalising a typed code, then case and spaces do not matter', () => {
    expect(normalizeCode('  tcf2026 ')).toBe('TCF2026');
    expect(normalizeCode('   ')).toBeNull();
    expect(normalizeCode(null)).toBeNull();
  });

  it('When discounting, then the price is rounded to the franc and never negative', () => {
    expect(discountedPrice(15000, 20)).toBe(12000);
    expect(discountedPrice(9999, 15)).toBe(8499);
    expect(discountedPrice(15000, 100)).toBe(0);
  });

  it('When adding months, then the day is kept or clamped to the end of the month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-15T10:00:00Z'), 3).toISOString()).toBe('2027-02-15T10:00:00.000Z');
  });
});

describe('NotchPay signature', () => {
  it('When the HMAC of the raw body matches, then it is accepted; any other value is refused', () => {
    const body = Buffer.from('{"type":"payment.complete"}');
    const sig = signNotchBody(body, 'cle');
    expect(verifyNotchSignature(body, sig, 'cle')).toBe(true);
    expect(verifyNotchSignature(body, sig.toUpperCase(), 'cle')).toBe(true);
    expect(verifyNotchSignature(body, sig, 'autre')).toBe(false);
    expect(verifyNotchSignature(Buffer.from('{"type":"payment.failed"}'), sig, 'cle')).toBe(false);
    expect(verifyNotchSignature(body, sig.slice(0, 40), 'cle')).toBe(false);
    expect(verifyNotchSignature(body, undefined, 'cle')).toBe(false);
    expect(verifyNotchSignature(body, ['a'], 'cle')).toBe(false);
  });
});
