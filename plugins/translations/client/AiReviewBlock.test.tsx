// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import { AiReviewBlock, type AiReview } from './AiReviewBlock';

const review = (id: number, dialectId: number, status: number, response: string, reasoning = ''): AiReview => ({
  id,
  ref: 16,
  refId: 5,
  kind: 'targets',
  dialectId,
  dialectCode: dialectId === 2 ? 'es-ES' : dialectId === 3 ? 'en-US' : 'es-MX',
  status,
  text: 'x',
  reference: 'y',
  response,
  reasoning,
});

/** A fake ai-review server: the reviews of sentence 5, 'mark as OK' updating them. */
function setup(opts: { refuse?: boolean } = {}) {
  const reviews = [
    review(1, 2, 1, 'Numbers changed: the en-US text has 3, the es-ES text has 4.\nThe es-ES text lost <b>.', 'Compared es-ES with en-US: 2 findings.'),
    review(2, 3, 2, ''),
    review(3, 4, 1, 'Not shown: another dialect.'),
  ];
  const read = vi.fn(async (path: string, params?: Record<string, unknown>) => {
    if (opts.refuse) return { ok: false as const, status: 403, error: 'Forbidden' };
    expect(path).toBe('ai/courses/1/reviews');
    expect(params).toEqual({ ref: 16, refId: 5 });
    return { ok: true as const, data: structuredClone(reviews) };
  });
  const put = vi.fn(async (path: string, body: { status: number }) => {
    const r = reviews.find((x) => `ai/review/${x.id}` === path)!;
    r.status = body.status;
    return { ok: true as const, data: r };
  });
  renderWithServices(<AiReviewBlock courseId={1} module={16} refId={5} dialectIds={[2, 3]} />, { http: fakeHttp({ read, put }) });
  return { read, put };
}

describe('the CAT AI Review block', () => {
  it("shows the row's reviews in its dialects with their findings and reasoning, and marks a flagged one OK", async () => {
    const { read, put } = setup();
    const block = await screen.findByTestId('cat-ai-review');
    await waitFor(() => expect(block.textContent).toContain('Numbers changed: the en-US text has 3'));
    expect(block.textContent).toContain('The es-ES text lost <b>.');
    expect(block.textContent).toContain('Flagged');
    expect(block.textContent).toContain('Targets · en-US');
    expect(block.textContent).not.toContain('Not shown');
    expect(screen.getByTestId('cat-ai-reasoning').textContent).toContain('Compared es-ES with en-US: 2 findings.');
    fireEvent.click(screen.getByRole('button', { name: 'Mark OK: es-ES Targets' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('ai/review/1', { status: 2 }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Mark OK/ })).toBeNull());
    expect(screen.getByTestId('cat-ai-review').textContent).not.toContain('Flagged');
    // One request: the answer is shown, the reviews are not read again.
    expect(read).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('says so when the user may not read the AI reviews', async () => {
    setup({ refuse: true });
    expect(await screen.findByText('No access to the AI reviews of this course.')).toBeInTheDocument();
  });
});
