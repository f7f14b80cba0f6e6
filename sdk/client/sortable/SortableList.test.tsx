// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { partContracts } from '../../shared';
import { useOrderedParts } from './ordered-parts';
import { SortableList } from './SortableList';

type Thing = { id: number; position: number; title: string };
const things = partContracts({ list: 'boxes/:id/things', item: 'boxes/things' }, { row: z.custom<Thing>() });
const thing = (id: number, position: number): Thing => ({ id, position, title: `thing ${id}` });

function Things() {
  const parts = useOrderedParts(things, 7);
  return (
    <>
      {parts.error && <p role="alert">{parts.error}</p>}
      <SortableList label="things" items={parts.rows ?? []} onMove={parts.move}>
        {(t) => <span data-testid="thing">{t.title}</span>}
      </SortableList>
    </>
  );
}

const shown = () => screen.getAllByTestId('thing').map((e) => e.textContent);

// happy-dom lays nothing out: each row is 30 px high, 40 px below the one before, as a browser would place them.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('[data-sortable-id]');
    const top = row?.parentElement ? [...row.parentElement.children].indexOf(row) * 40 : 0;
    return { x: 0, y: top, top, left: 0, width: 300, height: 30, bottom: top + 30, right: 300, toJSON: () => ({}) };
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** With the toggle on, Space on the first row's handle picks it up, ArrowDown takes it over the second, Space drops it. */
async function moveFirstDown() {
  fireEvent.click(screen.getByRole('switch', { name: 'Drag to reorder things' }));
  const [handle] = await screen.findAllByRole('button', { name: 'Drag to move (things)' });
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space' });
  // The keyboard sensor listens for the arrows once it has started; until then an arrow does nothing.
  const over = /was moved over droppable area 2/;
  await waitFor(() => {
    if (!screen.queryByText(over)) fireEvent.keyDown(handle, { code: 'ArrowDown' });
    expect(screen.getByText(over)).toBeInTheDocument();
  });
  fireEvent.keyDown(handle, { code: 'Space' });
}

describe('SortableList with useOrderedParts', () => {
  it('a keyboard move sends one request, and the list shows the order it answers, without reading it again', async () => {
    const http = fakeHttp({
      get: (path) => (path === 'boxes/7/things' ? [thing(1, 1), thing(2, 2), thing(3, 3)] : undefined),
      // The server's order: someone else moved thing 3 meanwhile.
      put: () => ({ ok: true, data: { id: 1, things: [thing(3, 1), thing(2, 2), thing(1, 3)] } }),
    });
    renderWithServices(<Things />, { http });
    await waitFor(() => expect(shown()).toEqual(['thing 1', 'thing 2', 'thing 3']));

    await moveFirstDown();
    await waitFor(() => expect(shown()).toEqual(['thing 3', 'thing 2', 'thing 1']));
    expect(http.put).toHaveBeenCalledTimes(1);
    expect(http.put).toHaveBeenCalledWith('boxes/things/1/move', { destinationPos: 2 });
    expect(http.get).toHaveBeenCalledTimes(1);
  });

  it('a refused move shows the list as it was, and why', async () => {
    const http = fakeHttp({
      get: () => [thing(1, 1), thing(2, 2)],
      put: () => ({ ok: false, status: 409, error: 'Someone else moved it' }),
    });
    renderWithServices(<Things />, { http });
    await waitFor(() => expect(shown()).toEqual(['thing 1', 'thing 2']));

    await moveFirstDown();
    await screen.findByRole('alert');
    expect(screen.getByRole('alert')).toHaveTextContent('Someone else moved it');
    expect(shown()).toEqual(['thing 1', 'thing 2']);
    expect(http.put).toHaveBeenCalledTimes(1);
  });

  it('keeps the toggle off under two items', async () => {
    renderWithServices(<Things />, { http: fakeHttp({ get: () => [thing(1, 1)] }) });
    await waitFor(() => expect(shown()).toEqual(['thing 1']));
    expect(screen.getByRole('switch', { name: 'Drag to reorder things' })).toBeDisabled();
  });
});
