import { IconRobot } from '@tabler/icons-react';
import { getI18n } from 'react-i18next';
import { plainText, type GridCellMark } from '../../../sdk/shared';
import { aiReviewApi, REVIEW_FLAGGED, REVIEW_OK, type FlaggedReview } from '../public';

/**
 * The robot of the content grids' aiReview column (spec 1 §2: red flagged, green OK). The red one's
 * tooltip gives each finding (its dialect and what the check found); a click opens the record at the
 * first finding: its module, the part concerned (a dialog's segment, a reading's text) and its dialect.
 * Light on imports: the manifest loads it (its texts come from the interface's i18next instance, not
 * through the client SDK).
 */
const t = (key: string) => getI18n().t(key, { ns: 'ai-review' });

export const aiReviewMark: GridCellMark<FlaggedReview[]> = {
  column: 'aiReview',
  render: (value) =>
    value === REVIEW_FLAGGED || value === REVIEW_OK ? (
      <IconRobot size={16} color={value === REVIEW_FLAGGED ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-green-6)'} />
    ) : null,
  label: (value) => t(value === REVIEW_FLAGGED ? 'robot.flagged' : 'robot.ok'),
  details: async (api, record, value) =>
    value === REVIEW_FLAGGED
      ? api.load(aiReviewApi.rowFindings, { params: { courseId: record.courseId }, query: { ref: record.module, id: record.id } })
      : undefined,
  tooltip: (value, findings) => {
    if (value !== REVIEW_FLAGGED) return t('robot.ok');
    if (!findings) return t('robot.flagged');
    if (!findings.length) return t('robot.noFindingLeft');
    return (
      <div data-testid="ai-review-findings">
        {findings.map((f) => (
          <div key={f.id}>
            <b>{f.dialectCode}</b> {plainText(f.response)}
          </div>
        ))}
        <div style={{ opacity: 0.7 }}>{t('robot.clickToOpen')}</div>
      </div>
    );
  },
  open: (navigation, record, findings) => {
    const first = findings.find((f) => f.open);
    // As sdk/client's openLocation goes (the manifest stays clear of the client SDK).
    if (first?.open) navigation.navigate({ ...first.open.params, dialect: first.dialectId, ref: first.open.module, courseId: record.courseId });
  },
};
