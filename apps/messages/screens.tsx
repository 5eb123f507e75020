import type { Route } from '../os/state.ts';
import { AppBar } from '../kit/ui.tsx';

export function MessagesApp({ route }: { route: Route }) {
  return <AppBar title={'Messages ' + route.screen} />;
}
