import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../sdk/client';
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
const KIND = { sources: 'Sources', targets: 'Targets', all: 'Source & Target' } as const;

/**
 * The CAT's 'AI Review' and 'AI Reasoning' blocks (spec 4 §2.1): the AI Review checkers' verdicts on
 * the active row's record in its dialects, each finding explained, with 'Mark OK' on a flagged one.
 */
export function AiReviewBlock({ courseId, module: ref, refId, dialectIds }: AiReviewBlockProps) {
  const api = useApi();
  const [reviews, setReviews] = useState<AiReview[] | string>();
  const key = dialectIds.join(',');

  const load = useCallback(async () => {
    const res = await api.call(aiReviewApi.reviews, { params: { courseId }, query: { ref, refId } });
    if (!res.ok) return setReviews(res.status === 403 ? 'No access to the AI reviews of this course.' : res.error);
    const dialects = key.split(',').map(Number);
    setReviews(res.data.filter((r) => dialects.includes(r.dialectId)));
  }, [api, courseId, ref, refId, key]);
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
        <Title order={6}>AI Review</Title>
        <Loader size="xs" />
      </Stack>
    );
  if (typeof reviews === 'string')
    return (
      <Stack gap={4}>
        <Title order={6}>AI Review</Title>
        <Text size="xs" c="red">
          {reviews}
        </Text>
      </Stack>
    );
  const reasoned = reviews.filter((r) => r.reasoning);
  return (
    <>
      <Stack gap={4} data-testid="cat-ai-review">
        <Title order={6}>AI Review</Title>
        {reviews.length === 0 ? (
          <Text size="xs" c="dimmed">
            No AI review of this row.
          </Text>
        ) : (
          reviews.map((r) => (
            <Stack key={r.id} gap={2}>
              <Group gap={6}>
                <Badge size="sm" color={r.status === FLAGGED ? 'red' : 'green'}>
                  {r.status === FLAGGED ? 'Flagged' : 'OK'}
                </Badge>
                <Text size="xs" c="dimmed">
                  {KIND[r.kind]} · {r.dialectCode}
                </Text>
                {r.status === FLAGGED && (
                  <Button size="compact-xs" variant="light" onClick={() => void markOk(r.id)} aria-label={`Mark OK: ${r.dialectCode} ${KIND[r.kind]}`}>
                    Mark OK
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
          <Title order={6}>AI Reasoning</Title>
          {reasoned.map((r) => (
            <Text key={r.id} size="xs" c="dimmed">
              {r.dialectCode} ({KIND[r.kind]}): {r.reasoning}
            </Text>
          ))}
        </Stack>
      )}
    </>
  );
}
