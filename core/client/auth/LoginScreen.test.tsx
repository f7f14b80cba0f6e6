// @vitest-environment happy-dom
import 'reflect-metadata';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginScreen } from './LoginScreen';
import { sessionStore } from './session-store';

const renderLogin = () =>
  render(
    <MantineProvider>
      <LoginScreen />
    </MantineProvider>,
  );
const fill = (login: string, password: string) => {
  fireEvent.change(document.querySelector('input[name=username]')!, { target: { value: login } });
  fireEvent.change(document.querySelector('input[name=password]')!, { target: { value: password } });
};

afterEach(() => vi.restoreAllMocks());

describe('login screen', () => {
  it('puts the focus in the username field', () => {
    renderLogin();
    expect(document.activeElement).toBe(document.querySelector('input[name=username]'));
  });

  it('shows both fields in error state, with no message, on a wrong password', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ error: 'Wrong username or password' }), { status: 401 }));
    renderLogin();
    fill('ana@example.com', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(document.querySelector('input[name=username]')!.getAttribute('aria-invalid')).toBe('true'));
    expect(document.querySelector('input[name=password]')!.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/wrong/i)).toBeNull();
    expect(sessionStore.login()).toBeNull();
  });

  it('requires both fields before calling the server', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderLogin();
    fill('ana@example.com', '');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(fetch).not.toHaveBeenCalled();
    expect(document.querySelector('input[name=password]')!.getAttribute('aria-invalid')).toBe('true');
  });

  it('disables the button while the request runs, then keeps the login in local storage under "user"', async () => {
    let answer!: (r: Response) => void;
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise((r) => (answer = r)));
    renderLogin();
    fill('ana@example.com', 'secret');
    const button = screen.getByRole('button', { name: 'Login' });
    fireEvent.click(button);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    answer(new Response(JSON.stringify({ result: 'OK', ok: true, data: { id: 2, login: 'ana@example.com' } }), { status: 200 }));
    await waitFor(() => expect(localStorage.getItem('user')).toBe('ana@example.com'));
  });
});
