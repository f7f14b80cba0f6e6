import { ActionIcon, Badge, Group, Indicator, Popover, ScrollArea, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { apiUrl, type Api } from '../../../sdk/client/http';
import { formatDate, useT } from '../../../sdk/client';
import { AsyncTaskStatus, platformApi, type FinishedTask } from '../../../sdk/shared';
import type { SettingsStore } from '../settings/settings-store';
import { useSettings } from '../settings/use-settings';

const STATUS = {
  [AsyncTaskStatus.DONE]: { label: 'notifications.status.done', color: 'green' },
  [AsyncTaskStatus.DEAD_LETTER]: { label: 'notifications.status.failed', color: 'red' },
  [AsyncTaskStatus.CANCELLED]: { label: 'notifications.status.cancelled', color: 'gray' },
} as Record<number, { label: string; color: string } | undefined>;

/** 'memory.tmx-export' as a person reads it: 'Tmx export'. */
export const taskName = (queue: string) => {
  const words = (queue.split('.').pop() ?? queue).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const unreadOf = (tasks: FinishedTask[], seenAt: string | null) => (seenAt ? tasks.filter((t) => t.finishedAt > seenAt).length : tasks.length);

/**
 * The bell: the tasks the user queued that have ended (done, failed or cancelled), from the server's
 * list (so they survive a reload), the unread ones counted until the bell is opened; an entry opens
 * the screen of what its task worked on.
 */
export function NotificationCentre({
  api,
  store,
  moduleTitle,
  open,
}: {
  api: Api;
  store: SettingsStore;
  moduleTitle(ref: number): string | undefined;
  open(task: { ref: number; courseId: number }): void;
}) {
  const t = useT('core');
  const { notificationsSeenAt } = useSettings(store);
  const [tasks, setTasks] = useState<FinishedTask[]>([]);
  const [opened, setOpened] = useState(false);
  const load = useCallback(() => void api.load(platformApi.myTasks).then((t) => Array.isArray(t) && setTasks(t)), [api]);
  // Read once, then again only when the user's event stream says a task of theirs ended (or after
  // the stream was broken: what ended meanwhile may be past the events it replays).
  useEffect(() => {
    load();
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(apiUrl(platformApi.myEvents), { withCredentials: true });
    let broken = false;
    source.addEventListener('task', load);
    source.onerror = () => {
      broken = true;
    };
    source.onopen = () => {
      if (broken) load();
      broken = false;
    };
    return () => source.close();
  }, [load]);
  const unread = unreadOf(tasks, notificationsSeenAt);
  const toggle = () => {
    if (!opened) {
      if (unread && tasks[0]) void store.change({ notificationsSeenAt: tasks[0].finishedAt });
    }
    setOpened(!opened);
  };
  const label = unread ? t('notifications.unread', { count: unread }) : t('notifications.title');
  return (
    <Popover opened={opened} onChange={setOpened} position="right-start" width={340} shadow="md" trapFocus>
      <Popover.Target>
        <Tooltip label={label}>
          <Indicator label={unread} size={16} disabled={!unread} color="red" offset={4}>
            <ActionIcon variant="subtle" size="sm" onClick={toggle} aria-label={label} data-testid="notification-bell">
              <IconBell size={16} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Text fw={600} size="sm" p="xs">
          {t('notifications.finished')}
        </Text>
        <ScrollArea.Autosize mah={400}>
          <Stack gap={0} role="list" aria-label={t('notifications.finished')}>
            {tasks.length === 0 ? (
              <Text size="sm" c="dimmed" p="xs">
                {t('notifications.none')}
              </Text>
            ) : null}
            {tasks.map((task) => {
              const status = STATUS[task.status];
              const where = task.ref !== null ? moduleTitle(task.ref) : undefined;
              const target = task.ref !== null && task.courseId !== null ? { ref: task.ref, courseId: task.courseId } : undefined;
              return (
                <UnstyledButton
                  key={task.id}
                  role="listitem"
                  className="cm-notification"
                  data-unread={!notificationsSeenAt || task.finishedAt > notificationsSeenAt || undefined}
                  disabled={!target}
                  onClick={() => {
                    if (!target) return;
                    setOpened(false);
                    open(target);
                  }}
                  px="xs"
                  py={6}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" truncate>
                        {where ? t('notifications.taskIn', { where, task: taskName(task.queue) }) : taskName(task.queue)}
                      </Text>
                      <Text size="xs" c="dimmed" truncate title={task.lastError ?? undefined}>
                        {task.status === AsyncTaskStatus.DEAD_LETTER && task.lastError ? task.lastError : formatDate(task.finishedAt, 'dateTime')}
                      </Text>
                    </Stack>
                    {status ? (
                      <Badge size="sm" color={status.color} variant="light">
                        {t(status.label)}
                      </Badge>
                    ) : null}
                  </Group>
                </UnstyledButton>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
