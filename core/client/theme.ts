import { Select, createTheme } from '@mantine/core';

/**
 * The workspace's Mantine theme. Every select filters its options as one types, and Enter takes the
 * first match ('fem' then Enter: Feminine), as a keyboard user expects of a list.
 */
export const theme = createTheme({
  components: {
    Select: Select.extend({ defaultProps: { searchable: true, selectFirstOptionOnChange: true } }),
  },
});
