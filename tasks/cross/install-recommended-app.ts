import { defineTask } from '../define.ts';
import * as messages from '../messages/kit.ts';
import * as store from '../appstore/kit.ts';

const TIPS = [
  (app: string) => `You have to try ${app}, it's the best app I've found this year. Free too!`,
  (app: string) => `Get ${app} from the App Store before our trip, it's free and it's great`,
  (app: string) => `btw the app I told you about is called ${app}. Install it and tell me what you think`,
];

// A friend's newest text names an app: install it.
export default defineTask({
  id: 'cross/install-recommended-app',
  apps: ['messages', 'appstore'],
  difficulty: 2,
  maxSteps: 25,
  params: ({ rng, world }) => {
    const friend = rng.pick(messages.contactThreads(world));
    const [app, other] = rng.sample(store.listings(world).filter((l) => l.device === null && l.price === 0 && !store.installed(world, l)), 2);
    return { conversationId: friend.c.id, title: friend.title, id: app!.id, name: app!.name, category: app!.category, otherName: other!.name, text: rng.pick(TIPS)(app!.name) };
  },
  goal: (p) => `${p.title} just texted you about an app. Install the app they recommend.`,
  setup: (d, p) => messages.receive(d, p.conversationId, p.text, 60_000),
  named: (p, s) => store.named(p, s),
  changes: () => store.installRules(),
  checks: (p) => [store.phoneHolds(`${p.name} is installed, and nothing else came or went`, [p.id], [])],
  oracle: store.script(async (ui, p) => {
    await messages.openThread(ui, p.title);
    await store.installApp(ui, p.name);
  }),
  alternatives: [
    { name: "finds it in its category's chart", run: store.script(async (ui, p) => {
      await messages.openThread(ui, p.title);
      await store.openFromChart(ui, p.category, p.name);
      await store.installHere(ui);
    }) },
  ],
  nearMisses: [
    { name: 'installs another app', params: (p) => ({ ...p, name: p.otherName }) },
    { name: 'reads the text and stops', run: store.script((ui, p) => messages.openThread(ui, p.title)) },
  ],
});
