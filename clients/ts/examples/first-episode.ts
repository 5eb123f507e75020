// A first episode over the protocol: list tasks, reset contacts/add-contact at seed 7, tap and
// type through the UI tree, finish, and print the verdict with each check.
//   npx tsx clients/ts/examples/first-episode.ts [ws://localhost:8080/v1/env]
import { VivariumClient, type Observation } from '../index.ts';

const client = await VivariumClient.connect(process.argv[2] ?? 'ws://localhost:8080/v1/env');
console.log(`${(await client.tasks()).length} tasks`);
const session = await client.createSession();
const { info, observation } = await client.reset(session, 'contacts/add-contact', 7);
console.log(info.goal);
const [, first, last, phone] = /named (\S+) (\S+) with phone number (.+)\.$/.exec(info.goal)!;

let screen: Observation = observation;
const element = (match: (e: NonNullable<Observation['ui_tree']>[number]) => boolean) => screen.ui_tree!.find(match)!.id;
const act = async (action: Record<string, unknown>) => (screen = (await client.step(session, { type: action.type as string, ...action })).observation);

await act({ type: 'open_app', name: 'Contacts' });
await act({ type: 'tap', element: element((e) => e.text === 'Create contact') });
for (const [field, text] of [['First name', first], ['Last name', last], ['Phone', phone]]) {
  await act({ type: 'tap', element: element((e) => e.editable && e.hint === field) });
  await act({ type: 'type', text });
}
await act({ type: 'tap', element: element((e) => e.text === 'Save') });
const end = await client.step(session, { type: 'done' });
console.log(`reward ${end.reward}`);
for (const check of end.info.verdict!.checks) console.log(`${check.passed ? 'pass' : 'FAIL'}  ${check.name}`);
await client.closeSession(session);
client.close();
