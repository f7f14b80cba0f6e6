import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { keyLabel, useApi, useModuleTitles, useNavigation, useT } from '../../../sdk/client';
import { panelsApi, type PanelUse } from '../public';

/** The Uses tab: where the panel is used (its lesson, compounds, panels linking to it), each opening its record. */
export function PanelUses({ panelId }: { panelId: number }) {
  const t = useT('panels');
  const api = useApi();
  const navigation = useNavigation();
  const moduleTitle = useModuleTitles();
  const [uses, setUses] = useState<PanelUse[]>();
  useEffect(() => {
    void api.load(panelsApi.uses, { params: { id: panelId } }).then((u) => setUses(u ?? []));
  }, [api, panelId]);
  if (!uses)
    return (
      <Text c="dimmed" size="sm">
        {t('uses.loading')}
      </Text>
    );
  if (!uses.length)
    return (
      <Text c="dimmed" size="sm">
        {t('uses.notUsed')}
      </Text>
    );
  return (
    <Stack gap={4} aria-label={t('uses.list')}>
      {uses.map((u) => (
        <Group key={`${u.kind}-${u.id}`} gap="xs">
          <Badge size="sm" variant="light" w={90} tt="none">
            {(u.module !== null && moduleTitle(u.module)) || keyLabel(u.kind)}
          </Badge>
          {u.module === null ? (
            <Text size="sm">{u.label}</Text>
          ) : (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => navigation.navigate({ ref: u.module!, courseId: u.courseId, search: String(u.id) })}
            >
              {u.label}
            </Anchor>
          )}
        </Group>
      ))}
    </Stack>
  );
}
