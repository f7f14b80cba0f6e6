import type { ConceptCardDef } from '../../../sdk/client';
import { MODULE } from '../../../sdk/shared';
import type { CulturalTooltip } from './cultural';

/** The linker editor's card of a cultural item (spec 1 §2): its tooltip data from GET tooltips-cultural-voc. Light on imports: the manifest loads it. */
export const culturalConceptCard: ConceptCardDef<CulturalTooltip> = {
  ref: MODULE.cultural,
  async tooltip(http, { courseId, refId }) {
    const data = await http.get<CulturalTooltip[]>('tooltips-cultural-voc', { culturalVocs: String(refId), course: courseId });
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
