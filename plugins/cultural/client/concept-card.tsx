import type { ConceptCardDef } from '../../../sdk/client';
import { MODULE, pathOf, type AnswerOf } from '../../../sdk/shared';
import { culturalApi, type CulturalTooltip } from '../public';

const tooltips = culturalApi.tooltips;

/**
 * The linker editor's card of a cultural item (spec 1 §2): its tooltip data from culturalApi.tooltips.
 * Light on imports: the manifest loads it (on the server too), so it calls the HTTP client it is given
 * with the contract's path rather than the client SDK's apiOf.
 */
export const culturalConceptCard: ConceptCardDef<CulturalTooltip> = {
  ref: MODULE.cultural,
  async tooltip(http, { courseId, refId }) {
    const data = await http.get<AnswerOf<typeof tooltips>>(pathOf(tooltips), { culturalVocs: String(refId), course: courseId });
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
