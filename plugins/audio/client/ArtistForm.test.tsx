// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '../../../tests/support/client';
import { ArtistForm, artistProblems, type Artist } from './ArtistForm';

const ARTIST: Artist = { id: 3, version: 1, name: 'Lucía Fernández', gender: 'f', userKey: 'AR-00C0FFEE' };

describe('audio artist form', () => {
  it('edits name and gender and shows the key read-only', () => {
    const onChange = vi.fn();
    renderWithServices(<ArtistForm value={ARTIST} onChange={onChange} errors={{}} courseId={1} />);
    const key = screen.getByLabelText('Key') as HTMLInputElement;
    expect(key.value).toBe('AR-00C0FFEE');
    expect(key.readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Lucía F.' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...ARTIST, name: 'Lucía F.' });
    fireEvent.click(screen.getByText('Male'));
    expect(onChange).toHaveBeenLastCalledWith({ ...ARTIST, gender: 'm' });
  });

  it('needs a name', () => {
    expect(artistProblems({ ...ARTIST, name: '  ' })).toEqual({ name: 'Required' });
    expect(artistProblems(ARTIST)).toBeUndefined();
  });
});
