// Deliberately broken templates: the gate must catch each one.
import { VivariumError } from '../../clients/ts/index.ts';
import { defineTask, type AppNoise } from '../../tasks/define.ts';
import type { TaskUi } from '../../tasks/ui.ts';
import { added, changedTo, expectEqual, expectThat, foldText, free, removed } from '../../judges/index.ts';
import { formatClock, TIME_OF_DAY } from '../../apps/kit/time.ts';
import { CITIES } from '../../apps/clock/state.ts';
import { fullName, phoneMatchKey, type Contact } from '../../apps/contacts/state.ts';
import * as contacts from '../../tasks/contacts/kit.ts';
import * as clock from '../../tasks/clock/kit.ts';
import * as mail from '../../tasks/mail/kit.ts';
import * as messages from '../../tasks/messages/kit.ts';
import * as notes from '../../tasks/notes/kit.ts';
import * as phone from '../../tasks/phone/kit.ts';

/** What the right oracle of "Turn Wi-Fi on." does, before its `done`. */
const turnWifiOn = async (ui: TaskUi) => {
  await ui.openApp('Settings');
  await ui.tap('Network & internet');
  await ui.tap({ text: 'Wi-Fi', role: 'switch' });
};

/** A judge that accepts anything: every wrong solution becomes a false accept. */
export const alwaysPasses = defineTask({
  id: 'fixture/always-passes',
  apps: ['settings'],
  difficulty: 1,
  maxSteps: 10,
  params: () => ({}),
  goal: () => 'Turn Wi-Fi on.',
  setup: (d) => {
    d.apps.settings.wifi = false;
  },
  checks: () => [expectThat('Wi-Fi is on (broken: always passes)', true, () => true, () => true)],
  changes: () => [free('apps')],
  oracle: async (ui) => {
    await turnWifiOn(ui);
    await ui.done();
  },
  nearMisses: [{ name: 'does nothing', run: (ui) => ui.done() }],
});

/** A correct judge with an oracle that forgets its last step: a false reject. */
export const oracleMissesStep = defineTask({
  id: 'fixture/oracle-misses-step',
  apps: ['settings'],
  difficulty: 1,
  maxSteps: 10,
  params: () => ({}),
  goal: () => 'Turn Wi-Fi on.',
  setup: (d) => {
    d.apps.settings.wifi = false;
  },
  checks: () => [expectEqual('Wi-Fi is on', true, ({ after }) => after.apps.settings.wifi)],
  changes: () => [changedTo('apps.settings.wifi', true)],
  oracle: async (ui) => {
    await ui.openApp('Settings');
    await ui.tap('Network & internet');
    await ui.done(); // forgot to tap the switch
  },
  nearMisses: [{ name: 'does nothing', run: (ui) => ui.done() }],
});

/** A template that declares no near miss: a problem on its own. */
export const noNearMiss = { ...oracleMissesStep, id: 'fixture/no-near-miss', nearMisses: [] };

let replays = 0;
/** A correct judge whose oracle ends differently every other run (home or back): the replays differ. */
export const notReplayable = defineTask({
  ...oracleMissesStep,
  id: 'fixture/not-replayable',
  oracle: async (ui) => {
    await turnWifiOn(ui);
    await ((replays += 1) % 2 === 0 ? ui.back() : ui.home());
    await ui.done();
  },
});

// The environment failing under a job (what the client throws when the server says a call may
// be repeated: here a renderer crash it recovered from) is no verdict: the gate plays the job again.
const crashed = () => new VivariumError('the device crashed during this call; it was rebuilt at the state after step 1, and the call can be repeated', 'BROWSER_CRASHED', true, -32008, { recovered: true, step: 1 });
let crashes = 0;
/** A correct template whose first oracle meets a crash: its job is played again, and counted once. */
export const crashesOnce = defineTask({
  ...oracleMissesStep,
  id: 'fixture/crashes-once',
  oracle: async (ui) => {
    if ((crashes += 1) === 1) {
      await ui.openApp('Settings');
      throw crashed();
    }
    await turnWifiOn(ui);
    await ui.done();
  },
});

/** A correct template whose oracle always meets a crash: a problem, and the gate goes on. */
export const alwaysCrashes = defineTask({
  ...oracleMissesStep,
  id: 'fixture/always-crashes',
  oracle: async (ui) => {
    await ui.openApp('Settings');
    throw crashed();
  },
});

// ---------------------------------------------------------------- one broken judge per class
// Each template below has the hole of one class of issue 12, hand-rolled the old way; the gate v2
// must report it (tests/e2e/gate.test.ts says which trial catches which).

const wifiOff = (d: { apps: { settings: { wifi: boolean } } }) => void (d.apps.settings.wifi = false);
const newContact = (name: string) => ({ first: name, last: 'Quill', phone: '+1 555-404-0101' });

/** Noise for the planted templates: a browse that lets the clock run, and damage in Settings. */
export const plantedNoise: AppNoise = {
  browse: {
    run: async (ui) => {
      await ui.launch('Settings');
      for (let i = 0; i < 5; i++) await ui.wait(60_000);
      await ui.close('Settings');
    },
    // Waiting changes nothing but the clock.
    apply: () => {},
  },
  damage: [{ name: 'flips Bluetooth', run: async (ui) => {
    await ui.launch('Settings');
    await ui.tap('Connected devices');
    await ui.tap({ text: 'Bluetooth', role: 'switch' });
  }, apply: (d) => void (d.apps.settings.bluetooth = !d.apps.settings.bluetooth) }],
};

/**
 * A correct query whose seeds ask one thing in other words: every seed's goal reads differently, and
 * every answer is the same. Playing another seed's oracle here is right, not a wrong solution, so
 * the gate must not count it as a false accept (it plays no other-params trial for it).
 */
export const oneAnswerManyWordings = defineTask({
  id: 'fixture/one-answer-many-wordings',
  apps: ['settings'], difficulty: 1, maxSteps: 10,
  params: ({ rng }) => ({ radio: rng.pick(['Wi-Fi', 'the Wi-Fi radio', 'wireless networking', 'WLAN']) }),
  goal: (p) => `Is ${p.radio} on?`,
  setup: (d) => void (d.apps.settings.wifi = true),
  checks: () => [],
  answer: { spec: { type: 'yes_no' }, expected: (_p, before) => before.apps.settings.wifi },
  oracle: async (ui) => {
    await ui.openApp('Settings');
    await ui.tap('Network & internet');
    await ui.answer(ui.find({ text: 'Wi-Fi', role: 'switch' })!.checked ? 'yes' : 'no');
  },
  nearMisses: [{ name: 'answers the other way', run: (ui) => ui.answer('no') }],
});

/**
 * A change whose goals differ only in what the oracle does not read (a reason beside the switch to
 * turn on): every other seed's oracle ends where this seed's does. That is the solution here, not a
 * wrong one, so the gate sets those trials aside (up to three seeds) instead of counting a false
 * accept, and reports that the params change nothing a judge could read.
 */
export const sameEndOtherWords = defineTask({
  id: 'fixture/same-end-other-words',
  apps: ['settings'], difficulty: 1, maxSteps: 10,
  params: ({ rng }) => ({ reason: rng.pick(['to sync my photos', 'for a video call', 'before the update', 'to save data', 'for the printer', 'at the hotel']) }),
  goal: (p) => `Turn Wi-Fi on ${p.reason}.`,
  setup: (d) => void (d.apps.settings.wifi = false),
  changes: () => [changedTo('apps.settings.wifi', true)],
  checks: () => [expectEqual('Wi-Fi is on', true, ({ after }) => after.apps.settings.wifi)],
  oracle: async (ui) => {
    await turnWifiOn(ui);
    await ui.done();
  },
  nearMisses: [{ name: 'does nothing', run: (ui) => ui.done() }],
});

/** Class 1: an answer matched by hand against one spelling; the device's other forms are refused. */
export const answerOneSpelling = defineTask({
  id: 'fixture/class-1-answer-one-spelling',
  apps: ['contacts'], difficulty: 1, maxSteps: 10,
  params: ({ world }) => ({ name: fullName(world.apps.contacts.contacts[0]!) }),
  goal: (p) => `What is ${p.name}'s phone number?`,
  checks: (p) => [expectThat('the answer is the number as stored (broken: exact string)', p.name, ({ answer, before }) => answer === contacts.listed(before).find((c) => fullName(c) === p.name)!.phone && answer, (v) => v !== false)],
  answer: { spec: { type: 'phone' }, expected: (p, before) => contacts.listed(before).find((c) => fullName(c) === p.name)!.phone },
  oracle: async (ui, p) => ui.answer(await contacts.readPhone(ui, p.name)),
  nearMisses: [{ name: 'answers nothing', run: (ui) => ui.done() }],
});

/** Class 2: "what time is it" computed from the clock at reset, not when the agent answers. */
export const nowFrozen = defineTask({
  id: 'fixture/class-2-now-frozen',
  apps: ['settings'], difficulty: 1, maxSteps: 10,
  params: () => ({}),
  goal: () => 'What time is it now? Answer like 09:41.',
  checks: () => [],
  answer: { spec: { type: 'time' }, expected: (_p, before) => formatClock(before.os.now) },
  oracle: async (ui) => ui.answer(ui.find({ matches: new RegExp(`^${TIME_OF_DAY}$`) })!.text),
  nearMisses: [{ name: 'answers midnight', run: (ui) => ui.answer('00:00') }],
});

/** Class 3: the allowed change names the id predicted at reset; delete and redo lands elsewhere. */
export const predictedId = defineTask({
  id: 'fixture/class-3-predicted-id',
  apps: ['contacts'], difficulty: 1, maxSteps: 30,
  params: ({ world }) => ({ ...newContact('Ottoline'), id: `c${world.apps.contacts.nextId}` }),
  goal: (p) => `Add a contact named ${p.first} ${p.last} with phone number ${p.phone}.`,
  changes: (p) => [free(`apps.contacts.contacts[${p.id}]`)],
  checks: (p) => [expectEqual('the contact exists', p.phone, ({ after }) => after.apps.contacts.contacts.find((c) => fullName(c) === `${p.first} ${p.last}`)?.phone ?? null)],
  oracle: async (ui, p) => { await contacts.create(ui, { firstName: p.first, lastName: p.last, phone: p.phone }); await ui.done(); },
  alternatives: [{ name: 'creates it with a typo, deletes it, creates it again', run: async (ui, p, oracle) => {
    await contacts.create(ui, { firstName: p.first, lastName: p.last, phone: '+1 555-404-0109' });
    await ui.tap({ text: 'Delete', role: 'button' });
    await ui.tap({ text: 'Delete', role: 'button' });
    await ui.back();
    await oracle(ui, p);
  } }],
  nearMisses: [{ name: 'does nothing', run: (ui) => ui.done() }],
});

/** Class 4: harmless bookkeeping (an id counter) judged as if it were the task's. */
export const viewStateAsDamage = defineTask({
  id: 'fixture/class-4-bookkeeping-as-damage',
  apps: ['settings'], difficulty: 1, maxSteps: 30,
  params: () => ({}), goal: () => 'Turn Wi-Fi on.', setup: wifiOff,
  changes: () => [changedTo('apps.settings.wifi', true)],
  checks: () => [
    expectEqual('Wi-Fi is on', true, ({ after }) => after.apps.settings.wifi),
    expectEqual('no contact id was used (broken: id counters are bookkeeping)', 0, ({ before, after }) => after.apps.contacts.nextId - before.apps.contacts.nextId),
  ],
  oracle: async (ui) => { await turnWifiOn(ui); await ui.done(); },
  alternatives: [{ name: 'saves a contact by mistake and deletes it first', run: async (ui, p, oracle) => {
    await contacts.create(ui, { firstName: 'Oops' });
    await ui.tap({ text: 'Delete', role: 'button' });
    await ui.tap({ text: 'Delete', role: 'button' });
    await ui.home();
    await oracle(ui, p);
  } }],
  nearMisses: [{ name: 'does nothing', run: (ui) => ui.done() }],
});

/** Class 5: presence checked, absence not: the whole app may change. */
export const presenceOnly = defineTask({
  ...viewStateAsDamage, id: 'fixture/class-5-presence-only', alternatives: [],
  changes: () => [free('apps.settings')],
  checks: () => [expectEqual('Wi-Fi is on', true, ({ after }) => after.apps.settings.wifi)],
});

/** Class 6: a created record's fields that the goal does not name are not judged. */
export const unnamedFieldsFree = defineTask({
  id: 'fixture/class-6-unnamed-fields-free',
  apps: ['contacts'], difficulty: 1, maxSteps: 25,
  params: () => newContact('Perpetua'),
  goal: (p) => `Add a contact named ${p.first} ${p.last} with phone number ${p.phone}.`,
  changes: () => [added(contacts.CONTACTS)],
  checks: (p) => [expectEqual('the contact exists (broken: nothing else judged)', phoneMatchKey(p.phone), ({ changes }) => {
    const [c] = changes.added<Contact>(contacts.CONTACTS);
    return c && fullName(c) === `${p.first} ${p.last}` ? phoneMatchKey(c.phone) : null;
  })],
  oracle: async (ui, p) => { await contacts.create(ui, { firstName: p.first, lastName: p.last, phone: p.phone }); await ui.done(); },
  nearMisses: [{ name: 'also fills in a company nobody asked for', run: async (ui, p) => {
    await contacts.create(ui, { firstName: p.first, lastName: p.last, phone: p.phone, company: 'Acme' });
    await ui.done();
  } }],
});

/** Class 7: "A, then B" with both records carrying times, judged without their order. */
export const orderUnchecked = defineTask({
  id: 'fixture/class-7-order-unchecked',
  apps: ['contacts'], difficulty: 1, maxSteps: 40,
  params: () => ({ a: 'Quentin', b: 'Rosalind', phone: '+1 555-404-0202' }),
  goal: (p) => `Add a contact named ${p.a} Quill, then one named ${p.b} Quill, both with phone number ${p.phone}.`,
  changes: () => [added(contacts.CONTACTS, { count: 2 })],
  checks: (p) => [expectEqual('both exist (broken: in any order)', [`${p.a} Quill`, `${p.b} Quill`], ({ changes }) => changes.added<Contact>(contacts.CONTACTS).map(fullName).sort())],
  oracle: async (ui, p) => {
    await contacts.create(ui, { firstName: p.a, lastName: 'Quill', phone: p.phone });
    await ui.back();
    await contacts.create(ui, { firstName: p.b, lastName: 'Quill', phone: p.phone });
    await ui.done();
  },
  nearMisses: [{ name: 'the second one first', params: (p) => ({ ...p, a: p.b, b: p.a }) }],
});

/** Class 8: an allowlist that cannot say which way a value moves. */
export const anyDirection = defineTask({
  ...viewStateAsDamage, id: 'fixture/class-8-any-direction', alternatives: [],
  changes: () => [free('apps.settings.wifi'), free('apps.settings.bluetooth')],
  checks: () => [expectEqual('Wi-Fi is on', true, ({ after }) => after.apps.settings.wifi)],
});

/** Class 10: a goal with two readings ("named Ann Quill": one field or two) judged by one. */
export const oneReading = defineTask({
  id: 'fixture/class-10-one-reading',
  apps: ['contacts'], difficulty: 1, maxSteps: 25,
  params: () => newContact('Saoirse'),
  goal: (p) => `Add a contact named ${p.first} ${p.last} with phone number ${p.phone}.`,
  changes: () => [added(contacts.CONTACTS)],
  checks: (p) => [expectEqual('first and last name in their own fields (broken: one reading)', [p.first, p.last], ({ changes }) => {
    const [c] = changes.added<Contact>(contacts.CONTACTS);
    return c ? [c.firstName, c.lastName] : null;
  })],
  oracle: async (ui, p) => { await contacts.create(ui, { firstName: p.first, lastName: p.last, phone: p.phone }); await ui.done(); },
  alternatives: [{ name: 'the full name typed into First name', run: async (ui, p) => {
    await contacts.create(ui, { firstName: `${p.first} ${p.last}`, phone: p.phone });
    await ui.done();
  } }],
  nearMisses: [{ name: 'does nothing', run: (ui) => ui.done() }],
});

export const PLANTED_BY_CLASS = [answerOneSpelling, nowFrozen, predictedId, viewStateAsDamage, presenceOnly, unnamedFieldsFree, orderUnchecked, anyDirection, oneReading];

// ---------------------------------------------------------------- the holes of the judge-contract audit
// One broken judge per class of issue 24, each built the way the audit found it; tests/e2e/gate.test.ts
// says which trial of the gate catches which.

/** Evidence the agent can erase: a call judged from the call log, which Recents can delete from. */
export const callFromLog = defineTask({
  id: 'fixture/contract-1-erasable-evidence',
  apps: ['phone'], difficulty: 1, maxSteps: 30,
  params: ({ world }) => {
    const [a, b] = contacts.listed(world).filter((c) => c.phone !== '');
    return { name: fullName(a!), phone: a!.phone, other: fullName(b!) };
  },
  goal: (p) => `Call ${p.name}.`,
  changes: () => [...phone.callChanges(), removed(phone.CALLS, { count: 'any' })],
  checks: (p) => [expectEqual('one outgoing call in the log, to them (broken: the log, not the ledger)', [phoneMatchKey(p.phone)], ({ changes }) =>
    changes.added<{ type: string; number: string }>(phone.CALLS).filter((c) => c.type === 'outgoing').map((c) => phoneMatchKey(c.number)))],
  oracle: async (ui, p) => { await ui.launch('Phone'); await phone.callContact(ui, p.name); await ui.done(); },
  nearMisses: [{ name: 'calls someone else, deletes that call from Recents, then calls them', run: async (ui, p) => {
    await ui.launch('Phone');
    await phone.callContact(ui, p.other);
    await ui.tap({ text: 'Recents', role: 'tab' });
    await phone.deleteRow(ui, p.other, true, false);
    await phone.callContact(ui, p.name);
    await ui.done();
  } }],
});

/** An answer read by the template's own heuristic, outside the answer contract (no declared type). */
export const answerOutsideContract = defineTask({
  id: 'fixture/contract-2-answer-outside-contract',
  apps: ['clock'], difficulty: 1, maxSteps: 12,
  params: () => ({}),
  goal: () => 'How many of your alarms are switched on?',
  checks: () => [expectThat('the answer mentions the count (broken: a substring)', 'the count', ({ answer }) => String(answer ?? ''), (text, { before }) => text.includes(String(before.apps.clock.alarms.filter((a) => a.enabled).length)))],
  oracle: async (ui) => {
    const switches = await clock.readSwitches(ui);
    await ui.answer(String([...switches.values()].filter(Boolean).length));
  },
  nearMisses: [{ name: 'answers every alarm', run: async (ui) => ui.answer(String((await clock.readSwitches(ui)).size)) }],
});

/** A fact in a message read by a regex over the whole text: any message holding the time passes. */
export const timeByRegex = defineTask({
  id: 'fixture/contract-4-regex-over-prose',
  apps: ['messages', 'contacts'], difficulty: 1, maxSteps: 20,
  params: ({ world }) => ({ name: fullName(contacts.listed(world).find((c) => c.phone !== '')!), phone: contacts.listed(world).find((c) => c.phone !== '')!.phone }),
  goal: (p) => `Text ${p.name} "Starts at 18:30".`,
  setup: (d) => void (d.apps.settings.airplaneMode = false),
  changes: () => messages.sendChanges(),
  checks: (p) => [expectThat('a text to them mentions 18:30 (broken: a regex over the text)', '18:30', (ctx) => messages.sentMessages(ctx).filter((m) => phoneMatchKey(m.to) === phoneMatchKey(p.phone)).map((m) => m.text), (texts) => texts.some((t) => /\b18:30\b/.test(t)))],
  oracle: async (ui, p) => { await messages.compose(ui, p.name, 'Starts at 18:30'); await ui.done(); },
  nearMisses: [{ name: 'tells them it moved from 18:30 to 19:30', run: async (ui, p) => { await messages.compose(ui, p.name, 'Moved from 18:30 to 19:30'); await ui.done(); } }],
});

/** A list the app keeps as a set, compared by position. */
export const citiesByPosition = defineTask({
  id: 'fixture/contract-5-set-by-position',
  apps: ['clock'], difficulty: 1, maxSteps: 25,
  params: ({ world }) => ({ city: CITIES.map((c) => c.name).find((c) => !world.apps.clock.cities.includes(c))!, other: world.apps.clock.cities[0]! }),
  goal: (p) => `Add ${p.city} to the world clock.`,
  changes: () => [free(clock.CITY_LIST)],
  checks: (p) => [expectThat(`the cities are the old ones, then ${p.city} (broken: by position)`, p.city, ({ after }) => after.apps.clock.cities, (cities, { before }) => JSON.stringify(cities) === JSON.stringify([...before.apps.clock.cities, p.city]))],
  oracle: async (ui, p) => { await clock.addCity(ui, p.city); await ui.done(); },
  alternatives: [{ name: 'removes another city by mistake and adds it back first', run: async (ui, p, oracle) => { await clock.removeAndReadd(ui, p.other); await oracle(ui, p); } }],
  nearMisses: [{ name: 'does nothing', run: (ui) => ui.done() }],
});

/** A name compared more loosely than the app: Notes shows "Kids." as another folder than "Kids". */
export const looseFolderName = defineTask({
  id: 'fixture/contract-6-loose-name',
  apps: ['notes'], difficulty: 1, maxSteps: 15,
  params: () => ({ name: 'Quillwork' }),
  goal: (p) => `Create a Notes folder named ${p.name}.`,
  changes: () => [added('apps.notes.folders')],
  checks: (p) => [expectThat(`a folder named ${p.name} (broken: punctuation and case folded away)`, p.name, ({ changes }) => changes.added<{ name: string }>('apps.notes.folders').map((f) => f.name), (names) => names.length === 1 && foldText(names[0]!).replace(/[.!?]+$/, '') === foldText(p.name))],
  oracle: async (ui, p) => { await notes.newFolder(ui, p.name); await ui.done(); },
  nearMisses: [{ name: 'names it with a full stop', params: (p) => ({ ...p, name: `${p.name}.` }) }],
});

/** A read mark allowed to move either way: a bystander's read mail marked unread rides along. */
export const unreadAnyWay = defineTask({
  id: 'fixture/contract-7-read-mark-any-way',
  apps: ['mail'], difficulty: 1, maxSteps: 15,
  params: ({ rng, world }) => mail.pickInbox(rng, world),
  goal: (p) => `Star the email "${p.subject}".`,
  changes: (p) => [changedTo(`${mail.THREADS}[${p.threadId}].starred`, true), free(`${mail.THREADS}[*].unread`)],
  checks: (p) => [expectEqual('it is starred', true, ({ after }) => mail.threadById(after, p.threadId)?.starred ?? null)],
  setup: (d, p) => void (mail.threadById(d, p.threadId)!.starred = false),
  oracle: mail.script((ui, p) => mail.onThread(ui, p.subject, ['Star'])),
  nearMisses: [{ name: 'does nothing', run: (ui) => ui.done() }],
});

/** A budget the template's own valid routes do not fit: an agent that corrects one slip runs out of steps. */
export const budgetTooSmall = defineTask({
  id: 'fixture/contract-8-budget-too-small',
  apps: ['settings'], difficulty: 1, maxSteps: 5,
  params: () => ({}), goal: () => 'Turn Wi-Fi on.', setup: wifiOff,
  changes: () => [changedTo('apps.settings.wifi', true)],
  checks: () => [expectEqual('Wi-Fi is on', true, ({ after }) => after.apps.settings.wifi)],
  oracle: async (ui) => { await turnWifiOn(ui); await ui.done(); },
  alternatives: [{ name: 'looks at Display first', run: async (ui, p, oracle) => {
    await ui.openApp('Settings');
    await ui.tap('Display');
    await ui.back();
    await ui.home();
    await oracle(ui, p);
  } }],
  nearMisses: [{ name: 'does nothing', run: (ui) => ui.done() }],
});

export const PLANTED_CONTRACT = [callFromLog, answerOutsideContract, timeByRegex, citiesByPosition, looseFolderName, unreadAnyWay, budgetTooSmall];
