import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { keyLabel, useApi, useModuleTitles, useNavigation } from '../../../sdk/client';
import { panelsApi, type PanelUse } from '../public';

export const NOT_USED = 'This panel is not used anywhere yet';

/** The Uses tab: where the panel is used (its lesson, compounds, panels linking to it), each opening its record. */
export function PanelUses({ panelId }: { panelId: number }) {
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
        Loading…
      </Text>
    );
  if (!uses.length)
    return (
      <Text c="dimmed" size="sm">
        {NOT_USED}
      </Text>
    );
  return (
    <Stack gap={4} aria-label="Panel uses">
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
