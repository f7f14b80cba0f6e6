import { GridEditorScreen, type ModuleScreenProps, useT } from '../../../sdk/client';
import { COURSES } from '../plugin';
import { coursesResource } from '../public';
import { CourseForm } from './CourseForm';
import type { CourseRecord } from './types';
import { validateCourse } from './validate';

export default function CoursesScreen({ courseId, params }: ModuleScreenProps) {
  const t = useT('admin');
  return (
    <GridEditorScreen<CourseRecord>
      module={COURSES}
      courseId={courseId}
      gridName="courses"
      resource={coursesResource}
      deletable={false}
      Form={CourseForm}
      validate={(r) => validateCourse(r, t)}
      initialSearch={params?.search}
      editorWidth={560}
    />
  );
}
