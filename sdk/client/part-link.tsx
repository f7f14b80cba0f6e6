import { createContext, useContext, type ReactNode } from 'react';
import { navigationId, type NavigationParams } from '../shared';

/**
 * What a navigation asked of a record whose parts open on it (a reading's texts, a dialog's or a
 * trainer's segments; see RecordLocation): the record, the tab to open, the part to select.
 */
export interface PartLinkValue {
  recordId?: number;
  tab?: string;
  partId?: number;
}

const PartLinkContext = createContext<PartLinkValue>({});

/** Given by a module screen around its editor: `part` names the navigation's parameter of the part ('text', 'segment'). */
export function PartLink({ params, part, children }: { params: NavigationParams | undefined; part: string; children: ReactNode }) {
  const partId = navigationId(params, part);
  const tab = typeof params?.tab === 'string' ? params.tab : undefined;
  return <PartLinkContext.Provider value={{ recordId: navigationId(params, 'id'), tab, partId }}>{children}</PartLinkContext.Provider>;
}

/** The tab and part the navigation asked for, when it opened this record (nothing for another one). */
export function usePartLink(recordId: number): { tab?: string; partId?: number } {
  const link = useContext(PartLinkContext);
  return link.recordId === recordId ? { tab: link.tab, partId: link.partId } : {};
}
