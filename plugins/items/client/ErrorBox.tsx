import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useT } from '../../../sdk/client';
import { SafeHtml } from './SafeHtml';

/** The item's error field (HTML from the checkers), shown when there is one (spec 2 §2, §8). */
export function ErrorBox({ html }: { html: string }) {
  const t = useT('items');
  if (!html.trim()) return null;
  return (
    <Alert color="red" variant="light" p="xs" title={t('error.title')} icon={<IconAlertTriangle size={16} />} role="alert" aria-label={t('error.label')}>
      <SafeHtml html={html} />
    </Alert>
  );
}
