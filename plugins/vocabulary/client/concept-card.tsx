import type { ConceptCardDef } from '../../../sdk/client';
import { VOCS_COURSE } from '../shared/types';

/** Tooltip data of an entry (GET courses/{id}/tooltips-voc, spec 1 §3 Tooltip data). */
export interface VocTooltip {
  id: number;
  title: string;
  nUses: number;
  svg: string | null;
  targets: { dialectId: number; dialectCode: string; text: string }[];
  sources: { dialectId: number; dialectCode: string; text: string }[];
}

/** The linker editor's card of a course vocabulary entry. Light on imports: the manifest loads it. */
export const vocConceptCard: ConceptCardDef<VocTooltip> = {
  ref: VOCS_COURSE,
  async tooltip(http, { courseId, refId, dialectId }) {
    const data = await http.get<VocTooltip[]>(`courses/${courseId}/tooltips-voc`, { text: String(refId), dialect: dialectId });
    return data?.[0];
  },
  render: (c, tip) => (
    <div>
      <strong>{tip?.title ?? `Vocabulary ${c.refId}`}</strong>
      {tip && <div>{tip.targets.map((x) => x.text).join(' · ')} — {tip.sources.map((x) => x.text).join(' · ')} ({tip.nUses} uses)</div>}
    </div>
  ),
};
