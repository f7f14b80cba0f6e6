// @vitest-environment happy-dom
import 'reflect-metadata';
import { screen, fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PermissionTreeEntry } from '../../../sdk/shared';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { PANELS } from '../plugin';
import { CopyPanelDialog } from './CopyPanelDialog';

const entry = (ref: number, courseId: number, course: string): PermissionTreeEntry => ({ path: ['Spanish', course], ref, courseId, sourceDialectId: 1 });

describe('Copy Panel', () => {
  it('offers the other courses where the user has Panels, from the tree the shell holds, without a request', async () => {
    const get = vi.fn(async () => undefined);
    const http = fakeHttp({ get });
    const tree = [
      entry(PANELS, 1, 'Spanish for English speakers'),
      entry(PANELS, 2, 'Spanish for French speakers'),
      entry(PANELS + 1, 3, 'Spanish for Italian speakers'),
    ];
    renderWithServices(<CopyPanelDialog panelId={5} courseId={1} onClose={vi.fn()} />, { http, permissionTree: () => tree });
    fireEvent.click(screen.getByPlaceholderText('Choose a course'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Spanish · Spanish for French speakers']);
    expect(get).not.toHaveBeenCalled();
  });
});
