import { IconRobot } from '@tabler/icons-react';
import { plainText, type GridCellMark } from '../../../sdk/shared';
import { aiReviewApi, REVIEW_FLAGGED, REVIEW_OK, type FlaggedReview } from '../public';

/**
 * The robot of the content grids' aiReview column (spec 1 §2: red flagged, green OK). The red one's
 * tooltip gives each finding (its dialect and what the check found); a click opens the record at the
 * first finding: its module, the part concerned (a dialog's segment, a reading's text) and its dialect.
 * Light on imports: the manifest loads it.
 */
export const aiReviewMark: GridCellMark<FlaggedReview[]> = {
  column: 'aiReview',
  render: (value) =>
    value === REVIEW_FLAGGED || value === REVIEW_OK ? (
      <IconRobot size={16} color={value === REVIEW_FLAGGED ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-green-6)'} />
    ) : null,
  label: (value) => (value === REVIEW_FLAGGED ? 'AI review: flagged' : 'AI review: OK'),
  details: async (api, record, value) =>
    value === REVIEW_FLAGGED
      ? api.load(aiReviewApi.rowFindings, { params: { courseId: record.courseId }, query: { ref: record.module, id: record.id } })
      : undefined,
  tooltip: (value, findings) => {
    if (value !== REVIEW_FLAGGED) return 'AI review: OK';
    if (!findings) return 'AI review: flagged';
    if (!findings.length) return 'AI review: flagged (no finding left)';
    return (
      <div data-testid="ai-review-findings">
        {findings.map((f) => (
          <div key={f.id}>
            <b>{f.dialectCode}</b> {plainText(f.response)}
          </div>
        ))}
        <div style={{ opacity: 0.7 }}>Click to open the record at the finding.</div>
      </div>
    );
  },
  open: (navigation, record, findings) => {
    const first = findings.find((f) => f.open);
    // As sdk/client's openLocation goes (the manifest stays clear of the client SDK).
    if (first?.open) navigation.navigate({ ...first.open.params, dialect: first.dialectId, ref: first.open.module, courseId: record.courseId });
  },
};
