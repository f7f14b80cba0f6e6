// @vitest-environment happy-dom
import 'reflect-metadata';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHttp, renderWithServices } from '../../../tests/support/client';
import type { PromptLog } from '../../shared';
import { PromptLogDialog } from './PromptLogDialog';

const log = (id: number, agentType: string): PromptLog => ({
  id,
  agent_type: agentType,
  model: 'local',
  status: 'success',
  created_at: '2026-11-28 10:00:00',
  execution_time_ms: 12,
  temperature: null,
  max_tokens: null,
  tokens_used: 10,
  input_tokens: 6,
  output_tokens: 4,
  price: 0,
  prompt_text: 'Prompt',
  response_text: '{}',
  error_message: null,
  context_data: null,
  log_entity_type: 'qa',
  log_entity_id: 1,
});

describe('the prompt log dialog', () => {
  it('names each agent step by its label, not by its internal key', async () => {
    const http = fakeHttp({ get: () => [log(1, 'item_source_guesser'), log(2, 'item_source_mean_validator')] });
    renderWithServices(<PromptLogDialog entityType="qa" entityId={1} opened onClose={() => undefined} />, { http });
    expect(await screen.findByRole('tab', { name: 'Item source guesser' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Item source mean validator' })).toBeInTheDocument();
    expect(screen.queryByText(/_/)).toBeNull();
  });
});
