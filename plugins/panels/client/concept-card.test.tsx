// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiOf } from '../../../sdk/client';
import { fakeHttp } from '../../../tests/support/client';
import { panelConceptCard } from './concept-card';

describe("the panels' concept card", () => {
  it('reads its tooltip from courses/{id}/tooltips-panel and names its k-lines, not their ids', async () => {
    const tip = {
      id: 7,
      title: 'Ser: el presente',
      level: 1,
      concept: 12,
      kLines: [
        { id: 2, name: 'To be', visible: true },
        { id: 99, name: '', visible: false },
      ],
      target: 'Ser',
    };
    const http = fakeHttp({ get: () => [tip] });
    const data = await panelConceptCard.tooltip(apiOf(http), { courseId: 1, refId: 7, dialectId: 2 });
    expect(http.get).toHaveBeenCalledWith('courses/1/tooltips-panel', { text: '7', dialect: 2 }, undefined);
    render(
      <div data-testid="card">
        {panelConceptCard.render({ ref: 12, refId: 7, positions: [0], deltaPos: 0, inflectStudied: null, preselected: false }, data)}
      </div>,
    );
    expect(screen.getByTestId('card').textContent).toBe('Ser: el presenteSer (level 1)K-lines: To be');
  });
});
