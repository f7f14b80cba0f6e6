import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { Center, Loader } from '@mantine/core';
import { TOKENS } from '../../sdk/client/tokens';
import { LoginScreen } from './auth/LoginScreen';
import { sessionStore } from './auth/session-store';
import { rootContainer } from './container';
import { confirmSaves } from './save-confirmation';
import { theme } from './theme';
import './messages';

// The workspace (layout, grids, plugins) is not part of the login page, which stays small: it is
// fetched once the login page shows, while the user types, and shown after login.
const loadShell = () => import('./shell/Shell');
const Shell = lazy(loadShell);

const COLORS = { error: 'red', warning: 'orange', info: 'blue', success: 'green' } as const;

export function Root() {
  const login = useSyncExternalStore(sessionStore.subscribe, sessionStore.login);
  useEffect(() => {
    if (!login) void loadShell();
  }, [login]);
  useEffect(() => {
    const events = rootContainer.resolve(TOKENS.events);
    const subs = [
      events.on('session.ended').subscribe(() => sessionStore.loggedOut()),
      confirmSaves(events),
      events.on('notification').subscribe((n) =>
        notifications.show({
          message: n.message,
          color: COLORS[n.severity],
          withCloseButton: true,
          autoClose: n.severity === 'error' ? false : 5000,
        }),
      ),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, []);
  return (
    <MantineProvider theme={theme}>
      <Notifications position="bottom-left" />
      {login ? (
        <Suspense
          fallback={
            <Center h="100vh">
              <Loader />
            </Center>
          }
        >
          <Shell key={login} login={login} />
        </Suspense>
      ) : (
        <LoginScreen />
      )}
    </MantineProvider>
  );
}
