import type { ComponentType } from 'react';
import {
  IconAbc,
  IconAlignLeft,
  IconApps,
  IconArrowsExchange,
  IconArrowsShuffle,
  IconBarbell,
  IconBook,
  IconBook2,
  IconBooks,
  IconBraces,
  IconBuildingFactory2,
  IconCategory,
  IconChartBar,
  IconCloudUpload,
  IconDatabase,
  IconFileText,
  IconHeading,
  IconHeartbeat,
  IconLanguage,
  IconLanguageHiragana,
  IconLayoutBoardSplit,
  IconLayoutDashboard,
  IconLayoutKanban,
  IconLayoutRows,
  IconLink,
  IconLinkPlus,
  IconList,
  IconListTree,
  IconMessageStar,
  IconMessages,
  IconMicrophone,
  IconMoodSmile,
  IconNotebook,
  IconPencil,
  IconPencilQuestion,
  IconPuzzle,
  IconRobot,
  IconSchool,
  IconSettings,
  IconTable,
  IconTableOptions,
  IconTestPipe,
  IconTextCaption,
  IconTimeline,
  IconTool,
  IconTypography,
  IconUpload,
  IconUsers,
  IconVocabulary,
  IconVolume,
  IconWorld,
} from '@tabler/icons-react';

type IconComponent = ComponentType<{ size?: number | string; stroke?: number; color?: string }>;

/**
 * The icons modules may name in their manifest (manifests are data, shared with the server, so
 * they name icons rather than import them). To use another Tabler icon, add it here: named
 * imports keep the bundle to these icons (registry.test.ts checks every module's is here).
 */
const ICONS: Record<string, IconComponent> = {
  IconAbc,
  IconAlignLeft,
  IconApps,
  IconArrowsExchange,
  IconArrowsShuffle,
  IconBarbell,
  IconBook,
  IconBook2,
  IconBooks,
  IconBraces,
  IconBuildingFactory2,
  IconCategory,
  IconChartBar,
  IconCloudUpload,
  IconDatabase,
  IconFileText,
  IconHeading,
  IconHeartbeat,
  IconLanguage,
  IconLanguageHiragana,
  IconLayoutBoardSplit,
  IconLayoutDashboard,
  IconLayoutKanban,
  IconLayoutRows,
  IconLink,
  IconLinkPlus,
  IconList,
  IconListTree,
  IconMessageStar,
  IconMessages,
  IconMicrophone,
  IconMoodSmile,
  IconNotebook,
  IconPencil,
  IconPencilQuestion,
  IconPuzzle,
  IconRobot,
  IconSchool,
  IconSettings,
  IconTable,
  IconTableOptions,
  IconTestPipe,
  IconTextCaption,
  IconTimeline,
  IconTool,
  IconTypography,
  IconUpload,
  IconUsers,
  IconVocabulary,
  IconVolume,
  IconWorld,
};

const warned = new Set<string>();

/** The icon of that name; an unknown or missing name is logged once and the default icon used. */
export function resolveIcon(name: string | undefined): IconComponent {
  const icon = name ? ICONS[name] : undefined;
  if (icon) return icon;
  const key = name ?? '(none)';
  if (!warned.has(key)) {
    warned.add(key);
    console.warn(`No icon: ${key}; using the default`);
  }
  return IconApps;
}

export function ModuleIcon({ name, size = 16 }: { name?: string; size?: number }) {
  const Icon = resolveIcon(name);
  return <Icon size={size} stroke={1.6} />;
}
