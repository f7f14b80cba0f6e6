import { useTranslation } from 'react-i18next';
import type { ConceptCardDef, LinkedConcept } from '../../../sdk/shared';
import { VOCS_COURSE, vocabularyApi, type VocTooltip } from '../public';

/**
 * The card's text in the UI language. The manifest loads this file on the server too, so it reads
 * the catalogue with react-i18next itself rather than through the client SDK's useT.
 */
function VocCard({ concept, tip }: { concept: LinkedConcept; tip?: VocTooltip }) {
  const { t } = useTranslation('vocabulary');
  return (
    <div>
      <strong>{tip?.title ?? t('card.fallback', { id: concept.refId })}</strong>
      {tip && (
        <div>
          {tip.targets.map((x) => x.text).join(' · ')} — {tip.sources.map((x) => x.text).join(' · ')} ({t('card.uses', { count: tip.nUses })})
        </div>
      )}
    </div>
  );
}

/** The linker editor's card of a course vocabulary entry. Light on imports: the manifest loads it. */
export const vocConceptCard: ConceptCardDef<VocTooltip> = {
  ref: VOCS_COURSE,
  async tooltip(api, { courseId, refId, dialectId }) {
    const data = await api.load(vocabularyApi.tooltips, { params: { courseId }, query: { text: String(refId), dialect: dialectId } });
    return data?.[0];
  },
  render: (c, tip) => <VocCard concept={c} tip={tip} />,
};
