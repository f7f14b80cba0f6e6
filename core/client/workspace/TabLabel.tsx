import { ModuleIcon } from '../../../sdk/client/icons';
import { FlagIcon } from '../shell/flags';

export interface TabDescription {
  /** 'Language - Course - Module' for course modules, the module title for global ones. */
  title: string;
  icon?: string;
  languageCode?: string;
}

/** Icon, uppercase module name, and for course modules the language and course with a flag; a red dot until visited. */
export function TabLabel({ description, unvisited }: { description: TabDescription; unvisited: boolean }) {
  const parts = description.title.split(' - ');
  const moduleName = parts.pop() ?? '';
  return (
    <span className="cm-tab-label">
      <ModuleIcon name={description.icon} size={14} />
      {parts.length > 0 && <FlagIcon code={description.languageCode} height={10} />}
      {parts.length > 0 && <span className="cm-tab-course">{parts.join(' · ')}</span>}
      <span className="cm-tab-module">{moduleName.toUpperCase()}</span>
      {unvisited && <span className="cm-tab-dot" aria-label="not yet visited" />}
    </span>
  );
}
