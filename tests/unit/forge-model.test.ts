import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { createWorld } from '../../apps/world.ts';
import * as model from '../../apps/forge/model.ts';
import { filterIssues } from '../../apps/forge/state.ts';

const world = createWorld(1);
const project = world.apps.forge.projects[0]!;

describe('Forge model', () => {
  it('seeds projects the user belongs to, each with an open merge request and a distinct latest committer', () => {
    const s = world.apps.forge;
    expect(s.projects).toHaveLength(6);
    for (const p of s.projects) {
      expect(p.members.some((m) => m.id === s.me)).toBe(true);
      expect(s.mrs.some((m) => m.project === p.id && m.state === 'opened')).toBe(true);
    }
    expect(new Set(s.projects.map((p) => p.commits[0]!.author)).size).toBe(s.projects.length);
  });

  it('refuses an issue without a title, numbers a new one after the last and writes it in the ledger', () => {
    const last = Math.max(...world.apps.forge.issues.filter((i) => i.project === project.id).map((i) => i.number));
    const after = produce(world, (d) => {
      expect(model.createIssue(d.apps.forge, d.os.ledger, d.os.now, project.id, { title: ' ', body: '', labels: [], assignees: [], milestone: null })).toEqual({ errors: { title: "Title can't be blank" } });
      expect(model.createIssue(d.apps.forge, d.os.ledger, d.os.now, project.id, { title: 'New bug', body: 'x', labels: [project.labels[0]!.id], assignees: [d.apps.forge.me], milestone: null })).toEqual({ number: last + 1 });
    });
    expect(after.os.ledger.at(-1)).toMatchObject({ kind: 'forge-issue', project: project.id, number: last + 1, title: 'New bug' });
    expect(filterIssues(after.apps.forge, project, { state: 'opened', label: project.labels[0]!.name, q: 'new bug' }).map((i) => i.title)).toEqual(['New bug']);
  });

  it('adds a member by username with a role, refuses unknown people and duplicates, and logs adds and removals', () => {
    const outsider = world.apps.forge.users.find((u) => !project.members.some((m) => m.id === u.username))!;
    const after = produce(world, (d) => {
      expect(model.addMember(d.apps.forge, d.os.ledger, d.os.now, project.id, '@nobody', 'Developer')).toBe('No user with the username @nobody');
      expect(model.addMember(d.apps.forge, d.os.ledger, d.os.now, project.id, `@${outsider.username}`, 'Developer')).toBeNull();
      expect(model.addMember(d.apps.forge, d.os.ledger, d.os.now, project.id, outsider.username, 'Owner')).toBe(`${outsider.name} is already a member`);
      model.removeMember(d.apps.forge, d.os.ledger, d.os.now, project.id, outsider.username);
    });
    expect(after.os.ledger.slice(-2).map((e) => [e.kind, e.action, e.user])).toEqual([['forge-member', 'add', outsider.username], ['forge-member', 'remove', outsider.username]]);
  });

  it('deletes a label from the project and from every issue that had it', () => {
    const label = project.labels.find((l) => world.apps.forge.issues.some((i) => i.project === project.id && i.labels.includes(l.id)))!;
    const after = produce(world, (d) => model.deleteLabel(d.apps.forge, project.id, label.id));
    expect(after.apps.forge.projects[0]!.labels.some((l) => l.id === label.id)).toBe(false);
    expect(after.apps.forge.issues.some((i) => i.labels.includes(label.id))).toBe(false);
  });

  it('merges an open merge request once, in the ledger', () => {
    const mr = world.apps.forge.mrs.find((m) => m.state === 'opened')!;
    const after = produce(world, (d) => {
      expect(model.merge(d.apps.forge, d.os.ledger, d.os.now, mr.id)).toBe(true);
      expect(model.merge(d.apps.forge, d.os.ledger, d.os.now, mr.id)).toBe(false);
    });
    expect(after.os.ledger.filter((e) => e.kind === 'forge-merge')).toHaveLength(1);
  });
});
