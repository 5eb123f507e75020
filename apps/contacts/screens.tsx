import type { Route } from '../os/state.ts';
import { AppBar } from '../kit/ui.tsx';

export function ContactsApp({ route }: { route: Route }) {
  return <AppBar title={'Contacts ' + route.screen} />;
}
