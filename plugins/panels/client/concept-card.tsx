import { MODULE, type ConceptCardDef } from '../../../sdk/shared';
import { panelsApi, type PanelTooltip } from '../public';

/** The linker editor's card of a panel. Light on imports: the manifest loads it. */
export const panelConceptCard: ConceptCardDef<PanelTooltip> = {
  ref: MODULE.panels,
  async tooltip(api, { courseId, refId, dialectId }) {
    const data = await api.load(panelsApi.tooltips, { params: { courseId }, query: { text: String(refId), dialect: dialectId } });
    return data?.[0];
  },
  render: (c, tip) => (
    <div>
      <strong>{tip?.title ?? `Panel ${c.refId}`}</strong>
      {tip && (
        <div>
          {tip.target} (level {tip.level})
        </div>
      )}
      {tip && tip.kLines.some((k) => k.visible) && (
        <div>
          K-lines:{' '}
          {tip.kLines
            .filter((k) => k.visible)
            .map((k) => k.name)
            .join(', ')}
        </div>
      )}
    </div>
  ),
};
