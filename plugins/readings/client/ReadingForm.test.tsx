// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { ReadingForm, readingProblems } from './ReadingForm';
import type { Reading } from '../public';

const blank: Reading = { id: -1, title: '', positions: '', listening: false, readBy: 'm', flag: 1, version: 0 };

function Harness({ start }: { start: Reading }) {
  const [v, setV] = useState(start);
  return <ReadingForm value={v} onChange={setV} errors={{}} courseId={1} />;
}

describe('reading form', () => {
  it('shows read-by only for a listening reading, and keeps Text and Exercises for saved readings', () => {
    renderWithServices(<Harness start={blank} />, { http: fakeHttp({ get: () => [] }) });
    expect(screen.queryByRole('radiogroup', { name: 'Read by' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Listening' }));
    expect(screen.getByRole('radiogroup', { name: 'Read by' })).toBeInTheDocument();
    expect(
      screen.getByRole('tab', { name: 'Text' }).hasAttribute('disabled') || screen.getByRole('tab', { name: 'Text' }).getAttribute('data-disabled'),
    ).toBeTruthy();
  });

  it('refuses a save with no title or bad positions, naming the fields', () => {
    expect(readingProblems({ ...blank, positions: '3, x' })).toEqual({ title: 'Required', positions: expect.any(String) });
    expect(readingProblems({ ...blank, title: 'Uno', positions: ' 3, 12 ' })).toBeUndefined();
  });
});
