import { Text } from '@mantine/core';
import { useT } from '../../../sdk/client';

export default function ConfigScreen() {
  const t = useT('config');
  return (
    <Text p="md" c="dimmed">
      {t('empty')}
    </Text>
  );
}
