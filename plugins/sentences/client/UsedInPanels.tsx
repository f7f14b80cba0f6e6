import { Anchor, Group, Text } from '@mantine/core';
import { MODULE, useNavigation, useT } from '../../../sdk/client';
import type { Sentence } from '../public';

/** The 'used in' list (spec 2 §2): the panels using the sentence, each opening the Panels module on it. */
export function UsedInPanels({ usedIn }: { usedIn: Sentence['usedIn'] }) {
  const navigation = useNavigation();
  const t = useT('sentences');
  const panels = usedIn.filter((u) => u.module === MODULE.panels);
  if (!panels.length)
    return (
      <Text size="sm" c="dimmed">
        {t('form.notUsed')}
      </Text>
    );
  return (
    <Group gap="xs" aria-label={t('form.usedInPanels')}>
      {panels.map((p) => (
        <Anchor
          key={`${p.courseId}-${p.id}`}
          component="button"
          type="button"
          size="sm"
          onClick={() => navigation.navigate({ ref: MODULE.panels, courseId: p.courseId, search: String(p.id) })}
        >
          {t('form.panel', { id: p.id })}
        </Anchor>
      ))}
    </Group>
  );
}
