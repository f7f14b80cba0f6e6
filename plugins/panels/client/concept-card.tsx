import type { ConceptCardDef } from '../../../sdk/client';
import { MODULE, pathOf, type AnswerOf } from '../../../sdk/shared';
import { panelsApi, type PanelTooltip } from '../public';

const tooltips = panelsApi.tooltips;

/**
 * The linker editor's card of a panel. Light on imports: the manifest loads it (on the server too),
 * so it calls the HTTP client it is given with the tooltips contract's path rather than the client SDK's apiOf.
 */
export const panelConceptCard: ConceptCardDef<PanelTooltip> = {
  ref: MODULE.panels,
  async tooltip(http, { courseId, refId, dialectId }) {
    const data = await http.get<AnswerOf<typeof tooltips>>(pathOf(tooltips, { courseId }), { text: String(refId), dialect: dialectId });
    return data?.[0];
  },
  render: (c, tip) => (
    <div>
      <strong>{tip?.title ?? `Panel ${c.refId}`}</strong>
      {tip && <div>{tip.target} (level {tip.level})</div>}
    </div>
  ),
};
