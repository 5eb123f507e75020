import { describe, expect, it } from 'vitest';
import { matchAnswer } from '../../judges/index.ts';

describe('typed answer matching', () => {
  it('numbers: exact unless a tolerance is given; numeric strings count, words do not', () => {
    expect(matchAnswer({ type: 'number' }, 7, 7).passed).toBe(true);
    expect(matchAnswer({ type: 'number' }, 7, ' 7 ').passed).toBe(true);
    expect(matchAnswer({ type: 'number' }, 7, 8).passed).toBe(false);
    expect(matchAnswer({ type: 'number' }, 7, '7 contacts').error).toMatch(/type number/);
    expect(matchAnswer({ type: 'number' }, 7, 'seven').passed).toBe(false);
    expect(matchAnswer({ type: 'number', tolerance: 0.5 }, 7, 7.4).passed).toBe(true);
  });

  it('text: case, spacing and a final full stop do not matter; a longer text containing the answer fails', () => {
    expect(matchAnswer({ type: 'text' }, 'Anna Berg', '  anna   BERG. ').passed).toBe(true);
    expect(matchAnswer({ type: 'text' }, 'Anna Berg', 'Anna Berg and Ben Kim').passed).toBe(false);
    expect(matchAnswer({ type: 'text' }, 'Anna Berg', 'Anna').passed).toBe(false);
    expect(matchAnswer({ type: 'text' }, 'Anna Berg', '').passed).toBe(false);
    expect(matchAnswer({ type: 'text' }, 'Anna Berg', ['Anna Berg']).error).toMatch(/type text/);
  });

  it('phone text: compares digits, ignoring the +1 country code', () => {
    expect(matchAnswer({ type: 'text', format: 'phone' }, '+1 555-013-2841', '(555) 013 2841').passed).toBe(true);
    expect(matchAnswer({ type: 'text', format: 'phone' }, '+1 555-013-2841', '555 013 2842').passed).toBe(false);
    expect(matchAnswer({ type: 'text', format: 'phone' }, '+1 555-013-2841', '+1 555-013-2841 and more').error).toMatch(/phone number/);
    expect(matchAnswer({ type: 'text', format: 'phone' }, '+1 555-013-2841', 'call +1 555-013-2841').passed).toBe(false);
  });

  it('dates: ISO dates and date-times name the same day; impossible dates are not dates', () => {
    expect(matchAnswer({ type: 'date' }, '2026-03-02', '2026-03-02T10:00:00Z').passed).toBe(true);
    expect(matchAnswer({ type: 'date' }, '2026-03-02', '2026-03-03').passed).toBe(false);
    expect(matchAnswer({ type: 'date' }, '2026-02-30', '2026-02-30').error).toMatch(/type date/);
    expect(matchAnswer({ type: 'date' }, '2026-03-02', 'March 2').error).toMatch(/type date/);
  });

  it('lists: compared as sets; a list of everything fails', () => {
    expect(matchAnswer({ type: 'list' }, ['Ada', 'Ben'], ['ben', 'ADA']).passed).toBe(true);
    expect(matchAnswer({ type: 'list' }, ['Ada', 'Ben'], 'Ben, Ada').passed).toBe(true);
    expect(matchAnswer({ type: 'list' }, ['Ada', 'Ben'], ['Ada']).passed).toBe(false);
    expect(matchAnswer({ type: 'list' }, ['Ada', 'Ben'], ['Ada', 'Ben', 'Cy']).passed).toBe(false);
    expect(matchAnswer({ type: 'list' }, ['Ada'], 3).error).toMatch(/type list/);
  });

  it('choices: one of the options, normalized; anything else is not an option', () => {
    const spec = { type: 'choice', options: ['HomeNet-5G', 'Cafe Guest'] } as const;
    expect(matchAnswer(spec, 'Cafe Guest', 'cafe guest').passed).toBe(true);
    expect(matchAnswer(spec, 'Cafe Guest', 'HomeNet-5G').passed).toBe(false);
    expect(matchAnswer(spec, 'Cafe Guest', 'Cafe').error).toMatch(/not one of/);
    expect(matchAnswer(spec, 'Cafe Guest', 'HomeNet-5G, Cafe Guest').passed).toBe(false);
  });
});
