import { Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { apiOf } from '../../../sdk/client/http';
import { TOKENS } from '../../../sdk/client/tokens';
import { platformApi } from '../../../sdk/shared';
import { rootContainer } from '../container';
import { sessionStore } from './session-store';
import { useT } from '../../../sdk/client/i18n/i18n';

/** Spec 1 §2 Login screen: both fields required; on failure both show an error state, with no message. */
export function LoginScreen() {
  const t = useT('core');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // Decision: a locked account (429) also says so, since an error state alone would look like a wrong password.
  const [lockedMessage, setLockedMessage] = useState<string>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!login.trim() || !password) {
      setFailed(true);
      return;
    }
    setBusy(true);
    const res = await apiOf(rootContainer.resolve(TOKENS.http)).call(platformApi.login, { body: { login: login.trim(), password } });
    setBusy(false);
    if (res.ok) {
      sessionStore.loggedIn(res.data.login);
      return;
    }
    setFailed(true);
    setLockedMessage(res.status === 429 ? res.error : undefined);
  };

  return (
    <Center h="100vh" bg="gray.0">
      <Paper component="form" onSubmit={submit} w={340} p="xl" shadow="sm" radius="md" withBorder noValidate>
        <Stack>
          <Stack gap={0} align="center">
            <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden>
              <rect width="48" height="48" rx="12" fill="#228be6" />
              <text x="24" y="31" textAnchor="middle" fontSize="20" fontWeight="700" fill="#fff">
                Aa
              </text>
            </svg>
            <Title order={3} mt="xs">
              {t('app.name')}
            </Title>
          </Stack>
          <TextInput
            label={t('login.username')}
            type="email"
            name="username"
            autoComplete="username"
            required
            autoFocus
            value={login}
            onChange={(e) => setLogin(e.currentTarget.value)}
            error={failed}
          />
          <PasswordInput
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={failed}
            aria-invalid={failed}
          />
          {lockedMessage && (
            <Text size="sm" c="red">
              {lockedMessage}
            </Text>
          )}
          <Button type="submit" disabled={busy} loading={busy}>
            {t('login.submit')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
