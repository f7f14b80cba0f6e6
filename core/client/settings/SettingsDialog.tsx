import { Button, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useT } from '../../../sdk/client';
import { UI_LANGUAGES, type UiLanguage, type UserSettings } from '../../../sdk/shared';
import { LANGUAGE_NAMES } from '../messages/language-names';
import type { SettingsStore } from './settings-store';
import { useSettings } from './use-settings';

const THEMES: UserSettings['theme'][] = ['light', 'dark', 'auto'];

/** The user's settings, saved on the server at each change (they follow the user to any browser). */
export function SettingsDialog({ opened, onClose, store, onShortcuts }: { opened: boolean; onClose(): void; store: SettingsStore; onShortcuts(): void }) {
  const t = useT('core');
  const settings = useSettings(store);
  return (
    <Modal opened={opened} onClose={onClose} title={t('settings.title')}>
      <Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="cm-settings-theme">
            {t('settings.theme')}
          </Text>
          <SegmentedControl
            aria-labelledby="cm-settings-theme"
            data={THEMES.map((value) => ({ value, label: t(`settings.themes.${value}`) }))}
            value={settings.theme}
            onChange={(theme) => void store.change({ theme: theme as UserSettings['theme'] })}
          />
        </Stack>
        <Select
          label={t('settings.language')}
          data={UI_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          value={settings.language}
          allowDeselect={false}
          onChange={(language) => language && void store.change({ language: language as UiLanguage })}
        />
        <Button variant="light" onClick={onShortcuts}>
          {t('settings.shortcuts')}
        </Button>
      </Stack>
    </Modal>
  );
}
