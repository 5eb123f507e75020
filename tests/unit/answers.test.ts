import { describe, expect, it } from 'vitest';
import { answerSchema, equivalentForms, formatLine, matchAnswer, nearForms, type AnswerSpec, type AnswerValue } from '../../judges/index.ts';
import { frame, matchFrame, shown } from '../../judges/frames.ts';

const passes = (spec: AnswerSpec, expected: AnswerValue, submitted: unknown, now?: number) => matchAnswer(spec, expected, submitted, { now }).passed;
const refused = (spec: AnswerSpec, expected: AnswerValue, submitted: unknown, now?: number) => matchAnswer(spec, expected, submitted, { now }).error?.startsWith('answer_format') === true;

describe('answers by contract: the closed grammar', () => {
  it('counts: digits or a number word, a declared noun, quotes and a full stop; anything else is refused as answer_format', () => {
    const alarms: AnswerSpec = { type: 'count', nouns: ['alarms', 'alarm'] };
    for (const form of [3, '3', ' 3 ', 'three', '3 alarms', '"3"', '3.', '"3 alarms."', 'Three alarms.']) expect(passes(alarms, 3, form), String(form)).toBe(true);
    for (const form of [4, '4', 'four alarms']) expect(passes(alarms, 3, form), String(form)).toBe(false);
    // The audit's over-broad answers: words the format line does not allow, whatever the number.
    for (const form of ['4 disabled alarms', '3 alarms enabled', '3 are switched on', '3 or more', 'about 3', 'There are 3.', '3 of 6', '3 items', '3.5', -1, 2.5, 'several', ['3'], { n: 3 }]) {
      expect(refused(alarms, 3, form), JSON.stringify(form)).toBe(true);
    }
    expect(refused({ type: 'count' }, 1, '1 incoming call')).toBe(true);
    expect(passes({ type: 'count', nouns: ['missed calls', 'missed call'] }, 1, '1 missed call')).toBe(true);
    expect(passes({ type: 'count' }, 21, 'twenty-one')).toBe(true);
    expect(passes({ type: 'count' }, 21, 'twenty one')).toBe(true);
  });

  it('numbers with a unit: the declared unit or its aliases; a label only when declared, and only the declared one', () => {
    const audio: AnswerSpec = { type: 'number', unit: 'megabytes', aliases: ['MB'], label: 'Audio' };
    for (const form of [45.2, '45.2', '45.2 MB', '45.2MB', '45.2 megabytes', 'Audio: 45.2 MB', 'Audio · 45.2 MB', '"45.2 MB"']) expect(passes(audio, 45.2, form), String(form)).toBe(true);
    expect(passes(audio, 45.2, '46.2 MB')).toBe(false);
    // The audit's "Images: 195 MB" for an audio question: another label is not the form asked for.
    for (const form of ['Images: 45.2 MB', '45.2 GB', 'about 45.2 MB', 'Audio uses 45.2 MB']) expect(refused(audio, 45.2, form), form).toBe(true);
    expect(passes({ type: 'number', unit: 'megabytes', tolerance: 0.5 }, 7, 7.4)).toBe(true);
    expect(passes({ type: 'number', unit: 'megabytes' }, 1024, '1,024')).toBe(true);
  });

  it('amounts: the declared symbol before the value, as the device writes it; no other symbol, and none where none is declared', () => {
    const dollars: AnswerSpec = { type: 'number', unit: 'dollars', aliases: ['USD'], symbol: '$', label: 'Balance' };
    for (const form of [5569.63, '$5,569.63', '5,569.63', '$ 5,569.63', 'Balance: $5,569.63', '$5,569.63 USD', '5569.63 dollars', '"$5,569.63".']) expect(passes(dollars, 5569.63, form), String(form)).toBe(true);
    expect(passes(dollars, 5569.63, '$5,569.64')).toBe(false);
    for (const form of ['€5,569.63', '$$5,569.63', 'USD 5,569.63', 'about $5,569.63', '$5,569.63 or so']) expect(refused(dollars, 5569.63, form), form).toBe(true);
    expect(refused({ type: 'number', unit: 'megabytes' }, 12, '$12')).toBe(true);
  });

  it('amounts: a sign before the symbol, as a difference shows it (+, - and the minus sign)', () => {
    const dollars: AnswerSpec = { type: 'number', unit: 'dollars', symbol: '$' };
    for (const form of ['+$31', '+31', '"+$31".']) expect(passes(dollars, 31, form), form).toBe(true);
    for (const form of ['−$12', '-$12', '−12', '-$ 12']) expect(passes(dollars, -12, form), form).toBe(true);
    for (const form of ['−$31', '-$31']) expect(passes(dollars, 31, form), form).toBe(false);
    for (const form of ['+-$31', '+ $31', '++$31', '+€31']) expect(refused(dollars, 31, form), form).toBe(true);
    expect(refused({ type: 'count' }, 3, '−3')).toBe(true);
  });

  it('durations: a number of the declared unit, with its short forms', () => {
    const minutes: AnswerSpec = { type: 'duration', unit: 'minutes' };
    for (const form of [45, '45', '45 minutes', '45 min', 'forty-five']) expect(passes(minutes, 45, form), String(form)).toBe(true);
    for (const form of ['0.75 hours', '45 minutes long', '45m', '1 h 15 min']) expect(refused(minutes, 45, form), form).toBe(true);
  });

  it('dates: ISO and the forms the device shows; a weekday that is not the date\'s is no date', () => {
    const date: AnswerSpec = { type: 'date' };
    for (const form of ['2026-03-02', 'Monday, March 2', 'Monday, March 2, 2026', 'March 2', 'Mar 2', 'Mon, Mar 2', '2 March 2026', 'march 2.', '"2026-03-02"']) {
      expect(passes(date, '2026-03-02', form), form).toBe(true);
    }
    expect(passes(date, '2026-03-02', '2026-03-03')).toBe(false);
    expect(passes(date, '2026-03-02', 'March 2, 2025')).toBe(false);
    for (const form of ['Tuesday, March 2', 'on March 2', 'March 2 at 14:05', '3/2/2026', '2026-02-30', 'last Friday', 'soon']) expect(refused(date, '2026-03-02', form), form).toBe(true);
    // Relative words and a weekday within the week read the device clock when the answer was given.
    const now = Date.UTC(2026, 2, 3, 9, 30);
    expect(passes(date, '2026-03-02', 'Yesterday', now)).toBe(true);
    expect(passes(date, '2026-03-02', 'today', now)).toBe(false);
    expect(passes(date, '2026-02-27', 'Fri', now)).toBe(true);
    expect(passes(date, '2026-02-27', 'Thursday', now)).toBe(false);
  });

  it('times: HH:MM, H:MM and the 12-hour clock; a range, a day word or a sentence is refused', () => {
    const time: AnswerSpec = { type: 'time' };
    for (const form of ['15:51', '3:51 PM', '3:51pm', '3:51 p.m.', '"15:51".']) expect(passes(time, '15:51', form), form).toBe(true);
    expect(passes(time, '03:51', '3:51')).toBe(true);
    expect(passes(time, '15:51', '3:51')).toBe(false);
    expect(passes(time, '12:05', '12:05 PM')).toBe(true);
    expect(passes(time, '00:05', '12:05 am')).toBe(true);
    // The audit's time range accepted as "the time now", and the day words and offsets it grew.
    for (const form of ['15:51 – 16:51', '15:51 tomorrow', '15:51 Tomorrow, UTC+9', 'at 15:51', 'Friday, March 6, 15:51', '3 pm', 'quarter to four']) {
      expect(refused(time, '15:51', form), form).toBe(true);
    }
  });

  it('text: any case, spacing, accents and typographic quotes; a declared label; a sentence around it is another text', () => {
    const code: AnswerSpec = { type: 'text', what: 'the door code', label: 'Door code' };
    for (const form of ['4821', ' 4821. ', '"4821"', 'Door code: 4821', 'door code · 4821', 4821]) expect(passes(code, '4821', form), String(form)).toBe(true);
    for (const form of ['The door code is 4821.', 'Door code is 4821', 'Gate code: 4821', '48211']) expect(passes(code, '4821', form), form).toBe(false);
    const place: AnswerSpec = { type: 'text', what: 'the place' };
    expect(passes(place, 'Belém, Lisbon', 'belem, lisbon')).toBe(true);
    expect(passes({ type: 'text', what: 'their message' }, "Kids' play", '“Kids’ play”')).toBe(true);
  });

  it('names: as the app tells two names apart, a final full stop read both ways', () => {
    const caseless: AnswerSpec = { type: 'name', what: 'the folder name', rule: 'caseless' };
    expect(passes(caseless, 'Kids', 'kids')).toBe(true);
    expect(passes(caseless, 'Kids', 'Kids.')).toBe(true);
    expect(passes(caseless, 'Kids.', 'Kids.')).toBe(true);
    // The audit's "Kids." and "Road trip!": the app shows them as other names.
    expect(passes(caseless, 'Kids.', 'Kids')).toBe(false);
    expect(passes(caseless, 'Road trip', 'Road trip!')).toBe(false);
    const exact: AnswerSpec = { type: 'name', what: 'the password', rule: 'exact' };
    expect(passes(exact, 'Maple-42', 'maple-42')).toBe(false);
    expect(passes(exact, 'Maple-42', ' Maple-42 ')).toBe(true);
  });

  it('phones: digits and separators, compared by digits; a declared label; words make it no phone number', () => {
    const phone: AnswerSpec = { type: 'phone', label: 'Mobile' };
    for (const form of ['+1 555-013-2841', '(555) 013 2841', '5550132841', 'Mobile: +1 555-013-2841', '555–013–2841']) expect(passes(phone, '+1 555-013-2841', form), form).toBe(true);
    expect(passes(phone, '+1 555-013-2841', '555 013 2842')).toBe(false);
    for (const form of ['call +1 555-013-2841', '+1 555-013-2841 and more', 'Work: 555-013-2841']) expect(refused(phone, '+1 555-013-2841', form), form).toBe(true);
  });

  it('choices: one option in any case, after the declared label; anything else is refused', () => {
    const wifi: AnswerSpec = { type: 'choice', options: ['HomeNet', 'HomeNet-5G', 'CafeFree'], label: 'Wi-Fi' };
    for (const form of ['HomeNet-5G', 'homenet-5g', 'Wi-Fi · HomeNet-5G', 'Wi-Fi: HomeNet-5G']) expect(passes(wifi, 'HomeNet-5G', form), form).toBe(true);
    expect(passes(wifi, 'HomeNet-5G', 'Wi-Fi · HomeNet')).toBe(false);
    for (const form of ['Network · HomeNet-5G', 'Wi-Fi', 'HomeNet-5G, CafeFree', 'HomeNet-5G maybe']) expect(refused(wifi, 'HomeNet-5G', form), form).toBe(true);
  });

  it('lists: commas, "and" or new lines, compared as sets (or in order when asked); "none" is the empty list', () => {
    const people: AnswerSpec = { type: 'list', what: 'their full names', item: 'name', rule: 'caseless' };
    for (const form of [['Ada Berg', 'Ben Kim'], 'Ben Kim, Ada Berg', 'Ada Berg and Ben Kim', 'ada berg,\nben kim', 'Ada Berg, and Ben Kim.']) {
      expect(passes(people, ['Ada Berg', 'Ben Kim'], form), JSON.stringify(form)).toBe(true);
    }
    // The audit's list compared by position: an invitee removed and added back is the same set.
    expect(passes(people, ['Ada Berg', 'Ben Kim'], ['Ben Kim', 'Ada Berg'])).toBe(true);
    expect(passes(people, ['Ada Berg', 'Ben Kim'], ['Ada Berg'])).toBe(false);
    expect(passes(people, ['Ada Berg', 'Ben Kim'], ['Ada Berg', 'Ben Kim', 'Cy Park'])).toBe(false);
    expect(passes(people, [], 'none')).toBe(true);
    expect(passes({ ...people, ordered: true }, ['Ada Berg', 'Ben Kim'], 'Ben Kim, Ada Berg')).toBe(false);
    expect(refused(people, ['Ada Berg'], 3)).toBe(true);
  });

  it('yes or no: a boolean, or the word', () => {
    const yes: AnswerSpec = { type: 'yes_no' };
    for (const form of [true, 'yes', 'Yes.', '"yes"']) expect(passes(yes, true, form), String(form)).toBe(true);
    expect(passes(yes, true, false)).toBe(false);
    for (const form of ['yes, I think so', 'maybe', 1]) expect(refused(yes, true, form), String(form)).toBe(true);
  });

  it('every type has its one format line and a JSON Schema for structured answers', () => {
    expect(formatLine({ type: 'count' })).toBe('Answer with the number only.');
    expect(formatLine({ type: 'time' })).toBe('Answer with the time as HH:MM.');
    expect(formatLine({ type: 'list', what: 'their full names', item: 'name' })).toBe('Answer with their full names, separated by commas, or "none" if there are none.');
    expect(answerSchema({ type: 'count' })).toMatchObject({ type: 'integer', minimum: 0 });
    expect(answerSchema({ type: 'choice', options: ['A', 'B'] })).toMatchObject({ type: 'string', enum: ['A', 'B'] });
    expect(answerSchema({ type: 'yes_no' })).toMatchObject({ type: 'boolean' });
  });

  it('every equivalent form the gate plays is accepted, and every near form rejected', () => {
    const now = Date.UTC(2026, 2, 3, 9, 30);
    const cases: [AnswerSpec, AnswerValue, string[]][] = [
      [{ type: 'count', nouns: ['alarms'] }, 3, []],
      [{ type: 'count' }, 0, []],
      [{ type: 'number', unit: 'megabytes', aliases: ['MB'], label: 'Audio' }, 45.2, []],
      [{ type: 'number', unit: 'dollars', symbol: '$' }, 1250.5, []],
      [{ type: 'duration', unit: 'minutes' }, 45, []],
      [{ type: 'text', what: 'the message' }, 'Lunch on Friday?', ['Weekend plans']],
      [{ type: 'text', what: 'the code', label: 'Door code' }, '4821', ['1234']],
      [{ type: 'name', what: 'the name', rule: 'exact' }, 'Report.pdf', ['Notes.txt']],
      [{ type: 'name', what: 'the name', rule: 'caseless' }, 'Kids', ['Work']],
      [{ type: 'phone' }, '+1 555-013-2841', ['+1 555-013-9999']],
      [{ type: 'date' }, '2026-03-02', []],
      [{ type: 'date' }, '2026-02-27', []],
      [{ type: 'time' }, '09:05', []],
      [{ type: 'time' }, '23:59', []],
      [{ type: 'list', what: 'names', item: 'name', rule: 'caseless' }, ['Ada Berg', 'Ben Kim', 'Cy Park'], ['Dee Long']],
      [{ type: 'list', what: 'names', item: 'name' }, [], ['Dee Long']],
      [{ type: 'choice', options: ['HomeNet-5G', 'Cafe Guest'], label: 'Wi-Fi' }, 'Cafe Guest', []],
      [{ type: 'yes_no' }, false, []],
    ];
    for (const [spec, expected, others] of cases) {
      for (const f of equivalentForms(spec, expected, { now })) expect(passes(spec, expected, f.value, now), `${spec.type} ${f.name}`).toBe(true);
      for (const f of nearForms(spec, expected, others)) expect(passes(spec, expected, f.value, now), `${spec.type} ${f.name}`).toBe(false);
    }
  });
});

describe('a message by its frame', () => {
  const checkIn = frame('Check-in: DATE', 'DATE', { type: 'date' });
  it('reads the slot by the answer grammar: a date written as the device shows it, with or without its year, as an answer is read', () => {
    for (const text of ['Check-in: 2026-03-09', 'Check-in: Monday, March 9, 2026', 'Check-in: Monday, March 9', 'Check-in: Mar 9'])
      expect(matchFrame(checkIn, '2026-03-09', text).passed, text).toBe(true);
    for (const text of ['Check-in: March 10', 'Check-in: Tuesday, March 9', 'Check-in: March 9, 2027', 'Check in: March 9', 'Check-in: March 9 at noon'])
      expect(matchFrame(checkIn, '2026-03-09', text).passed, text).toBe(false);
  });
  it('reads en-GB dates and 12-hour times, as those looks show them', () => {
    for (const text of ['Check-in: 9 Mar', 'Check-in: Monday 9 March']) expect(matchFrame(checkIn, '2026-03-09', text).passed, text).toBe(true);
    const starts = frame('Starts at HH:MM', 'HH:MM', { type: 'time' });
    for (const text of ['Starts at 18:30', 'Starts at 6:30 PM']) expect(matchFrame(starts, '18:30', text).passed, text).toBe(true);
    expect(matchFrame(starts, '18:30', 'Starts at 6:30 AM').passed).toBe(false);
  });
  it('a quoted text that ends a sentence: its final full stop is optional, as the message\'s own is', () => {
    const quote = frame('A line I loved: QUOTE', 'QUOTE', { type: 'text', what: 'the sentence' });
    for (const text of ['A line I loved: It mattered.', 'A line I loved: It mattered']) expect(matchFrame(quote, 'It mattered.', text).passed, text).toBe(true);
    for (const text of ['A line I loved: It mattered!', 'A line I loved: It matters.']) expect(matchFrame(quote, 'It mattered.', text).passed, text).toBe(false);
  });
  it('several slots: the literal parts as typed text, each slot by its own spec', () => {
    const issue = frame('Issue #NUMBER is STATE', { NUMBER: { type: 'count' }, STATE: { type: 'choice', options: ['open', 'closed'] } });
    const want = { NUMBER: 7, STATE: 'open' };
    expect(shown(issue)).toBe('Issue #NUMBER is STATE');
    expect(shown(issue, want)).toBe('Issue #7 is open');
    for (const text of ['Issue #7 is open', 'Issue #7 is Open', 'Issue #7 is OPEN.', 'Issue #seven is open']) expect(matchFrame(issue, want, text).passed, text).toBe(true);
    for (const text of ['Issue #7 is closed', 'Issue #8 is open', 'issue #7 is open', 'Issue #7 is open now', 'Issue #7 is', 'Issue # is open', 'Issue #7 is open, Issue #7 is open'])
      expect(matchFrame(issue, want, text).passed, text).toBe(false);
    const flight = frame('CODE, PRICE', { CODE: { type: 'text', what: 'the flight number' }, PRICE: { type: 'number', unit: 'dollars', symbol: '$' } });
    const fare = { CODE: 'MR 451', PRICE: 1146 };
    for (const text of ['MR 451, $1146', 'MR 451, $1,146.00', 'mr 451, 1146']) expect(matchFrame(flight, fare, text).passed, text).toBe(true);
    for (const text of ['MR 452, $1146', 'MR 451, $1147', 'MR 451 $1146', 'MR 451, $1146, MR 451, $1146', 'MR 451, €1146']) expect(matchFrame(flight, fare, text).passed, text).toBe(false);
  });
  it('a frame parts its slots with literal text and holds each placeholder once', () => {
    expect(() => frame('A B', { A: { type: 'count' }, B: { type: 'count' } })).toThrow();
    expect(() => frame('N and N', { N: { type: 'count' } })).toThrow();
  });
});

describe('both sides read alike', () => {
  it('a name shown with a final full stop may be answered without it, as an answer may add one', () => {
    const developer: AnswerSpec = { type: 'text', what: 'developer' };
    for (const form of ['Blockparty Inc.', 'Blockparty Inc', 'blockparty inc', '"Blockparty Inc."']) expect(passes(developer, 'Blockparty Inc.', form), form).toBe(true);
    for (const form of ['Blockparty', 'Blockparty Inc.!', 'Blockparty Co.']) expect(passes(developer, 'Blockparty Inc.', form), form).toBe(false);
    expect(equivalentForms(developer, 'Blockparty Inc.').map((f) => f.value)).toContain('Blockparty Inc');
  });
});
