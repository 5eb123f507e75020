import { defineTask } from '../define.ts';
import * as social from './kit.ts';

const POSTS = ['Passed my driving test today!', 'Baked a lemon cake for the office', 'Two weeks until the Lisbon trip', 'Finally fixed the old bike', 'Planted tomatoes on the balcony'] as const;
const COMMENTS = ['Congratulations!', 'Well done, so proud of you', 'Save me a slice', 'That looks great', 'Enjoy every minute'] as const;

export default defineTask({
  id: 'social/comment-post',
  apps: ['social'],
  difficulty: 2,
  maxSteps: 18,
  params: ({ rng, world }) => {
    const [a, b] = rng.sample(social.uniqueAccounts(world).filter((x) => x.following && x.contact !== null), 2);
    const [text, otherText] = rng.sample(POSTS, 2);
    const [id, otherId] = social.nextIds(world, 2);
    return { id: id!, otherId: otherId!, author: a!.id, name: a!.name, text: text!, label: `${a!.name}: ${text}`, other: b!.id, otherText: otherText!, otherName: b!.name, otherLabel: `${b!.name}: ${otherText}`, comment: rng.pick(COMMENTS) as string };
  },
  goal: (p) => `In Social, comment "${p.comment}" on ${p.name}'s post "${p.text}".`,
  named: (p, s) => social.namedInSocial(s, { people: [p.name], posts: { [`${p.name}'s post "${p.text}"`]: p.label } }),
  setup: (d, p) => {
    social.addPost(d, p.author, p.text, 30);
    social.addPost(d, p.other, p.otherText, 20);
  },
  changes: (p) => social.commentRules(p.id),
  checks: (p) => social.commentedText(p.id, p.comment),
  oracle: social.script(async (ui, p) => { await social.openFromProfile(ui, p.name, p.label); await social.comment(ui, p.comment); }),
  // The comment deleted after the oracle's work: written, but no longer on the post.
  undo: async (ui) => { await ui.tap({ text: 'Delete comment', role: 'button' }); await ui.tap({ text: 'Delete', role: 'button' }); },
  alternatives: [
    { name: 'from the feed, posted with Enter', run: social.script(async (ui, p) => { await social.openFromFeed(ui, p.label); await social.comment(ui, p.comment, 'Enter'); }) },
    { name: "types the goal's quotes along", params: (p) => ({ ...p, comment: `"${p.comment}"` }) },
  ],
  nearMisses: [
    { name: 'comments on the other new post', params: (p) => ({ ...p, name: p.otherName, label: p.otherLabel }) },
    { name: 'a word left out', params: (p) => ({ ...p, comment: p.comment.split(' ').slice(0, -1).join(' ') || 'Congrats' }) },
    { name: 'comments twice', run: social.script(async (ui, p) => { await social.openFromFeed(ui, p.label); await social.comment(ui, p.comment); await social.comment(ui, p.comment); }) },
  ],
});
