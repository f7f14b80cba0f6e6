import { Text } from '@mantine/core';
import { SearchDialog, useApi } from '../../../sdk/client';
import { conceptValidatorApi, SEARCH_DIALOG_SIZE, searchDialogTitle, type ConceptOption, type ConceptTypeOption } from '../public';

export interface ConceptSearchDialogProps {
  /** The type searched; null keeps the dialog closed. */
  type: ConceptTypeOption | null;
  /** The course searched, or null for every course. */
  courseId: number | null;
  /** Course names, to show where a concept comes from. */
  courseNames: Map<number, string>;
  onPick(concept: ConceptOption): void;
  onClose(): void;
}

/**
 * The search dialog of a concept type (spec 1 §2: 'Search Compounds', 'Search Cultural Vocabulary'…,
 * 600×555): the SDK's search popup over GET concept-linker-validator/concepts.
 */
export function ConceptSearchDialog({ type, courseId, courseNames, onPick, onClose }: ConceptSearchDialogProps) {
  const api = useApi();
  return (
    <SearchDialog<ConceptOption>
      opened={!!type}
      onClose={onClose}
      title={type ? searchDialogTitle(type.ref, type.name) : ''}
      size={SEARCH_DIALOG_SIZE.width}
      height={SEARCH_DIALOG_SIZE.height}
      placeholder="Title"
      label="Search"
      search={async (text, signal) =>
        type?.searchable
          ? api.call(conceptValidatorApi.concepts, { query: { ref: type.ref, courseId: courseId ?? undefined, text }, signal })
          : { ok: true as const, data: [] }
      }
      deps={[type, courseId]}
      render={(c) => (
        <>
          {c.title}
          {courseNames.get(c.courseId) && (
            <Text span size="xs" c="dimmed">
              {' '}
              · {courseNames.get(c.courseId)}
            </Text>
          )}
        </>
      )}
      onPick={onPick}
      failed="The search failed"
      empty={type?.searchable === false ? 'Search is not available for this concept type yet' : 'No results'}
      testId="concept-search-dialog"
      pickTestId="concept-option"
    />
  );
}
