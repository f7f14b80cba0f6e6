import type { ModuleScreenProps } from '../../../sdk/client';
import { MemoryAreaTabs } from './MemoryArea';

/** The Phrasebook module (88): the memory area on its Phrasebook tab, searching the text it was opened with. */
export default function PhrasebookArea(props: ModuleScreenProps) {
  return <MemoryAreaTabs {...props} first="phrasebook" />;
}
