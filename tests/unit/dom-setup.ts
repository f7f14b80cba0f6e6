// What Mantine needs from a browser that happy-dom does not provide. Node-environment tests skip it.
import { cleanup, configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import '../../core/client/messages';
import { registerMessages, setUiLanguage, uiLanguage } from '../../sdk/client/i18n/i18n';
import type { Messages } from '../../sdk/shared';

if (typeof window !== 'undefined') {
  // findBy…/waitFor: the whole suite shares 2 cores with the servers of the route tests, where
  // an ag-grid render can take well over the default second.
  configure({ asyncUtilTimeout: 5_000 });
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  // Mantine's autosizing Textarea listens for font loading.
  (document as { fonts?: unknown }).fonts ??= { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() };
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as never;
  afterEach(() => {
    cleanup();
    // A test that switched the interface's language leaves English to the next (the worker's files share i18next).
    if (uiLanguage() !== 'en') setUiLanguage('en');
    localStorage.clear();
  });
  // The screens' tests share their worker's DOM (vite.config.ts): the next file starts on real timers and globals.
  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

// Every namespace of the interface, as the workspace registers them: the SDK's (with its module),
// core's, and each plugin's catalogue (plugins/<name>/messages.ts, the one its manifest gives).
for (const [path, messages] of Object.entries(import.meta.glob<Messages>('../../plugins/*/messages.ts', { eager: true, import: 'messages' }))) {
  registerMessages(path.split('/')[3], messages);
}
