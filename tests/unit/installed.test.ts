// The home screen's apps (os.installed): uninstalling an app from the App Store takes its icon off
// the home screen and makes `open_app` and intents refuse it; its data stays and is back on reinstall.
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../apps/world.ts';
import { PHONE_APP_IDS } from '../../apps/apps.ts';
import { openApp } from '../../apps/os/nav.ts';
import { install, uninstall } from '../../apps/appstore/model.ts';
import type { DeviceState } from '../../apps/world.ts';

const listingOf = (d: DeviceState, app: string) => d.apps.appstore.listings.find((l) => l.device === app)!.id;

describe('installed apps', () => {
  it('start as every phone app of apps/apps.ts (its sites are not on the home screen), in its order', () => {
    expect(createWorld(1).os.installed).toEqual([...PHONE_APP_IDS]);
  });

  it('an uninstalled app leaves the home screen and the front, open_app refuses it, and its data is back on reinstall', () => {
    const d = createWorld(4);
    const notes = JSON.stringify(d.apps.notes);
    expect(openApp(d.os, 'notes')).toBe(true);
    expect(uninstall(d, listingOf(d, 'notes'))).toEqual({ ok: true });
    expect(d.os.installed).not.toContain('notes');
    expect(d.os.ui.foreground).toBeNull();
    expect(d.os.ui.recents).not.toContain('notes');
    expect(openApp(d.os, 'notes')).toBe(false);
    expect(d.os.ui.toast?.text).toBe('That app is not installed');
    expect(d.os.ui.foreground).toBeNull();
    // The data stays, as a phone keeps it in the cloud.
    expect(JSON.stringify(d.apps.notes)).toBe(notes);
    expect(install(d, listingOf(d, 'notes'))).toEqual({ ok: true });
    // Back, at the end of the home screen, with its notes.
    expect(d.os.installed.at(-1)).toBe('notes');
    expect(openApp(d.os, 'notes')).toBe(true);
    expect(JSON.stringify(d.apps.notes)).toBe(notes);
  });

  it('intents skip an uninstalled app: with Phone gone, a Call button finds no app to call', async () => {
    const { dispatch } = await import('../../apps/os/intents.ts');
    const d = createWorld(3);
    uninstall(d, listingOf(d, 'phone'));
    const ledger = d.os.ledger.length;
    expect(dispatch(d, { kind: 'call', number: '+1 555-010-2000' })).toBe(false);
    expect(d.os.ui.toast?.text).toBe('No app can do that');
    expect(d.os.ledger.length).toBe(ledger);
    install(d, listingOf(d, 'phone'));
    expect(dispatch(d, { kind: 'call', number: '+1 555-010-2000' })).toBe(true);
    expect(d.os.ledger.length).toBe(ledger + 1);
  });

  it('the phone keeps its system apps', () => {
    const d = createWorld(2);
    expect(uninstall(d, listingOf(d, 'settings')).ok).toBe(false);
    expect(uninstall(d, listingOf(d, 'appstore')).ok).toBe(false);
    expect(d.os.installed).toEqual([...PHONE_APP_IDS]);
  });
});
