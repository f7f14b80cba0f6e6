import { Tooltip, UnstyledButton } from '@mantine/core';
import { useContext, useRef, useState } from 'react';
import type { GridCellMark, GridRecord } from '../../shared';
import { ContainerContext, useApi } from '../hooks';
import { TOKENS } from '../tokens';

/**
 * A mark another plugin draws on a grid row's record (gridCellMarks): its tooltip reads what the
 * mark stands for when first pointed at (or focused). A click opens the row as any click does, and
 * the mark's place in it (a part, a dialect) through the navigation.
 */
export function MarkCell({ mark, value, record }: { mark: GridCellMark; value: unknown; record: GridRecord | undefined }) {
  const api = useApi();
  const container = useContext(ContainerContext);
  const [details, setDetails] = useState<unknown>();
  const read = useRef<Promise<unknown>>(undefined);
  const drawn = mark.render(value);
  if (drawn === null || drawn === undefined || drawn === false) return null;
  const readDetails = () => {
    if (!record) return Promise.resolve(undefined);
    read.current ??= mark.details(api, record, value).then((d) => {
      setDetails(d);
      return d;
    });
    return read.current;
  };
  const open = async () => {
    const d = await readDetails();
    if (record && d !== undefined && container) mark.open(container.resolve(TOKENS.navigation), record, d);
  };
  return (
    <Tooltip label={mark.tooltip(value, details)} multiline maw={360} withinPortal openDelay={150}>
      <UnstyledButton
        aria-label={mark.label(value)}
        style={{ display: 'inline-flex', verticalAlign: 'middle' }}
        onMouseEnter={() => void readDetails()}
        onFocus={() => void readDetails()}
        onClick={() => void open()}
      >
        {drawn}
      </UnstyledButton>
    </Tooltip>
  );
}
