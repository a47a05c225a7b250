import { describe, expect, it } from 'vitest';
import { formatDate, formatDuration, formatPeriod, formatPrice, savings } from './format';

const nb = '\u00a0';

describe('formatPrice', () => {
  it('When a price is formatted, then it uses fr-CM grouping, no decimals and XAF', () => {
    expect(formatPrice(15000)).toBe(`15${nb}000${nb}XAF`);
    expect(formatPrice(1250.75)).toBe(`1${nb}251${nb}XAF`);
    expect(formatPrice(0)).toBe(`0${nb}XAF`);
  });
  it('When the API sends a string or nothing, then it is still a price', () => {
    expect(formatPrice('45000')).toBe(`45${nb}000${nb}XAF`);
    expect(formatPrice(null)).toBe(`0${nb}XAF`);
    expect(formatPrice('abc')).toBe(`0${nb}XAF`);
  });
});

describe('savings', () => {
  it('When a promo price exists, then savings are price minus promo price, never negative', () => {
    expect(savings(15000, 12000)).toBe(3000);
    expect(savings(10000, 12000)).toBe(0);
    expect(savings(15000, null)).toBe(0);
  });
});

describe('dates and durations', () => {
  it('When a date is formatted, then it is in French (fr-FR)', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('5 mars 2026');
    expect(formatDate('2026-12-31T12:00:00Z')).toBe('31 décembre 2026');
  });
  it('When the date is missing or invalid, then nothing is shown', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('pas une date')).toBe('');
  });
  it('When a period or a duration is formatted, then French units are used', () => {
    expect(formatPeriod(1)).toBe('1 mois');
    expect(formatPeriod(3)).toBe('3 mois');
    expect(formatDuration(725)).toBe('12 min 05 s');
    expect(formatDuration(42)).toBe('42 s');
  });
});
