import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useApi, useT } from '../../../sdk/client';
import { AI_DESCRIPTION_MAX, AI_EXAMPLES_MAX, checkAiNew } from '../shared/ai';
import { vocabularyApi } from '../public';
import type { VocAiProposal, VocDialectRow } from '../shared/types';
import { useWordClasses } from './options';

export interface VocAiNewDialogProps {
  opened: boolean;
  onClose(): void;
  /** The dialects of the main vocabulary (the blank record's rows). */
  dialects: Pick<VocDialectRow, 'dialectId' | 'dialectCode' | 'kind'>[];
  /** The dialect chosen at first (the grid's). */
  dialectId?: number;
  /** The proposal, to fill the editor's blank record with; the dialog closes after it. */
  onFill(p: VocAiProposal): void;
}

/**
 * The New AI dialog of the main vocabulary (spec 3 §2, §5): a dialect, an optional word class, a
 * description and examples (one per line; *word* marks the word meant). Fill needs dialect,
 * description and examples non-empty, and asks the server (GET vocs/ai-new) for a proposal. A
 * refusal shows the server's message and failing fields; nothing is saved.
 */
export function VocAiNewDialog({ opened, onClose, dialects, dialectId, onFill }: VocAiNewDialogProps) {
  const t = useT('vocabulary');
  const api = useApi();
  // Read when the dialog opens: the editor beside it reads its own as the screen opens.
  const classes = useWordClasses(opened ? 0 : undefined);
  const [dialect, setDialect] = useState<string | null>(dialectId ? String(dialectId) : null);
  const [wordClass, setWordClass] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [examples, setExamples] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fields, setFields] = useState<Record<string, string>>({});

  useEffect(() => {
    if (opened) {
      setError(undefined);
      setFields({});
    }
  }, [opened]);
  useEffect(() => {
    if (dialectId && dialect === null) setDialect(String(dialectId));
  }, [dialectId, dialect]);

  const invalid = checkAiNew({ dialect, description, examples });
  const fill = async () => {
    if (invalid || busy) return;
    setBusy(true);
    setError(undefined);
    setFields({});
    const p = await api.call(vocabularyApi.aiNew, { query: { dialect: dialect ?? undefined, wordClass: wordClass ?? undefined, description, examples } });
    setBusy(false);
    if (p.ok) {
      onFill(p.data);
      onClose();
      return;
    }
    const refused = p.status >= 400 && p.status < 500;
    setError(refused ? p.error : t('aiNew.serverFailed'));
    setFields((refused ? (p.fields ?? {}) : {}) as Record<string, string>);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('aiNew.title')} size="lg">
      <Stack gap="sm" data-testid="voc-ai-new">
        <Group grow gap="sm">
          <Select
            label={t('aiNew.dialect')}
            required
            placeholder={t('aiNew.chooseDialect')}
            allowDeselect={false}
            value={dialect}
            onChange={setDialect}
            data={dialects.map((d) => ({ value: String(d.dialectId), label: `${d.dialectCode} (${d.kind})` }))}
            error={fields.dialect}
          />
          <Select
            label={t('aiNew.wordClass')}
            placeholder={t('aiNew.any')}
            clearable
            searchable
            value={wordClass}
            onChange={setWordClass}
            data={(classes ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            error={fields.wordClass}
          />
        </Group>
        <Textarea
          label={t('aiNew.description')}
          required
          autosize
          minRows={2}
          maxRows={5}
          maxLength={AI_DESCRIPTION_MAX}
          placeholder={t('aiNew.descriptionPlaceholder')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={fields.description}
        />
        <Textarea
          label={t('aiNew.examples')}
          description={t('aiNew.examplesHelp')}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={AI_EXAMPLES_MAX}
          placeholder={t('aiNew.examplesPlaceholder')}
          value={examples}
          onChange={(e) => setExamples(e.currentTarget.value)}
          error={fields.examples}
        />
        {invalid && (
          <Text size="sm" c="orange" data-testid="ai-new-rule">
            {t('aiNew.rule')}
          </Text>
        )}
        {error && (
          <Alert color="red" p="xs" withCloseButton onClose={() => setError(undefined)}>
            <Text size="sm">{error}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('aiNew.cancel')}
          </Button>
          <Button
            leftSection={<IconSparkles size={14} />}
            disabled={!!invalid}
            loading={busy}
            onClick={() => void fill()}
            title={invalid ? t('aiNew.rule') : t('aiNew.fillTitle')}
          >
            {t('aiNew.fill')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
