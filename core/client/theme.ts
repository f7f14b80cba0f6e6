import { createTheme, DEFAULT_THEME } from '@mantine/core';

/**
 * Mantine's font stack, then Noto Sans SC and TC (bundled, weight 400 only, imported by the entry):
 * Chinese text shows where the system has no CJK font. Their faces are split by unicode-range, so a
 * browser fetches only the files of the characters on screen.
 */
const fontFamily = `${DEFAULT_THEME.fontFamily}, 'Noto Sans SC', 'Noto Sans TC'`;

export const theme = createTheme({ fontFamily, headings: { fontFamily } });
