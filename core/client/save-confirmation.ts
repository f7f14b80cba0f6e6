import { notifications } from '@mantine/notifications';
import type { Subscription } from 'rxjs';
import type { EventBus } from '../../sdk/client';
import { translator } from '../../sdk/client/i18n/i18n';

export const SAVED_MS = 1500;

/**
 * A short 'Saved' after every editor's save: each one says so on the bus (record.saved, sent by the
 * SDK's editors), and this is the one place that shows it.
 */
export function confirmSaves(events: EventBus): Subscription {
  return events
    .on('record.saved')
    .subscribe(() => notifications.show({ message: translator('core')('saved.message'), color: 'green', autoClose: SAVED_MS, withCloseButton: false }));
}
