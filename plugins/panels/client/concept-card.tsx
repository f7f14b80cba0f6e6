import type { ConceptCardDef } from '../../../sdk/client';
import { MODULE } from '../../../sdk/shared';

/** Tooltip data of a panel (GET courses/{id}/tooltips-panel). */
export interface PanelTooltip { id: number; title: string; level: number; target: string }

/** The linker editor's card of a panel. Light on imports: the manifest loads it. */
export const panelConceptCard: ConceptCardDef<PanelTooltip> = {
  ref: MODULE.panels,
  async tooltip(http, { courseId, refId, dialectId }) {
    const data = await http.get<PanelTooltip[]>(`courses/${courseId}/tooltips-panel`, { text: String(refId), dialect: dialectId });
    return data?.[0];
  },
  render: (c, tip) => (
    <div>
      <strong>{tip?.title ?? `Panel ${c.refId}`}</strong>
      {tip && <div>{tip.target} (level {tip.level})</div>}
    </div>
  ),
};
