// @vitest-environment happy-dom
import 'reflect-metadata';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { apiOf, conceptCards, translator } from '../../../sdk/client';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import manifest from '../plugin';
import { culturalProblems, type CulturalVoc } from './cultural';
import { culturalConceptCard } from './concept-card';
import { CulturalForm } from './CulturalForm';

const item = (): CulturalVoc => ({
  id: 3,
  courseId: 1,
  title: 'siesta',
  name: 'siesta',
  definition: 'A short sleep after lunch.',
  gender: 'f',
  wordClassCode: 'noun',
  version: 1,
  targets: [
    { dialectId: 2, dialectCode: 'es-ES', text: 'siesta', status: 2 },
    { dialectId: 4, dialectCode: 'es-MX', text: '', status: 0 },
  ],
  sources: [{ dialectId: 3, dialectCode: 'en-US', text: 'afternoon nap', status: 2 }],
});

describe('cultural item form', () => {
  it('edits the fields and the text of each target and source dialect', () => {
    const changes: CulturalVoc[] = [];
    function Harness() {
      const [value, setValue] = useState(item());
      return (
        <CulturalForm
          value={value}
          errors={{ 'targets.1.text': 'Too long' }}
          courseId={1}
          onChange={(v) => {
            changes.push(v);
            setValue(v);
          }}
        />
      );
    }
    renderWithServices(<Harness />);
    fireEvent.change(screen.getByLabelText('Definition'), { target: { value: 'A nap after lunch.' } });
    expect(changes.at(-1)!.definition).toBe('A nap after lunch.');
    expect((screen.getByLabelText('Targets es-ES') as HTMLInputElement).value).toBe('siesta');
    fireEvent.change(screen.getByLabelText('Targets es-MX'), { target: { value: 'siestita' } });
    fireEvent.change(screen.getByLabelText('Sources en-US'), { target: { value: 'nap' } });
    expect(changes.at(-1)!.targets[1].text).toBe('siestita');
    expect(changes.at(-1)!.sources[0].text).toBe('nap');
    expect(screen.getByText('Too long')).toBeInTheDocument();
    expect(culturalProblems({ ...item(), title: ' ' }, translator('cultural'))).toEqual({ title: 'Required' });
  });
});

describe("the cultural item's concept card", () => {
  it('is contributed by the manifest and reads GET tooltips-cultural-voc', async () => {
    expect(manifest.contributes).toContainEqual({ point: conceptCards.id, values: [culturalConceptCard] });
    const tip = { id: 3, title: 'siesta', definition: 'A short sleep after lunch.', name: 'siesta', gender: 'f', wordClassCode: 'noun' };
    const http = fakeHttp({ get: () => [tip] });
    const data = await culturalConceptCard.tooltip(apiOf(http), { courseId: 1, refId: 3, dialectId: 2 });
    expect(http.get).toHaveBeenCalledWith('tooltips-cultural-voc', { culturalVocs: '3' }, undefined);
    render(<div>{culturalConceptCard.render({ ref: 11, refId: 3, positions: [0], deltaPos: 0, inflectStudied: null, preselected: false }, data)}</div>);
    expect(screen.getByTestId('cultural-card').textContent).toBe('siestasiesta · f · nounA short sleep after lunch.');
  });
});
