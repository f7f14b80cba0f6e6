import { Badge, Group, Tooltip } from '@mantine/core';
import type { ClDetail } from '../../shared/concepts';

/**
 * A text's concept-linker details (clDetails): per target dialect, the share of its words linked
 * to concepts; green when every word is, without overlap.
 */
export function ClDetails({ details }: { details: ClDetail[] }) {
  if (!details.length) return null;
  return (
    <Group gap={2} wrap="nowrap" aria-label="Concept linker">
      {details.map((d) => (
        <Tooltip
          key={d.dialectId}
          label={`Concept linker, ${d.dialectCode}: ${d.conceptLinkerCoverage}% of the words linked${d.conceptLinker ? ' (done)' : ''}`}
        >
          <Badge size="xs" variant="light" color={d.conceptLinker ? 'green' : d.conceptLinkerCoverage ? 'yellow' : 'gray'} data-cl={d.dialectCode}>
            {d.dialectCode} {d.conceptLinkerCoverage}%
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}
