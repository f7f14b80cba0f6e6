import { ActionIcon, Badge, Collapse, Group, HoverCard, Popover, ScrollArea, SimpleGrid, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronRight,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
  IconStar,
  IconStarFilled,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { ModuleIcon } from '../../../sdk/client/icons';
import type { PermissionTreeEntry } from '../../../sdk/shared';
import { favouriteTarget, sortedFavourites, type Favourite } from './favourites';
import { FlagIcon } from './flags';
import { treeKeyHandler, updateTabStop } from './tree-keyboard';
import { flyoutColumns, isGroup, moduleTitle, type CourseNode, type GlobalGroup, type SidebarModel } from './tree';
import { useT } from '../../../sdk/client';

export const SIDEBAR_WIDTH = 230;
export const SIDEBAR_COLLAPSED_WIDTH = 18;
const FLYOUT_CLOSE_DELAY_MS = 200;

export interface SidebarProps {
  model: SidebarModel;
  login: string;
  collapsed: boolean;
  onToggle(): void;
  /** background: ctrl/middle click opens the tab without activating it. */
  onOpen(entry: { ref: number; courseId: number }, background: boolean): void;
  favourites: Record<string, Favourite>;
  onToggleFavourite(entry: PermissionTreeEntry): void;
  onRemoveFavourite(moduleId: string): void;
  onLogout(): void;
  /** Beside the collapse button (the notification bell). */
  headerExtra?: ReactNode;
  /** Beside the log-out button (the settings). */
  footerExtra?: ReactNode;
}

const isBackground = (e: MouseEvent) => e.ctrlKey || e.metaKey || e.button === 1;

function ModuleRow({
  entry,
  onOpen,
  starred,
  onStar,
  role = 'treeitem',
}: {
  entry: PermissionTreeEntry;
  onOpen: SidebarProps['onOpen'];
  starred?: boolean;
  onStar?: () => void;
  role?: 'treeitem' | 'menuitem';
}) {
  const t = useT('core');
  return (
    <Group gap={4} wrap="nowrap" className="cm-module-row" role="none">
      <UnstyledButton
        className="cm-nav-item"
        data-ref={entry.ref}
        data-course={entry.courseId}
        role={role}
        tabIndex={-1}
        onClick={(e) => onOpen(entry, isBackground(e))}
        onAuxClick={(e) => e.button === 1 && onOpen(entry, true)}
      >
        <ModuleIcon name={entry.icon} />
        <Text size="sm" truncate>
          {moduleTitle(entry)}
        </Text>
      </UnstyledButton>
      {onStar && (
        <ActionIcon
          variant="subtle"
          size="sm"
          color={starred ? 'yellow' : 'gray'}
          onClick={onStar}
          tabIndex={-1}
          aria-label={starred ? t('favourites.remove') : t('favourites.add')}
        >
          {starred ? <IconStarFilled size={14} /> : <IconStar size={14} />}
        </ActionIcon>
      )}
    </Group>
  );
}

/**
 * A course and its menu of modules: opened by hovering (closing 200 ms after the pointer leaves
 * both), or by Enter, Space or Right on the course, then arrows inside; closed when a module opens.
 */
function CourseItem({ course, props }: { course: CourseNode; props: SidebarProps }) {
  const [opened, setOpened] = useState(false);
  const [byKeyboard, setByKeyboard] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => cancel, []);
  const hoverOpen = () => {
    cancel();
    setOpened(true);
  };
  const hoverLeave = () => {
    cancel();
    timer.current = setTimeout(() => setOpened(false), FLYOUT_CLOSE_DELAY_MS);
  };
  const close = (refocus: boolean) => {
    cancel();
    setOpened(false);
    setByKeyboard(false);
    if (refocus) target.current?.focus();
  };
  const menuItems = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
  useEffect(() => {
    if (!opened || !byKeyboard) return;
    // The dropdown mounts with its transition: focus its first module once it is there.
    let frame = 0;
    const focusFirst = (tries: number) => {
      const first = menuItems()[0];
      if (first) first.focus();
      else if (tries > 0) frame = requestAnimationFrame(() => focusFirst(tries - 1));
    };
    focusFirst(30);
    return () => cancelAnimationFrame(frame);
  }, [opened, byKeyboard]);
  const onTargetKey = (e: KeyboardEvent) => {
    if (!['Enter', ' ', 'ArrowRight'].includes(e.key)) return;
    e.preventDefault();
    setByKeyboard(true);
    setOpened(true);
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const items = menuItems();
    const i = items.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: items.length - 1 }[e.key];
    if (move !== undefined) items[Math.max(0, Math.min(items.length - 1, move))]?.focus();
    else if (e.key === 'Escape' || e.key === 'ArrowLeft' || e.key === 'Tab') close(true);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  const open: SidebarProps['onOpen'] = (entry, background) => {
    close(false);
    props.onOpen(entry, background);
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="right-start" shadow="md" withinPortal offset={4}>
      <Popover.Target>
        <UnstyledButton
          ref={target}
          className="cm-nav-item cm-course"
          data-course-id={course.courseId}
          role="treeitem"
          tabIndex={-1}
          aria-haspopup="menu"
          aria-expanded={opened}
          aria-label={course.name}
          onMouseEnter={hoverOpen}
          onMouseLeave={hoverLeave}
          onKeyDown={onTargetKey}
          onClick={() => {
            setByKeyboard(true);
            setOpened(true);
          }}
        >
          <Text size="sm" truncate>
            {course.name}
          </Text>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown
        p="xs"
        data-testid={`flyout-${course.courseId}`}
        ref={menu}
        role="menu"
        aria-label={course.name}
        onMouseEnter={hoverOpen}
        onMouseLeave={hoverLeave}
        onKeyDown={onMenuKey}
      >
        <Group gap={6} mb={6}>
          <FlagIcon code={course.languageCode} />
          <Text size="sm" fw={600}>
            {course.name}
          </Text>
        </Group>
        <SimpleGrid cols={flyoutColumns(course.modules.length)} spacing={4} verticalSpacing={0}>
          {course.modules.map((m) => (
            <ModuleRow
              key={m.ref}
              entry={m}
              onOpen={open}
              role="menuitem"
              starred={!!props.favourites[`${m.courseId}:${m.ref}`]}
              onStar={() => props.onToggleFavourite(m)}
            />
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}

function Favourites({ props }: { props: SidebarProps }) {
  const t = useT('core');
  const favs = sortedFavourites(props.favourites);
  // Removing the last favourite from the open flyout shows 'No favourites yet' until it closes.
  const [flyoutOpen, setFlyoutOpen] = useState(false);
  if (favs.length === 0 && !flyoutOpen) return null;
  return (
    <HoverCard
      position="right-start"
      openDelay={0}
      closeDelay={FLYOUT_CLOSE_DELAY_MS}
      shadow="md"
      withinPortal
      offset={4}
      onOpen={() => setFlyoutOpen(true)}
      onClose={() => setFlyoutOpen(false)}
    >
      <HoverCard.Target>
        <UnstyledButton className="cm-nav-item" role="treeitem" tabIndex={-1} aria-label={t('favourites.title')}>
          <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" />
          <Text size="sm">{t('favourites.title')}</Text>
          <Badge size="sm" variant="light" ml="auto">
            {favs.length}
          </Badge>
        </UnstyledButton>
      </HoverCard.Target>
      <HoverCard.Dropdown p="xs">
        {favs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('favourites.none')}
          </Text>
        ) : (
          favs.map((f) => (
            <Group key={f.moduleId} gap={4} wrap="nowrap">
              <UnstyledButton className="cm-nav-item" onClick={(e) => props.onOpen(favouriteTarget(f), isBackground(e))}>
                <Text size="sm" truncate>
                  {f.module}
                  {f.courseName ? ` · ${f.courseName}` : ''}
                </Text>
              </UnstyledButton>
              <ActionIcon variant="subtle" size="sm" color="gray" aria-label={t('favourites.removeOne')} onClick={() => props.onRemoveFavourite(f.moduleId)}>
                <IconX size={14} />
              </ActionIcon>
            </Group>
          ))
        )}
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

/** A leading level of global modules ('Vocabulary' › 'Vocabulary (main)'), open unless collapsed. */
function GlobalGroupItem({ group, props }: { group: GlobalGroup; props: SidebarProps }) {
  const [open, setOpen] = useState(true);
  return (
    <div className="cm-global-group" data-group={group.group}>
      <UnstyledButton
        className="cm-nav-item cm-group-header"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        role="treeitem"
        tabIndex={-1}
        aria-label={group.group}
      >
        {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
        <ModuleIcon name={group.modules[0]?.icon} />
        <Text size="sm">{group.group}</Text>
      </UnstyledButton>
      <div role="group" data-open={open}>
        <Collapse expanded={open}>
          <Stack gap={0} pl={22}>
            {group.modules.map((e) => (
              <ModuleRow key={e.ref} entry={e} onOpen={props.onOpen} />
            ))}
          </Stack>
        </Collapse>
      </div>
    </div>
  );
}

export function Sidebar(props: SidebarProps) {
  const t = useT('core');
  const [closedLanguages, setClosed] = useState<Set<string>>(new Set());
  const tree = useRef<HTMLDivElement>(null);
  const onTreeKey = useMemo(treeKeyHandler, []);
  // After each render (a branch opened or closed), one visible item stays in the Tab order.
  useLayoutEffect(() => {
    if (tree.current) updateTabStop(tree.current);
  });
  if (props.collapsed) {
    return (
      <nav className="cm-sidebar cm-sidebar-collapsed" style={{ width: SIDEBAR_COLLAPSED_WIDTH }}>
        <ActionIcon variant="subtle" size={16} onClick={props.onToggle} aria-label={t('sidebar.expand')}>
          <IconLayoutSidebarLeftExpand size={14} />
        </ActionIcon>
      </nav>
    );
  }
  const toggleLanguage = (name: string) =>
    setClosed((s) => {
      const next = new Set(s);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  return (
    <nav className="cm-sidebar" style={{ width: SIDEBAR_WIDTH }} data-testid="sidebar">
      <Group justify="space-between" px="xs" py={6} className="cm-sidebar-header">
        <Text fw={700} size="sm">
          {t('app.name')}
        </Text>
        <Group gap={4} wrap="nowrap">
          {props.headerExtra}
          <Tooltip label={t('sidebar.collapse')}>
            <ActionIcon variant="subtle" size="sm" onClick={props.onToggle} aria-label={t('sidebar.collapse')}>
              <IconLayoutSidebarLeftCollapse size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <ScrollArea className="cm-sidebar-scroll" type="auto">
        <Stack
          gap={0}
          px={4}
          ref={tree}
          role="tree"
          aria-label={t('sidebar.modules')}
          onKeyDown={onTreeKey}
          onFocus={(e) => e.target.getAttribute('role') === 'treeitem' && updateTabStop(e.currentTarget, e.target)}
        >
          {props.model.global.map((e) =>
            isGroup(e) ? <GlobalGroupItem key={`group:${e.group}`} group={e} props={props} /> : <ModuleRow key={e.ref} entry={e} onOpen={props.onOpen} />,
          )}
          <Favourites props={props} />
          {props.model.languages.map((lang) => {
            const open = !closedLanguages.has(lang.name);
            return (
              <div key={lang.name} className="cm-language" data-language={lang.name}>
                <UnstyledButton
                  className="cm-nav-item cm-language-header"
                  onClick={() => toggleLanguage(lang.name)}
                  aria-expanded={open}
                  role="treeitem"
                  tabIndex={-1}
                  aria-label={lang.name}
                >
                  {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                  <FlagIcon code={lang.code} />
                  <Text size="sm" fw={600}>
                    {lang.name}
                  </Text>
                </UnstyledButton>
                <div role="group" data-open={open}>
                  <Collapse expanded={open}>
                    <Stack gap={0} pl={22}>
                      {lang.courses.map((c) => (
                        <CourseItem key={c.courseId} course={c} props={props} />
                      ))}
                    </Stack>
                  </Collapse>
                </div>
              </div>
            );
          })}
        </Stack>
      </ScrollArea>
      <Group justify="space-between" px="xs" py={6} className="cm-sidebar-footer" wrap="nowrap">
        <Text size="xs" c="dimmed" truncate>
          {props.login}
        </Text>
        <Group gap={4} wrap="nowrap">
          {props.footerExtra}
          <Tooltip label={t('session.logout')}>
            <ActionIcon variant="subtle" size="sm" onClick={props.onLogout} aria-label={t('session.logout')}>
              <IconLogout size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </nav>
  );
}
