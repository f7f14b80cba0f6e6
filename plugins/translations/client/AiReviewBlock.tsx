import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useApi, useT } from '../../../sdk/client';
import { aiReviewApi } from '../../ai-review/public';

/** One AI review as GET ai/courses/{course}/reviews answers it (plugins/ai-review, read over HTTP). */
export interface AiReview {
  id: number;
  ref: number;
  refId: number;
  kind: 'sources' | 'targets' | 'all';
  dialectId: number;
  dialectCode: string;
  status: number;
  text: string;
  reference: string;
  response: string;
  reasoning: string;
}

export interface AiReviewBlockProps {
  courseId: number;
  /** The record's module (a React component cannot take a prop named ref). */
  module: number;
  refId: number;
  /** The dialects the row translates between: their reviews are shown. */
  dialectIds: number[];
}

const FLAGGED = 1;
const OK = 2;

/**
 * The CAT's 'AI Review' and 'AI Reasoning' blocks (spec 4 §2.1): the AI Review checkers' verdicts on
 * the active row's record in its dialects, each finding explained, with 'Mark OK' on a flagged one.
 */
export function AiReviewBlock({ courseId, module: ref, refId, dialectIds }: AiReviewBlockProps) {
  const t = useT('translations');
  const api = useApi();
  const [reviews, setReviews] = useState<AiReview[] | string>();
  const key = dialectIds.join(',');

  const load = useCallback(async () => {
    const res = await api.call(aiReviewApi.reviews, { params: { courseId }, query: { ref, refId } });
    if (!res.ok) return setReviews(res.status === 403 ? t('aiReview.noAccess') : res.error);
    const dialects = key.split(',').map(Number);
    setReviews(res.data.filter((r) => dialects.includes(r.dialectId)));
  }, [api, courseId, ref, refId, key, t]);
  useEffect(() => {
    setReviews(undefined);
    void load();
  }, [load]);

  const markOk = async (id: number) => {
    const res = await api.call(aiReviewApi.setStatus, { params: { id }, body: { status: OK } });
    if (!res.ok) return setReviews(res.error);
    setReviews((list) => (typeof list === 'object' ? list.map((r) => (r.id === id ? { ...r, status: res.data.status } : r)) : list));
  };

  if (reviews === undefined)
    return (
      <Stack gap={4}>
        <Title order={6}>{t('aiReview.title')}</Title>
        <Loader size="xs" />
      </Stack>
    );
  if (typeof reviews === 'string')
    return (
      <Stack gap={4}>
        <Title order={6}>{t('aiReview.title')}</Title>
        <Text size="xs" c="red">
          {reviews}
        </Text>
      </Stack>
    );
  const reasoned = reviews.filter((r) => r.reasoning);
  const kind = (r: AiReview) => t(`aiReview.kind.${r.kind}`);
  return (
    <>
      <Stack gap={4} data-testid="cat-ai-review">
        <Title order={6}>{t('aiReview.title')}</Title>
        {reviews.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('aiReview.none')}
          </Text>
        ) : (
          reviews.map((r) => (
            <Stack key={r.id} gap={2}>
              <Group gap={6}>
                <Badge size="sm" color={r.status === FLAGGED ? 'red' : 'green'}>
                  {r.status === FLAGGED ? t('aiReview.flagged') : t('aiReview.ok')}
                </Badge>
                <Text size="xs" c="dimmed">
                  {kind(r)} · {r.dialectCode}
                </Text>
                {r.status === FLAGGED && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() => void markOk(r.id)}
                    aria-label={t('aiReview.markOkOf', { dialect: r.dialectCode, kind: kind(r) })}
                  >
                    {t('aiReview.markOk')}
                  </Button>
                )}
              </Group>
              {r.response
                .split('\n')
                .filter(Boolean)
                .map((line, i) => (
                  <Text key={i} size="xs">
                    {line}
                  </Text>
                ))}
            </Stack>
          ))
        )}
      </Stack>
      {reasoned.length > 0 && (
        <Stack gap={4} data-testid="cat-ai-reasoning">
          <Title order={6}>{t('aiReview.reasoning')}</Title>
          {reasoned.map((r) => (
            <Text key={r.id} size="xs" c="dimmed">
              {r.dialectCode} ({kind(r)}): {r.reasoning}
            </Text>
          ))}
        </Stack>
      )}
    </>
  );
}
