// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiOf, conceptCards } from '../../../sdk/client';
import { fakeHttp } from '../../../tests/support/client';
import manifest from '../plugin';
import { vocConceptCard } from './concept-card';

describe("the vocabulary's concept card", () => {
  it('is contributed by the manifest for the course vocabulary (22)', () => {
    expect(manifest.contributes).toContainEqual({ point: conceptCards.id, values: [vocConceptCard] });
    expect(vocConceptCard.ref).toBe(22);
  });

  it('reads its tooltip from courses/{id}/tooltips-voc and draws it', async () => {
    const tip = {
      id: 2,
      title: 'brother',
      nUses: 3,
      svg: null,
      wordClass: null,
      targets: [{ dialectId: 2, dialectCode: 'es-ES', text: 'hermano' }],
      sources: [{ dialectId: 3, dialectCode: 'en-US', text: 'brother' }],
    };
    const http = fakeHttp({ get: () => [tip] });
    const data = await vocConceptCard.tooltip(apiOf(http), { courseId: 1, refId: 2, dialectId: 2 });
    expect(http.get).toHaveBeenCalledWith('courses/1/tooltips-voc', { text: '2', dialect: 2 }, undefined);
    render(
      <div data-testid="card">{vocConceptCard.render({ ref: 22, refId: 2, positions: [0], deltaPos: 0, inflectStudied: null, preselected: false }, data)}</div>,
    );
    expect(screen.getByTestId('card').textContent).toBe('brotherhermano — brother (3 uses)');
    render(
      <div data-testid="one">
        {vocConceptCard.render({ ref: 22, refId: 2, positions: [0], deltaPos: 0, inflectStudied: null, preselected: false }, { ...tip, nUses: 1 })}
      </div>,
    );
    expect(screen.getByTestId('one').textContent).toBe('brotherhermano — brother (1 use)');
  });
});
