import { Text } from '@mantine/core';
import { SearchDialog, useApi, useT } from '../../../sdk/client';
import { CONCEPT_REFS, conceptValidatorApi, SEARCH_DIALOG_SIZE, type ConceptOption, type ConceptTypeOption } from '../public';

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
/** A concept type's kind in CONCEPT_REFS (compound, panel…), for its dialog's title. */
const kindOf = (ref: number) => Object.entries(CONCEPT_REFS).find(([, r]) => r === ref)?.[0];

export function ConceptSearchDialog({ type, courseId, courseNames, onPick, onClose }: ConceptSearchDialogProps) {
  const api = useApi();
  const t = useT('concept-linker-validator');
  return (
    <SearchDialog<ConceptOption>
      opened={!!type}
      onClose={onClose}
      title={type ? (kindOf(type.ref) ? t(`search.titles.${kindOf(type.ref)}`) : t('search.titleOf', { name: type.name })) : ''}
      size={SEARCH_DIALOG_SIZE.width}
      height={SEARCH_DIALOG_SIZE.height}
      placeholder={t('search.placeholder')}
      label={t('search.label')}
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
      failed={t('search.failed')}
      empty={type?.searchable === false ? t('search.unavailable') : t('search.empty')}
      testId="concept-search-dialog"
      pickTestId="concept-option"
    />
  );
}
