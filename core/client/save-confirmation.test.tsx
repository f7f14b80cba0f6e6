// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RxEventBus } from './events/event-bus';
import { confirmSaves } from './save-confirmation';
import { theme } from './theme';

describe('save confirmation', () => {
  it("shows 'Saved' once an editor says it saved a record", async () => {
    render(
      <MantineProvider env="test">
        <Notifications />
      </MantineProvider>,
    );
    const events = new RxEventBus();
    const sub = confirmSaves(events);
    expect(screen.queryByText('Saved')).toBeNull();
    events.emit('record.saved', { module: 10, courseId: 1, id: 5 });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    sub.unsubscribe();
  });

  it('ends the font stack with the bundled CJK fonts', () => {
    expect(theme.fontFamily).toMatch(/, 'Noto Sans SC', 'Noto Sans TC'$/);
    expect(theme.headings?.fontFamily).toBe(theme.fontFamily);
  });
});
