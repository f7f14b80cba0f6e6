import { GridEditorScreen, type ModuleScreenProps } from '../../../sdk/client';
import { COURSES } from '../plugin';
import { CourseForm } from './CourseForm';
import type { CourseRecord } from './types';
import { validateCourse } from './validate';

const PATHS = { list: 'courses', create: 'courses', item: 'courses' };

export default function CoursesScreen({ courseId, params }: ModuleScreenProps) {
  return (
    <GridEditorScreen<CourseRecord> module={COURSES} courseId={courseId} gridName="courses" paths={PATHS} deletable={false}
      Form={CourseForm} validate={validateCourse} initialSearch={params?.search} editorWidth={560} />
  );
}
