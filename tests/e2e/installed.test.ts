// Uninstalling an app from the App Store, as an agent sees it over the protocol: its icon leaves the
// home screen, open_app refuses it with a clear error, and after a reinstall it opens with its data.
import { describe, expect, inject, it } from 'vitest';
import { VivariumClient, type UiElement } from '../../clients/ts/index.ts';

describe('installed apps', () => {
  it('an uninstalled app is off the home screen and refused by open_app; reinstalled, it opens with its notes', async () => {
    const client = await VivariumClient.connect(inject('serverUrl'));
    const session = await client.createSession({ screenshot: false });
    await client.reset(session, 'appstore/swap-apps', 1);
    let screen: UiElement[] = [];
    const act = async (action: Parameters<VivariumClient['step']>[1]) => {
      const r = await client.step(session, action);
      screen = r.observation.ui_tree ?? [];
      return r.observation.last_action;
    };
    const tap = async (text: string, role: string) => {
      const el = screen.find((e) => e.text === text && e.role === role);
      if (!el) throw new Error(`no ${role} "${text}" on screen: ${screen.map((e) => e.text).join(' | ')}`);
      expect(await act({ type: 'tap', element: el.id })).toMatchObject({ ok: true });
    };
    const icon = () => screen.some((e) => e.role === 'button' && e.text === 'Notes');

    // The home screen as always: Notes is there and opens.
    await act({ type: 'home' });
    expect(icon()).toBe(true);
    expect(await act({ type: 'open_app', name: 'Notes' })).toMatchObject({ ok: true });
    const titles = screen.filter((e) => e.role === 'button').map((e) => e.text);

    await act({ type: 'open_app', name: 'App Store' });
    await tap('Search', 'tab');
    await tap('', 'textbox');
    await act({ type: 'type', text: 'Notes' });
    await tap('Notes', 'button');
    await tap('Uninstall', 'button');
    await tap('Uninstall', 'button');

    await act({ type: 'home' });
    expect(icon()).toBe(false);
    const refused = await act({ type: 'open_app', name: 'notes' });
    expect(refused).toMatchObject({ ok: false });
    expect(refused?.error).toContain('is not installed');

    await act({ type: 'open_app', name: 'App Store' });
    await tap('Install', 'button');
    await act({ type: 'home' });
    expect(icon()).toBe(true);
    expect(await act({ type: 'open_app', name: 'Notes' })).toMatchObject({ ok: true });
    expect(screen.filter((e) => e.role === 'button').map((e) => e.text)).toEqual(titles);
    client.close();
  });
});
