import { describe, expect, it } from 'vitest';
import { badgeColor, cefrFromScore, nclcFor } from './levels';

describe('cefrFromScore', () => {
  it('When scores cross the SPEC thresholds, then the level changes exactly there', () => {
    expect(cefrFromScore(699)).toBe('C2');
    expect(cefrFromScore(600)).toBe('C2');
    expect(cefrFromScore(599)).toBe('C1');
    expect(cefrFromScore(500)).toBe('C1');
    expect(cefrFromScore(400)).toBe('B2');
    expect(cefrFromScore(300)).toBe('B1');
    expect(cefrFromScore(200)).toBe('A2');
    expect(cefrFromScore(50)).toBe('A1');
    expect(cefrFromScore(49)).toBe('Non atteint');
  });
});

describe('nclcFor', () => {
  it('When a listening score is looked up, then the IRCC bands apply', () => {
    expect(nclcFor('LISTENING', 699)).toBe('10+');
    expect(nclcFor('LISTENING', 549)).toBe('10+');
    expect(nclcFor('LISTENING', 548)).toBe('9');
    expect(nclcFor('LISTENING', 503)).toBe('8');
    expect(nclcFor('LISTENING', 458)).toBe('7');
    expect(nclcFor('LISTENING', 398)).toBe('6');
    expect(nclcFor('LISTENING', 369)).toBe('5');
    expect(nclcFor('LISTENING', 331)).toBe('4');
    expect(nclcFor('LISTENING', 330)).toBeNull();
  });

  it('When a reading score is looked up, then its own bands apply', () => {
    expect(nclcFor('READING', 524)).toBe('9');
    expect(nclcFor('READING', 523)).toBe('8');
    expect(nclcFor('READING', 453)).toBe('7');
    expect(nclcFor('READING', 452)).toBe('6');
    expect(nclcFor('READING', 342)).toBe('4');
    expect(nclcFor('READING', 341)).toBeNull();
  });

  it('When a writing or speaking note /20 is looked up, then the /20 bands apply', () => {
    expect(nclcFor('WRITING', 20)).toBe('10+');
    expect(nclcFor('WRITING', 14)).toBe('9');
    expect(nclcFor('SPEAKING', 12.9)).toBe('8');
    expect(nclcFor('SPEAKING', 10)).toBe('7');
    expect(nclcFor('WRITING', 7)).toBe('6');
    expect(nclcFor('WRITING', 6)).toBe('5');
    expect(nclcFor('SPEAKING', 4)).toBe('4');
    expect(nclcFor('SPEAKING', 3.9)).toBeNull();
  });
});

describe('badgeColor', () => {
  it('When an attempt is open or unscored, then the badge is gray', () => {
    expect(badgeColor(600, false)).toBe('gray');
    expect(badgeColor(null)).toBe('gray');
  });

  it('When the value is a share of its own scale, then >= 80 green, >= 60 yellow, else red', () => {
    expect(badgeColor(80.1)).toBe('green');
    expect(badgeColor(79.5)).toBe('yellow'); // not rounded up
    expect(badgeColor(60.1)).toBe('yellow');
    expect(badgeColor(59.9)).toBe('red');
  });
});
