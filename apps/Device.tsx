// The whole device, remounted from scratch whenever a snapshot is loaded.
import { useStore } from 'zustand';
import { mountEpoch } from './device.ts';
import { Shell } from './os/Shell.tsx';

export function Device({ env }: { env: boolean }) {
  const epoch = useStore(mountEpoch, (s) => s.epoch);
  return <Shell key={epoch} env={env} />;
}
