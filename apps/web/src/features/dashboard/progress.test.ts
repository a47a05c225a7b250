import { describe, expect, it } from 'vitest';
import { attempt } from '../../test-utils/fixtures';
import { progressBySkill } from './progress';

describe('progress over time', () => {
  it('When attempts are scored, then each skill gets its trend (oldest first) and the NCLC of its best recent result', () => {
    const list = [
      attempt(1, { score: 560 }), // oldest: outside the 5 recent ones
      attempt(2, { score: 300 }),
      attempt(3, { score: 420 }),
      attempt(4, { score: 460 }),
      attempt(5, { completed_at: null }),
      attempt(6, { score: 410 }),
      attempt(7, { score: 380 }),
      attempt(8, { score: 360, skill: 'WRITING', note_20: 12.5 }),
    ];
    const [reading, listening, writing] = progressBySkill(list);
    expect(reading).toMatchObject({
      skill: 'READING',
      scores: [560, 300, 420, 460, 410, 380],
      count: 6,
      last: 380,
      bestRecent: 460, // 560 is older than the 5 latest
      nclc: '7', // reading 453-498
      level: 'B2',
    });
    expect(listening).toMatchObject({ skill: 'LISTENING', count: 0, bestRecent: null, nclc: null });
    // Writing reads the note /20: 12.5 → NCLC 8.
    expect(writing).toMatchObject({ skill: 'WRITING', nclc: '8', bestRecent: 360 });
  });

  it('When the best recent result is below NCLC 4, then the NCLC is null', () => {
    const [reading] = progressBySkill([attempt(1, { score: 120 })]);
    expect(reading).toMatchObject({ bestRecent: 120, nclc: null, level: 'A1' });
  });
});
