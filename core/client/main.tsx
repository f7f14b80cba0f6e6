import 'reflect-metadata';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-tc/400.css';
import { createRoot } from 'react-dom/client';
import { Root } from './Root';

createRoot(document.getElementById('root')!).render(<Root />);
