import { defineTask } from '../define.ts';
import { modified } from '../../judges/index.ts';
import * as social from './kit.ts';

const TEXTS = ['Just adopted a puppy, meet Biscuit', 'Ran my first 10k this morning', 'New job starts Monday, wish me luck', 'Made sourdough from scratch', 'Our band plays the harbour festival on Friday', 'Painted the kitchen yellow, no regrets'] as const;

export default defineTask({
  id: 'social/like-post',
  apps: ['social'],
  difficulty: 1,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const [a, b] = rng.sample(social.uniqueAccounts(world).filter((x) => x.following), 2);
    const [text, otherText] = rng.sample(TEXTS, 2);
    const [id, otherId] = social.nextIds(world, 2);
    return { id: id!, otherId: otherId!, author: a!.id, name: a!.name, text: text!, label: `${a!.name}: ${text}`, other: b!.id, otherName: b!.name, otherLabel: `${b!.name}: ${otherText}`, otherText: otherText!, likes: rng.sample(social.social(world).accounts.filter((x) => x.id !== a!.id), 3).map((x) => x.id) };
  },
  goal: (p) => `In Social, like ${p.name}'s post "${p.text}".`,
  named: (p, s) => social.namedInSocial(s, { people: [p.name], posts: { [`${p.name}'s post "${p.text}"`]: p.label } }),
  setup: (d, p) => {
    social.addPost(d, p.author, p.text, 25, { likedBy: [...p.likes] });
    social.addPost(d, p.other, p.otherText, 15);
  },
  changes: (p) => [modified(social.POSTS, p.id, ['likedBy'])],
  checks: (p) => [social.likedBy(p.id, true)],
  oracle: social.script(async (ui, p) => { await social.openFromProfile(ui, p.name, p.label); await social.like(ui); }),
  alternatives: [
    { name: 'finds it in the feed, likes, unlikes and likes again', run: social.script(async (ui, p) => {
      await social.openFromFeed(ui, p.label);
      await social.like(ui);
      await social.like(ui);
      await social.like(ui);
    }) },
  ],
  nearMisses: [
    { name: 'likes the other new post', params: (p) => ({ ...p, name: p.otherName, label: p.otherLabel }) },
    { name: 'likes it and comments too', run: social.script(async (ui, p) => { await social.openFromFeed(ui, p.label); await social.like(ui); await social.comment(ui, 'Love it'); }) },
    { name: 'opens it without liking', run: social.script((ui, p) => social.openFromFeed(ui, p.label)) },
  ],
});

