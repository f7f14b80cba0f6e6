import { Accordion, Alert, Checkbox, Group, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { NEW_RECORD_ID, type RecordFormProps, useT, type Translate } from '../../../sdk/client';
import { applyPreset, permissionGroups, ROLE_PRESETS } from './role-presets';
import type { PermissionCourse, UserRecord } from './types';

/** The courses in the order given, grouped by language (the global modules first, under their own heading). */
function byLanguage(courses: PermissionCourse[], global: string): [string, PermissionCourse[]][] {
  const groups = new Map<string, PermissionCourse[]>();
  for (const c of courses) {
    const key = c.id === 0 ? global : c.language;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups];
}

/** An area's or a role's key in the catalogue ('Course structure' → course-structure). */
const slug = (name: string) => name.toLowerCase().replace(/ /g, '-');
const areaLabel = (t: Translate, area: string) => t(`areas.${slug(area)}`);

const withGranted = (c: PermissionCourse): PermissionCourse => ({ ...c, granted: c.permissions.some((p) => p.granted) });

function CoursePermissions({ course, disabled, onChange }: { course: PermissionCourse; disabled: boolean; onChange(next: PermissionCourse): void }) {
  const t = useT('admin');
  const n = course.permissions.filter((p) => p.granted).length;
  const all = n > 0 && n === course.permissions.length;
  return (
    <Accordion.Item value={String(course.id)}>
      <Group gap={0} wrap="nowrap">
        {/* Beside the control, not inside it: a checkbox inside the control's button would be invalid HTML. */}
        <Checkbox
          ml="sm"
          size="xs"
          aria-label={t('user.granted', { course: course.name })}
          title={t('user.grantedAll')}
          disabled={disabled}
          checked={course.granted}
          indeterminate={course.granted && !all}
          onChange={() => onChange(withGranted({ ...course, permissions: course.permissions.map((p) => ({ ...p, granted: !all })) }))}
        />
        <Accordion.Control>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm">{course.name}</Text>
            <Text size="xs" c="dimmed">
              {n}/{course.permissions.length}
            </Text>
          </Group>
        </Accordion.Control>
      </Group>
      <Accordion.Panel>
        <Stack gap="xs">
          {permissionGroups(course.permissions).map(([area, permissions]) => (
            <Stack key={area} gap={4} role="group" aria-label={t('user.area', { course: course.name, area: areaLabel(t, area) })}>
              <Text size="xs" fw={600} c="dimmed">
                {areaLabel(t, area)}
              </Text>
              <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
                {permissions.map((p) => (
                  <Checkbox
                    key={p.moduleId}
                    size="xs"
                    label={p.name}
                    checked={p.granted}
                    disabled={disabled}
                    onChange={(e) => {
                      const granted = e.currentTarget.checked;
                      onChange(withGranted({ ...course, permissions: course.permissions.map((x) => (x.moduleId === p.moduleId ? { ...x, granted } : x)) }));
                    }}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

export function UserForm({ value, onChange, errors }: RecordFormProps<UserRecord>) {
  const t = useT('admin');
  const isNew = value.id === NEW_RECORD_ID;
  const setCourse = (next: PermissionCourse) => onChange({ ...value, courses: value.courses.map((c) => (c.id === next.id ? next : c)) });
  const permissionError = Object.entries(errors).find(([k]) => k.startsWith('courses'))?.[1];
  const [preset, setPreset] = useState<string | null>(null);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('user.name')}
        type="email"
        required
        autoComplete="off"
        value={value.name}
        error={errors.name}
        onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
      />
      <PasswordInput
        label={t('user.password')}
        required={isNew}
        autoComplete="new-password"
        placeholder={isNew ? undefined : t('user.unchanged')}
        value={value.password}
        error={errors.password}
        onChange={(e) => onChange({ ...value, password: e.currentTarget.value })}
      />
      <Group gap="lg">
        <Checkbox label={t('user.freelance')} checked={value.freelance} onChange={(e) => onChange({ ...value, freelance: e.currentTarget.checked })} />
        <Checkbox label={t('user.administrator')} checked={value.admin} disabled readOnly />
      </Group>
      <Group justify="space-between" align="flex-end" mt="xs">
        <Text fw={600} size="sm">
          {t('user.permissions')}
        </Text>
        <Select
          size="xs"
          w={200}
          label={t('user.rolePreset')}
          placeholder={t('user.tickByRole')}
          disabled={value.admin}
          data={ROLE_PRESETS.map((p) => ({ value: p.role, label: t(`roles.${slug(p.role)}`) }))}
          value={preset}
          onChange={(role) => {
            setPreset(role);
            if (role) onChange({ ...value, courses: applyPreset(value.courses, role) });
          }}
        />
      </Group>
      {value.admin && (
        <Alert p="xs" color="blue">
          <Text size="sm">{t('user.adminHoldsAll')}</Text>
        </Alert>
      )}
      {permissionError && (
        <Text size="sm" c="red">
          {permissionError}
        </Text>
      )}
      {byLanguage(value.courses, t('user.global')).map(([language, courses]) => (
        <Stack key={language} gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase">
            {language}
          </Text>
          <Accordion multiple variant="contained" chevronPosition="right">
            {courses.map((c) => (
              <CoursePermissions key={c.id} course={c} disabled={value.admin} onChange={setCourse} />
            ))}
          </Accordion>
        </Stack>
      ))}
    </Stack>
  );
}
