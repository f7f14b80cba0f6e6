import { Text } from '@mantine/core';

export default function ConfigScreen() {
  return (
    <Text p="md" c="dimmed">
      No global configuration options yet.
    </Text>
  );
}
