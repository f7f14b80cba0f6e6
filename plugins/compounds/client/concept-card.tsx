import { getI18n } from 'react-i18next';
import type { ConceptCardDef } from '../../../sdk/shared';
import { COMPOUNDS, compoundsApi, type CompoundTooltip } from '../public';

/** The linker editor's card of a compound (spec 1 §2): title and members, from GET tooltips-compound. Light on imports: the manifest loads it (its text from the interface's i18next instance). */
export const compoundConceptCard: ConceptCardDef<CompoundTooltip> = {
  ref: COMPOUNDS,
  async tooltip(api, { refId }) {
    const data = await api.load(compoundsApi.tooltips, { query: { compounds: String(refId) } });
    return data?.[0];
  },
  render: (c, tip) => (
    <div data-testid="compound-card">
      <strong>{tip?.title ?? getI18n().t('card.title', { ns: 'compounds', id: c.refId })}</strong>
      {tip && <div>{tip.items.map((m) => m.title ?? `#${m.refId}`).join(' + ')}</div>}
    </div>
  ),
};
