import { Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { GridEditorScreen, useCommands, type ModuleScreenProps, useT } from '../../../sdk/client';
import { AUDIO, audioArtistResource, type Artist } from '../public';
import { ArtistForm, artistProblems } from './ArtistForm';
import { DashboardTab } from './DashboardTab';
import { SetsTab } from './SetsTab';

/** The Audio module of a course (spec 3 §2 'Audio screen'): tabs Dashboard (with the Audio Artists manager) and Sets. */
export default function AudioScreen({ courseId }: ModuleScreenProps) {
  const t = useT('audio');
  const [artists, setArtists] = useState(false);
  const [tab, setTab] = useState<string | null>('dashboard');
  const [dialect, setDialect] = useState<string | null>(null);
  useCommands([
    { id: 'audio-artists', category: t('category'), title: t('commands.artists'), keys: 'mod+alt+A', run: () => setArtists(true) },
    { id: 'audio-dashboard', category: t('category'), title: t('commands.dashboard'), keys: 'mod+alt+D', run: () => setTab('dashboard') },
    { id: 'audio-sets', category: t('category'), title: t('commands.sets'), keys: 'mod+alt+S', run: () => setTab('sets') },
  ]);
  return (
    <Stack p="md" gap="sm">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="dashboard">{t('tabs.dashboard')}</Tabs.Tab>
          <Tabs.Tab value="sets">{t('tabs.sets')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="dashboard" pt="sm">
          <Stack gap="sm">
            <Group>
              <Text c="dimmed" size="sm">
                {t('artists.intro')}
              </Text>
              <Button variant="light" size="xs" onClick={() => setArtists(true)}>
                {t('artists.open')}
              </Button>
            </Group>
            <DashboardTab
              courseId={courseId}
              onCreated={(d) => {
                setDialect(d);
                setTab('sets');
              }}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="sets" pt="sm">
          <SetsTab courseId={courseId} dialect={dialect} />
        </Tabs.Panel>
      </Tabs>
      <Modal opened={artists} onClose={() => setArtists(false)} title={t('artists.title')} size={900}>
        <div style={{ height: 420, display: 'flex' }}>
          <GridEditorScreen<Artist>
            module={AUDIO}
            courseId={courseId}
            gridName="audioArtists"
            editorWidth={340}
            resource={audioArtistResource}
            Form={ArtistForm}
            validate={(a) => artistProblems(a, t)}
          />
        </div>
      </Modal>
    </Stack>
  );
}
