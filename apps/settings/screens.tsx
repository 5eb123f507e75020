import type { Route } from '../os/state.ts';
import { AppBar } from '../kit/ui.tsx';

export function SettingsApp({ route }: { route: Route }) {
  return <AppBar title={'Settings ' + route.screen} />;
}
