import { ModuleIcon } from '../../../sdk/client/icons';
import { FlagIcon } from '../shell/flags';
import { useT } from '../../../sdk/client';

export interface TabDescription {
  /** 'Language - Course - Module' for course modules, the module title for global ones. */
  title: string;
  icon?: string;
  languageCode?: string;
  /** For course modules, the course in a few letters: its language code and source dialect ('ES en-US'). */
  badge?: string;
}

/**
 * Icon, uppercase module name, and for course modules the flag and the course badge; a red dot
 * until visited. The full name is the tab's tooltip, and what golden-layout's overflow list shows.
 */
export function TabLabel({ description, unvisited }: { description: TabDescription; unvisited: boolean }) {
  const t = useT('core');
  const parts = description.title.split(' - ');
  const moduleName = parts[parts.length - 1] ?? '';
  const course = parts.length > 1;
  return (
    <span className="cm-tab-label">
      <ModuleIcon name={description.icon} size={14} />
      {course && <FlagIcon code={description.languageCode} height={10} />}
      <span className="cm-tab-module">{moduleName.toUpperCase()}</span>
      {course && description.badge && <span className="cm-tab-badge">{description.badge}</span>}
      <span className="cm-tab-full">{parts.join(' · ')}</span>
      {unvisited && <span className="cm-tab-dot" aria-label={t('tabs.unvisited')} />}
    </span>
  );
}
