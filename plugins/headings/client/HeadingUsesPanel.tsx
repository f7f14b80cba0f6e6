import { Alert, Anchor, Button, Group, Menu, Stack, Table, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { NEW_RECORD_ID, useApi, useNavigation, useT } from '../../../sdk/client';
import { HEADING_USE_KINDS, headingsApi, type HeadingUseCourse, type HeadingUses } from '../public';

type Kind = (typeof HEADING_USE_KINDS)[number];

export interface HeadingUsesPanelProps {
  headingId: number;
}

/**
 * The Uses tab (spec 3 §2 Headings screen): a Load button, then the counts of segments, reading
 * exercises, trainer segments and exercises; each count opens the matching module's list in the
 * course holding those records (a menu of courses when they are in several), searching their ids.
 */
export function HeadingUsesPanel({ headingId }: HeadingUsesPanelProps) {
  const t = useT('headings');
  const api = useApi();
  const navigation = useNavigation();
  const [uses, setUses] = useState<HeadingUses>();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  if (headingId === NEW_RECORD_ID)
    return (
      <Text size="sm" c="dimmed">
        {t('uses.saveFirst')}
      </Text>
    );

  const load = async () => {
    setLoading(true);
    setFailed(false);
    const res = await api.load(headingsApi.uses, { params: { id: headingId } });
    setLoading(false);
    if (res?.uses) setUses(res.uses);
    else setFailed(true);
  };

  const open = (kind: Kind, c: HeadingUseCourse) =>
    navigation.navigate({ ref: kind.module, courseId: c.courseId, search: c.ids.join(','), headingId, ids: c.ids });

  const count = (kind: Kind) => {
    const n = uses![kind.count];
    const courses = uses!.courses[kind.kind] ?? [];
    const label = t('uses.count', { kind: t(`uses.kinds.${kind.kind}`), count: n });
    if (n === 0 || courses.length === 0)
      return (
        <Text size="sm" data-kind={kind.kind}>
          {n}
        </Text>
      );
    if (courses.length === 1) {
      return (
        <Anchor component="button" type="button" size="sm" aria-label={label} data-kind={kind.kind} onClick={() => open(kind, courses[0])}>
          {n}
        </Anchor>
      );
    }
    return (
      <Menu position="bottom-start" withinPortal={false}>
        <Menu.Target>
          <Anchor component="button" type="button" size="sm" aria-label={label} data-kind={kind.kind}>
            {n}
          </Anchor>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('uses.openInCourse')}</Menu.Label>
          {courses.map((c) => (
            <Menu.Item key={c.courseId} onClick={() => open(kind, c)}>{`${c.code} (${c.count})`}</Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  };

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} loading={loading} onClick={() => void load()}>
          {t('uses.load')}
        </Button>
        {!uses && !failed && (
          <Text size="xs" c="dimmed">
            {t('uses.loadHint')}
          </Text>
        )}
      </Group>
      {failed && (
        <Alert color="red" p="xs">
          <Text size="sm">{t('uses.loadFailed')}</Text>
        </Alert>
      )}
      {uses && (
        <Table withRowBorders={false} verticalSpacing={4} aria-label={t('uses.table')}>
          <Table.Tbody>
            {HEADING_USE_KINDS.map((k) => (
              <Table.Tr key={k.kind}>
                <Table.Td>
                  <Text size="sm">{t(`uses.kinds.${k.kind}`)}</Text>
                </Table.Td>
                <Table.Td>{count(k)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
