import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { GridEditorScreen, useCommands, type ModuleScreenProps } from '../../../sdk/client';
import { AUDIO } from '../plugin';
import { ArtistForm, artistProblems, type Artist } from './ArtistForm';

/** The Audio module of a course (spec 3 §2 'Audio screen'): so far, the Audio Artists manager. */
export default function AudioScreen({ courseId }: ModuleScreenProps) {
  const [artists, setArtists] = useState(false);
  useCommands([{ id: 'audio-artists', category: 'Audio', title: 'Audio Artists', keys: 'mod+alt+A', run: () => setArtists(true) }]);
  return (
    <Stack p="md" gap="sm">
      <Text c="dimmed" size="sm">The people who read this course's audio sets.</Text>
      <Button variant="light" style={{ alignSelf: 'flex-start' }} onClick={() => setArtists(true)}>Audio Artists</Button>
      <Modal opened={artists} onClose={() => setArtists(false)} title="Audio Artists" size={900}>
        <div style={{ height: 420, display: 'flex' }}>
          <GridEditorScreen<Artist>
            module={AUDIO} courseId={courseId} gridName="audioArtists" editorWidth={340}
            paths={{ list: `courses/${courseId}/audio-artists`, create: `courses/${courseId}/audio-artists`, item: 'audio-artists' }}
            Form={ArtistForm} validate={artistProblems}
          />
        </div>
      </Modal>
    </Stack>
  );
}
