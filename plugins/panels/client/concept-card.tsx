import { useTranslation } from 'react-i18next';
import { MODULE, type ConceptCardDef, type LinkedConcept } from '../../../sdk/shared';
import { panelsApi, type PanelTooltip } from '../public';

/**
 * The card's text in the UI language. The manifest loads this file on the server too, so it reads
 * the catalogue with react-i18next itself rather than through the client SDK's useT.
 */
function PanelCard({ concept, tip }: { concept: LinkedConcept; tip?: PanelTooltip }) {
  const { t } = useTranslation('panels');
  const kLines = tip?.kLines.filter((k) => k.visible).map((k) => k.name) ?? [];
  return (
    <div>
      <strong>{tip?.title ?? t('card.fallback', { id: concept.refId })}</strong>
      {tip && <div>{t('card.level', { target: tip.target, level: tip.level })}</div>}
      {kLines.length > 0 && <div>{t('card.kLines', { list: kLines.join(', ') })}</div>}
    </div>
  );
}

/** The linker editor's card of a panel. Light on imports: the manifest loads it. */
export const panelConceptCard: ConceptCardDef<PanelTooltip> = {
  ref: MODULE.panels,
  async tooltip(api, { courseId, refId, dialectId }) {
    const data = await api.load(panelsApi.tooltips, { params: { courseId }, query: { text: String(refId), dialect: dialectId } });
    return data?.[0];
  },
  render: (c, tip) => <PanelCard concept={c} tip={tip} />,
};
