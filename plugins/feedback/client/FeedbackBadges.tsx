import { Badge, Group } from '@mantine/core';
import { useT } from '../../../sdk/client';
import { feedbackColour, type FeedbackColour, type FeedbackScore } from '../shared';

const MANTINE: Record<FeedbackColour, string> = { grey: 'gray', green: 'green.8', lightgreen: 'lime.5', orange: 'orange', red: 'red' };

/** The feedback of a record or cycle per target dialect: median in percent and ratings count, coloured (spec 3 §9). */
export function FeedbackBadges({ feedback }: { feedback: FeedbackScore[] }) {
  const t = useT('feedback');
  if (!feedback.length)
    return (
      <Badge color="gray" variant="outline" size="sm">
        {t('badges.none')}
      </Badge>
    );
  return (
    <Group gap={4}>
      {feedback.map((f) => {
        const colour = feedbackColour(f);
        return (
          <Badge key={f.dialectId} color={MANTINE[colour]} size="sm" data-colour={colour} title={t('badges.ratings', { count: f.n })}>
            {f.dialectCode} {(f.median / 10).toFixed(1)} % ({f.n})
          </Badge>
        );
      })}
    </Group>
  );
}
