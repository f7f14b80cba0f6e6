// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiOf } from '../../../sdk/client/http';
import { DEFAULT_USER_SETTINGS } from '../../../sdk/shared';
import { fakeHttp } from '../../../tests/support/client';
import { SettingsDialog } from './SettingsDialog';
import { SettingsStore } from './settings-store';
import { useAppliedSettings } from './use-settings';

beforeEach(() => localStorage.clear());

function Applied({ store }: { store: SettingsStore }) {
  useAppliedSettings(store);
  return null;
}

describe('the settings dialog', () => {
  it('saves each change in one request and applies the theme and the language to the page', async () => {
    const http = fakeHttp({ put: (_p, body) => ({ ok: true, data: { ...DEFAULT_USER_SETTINGS, ...body } }) });
    const store = new SettingsStore(apiOf(http), 'ana');
    const onShortcuts = vi.fn();
    render(
      <MantineProvider env="test">
        <Applied store={store} />
        <SettingsDialog opened onClose={() => undefined} store={store} onShortcuts={onShortcuts} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByText('Dark'));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('me/settings', { theme: 'dark' }));
    await waitFor(() => expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark'));
    await waitFor(() => expect(document.body.dataset.agThemeMode).toBe('dark'));

    fireEvent.click(screen.getByLabelText('Interface language', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Français' }));
    await waitFor(() => expect(http.put).toHaveBeenLastCalledWith('me/settings', { language: 'fr' }));
    expect(http.put).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    // The dialog itself speaks the new language at once.
    expect(screen.getByText('Sombre')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Raccourcis clavier…' }));
    expect(onShortcuts).toHaveBeenCalledOnce();
  });
});
