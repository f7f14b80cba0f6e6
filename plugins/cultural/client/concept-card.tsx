import { MODULE, type ConceptCardDef } from '../../../sdk/shared';
import { culturalApi, type CulturalTooltip } from '../public';

/** The linker editor's card of a cultural item (spec 1 §2), from culturalApi.tooltips. Light on imports: the manifest loads it. */
export const culturalConceptCard: ConceptCardDef<CulturalTooltip> = {
  ref: MODULE.cultural,
  async tooltip(api, { refId }) {
    const data = await api.load(culturalApi.tooltips, { query: { culturalVocs: String(refId) } });
    return data?.[0];
  },
  render: (c, tip) => (
    <div data-testid="cultural-card">
      <strong>{tip?.title ?? `Cultural item ${c.refId}`}</strong>
      {tip && <div>{[tip.name, tip.gender, tip.wordClassCode].filter(Boolean).join(' · ')}</div>}
      {tip?.definition && <div>{tip.definition}</div>}
    </div>
  ),
};
