import { describe, expect, it } from 'vitest';
import { parseSiteInfo } from './site';

describe('site settings', () => {
  it('When the API gives figures, then they are kept as numbers', () => {
    const info = parseSiteInfo({
      whatsapp_number: '237 6 99 00 11 22',
      figures: { students: 12000, success_rate: 93, exercises: 34, questions: 322 },
    });
    expect(info.whatsappNumber).toBe('237699001122');
    expect(info.figures).toEqual({ students: 12000, success_rate: 93, exercises: 34, questions: 322 });
  });

  it('When figures are missing or malformed, then none are shown rather than invented ones', () => {
    expect(parseSiteInfo({}).figures).toBeNull();
    // A malformed operator figure is dropped, the counts stay.
    expect(
      parseSiteInfo({ figures: { students: '10 000', success_rate: 95, exercises: 1, questions: 2 } })
        .figures,
    ).toEqual({ students: null, success_rate: 95, exercises: 1, questions: 2 });
    expect(
      parseSiteInfo({ figures: { students: 3, success_rate: 95, exercises: 'x', questions: 2 } }).figures,
    ).toBeNull();
    expect(parseSiteInfo({ whatsapp_number: '+33' }).whatsappNumber).toBeNull();
  });
});
