import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveIcon } from '../../../sdk/client/icons';
import { modules } from './registry';

afterEach(() => vi.restoreAllMocks());

describe('plugin registry', () => {
  it('finds every plugin and each module names an icon the client has', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(modules.size).toBeGreaterThanOrEqual(47);
    for (const m of modules.values()) resolveIcon(m.icon);
    expect(warn).not.toHaveBeenCalled();
  });
});
