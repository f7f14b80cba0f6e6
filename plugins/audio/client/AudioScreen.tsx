import { Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { GridEditorScreen, useCommands, type ModuleScreenProps } from '../../../sdk/client';
import { AUDIO, audioArtistResource, type Artist } from '../public';
import { ArtistForm, artistProblems } from './ArtistForm';
import { DashboardTab } from './DashboardTab';
import { SetsTab } from './SetsTab';

/** The Audio module of a course (spec 3 §2 'Audio screen'): tabs Dashboard (with the Audio Artists manager) and Sets. */
export default function AudioScreen({ courseId }: ModuleScreenProps) {
  const [artists, setArtists] = useState(false);
  const [tab, setTab] = useState<string | null>('dashboard');
  const [dialect, setDialect] = useState<string | null>(null);
  useCommands([
    { id: 'audio-artists', category: 'Audio', title: 'Audio Artists', keys: 'mod+alt+A', run: () => setArtists(true) },
    { id: 'audio-dashboard', category: 'Audio', title: 'Audio dashboard', keys: 'mod+alt+D', run: () => setTab('dashboard') },
    { id: 'audio-sets', category: 'Audio', title: 'Audio sets', keys: 'mod+alt+S', run: () => setTab('sets') },
  ]);
  return (
    <Stack p="md" gap="sm">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="dashboard">Dashboard</Tabs.Tab>
          <Tabs.Tab value="sets">Sets</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="dashboard" pt="sm">
          <Stack gap="sm">
            <Group>
              <Text c="dimmed" size="sm">
                The people who read this course's audio sets:
              </Text>
              <Button variant="light" size="xs" onClick={() => setArtists(true)}>
                Audio Artists
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
      <Modal opened={artists} onClose={() => setArtists(false)} title="Audio Artists" size={900}>
        <div style={{ height: 420, display: 'flex' }}>
          <GridEditorScreen<Artist>
            module={AUDIO}
            courseId={courseId}
            gridName="audioArtists"
            editorWidth={340}
            resource={audioArtistResource}
            Form={ArtistForm}
            validate={artistProblems}
          />
        </div>
      </Modal>
    </Stack>
  );
}
