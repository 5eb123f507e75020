import { describe, expect, it } from 'vitest';
import { equivalentForms, matchAnswer, nearForms, type AnswerSpec, type AnswerValue } from '../../judges/index.ts';

describe('typed answer matching', () => {
  it('numbers: bare, as words, with the unit the question names or a counted noun; another unit is not the answer', () => {
    expect(matchAnswer({ type: 'number' }, 7, 7).passed).toBe(true);
    expect(matchAnswer({ type: 'number' }, 7, ' 7 ').passed).toBe(true);
    expect(matchAnswer({ type: 'number' }, 7, 8).passed).toBe(false);
    expect(matchAnswer({ type: 'number' }, 7, '7 contacts').passed).toBe(true);
    expect(matchAnswer({ type: 'number' }, 7, 'seven').passed).toBe(true);
    expect(matchAnswer({ type: 'number' }, 2, 'two alarms').passed).toBe(true);
    expect(matchAnswer({ type: 'number' }, 21, 'twenty-one').passed).toBe(true);
    expect(matchAnswer({ type: 'number', units: ['minutes', 'min'] }, 60, '60 minutes').passed).toBe(true);
    expect(matchAnswer({ type: 'number', units: ['minutes', 'min'] }, 60, '60 hours').error).toMatch(/type number/);
    expect(matchAnswer({ type: 'number' }, 60, '60 hours').error).toMatch(/type number/);
    expect(matchAnswer({ type: 'number' }, 7, 'several').error).toMatch(/type number/);
    expect(matchAnswer({ type: 'number' }, 2, '2 missed calls').passed).toBe(true);
    expect(matchAnswer({ type: 'number' }, 2, 'two missed calls').passed).toBe(true);
    expect(matchAnswer({ type: 'number' }, 21, 'twenty one missed calls').passed).toBe(true);
    expect(matchAnswer({ type: 'number' }, 2, '2 or 3 calls').error).toMatch(/type number/);
    expect(matchAnswer({ type: 'number' }, 2, '2 more calls').error).toMatch(/type number/);
    expect(matchAnswer({ type: 'number' }, 2, '2 calls and 1 answered').error).toMatch(/type number/);
    expect(matchAnswer({ type: 'number' }, 2, '2 long hours').error).toMatch(/type number/);
    expect(matchAnswer({ type: 'number', units: ['photos'] }, 5, '5 holiday photos').passed).toBe(true);
    expect(matchAnswer({ type: 'number', units: ['photos'] }, 5, '5 holiday items').error).toMatch(/type number/);
    expect(matchAnswer({ type: 'number', units: ['items', 'item'] }, 7, '7 unchecked items').passed).toBe(true);
    expect(matchAnswer({ type: 'number', units: ['minutes', 'min'] }, 60, '60 long hours').error).toMatch(/type number/);
    expect(matchAnswer({ type: 'number' }, 3, 'about 3 files').error).toMatch(/type number/);
    expect(matchAnswer({ type: 'number' }, 3, '3 or more files').error).toMatch(/type number/);
    for (const [n, more] of [[1, 'one hundred'], [2, 'two dozen'], [7, 'seven thousand'], [2, '2 hundred']] as const) expect(matchAnswer({ type: 'number' }, n, more).passed, more).toBe(false);
    expect(matchAnswer({ type: 'number' }, 7, '7 PDF files').passed).toBe(true);
    // A list's summary line ("3 of 6 left"), and a unit the question declares taken whole.
    const unchecked = { type: 'number', units: ['left', 'items', 'not checked off'] } as const;
    for (const form of ['3 of 6 left', 'three of 6 items', '3 not checked off']) expect(matchAnswer(unchecked, 3, form).passed, form).toBe(true);
    for (const form of ['3 of 6 checked', '3 of 2 left', '3 of 6', 'not 3']) expect(matchAnswer(unchecked, 3, form).passed, form).toBe(false);
    expect(matchAnswer({ type: 'number' }, 3, '3 of 6 calls').passed).toBe(false);
    expect(matchAnswer({ type: 'number', tolerance: 0.5 }, 7, 7.4).passed).toBe(true);
    // A declared label before the figure, as a Storage row writes it.
    const storage = { type: 'number', units: ['MB'], labels: ['Documents'] } as const;
    for (const form of ['Documents: 45.2 MB', 'Documents 45.2 MB', '45.2']) expect(matchAnswer(storage, 45.2, form).passed, form).toBe(true);
    for (const form of ['Used: 45.2 MB', 'Documents: 46.2 MB']) expect(matchAnswer(storage, 45.2, form).passed, form).toBe(false);
    // The row copied with the middle dot a summary line writes.
    expect(matchAnswer(storage, 45.2, 'Documents · 45.2 MB').passed).toBe(true);
    expect(matchAnswer(storage, 45.2, 'Documents · 46.2 MB').passed).toBe(false);
  });

  it('choice: one of the options, or one after a declared label as a summary line writes it', () => {
    const wifi = { type: 'choice', options: ['HomeNet', 'HomeNet-5G', 'CafeFree'], labels: ['Wi-Fi'] } as const;
    for (const form of ['HomeNet-5G', 'homenet-5g', 'Wi-Fi · HomeNet-5G', 'Wi-Fi: HomeNet-5G', 'Wi-Fi • HomeNet-5G', 'wi-fi homenet-5g']) expect(matchAnswer(wifi, 'HomeNet-5G', form).passed, form).toBe(true);
    // Another option after the label, an undeclared label, the label alone or words after the option are refused.
    for (const form of ['Wi-Fi · HomeNet', 'Network · HomeNet-5G', 'Wi-Fi', 'Wi-Fi · HomeNet-5G maybe']) expect(matchAnswer(wifi, 'HomeNet-5G', form).passed, form).toBe(false);
    // Without labels declared, a label is not taken off.
    expect(matchAnswer({ type: 'choice', options: ['HomeNet-5G', 'CafeFree'] }, 'HomeNet-5G', 'Wi-Fi · HomeNet-5G').passed).toBe(false);
  });

  it('text: case, spacing and a final full stop do not matter; a longer text containing the answer fails', () => {
    expect(matchAnswer({ type: 'text' }, 'Anna Berg', '  anna   BERG. ').passed).toBe(true);
    expect(matchAnswer({ type: 'text' }, 'Anna Berg', '"Anna Berg"').passed).toBe(true);
    expect(matchAnswer({ type: 'text' }, 'Lunch on Friday?', '“Lunch on Friday?”').passed).toBe(true);
    expect(matchAnswer({ type: 'text' }, 'Anna Berg', 'Anna Berg and Ben Kim').passed).toBe(false);
    expect(matchAnswer({ type: 'text' }, 'Anna Berg', 'Anna').passed).toBe(false);
    expect(matchAnswer({ type: 'text' }, 'Anna Berg', '').passed).toBe(false);
    expect(matchAnswer({ type: 'text' }, 'Anna Berg', ['Anna Berg']).error).toMatch(/type text/);
    // A declared label before the value, as the screen writes it or as one says it; the value must still be whole.
    const code = { type: 'text', labels: ['Door code'] } as const;
    for (const form of ['Door code: 4821', 'door code 4821', 'Door code is 4821', 'Door code - 4821', '4821']) expect(matchAnswer(code, '4821', form).passed, form).toBe(true);
    // A value that begins with a label's word is still itself.
    expect(matchAnswer({ type: 'text', labels: ['Re'] }, 'Re-scheduled meeting', 'Re-scheduled meeting').passed).toBe(true);
    expect(matchAnswer({ type: 'text', labels: ['Re'] }, 'Budget review', 'Re: Budget review').passed).toBe(true);
    for (const form of ['Door code 4821 maybe', 'Door codes 4821', 'Gate code: 4821', 'Door code: 48211']) expect(matchAnswer(code, '4821', form).passed, form).toBe(false);
  });

  it('phone text: compares digits, ignoring the +1 country code', () => {
    expect(matchAnswer({ type: 'text', format: 'phone' }, '+1 555-013-2841', '(555) 013 2841').passed).toBe(true);
    expect(matchAnswer({ type: 'text', format: 'phone' }, '+1 555-013-2841', '555 013 2842').passed).toBe(false);
    expect(matchAnswer({ type: 'text', format: 'phone' }, '+1 555-013-2841', '+1 555-013-2841 and more').error).toMatch(/phone number/);
    expect(matchAnswer({ type: 'text', format: 'phone' }, '+1 555-013-2841', 'call +1 555-013-2841').passed).toBe(false);
  });

  it('dates: ISO and every form the device shows name the same day; a wrong weekday or an impossible date is not a date', () => {
    const date = { type: 'date' } as const;
    expect(matchAnswer(date, '2026-03-02', '2026-03-02T10:00:00Z').passed).toBe(true);
    expect(matchAnswer(date, '2026-03-02', '2026-03-03').passed).toBe(false);
    expect(matchAnswer(date, '2026-02-30', '2026-02-30').error).toMatch(/type date/);
    for (const form of ['March 2', 'Mar 2', 'Monday, March 2', 'Monday, March 2, 2026', 'Mon, Mar 2', '2 March 2026', '3/2/2026', 'march 2nd']) {
      expect(matchAnswer(date, '2026-03-02', form).passed, form).toBe(true);
    }
    expect(matchAnswer(date, '2026-03-02', 'Tuesday, March 2').error).toMatch(/type date/);
    expect(matchAnswer(date, '2026-03-02', 'March 2, 2025').passed).toBe(false);
    // The time a call log or an event page writes beside the day does not change the day.
    for (const form of ['Monday, March 2, 2026 at 14:05', 'Mar 2, 2:05 PM', 'March 2 · 14:05', 'on March 2 at 9 am']) expect(matchAnswer(date, '2026-03-02', form).passed, form).toBe(true);
    for (const form of ['March 3 at 14:05', 'Tuesday, March 2 at 14:05', 'March 2, 2025, 14:05']) expect(matchAnswer(date, '2026-03-02', form).passed, form).toBe(false);
    // Relative words and a weekday within the week read the device clock when the answer was given.
    const now = Date.UTC(2026, 2, 3, 9, 30);
    expect(matchAnswer(date, '2026-03-02', 'Yesterday', { now }).passed).toBe(true);
    expect(matchAnswer(date, '2026-03-02', 'today', { now }).passed).toBe(false);
    expect(matchAnswer(date, '2026-02-27', 'Fri', { now }).passed).toBe(true);
    expect(matchAnswer(date, '2026-02-27', 'Thursday', { now }).passed).toBe(false);
  });

  it('times: H:MM and HH:MM, and 12-hour with am/pm', () => {
    const time = { type: 'time' } as const;
    for (const form of ['15:51', '3:51 PM', '3:51pm', '3:51 p.m.']) expect(matchAnswer(time, '15:51', form).passed, form).toBe(true);
    expect(matchAnswer(time, '03:51', '3:51').passed).toBe(true);
    expect(matchAnswer(time, '15:51', '3:51').passed).toBe(false);
    expect(matchAnswer(time, '12:05', '12:05 PM').passed).toBe(true);
    expect(matchAnswer(time, '00:05', '12:05 am').passed).toBe(true);
    expect(matchAnswer(time, '15:51', '15:52').passed).toBe(false);
    expect(matchAnswer(time, '15:51', 'quarter to four').error).toMatch(/type time/);
    // The day word a world clock writes beside a time: the time is what was asked.
    for (const form of ['03:15 tomorrow', 'Tomorrow, 03:15', '3:15 AM (today)', 'yesterday 03:15']) expect(matchAnswer(time, '03:15', form).passed, form).toBe(true);
    expect(matchAnswer(time, '03:15', '04:15 tomorrow').passed).toBe(false);
    expect(matchAnswer(time, '03:15', '03:15 next week').error).toMatch(/type time/);
    // The whole line a world clock writes beside a city's time (day word and UTC offset): not checked either.
    for (const form of ['03:15 Tomorrow, UTC+9', '03:15 (Tomorrow, UTC+9)', 'Tomorrow, UTC+9, 03:15', '3:15 AM UTC−5', '03:15 (UTC+5:45)', '03:15 UTC', '03:15, GMT-3'])
      expect(matchAnswer(time, '03:15', form).passed, form).toBe(true);
    expect(matchAnswer(time, '03:15', '04:15 Tomorrow, UTC+9').passed).toBe(false);
    expect(matchAnswer(time, '03:15', '03:15 UTC+9 or so').error).toMatch(/type time/);
    // "at" as one says a time: it does not change the time; "around" still makes it no answer.
    for (const form of ['at 14:30', 'At 2:30 PM', 'tomorrow at 14:30', 'at 14:30 today']) expect(matchAnswer(time, '14:30', form).passed, form).toBe(true);
    expect(matchAnswer(time, '14:30', 'at 15:30').passed).toBe(false);
    expect(matchAnswer(time, '14:30', 'around 14:30').error).toMatch(/type time/);
    // A time line as an event page writes it says when the event starts; a reversed or listed pair does not.
    for (const form of ['14:30 – 15:30', '14:30-15:30', '2:30 pm to 3:30 pm', 'from 14:30 until 15:30']) expect(matchAnswer({ type: 'time' }, '14:30', form).passed, form).toBe(true);
    expect(matchAnswer({ type: 'time' }, '14:30', '13:30 – 14:30').passed).toBe(false);
    for (const form of ['15:30 – 14:30', '14:30, 15:30']) expect(matchAnswer({ type: 'time' }, '14:30', form).passed, form).toBe(false);
  });

  it('every equivalent form the gate plays is accepted, and every near form rejected', () => {
    const now = Date.UTC(2026, 2, 3, 9, 30);
    const cases: [AnswerSpec, AnswerValue, string[]][] = [
      [{ type: 'number' }, 3, []],
      [{ type: 'number', units: ['minutes', 'minute', 'min'] }, 45, []],
      [{ type: 'text' }, 'Lunch on Friday?', ['Weekend plans']],
      [{ type: 'text', format: 'phone' }, '+1 555-013-2841', ['+1 555-013-9999']],
      [{ type: 'date' }, '2026-03-02', []],
      [{ type: 'date' }, '2026-02-27', []],
      [{ type: 'time' }, '09:05', []],
      [{ type: 'time' }, '23:59', []],
      [{ type: 'list' }, ['Ada Berg', 'Ben Kim', 'Cy Park'], ['Dee Long']],
      [{ type: 'choice', options: ['HomeNet-5G', 'Cafe Guest'] }, 'Cafe Guest', []],
    ];
    for (const [spec, expected, others] of cases) {
      for (const f of equivalentForms(spec, expected, { now })) expect(matchAnswer(spec, expected, f.value, { now }).passed, `${spec.type} ${f.name}`).toBe(true);
      for (const f of nearForms(spec, expected, others)) expect(matchAnswer(spec, expected, f.value, { now }).passed, `${spec.type} ${f.name}`).toBe(false);
    }
  });

  it('lists: compared as sets; a list of everything fails', () => {
    expect(matchAnswer({ type: 'list' }, ['Ada', 'Ben'], ['ben', 'ADA']).passed).toBe(true);
    expect(matchAnswer({ type: 'list' }, ['Ada', 'Ben'], 'Ben, Ada').passed).toBe(true);
    expect(matchAnswer({ type: 'list' }, ['Ada', 'Ben', 'Cy'], 'Cy, Ben and Ada').passed).toBe(true);
    expect(matchAnswer({ type: 'list' }, ['Ada', 'Ben', 'Cy'], 'Cy, Ben, and Ada').passed).toBe(true);
    expect(matchAnswer({ type: 'list' }, ['Ada', 'Ben'], 'Ada\nBen').passed).toBe(true);
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
