// The whole device, remounted from scratch whenever a snapshot is loaded: the phone's shell, or
// the desktop's browser when the state has one (apps/browser/state.ts).
import { useStore } from 'zustand';
import { device, mountEpoch } from './device.ts';
import { Shell } from './os/Shell.tsx';
import { BrowserShell } from './browser/Browser.tsx';

export function Device({ env }: { env: boolean }) {
  const epoch = useStore(mountEpoch, (s) => s.epoch);
  const desktop = useStore(device, (s) => s.os.ui.browser !== undefined);
  return desktop ? <BrowserShell key={epoch} env={env} /> : <Shell key={epoch} env={env} />;
}
