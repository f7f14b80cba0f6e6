import { Anchor, Badge, Button, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { apiUrl, formatDate, useApi, useCommands, type ModuleScreenProps, useT } from '../../../sdk/client';
import { publishApi } from '../public';
import { FailureDialog } from './FailureDialog';
import { PUBLISH_POLL_MS, type CheckDetail, type CheckResult, type Publication, type PublishResource } from './types';

interface Row {
  resource: PublishResource;
  check?: CheckResult;
  checking?: boolean;
}

/**
 * Publish (spec 3 §2 'Publish screen'): Check runs the check of every resource in turn (progress per
 * resource, then the failure dialog when items fail); Publish queues the next version and follows
 * its progress per resource; the versions published link to their snapshots.
 */
export default function PublishScreen({ courseId }: ModuleScreenProps) {
  const api = useApi();
  const t = useT('publish');
  const [rows, setRows] = useState<Row[]>([]);
  const [failures, setFailures] = useState<CheckDetail[] | null>(null);
  const [checking, setChecking] = useState(false);
  const [publications, setPublications] = useState<Publication[]>([]);
  const [error, setError] = useState<string>();

  const loadPublications = useCallback(async () => {
    setPublications((await api.load(publishApi.publications, { params: { courseId } })) ?? []);
  }, [api, courseId]);

  useEffect(() => {
    void api.load(publishApi.resources, { params: { courseId } }).then((list) => setRows((list ?? []).map((resource) => ({ resource }))));
    void loadPublications();
  }, [api, courseId, loadPublications]);

  const running = publications.find((p) => p.status === 'running');
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void loadPublications(), PUBLISH_POLL_MS);
    return () => clearInterval(timer);
  }, [running, loadPublications]);

  const check = async () => {
    setChecking(true);
    setError(undefined);
    const all: CheckDetail[] = [];
    for (const { resource } of rows.filter((r) => r.resource.enabled)) {
      setRows((list) => list.map((r) => (r.resource.ref === resource.ref ? { resource, checking: true } : r)));
      const o = await api.call(publishApi.check, { params: { courseId, ref: resource.ref } });
      if (!o.ok) setError(o.error);
      const result = o.ok ? o.data : undefined;
      all.push(...(result?.details ?? []));
      setRows((list) => list.map((r) => (r.resource.ref === resource.ref ? { resource, check: result } : r)));
    }
    setChecking(false);
    if (all.length) setFailures(all);
  };

  const publish = async () => {
    const o = await api.call(publishApi.publish, { params: { courseId } });
    if (!o.ok) return setError(o.error);
    setError(undefined);
    // The answer is the new version, newest first; its progress is followed from there.
    setPublications((list) => [o.data, ...list.filter((p) => p.version !== o.data.version)]);
  };

  useCommands([
    { id: 'check', category: t('category'), title: t('commands.check'), keys: 'alt+shift+C', when: () => !checking, run: () => void check() },
    { id: 'publish', category: t('category'), title: t('commands.publish'), keys: 'alt+shift+P', when: () => !running, run: () => void publish() },
  ]);

  const progressOf = (ref: number) => running?.progress.find((p) => p.ref === ref);
  return (
    <Stack p="md" gap="sm" style={{ height: '100%', overflow: 'auto' }} data-testid="publish-screen">
      <Group>
        <Button onClick={() => void check()} loading={checking}>
          {t('check')}
        </Button>
        <Button onClick={() => void publish()} disabled={!!running}>
          {t('publish')}
        </Button>
        {error && (
          <Text c="red" size="sm">
            {error}
          </Text>
        )}
      </Group>
      {rows.map(({ resource, check: c, checking: busy }) => {
        const p = progressOf(resource.ref);
        const failing = c?.details.length ?? 0;
        return (
          <Group key={resource.ref} wrap="nowrap" data-testid={`publish-${resource.ref}`}>
            <Text w={160} size="sm">
              {resource.name}
            </Text>
            <Progress
              style={{ flex: 1 }}
              aria-label={t('progress', { name: resource.name })}
              animated={busy}
              value={p ? (p.total ? (100 * p.done) / p.total : 0) : c || busy ? (busy ? 50 : 100) : 0}
              color={failing ? 'orange' : undefined}
            />
            <Text w={220} size="sm" data-testid={`publish-${resource.ref}-state`}>
              {p ? t('published', { done: p.done, total: p.total }) : busy ? t('checking') : c ? t('ready', { count: c.ids.length }) : ''}
              {!p && failing > 0 && (
                <Anchor component="button" type="button" ml={6} c="red" onClick={() => setFailures(c!.details)}>
                  {t('failing', { count: failing })}
                </Anchor>
              )}
            </Text>
          </Group>
        );
      })}
      <Title order={5} mt="md">
        {t('versions')}
      </Title>
      <Table data-testid="publish-versions">
        <Table.Tbody>
          {publications.map((p) => (
            <Table.Tr key={p.version}>
              <Table.Td>v{p.version}</Table.Td>
              <Table.Td>
                <Badge color={p.status === 'published' ? 'green' : p.status === 'failed' ? 'red' : 'blue'}>{t(`status.${p.status}`)}</Badge>
              </Table.Td>
              <Table.Td>{formatDate(p.publishedAt, 'dateTime')}</Table.Td>
              <Table.Td>
                {p.status === 'published' && (
                  <Anchor href={apiUrl(publishApi.snapshot, { courseId, version: p.version })} target="_blank">
                    {t('snapshot')}
                  </Anchor>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {failures && <FailureDialog courseId={courseId} resources={rows.map((r) => r.resource)} failures={failures} onClose={() => setFailures(null)} />}
    </Stack>
  );
}
