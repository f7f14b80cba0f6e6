import { plural, type ConceptCardDef } from '../../../sdk/shared';
import { VOCS_COURSE, vocabularyApi, type VocTooltip } from '../public';

/** The linker editor's card of a course vocabulary entry. Light on imports: the manifest loads it. */
export const vocConceptCard: ConceptCardDef<VocTooltip> = {
  ref: VOCS_COURSE,
  async tooltip(api, { courseId, refId, dialectId }) {
    const data = await api.load(vocabularyApi.tooltips, { params: { courseId }, query: { text: String(refId), dialect: dialectId } });
    return data?.[0];
  },
  render: (c, tip) => (
    <div>
      <strong>{tip?.title ?? `Vocabulary ${c.refId}`}</strong>
      {tip && (
        <div>
          {tip.targets.map((x) => x.text).join(' · ')} — {tip.sources.map((x) => x.text).join(' · ')} ({plural(tip.nUses, 'use')})
        </div>
      )}
    </div>
  ),
};
