import { ActionIcon, Tooltip } from '@mantine/core';
import { IconFlag, IconFlagFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { FLAG_COLORS, nextFlag } from './display';
import type { FlagContract } from '../../shared';
import { apiOf, type HttpClient } from '../http';

export const FLAG_DEBOUNCE_MS = 500;

/** A flag 1 to 5 that cycles on click. */
export function FlagButton({ flag, onChange }: { flag: number; onChange(next: number): void }) {
  return (
    <Tooltip label={`Flag ${flag}`} openDelay={500}>
      <ActionIcon
        variant="subtle"
        size="sm"
        color={FLAG_COLORS[flag] ?? 'gray'}
        aria-label={`Flag ${flag}`}
        data-flag={flag}
        onClick={(e) => {
          e.stopPropagation();
          onChange(nextFlag(flag));
        }}
      >
        {flag > 1 ? <IconFlagFilled size={16} /> : <IconFlag size={16} />}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The grid's flag cell: cycles at once and saves through the resource's flag contract (PUT
 * {item}/:id/flag) 500 ms after the last click; back to the saved flag if refused.
 */
export function FlagCell({ id, value, contract, http }: { id: number; value: number; contract: FlagContract; http: HttpClient }) {
  const [flag, setFlag] = useState(value ?? 1);
  const saved = useRef(value ?? 1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    saved.current = value ?? 1;
    setFlag(value ?? 1);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <FlagButton
      flag={flag}
      onChange={(next) => {
        setFlag(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(async () => {
          const r = await apiOf(http).call(contract, { params: { id }, body: { flag: next } });
          if (r.ok) saved.current = next;
          else setFlag(saved.current);
        }, FLAG_DEBOUNCE_MS);
      }}
    />
  );
}
