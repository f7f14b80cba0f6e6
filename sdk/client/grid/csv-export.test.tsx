// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { DataGrid } from './DataGrid';
import { csvFileName } from './csv-export';

const createObjectURL = URL.createObjectURL;
afterEach(() => {
  URL.createObjectURL = createObjectURL;
});

describe('grid command Export CSV', () => {
  it("Ctrl+Alt+X saves what the grid has loaded as CSV, ag-grid's own export, named after the grid and the day", async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:csv';
    });
    renderWithServices(
      <div style={{ height: 300, width: 600 }}>
        <DataGrid
          testId="people"
          columns={[
            { field: 'id', headerName: 'Id' },
            { field: 'name', headerName: 'Name' },
          ]}
          rows={[
            { id: 1, name: 'Ana' },
            { id: 2, name: 'Bruno, "el grande"' },
          ]}
        />
      </div>,
      { http: fakeHttp({}) },
    );
    await screen.findByText('Ana');
    fireEvent.keyDown(document.body, { key: 'x', code: 'KeyX', ctrlKey: true, altKey: true });
    await waitFor(() => expect(blobs).toHaveLength(1));
    const csv = await blobs[0].text();
    expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)).toEqual(['"Id","Name"', '"1","Ana"', '"2","Bruno, ""el grande"""']);
    expect(csvFileName('people', new Date('2026-11-28T21:00:00Z'))).toBe('people-2026-11-28.csv');
  });
});
