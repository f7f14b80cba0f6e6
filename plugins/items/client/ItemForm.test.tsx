// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { ItemForm } from './ItemForm';
import type { Item } from '../public';

const ITEM: Item = {
  id: 5,
  courseId: 1,
  version: 2,
  error: '<p>Missing source text in <b>en-GB</b>.</p>',
  targets: [{ dialectId: 2, dialectCode: 'es-ES', text: 'el coche rojo', status: 2 }],
  sources: [
    { dialectId: 3, dialectCode: 'en-US', text: 'the red car', status: 2 },
    { dialectId: 1, dialectCode: 'en-GB', text: '', status: 0 },
  ],
};

function setup(value: Item = ITEM, errors: Record<string, string> = {}) {
  const http = fakeHttp({ get: () => [] });
  const onChange = vi.fn();
  renderWithServices(<ItemForm value={value} onChange={onChange} errors={errors} courseId={1} />, {
    http,
    navigation: { navigate: vi.fn() },
    courseConfigs: { all: [], of: () => undefined },
  });
  return { onChange };
}

describe('item editor', () => {
  it('shows the error box, a row per target dialect and a row per source dialect', () => {
    setup();
    expect(screen.getByRole('alert').textContent).toContain('Missing source text in en-GB.');
    expect(screen.getByLabelText('Targets es-ES')).toHaveProperty('value', 'el coche rojo');
    expect(screen.getByLabelText('Sources en-US')).toHaveProperty('value', 'the red car');
    expect(screen.getByLabelText('Sources en-GB')).toHaveProperty('value', '');
  });

  it('edits one dialect row, and shows server errors under the row', () => {
    const { onChange } = setup({ ...ITEM, error: '' }, { 'sources.1.text': 'Too long' });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('Sources en-GB'), { target: { value: 'the red car' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        sources: [ITEM.sources[0], { dialectId: 1, dialectCode: 'en-GB', text: 'the red car', status: 0 }],
      }),
    );
    expect(screen.getByText('Too long')).toBeInTheDocument();
  });
});
