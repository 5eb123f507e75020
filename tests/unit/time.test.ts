// The device's times and dates in every regional format: what a script reads off the screen with
// TIME_OF_DAY and parseTimeOfDay, and what the answer grammar reads, is what the device writes.
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_FORMAT, TIME_OF_DAY, formatLongDate, formatLongDateWithYear, formatMonthYear, formatShortDate, formatShortDateWithYear,
  formatTimeOfDay, parseTimeOfDay, setRegionalFormat, type RegionalFormat,
} from '../../apps/kit/time.ts';
import { parseDate, parseTime } from '../../judges/answers.ts';

const FORMATS: RegionalFormat[] = [
  { region: 'en-US', hour24: true }, { region: 'en-US', hour24: false },
  { region: 'en-GB', hour24: true }, { region: 'en-GB', hour24: false },
];
const DAY = Date.UTC(2026, 2, 9); // Monday 9 March 2026

afterEach(() => setRegionalFormat(DEFAULT_FORMAT));

describe('times and dates as the device writes them', () => {
  it('TIME_OF_DAY matches every time of day on either clock, and parseTimeOfDay and the answer grammar read it back', () => {
    const whole = new RegExp(`^${TIME_OF_DAY}$`);
    for (const f of FORMATS) {
      setRegionalFormat(f);
      for (let minutes = 0; minutes < 24 * 60; minutes += 7) {
        const text = formatTimeOfDay(Math.floor(minutes / 60), minutes % 60);
        expect(text).toMatch(whole);
        expect(parseTimeOfDay(text)).toBe(minutes);
        expect(parseTime(text)).toBe(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
      }
    }
  });

  it('writes a date with its year in the region\'s order, and the answer grammar reads every date form', () => {
    setRegionalFormat({ region: 'en-GB', hour24: false });
    expect(formatLongDateWithYear(DAY)).toBe('Monday 9 March 2026');
    expect(formatShortDateWithYear(DAY)).toBe('9 Mar 2026');
    expect(formatMonthYear(DAY)).toBe('March 2026');
    setRegionalFormat({ region: 'en-US', hour24: true });
    expect(formatLongDateWithYear(DAY)).toBe('Monday, March 9, 2026');
    expect(formatShortDateWithYear(DAY)).toBe('Mar 9, 2026');
    expect(formatMonthYear(DAY)).toBe('March 2026');
    for (const f of FORMATS) {
      setRegionalFormat(f);
      for (const text of [formatLongDate(DAY), formatShortDate(DAY), formatLongDateWithYear(DAY), formatShortDateWithYear(DAY)]) expect(parseDate(text, 2026)).toBe('2026-03-09');
    }
  });
});
