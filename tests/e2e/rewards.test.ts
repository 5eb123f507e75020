// Dense rewards and provenance as an agent sees them: `reward: "progress"` makes the ending step's
// reward the verdict's progress, and every verdict says what produced it.
import { describe, expect, inject, it } from 'vitest';
import { VivariumClient, type Observation } from '../../clients/ts/index.ts';

describe('rewards', () => {
  it('progress: half a contact and a false done earn the discounted fraction of checks passed; binary earns 0', async () => {
    const client = await VivariumClient.connect(inject('serverUrl'));
    const play = async (reward: 'binary' | 'progress') => {
      const session = await client.createSession({ screenshot: false });
      const { info, observation } = await client.reset(session, 'contacts/add-contact', 7, undefined, { reward });
      expect(info).toMatchObject({ reward });
      let screen: Observation = observation;
      const act = async (action: Record<string, unknown>) => (screen = (await client.step(session, { type: action.type as string, ...action })).observation);
      const first = /named (\S+) /.exec(info.goal)![1]!;
      await act({ type: 'open_app', name: 'Contacts' });
      await act({ type: 'tap', element: screen.ui_tree!.find((e) => e.text === 'Create contact')!.id });
      await act({ type: 'tap', element: screen.ui_tree!.find((e) => e.editable && e.hint === 'First name')!.id });
      await act({ type: 'type', text: first });
      await act({ type: 'tap', element: screen.ui_tree!.find((e) => e.text === 'Save')!.id });
      return client.step(session, { type: 'done' });
    };
    const dense = await play('progress');
    const verdict = dense.info.verdict!;
    const passed = verdict.checks.filter((c) => c.passed).length;
    expect(verdict.success).toBe(false);
    expect(passed).toBeGreaterThan(0);
    expect(verdict.false_complete).toBe(true);
    expect(verdict.progress).toBeCloseTo((passed / verdict.checks.length) * 0.5 * (verdict.side_effects.length > 0 ? 0.5 : 1));
    expect(dense.reward).toBe(verdict.progress);
    const binary = await play('binary');
    expect(binary.reward).toBe(0);
    expect(binary.info.verdict!.progress).toBe(verdict.progress);
    client.close();
  });

  it('every verdict carries its provenance: the task set, the bundle, the server and the commit', async () => {
    const client = await VivariumClient.connect(inject('serverUrl'));
    expect(client.hello.provenance).toMatchObject({ task_set: expect.stringMatching(/^v\d+$/), simulator: expect.stringMatching(/^[0-9a-f]{16}$/), server: expect.any(String) });
    const session = await client.createSession({ screenshot: false });
    await client.reset(session, 'settings/toggle-wifi', 1);
    const end = await client.step(session, { type: 'done' });
    expect(end.info.verdict!.provenance).toEqual(client.hello.provenance);
    expect(end.info.verdict!.provenance!.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(typeof end.info.verdict!.provenance!.dirty).toBe('boolean');
    client.close();
  });
});
