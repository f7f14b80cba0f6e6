// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { GenderCode, Reader } from '../rules';
import { GenderReadBySelector } from './GenderReadBySelector';

function Harness({ start, onChange }: { start: { genderCode: GenderCode; readBy: Reader }; onChange: (v: unknown) => void }) {
  const [v, setV] = useState(start);
  return (
    <GenderReadBySelector
      {...v}
      onChange={(next) => {
        setV(next);
        onChange(next);
      }}
    />
  );
}

function setup(genderCode: GenderCode, readBy: Reader) {
  const onChange = vi.fn();
  render(
    <MantineProvider env="test">
      <Harness start={{ genderCode, readBy }} onChange={onChange} />
    </MantineProvider>,
  );
  return { onChange };
}

const readBy = () => screen.getByRole('combobox', { name: 'Read by' }) as HTMLInputElement;
const chooseGender = async (label: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: 'Gender' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
};

describe('gender and readby selector', () => {
  it('offers both voices for an unmarked speaker', async () => {
    setup('-', 'f');
    expect(readBy().disabled).toBe(false);
    expect(readBy().value).toBe('Female voice');
    fireEvent.click(readBy());
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Male voice', 'Female voice']);
  });

  it('disables the reader when the code allows only one, and takes that one', async () => {
    const { onChange } = setup('-', 'f');
    await chooseGender('m / f · a man to a woman');
    expect(onChange).toHaveBeenLastCalledWith({ genderCode: 'm / f', readBy: 'm' });
    expect(readBy().disabled).toBe(true);
    expect(readBy().value).toBe('Male voice');
  });

  it('keeps the reader when the new code still allows it', async () => {
    const { onChange } = setup('f', 'f');
    expect(readBy().disabled).toBe(true);
    await chooseGender('- / m · anyone to a man');
    expect(onChange).toHaveBeenLastCalledWith({ genderCode: '- / m', readBy: 'f' });
    expect(readBy().disabled).toBe(false);
    await chooseGender('>2 · more than two people');
    expect(onChange).toHaveBeenLastCalledWith({ genderCode: '>2', readBy: 'f' });
  });

  it('lists the thirteen gender codes of the specification', async () => {
    setup('-', 'm');
    fireEvent.click(screen.getByRole('combobox', { name: 'Gender' }));
    const codes = (await screen.findAllByRole('option')).map((o) => o.textContent!.split(' · ')[0]);
    expect(codes).toEqual(['-', 'm', 'f', '- / -', 'm / -', '- / m', 'f / -', '- / f', 'm / f', 'f / m', 'm / m', 'f / f', '>2']);
  });
});
