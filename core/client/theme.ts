import { createTheme, DEFAULT_THEME, Select } from '@mantine/core';

/**
 * Mantine's font stack, then Noto Sans SC and TC (bundled, weight 400 only, imported by the entry):
 * Chinese text shows where the system has no CJK font. Their faces are split by unicode-range, so a
 * browser fetches only the files of the characters on screen.
 */
const fontFamily = `${DEFAULT_THEME.fontFamily}, 'Noto Sans SC', 'Noto Sans TC'`;

/**
 * The workspace's Mantine theme. Every select filters its options as one types, and Enter takes the
 * first match ('fem' then Enter: Feminine), as a keyboard user expects of a list.
 */
export const theme = createTheme({
  fontFamily,
  headings: { fontFamily },
  components: {
    Select: Select.extend({ defaultProps: { searchable: true, selectFirstOptionOnChange: true } }),
  },
});
