import type { ModuleScreenProps } from '../../../sdk/client';
import { TitlesScreen } from './TitlesScreen';

export default function PanelTitlesScreen({ courseId }: ModuleScreenProps) {
  return <TitlesScreen courseId={courseId} path="panels" />;
}
