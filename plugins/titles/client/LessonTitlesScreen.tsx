import type { ModuleScreenProps } from '../../../sdk/client';
import { TitlesScreen } from './TitlesScreen';

export default function LessonTitlesScreen({ courseId }: ModuleScreenProps) {
  return <TitlesScreen courseId={courseId} path="lessons" />;
}
