import { Badge, Group, Tooltip } from '@mantine/core';
import type { ClDetail } from '../../shared/concepts';
import { useT } from '../i18n/i18n';

/**
 * A text's concept-linker details (clDetails): per target dialect, the share of its words linked
 * to concepts; green when every word is, without overlap.
 */
export function ClDetails({ details }: { details: ClDetail[] }) {
  const t = useT('sdk');
  if (!details.length) return null;
  return (
    <Group gap={2} wrap="nowrap" aria-label={t('linker.name')}>
      {details.map((d) => (
        <Tooltip
          key={d.dialectId}
          label={t(d.conceptLinker ? 'linker.coverageDone' : 'linker.coverage', { dialect: d.dialectCode, percent: d.conceptLinkerCoverage })}
        >
          <Badge size="xs" variant="light" color={d.conceptLinker ? 'green' : d.conceptLinkerCoverage ? 'yellow' : 'gray'} data-cl={d.dialectCode}>
            {d.dialectCode} {d.conceptLinkerCoverage}%
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}
