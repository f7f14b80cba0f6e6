import { Badge, Button, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { memo, useState } from 'react';
import { useApi, useCommands, useT } from '../../../sdk/client';
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
  const t = useT('translations');
  const api = useApi();
  const [summary, setSummary] = useState<string>();

  const validateAll = async () => {
    if (!projectId) return;
    const res = await api.call(translationsApi.validateAll, { params: { id: projectId } });
    setSummary(res.ok ? t('cat.side.validated', { checked: res.data.checked, withError: res.data.withError, withWarning: res.data.withWarning }) : res.error);
    if (res.ok) onChanged(res.data.projectRows);
  };
  const checkFormatAll = async () => {
    if (!projectId) return;
    const res = await api.call(translationsApi.checkFormatAll, { params: { id: projectId } });
    setSummary(
      res.ok
        ? res.data.length
          ? t('cat.side.formatProblems', { count: res.data.length, problems: res.data.map((r) => `#${r.id} ${r.problems.join(', ')}`).join('; ') })
          : t('cat.side.noFormatProblems')
        : res.error,
    );
  };
  useCommands([
    {
      id: 'cat-validate-all',
      category: t('cat.category'),
      title: t('cat.palette.validateAll'),
      keys: 'alt+shift+V',
      when: () => !!projectId,
      run: () => void validateAll(),
    },
    {
      id: 'cat-check-format-all',
      category: t('cat.category'),
      title: t('cat.palette.checkFormatAll'),
      keys: 'alt+shift+F',
      when: () => !!projectId,
      run: () => void checkFormatAll(),
    },
  ]);

  return (
    <Stack gap="sm" p="sm">
      {projectId && (
        <Section title={t('cat.side.actions')}>
          <ReplacePanel projectId={projectId} onChanged={onChanged} />
          <Group gap={4}>
            <Button size="compact-xs" variant="light" onClick={() => void validateAll()}>
              {t('cat.side.validateAll')}
            </Button>
            <Button size="compact-xs" variant="light" onClick={() => void checkFormatAll()}>
              {t('cat.side.checkFormatAll')}
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
          {t('cat.side.pickRow')}
        </Text>
      ) : (
        <>
          <Section title={t('cat.side.translation')}>
            <Text size="sm" data-testid="cat-panel-source">
              {row.fromText}
            </Text>
          </Section>
          {courseId ? (
            <AiReviewBlock courseId={courseId} module={row.ref} refId={row.itemId} dialectIds={[row.toDialectId, row.fromDialectId]} />
          ) : (
            <Section title={t('aiReview.title')}>
              <Text size="xs" c="dimmed">
                {t('aiReview.none')}
              </Text>
            </Section>
          )}
          {row.aiReasoning && (
            <Section title={t('cat.side.proposal')}>
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
            <Section title={t('cat.side.diff')}>
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
          <Section title={t('cat.memory')}>
            {memory === undefined ? (
              <Loader size="xs" />
            ) : memory.length === 0 ? (
              <Text size="xs" c="dimmed">
                {t('memory.noSuggestions')}
              </Text>
            ) : (
              memory.map((m, i) => (
                <UnstyledButton
                  key={m.id}
                  onClick={() => onUse(i)}
                  aria-label={t('memory.useNumbered', { n: i + 1, text: m.text })}
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
