import { Badge, Button, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { memo, useState } from 'react';
import { plural, useApi, useCommands } from '../../../sdk/client';
import { AiReviewBlock } from './AiReviewBlock';
import { ContextBlock } from './ContextBlock';
import { ReplacePanel } from './ReplacePanel';
import { similarityColor } from './MemoryPanel';
import { translationsApi, type CatRow, type MemorySuggestion } from '../public';
import { wordDiff } from '../word-diff';

export interface CatSidePanelProps {
  /** The course of the CAT: the AI reviews of the active row are read from it. */
  courseId?: number;
  projectId?: number;
  row?: CatRow;
  memory?: MemorySuggestion[];
  onUse(n: number): void;
  /** A project-wide action changed rows: the project's rows, as its answer gave them. */
  onChanged(rows: CatRow[]): void;
}

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Stack gap={4}>
    <Title order={6}>{title}</Title>
    {children}
  </Stack>
);

/**
 * The CAT's right panel (spec 4 §2.1): Actions while a project is loaded (Search & Replace with a
 * preview, Validate All, Check Format All), then for the active row its source, AI review, the
 * word diff between the source text of the memory match it came from and its own source, the memory suggestions
 * (Ctrl+1/2/3; Alt+T opens them in the memory popup with the concordance search) and its context
 * block by context type.
 */
export const CatSidePanel = memo(function CatSidePanel({ courseId, projectId, row, memory, onUse, onChanged }: CatSidePanelProps) {
  const api = useApi();
  const [summary, setSummary] = useState<string>();

  const validateAll = async () => {
    if (!projectId) return;
    const res = await api.call(translationsApi.validateAll, { params: { id: projectId } });
    setSummary(res.ok ? `${res.data.checked} checked, ${res.data.withError} with errors, ${res.data.withWarning} with warnings` : res.error);
    if (res.ok) onChanged(res.data.projectRows);
  };
  const checkFormatAll = async () => {
    if (!projectId) return;
    const res = await api.call(translationsApi.checkFormatAll, { params: { id: projectId } });
    setSummary(
      res.ok
        ? res.data.length
          ? `Format problems in ${plural(res.data.length, 'row')}: ${res.data.map((r) => `#${r.id} ${r.problems.join(', ')}`).join('; ')}`
          : 'No format problems'
        : res.error,
    );
  };
  useCommands([
    { id: 'cat-validate-all', category: 'CAT', title: 'Validate all rows', keys: 'alt+shift+V', when: () => !!projectId, run: () => void validateAll() },
    {
      id: 'cat-check-format-all',
      category: 'CAT',
      title: 'Check format of all rows',
      keys: 'alt+shift+F',
      when: () => !!projectId,
      run: () => void checkFormatAll(),
    },
  ]);

  return (
    <Stack gap="sm" p="sm">
      {projectId && (
        <Section title="Actions">
          <ReplacePanel projectId={projectId} onChanged={onChanged} />
          <Group gap={4}>
            <Button size="compact-xs" variant="light" onClick={() => void validateAll()}>
              Validate All
            </Button>
            <Button size="compact-xs" variant="light" onClick={() => void checkFormatAll()}>
              Check Format All
            </Button>
          </Group>
          {summary && (
            <Text size="xs" c="dimmed" data-testid="cat-summary">
              {summary}
            </Text>
          )}
        </Section>
      )}
      {!row ? (
        <Text size="sm" c="dimmed">
          Pick a row (Alt+↓) to translate it.
        </Text>
      ) : (
        <>
          <Section title="Translation">
            <Text size="sm" data-testid="cat-panel-source">
              {row.fromText}
            </Text>
          </Section>
          {courseId ? (
            <AiReviewBlock courseId={courseId} module={row.ref} refId={row.itemId} dialectIds={[row.toDialectId, row.fromDialectId]} />
          ) : (
            <Section title="AI Review">
              <Text size="xs" c="dimmed">
                No AI review of this row.
              </Text>
            </Section>
          )}
          {row.aiReasoning && (
            <Section title="AI Reasoning: proposal">
              <Text size="xs" data-testid="cat-ai-proposal">
                {row.aiConfidence !== null && (
                  <Badge size="xs" variant="light" mr={4}>
                    {Math.round(row.aiConfidence * 100)}%
                  </Badge>
                )}
                {row.aiReasoning}
              </Text>
            </Section>
          )}
          {row.fromMemoryText && row.fromMemoryText !== row.fromText && (
            <Section title="Diff: memory source → this source">
              <Text size="sm" data-testid="cat-diff">
                {wordDiff(row.fromMemoryText, row.fromText).map((p, i) => (
                  <span
                    key={i}
                    style={{
                      background: p.added ? 'var(--mantine-color-green-1)' : p.removed ? 'var(--mantine-color-red-1)' : undefined,
                      textDecoration: p.removed ? 'line-through' : undefined,
                    }}
                  >
                    {p.text}
                  </span>
                ))}
              </Text>
            </Section>
          )}
          <Section title="Memory">
            {memory === undefined ? (
              <Loader size="xs" />
            ) : memory.length === 0 ? (
              <Text size="xs" c="dimmed">
                No suggestions.
              </Text>
            ) : (
              memory.map((m, i) => (
                <UnstyledButton
                  key={m.id}
                  onClick={() => onUse(i)}
                  aria-label={`Use suggestion ${i + 1}: ${m.text}`}
                  p={4}
                  style={{ borderRadius: 4, border: '1px solid var(--mantine-color-gray-3)' }}
                >
                  <Group gap={6} wrap="nowrap" align="flex-start">
                    <Badge size="sm" color={similarityColor(m.similarity)} style={{ flex: 'none' }}>
                      {m.similarity}
                    </Badge>
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm">{m.text}</Text>
                      <Text size="xs" c="dimmed">
                        {m.fromText} · {i < 3 ? `Ctrl+${i + 1}` : ''}
                      </Text>
                    </Stack>
                  </Group>
                </UnstyledButton>
              ))
            )}
          </Section>
          <ContextBlock itemId={row.id} />
        </>
      )}
    </Stack>
  );
});
