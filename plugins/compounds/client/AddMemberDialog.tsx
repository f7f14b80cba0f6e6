import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { SearchDialog, useApi, useT } from '../../../sdk/client';
import type { ConceptOption } from '../../../sdk/shared';
import { compoundsApi } from '../public';
import { MEMBER_REFS } from '../shared/types';

export interface AddMemberDialogProps {
  opened: boolean;
  onClose(): void;
  courseId: number;
  /** Members already there (by ref): listed but not offered again. */
  exclude: { ref: number; refId: number }[];
  onPick(member: { ref: number; refId: number; title: string }): void;
}

/** Finds a vocabulary entry or a panel of the course to add as a member (GET courses/{id}/compound-member-options). */
export function AddMemberDialog({ opened, onClose, courseId, exclude, onPick }: AddMemberDialogProps) {
  const api = useApi();
  const t = useT('compounds');
  const [ref, setRef] = useState<number>(MEMBER_REFS[0].ref);
  return (
    <SearchDialog<ConceptOption>
      opened={opened}
      onClose={onClose}
      title={t('addMember.title')}
      size={600}
      height={555}
      placeholder={t('addMember.placeholder')}
      label={t('addMember.label')}
      deps={[ref]}
      above={
        <SegmentedControl
          size="xs"
          value={String(ref)}
          onChange={(v) => setRef(Number(v))}
          data={MEMBER_REFS.map((r, i) => ({ value: String(r.ref), label: t(i === 0 ? 'refs.vocabulary' : 'refs.panel') }))}
        />
      }
      search={(text, signal) => api.call(compoundsApi.memberOptions, { params: { courseId }, query: { ref, text }, signal })}
      exclude={exclude.filter((e) => e.ref === ref).map((e) => e.refId)}
      render={(row) => `${row.title} (#${row.id})`}
      onPick={(row) => onPick({ ref, refId: row.id, title: row.title })}
      failed={t('addMember.failed')}
      empty={t('addMember.empty')}
      testId="add-member"
      pickTestId="pick-member"
    />
  );
}
