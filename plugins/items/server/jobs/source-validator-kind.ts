import { defineJobKind, type AgentDef } from '../../../../sdk/server';
import type { AiResult } from '../../../../sdk/shared';
import { ITEMS, validatorJobBody } from '../../public';
import { prepareItemJob, type ItemJobInput, type ItemJobParams } from './job-params';
import { selectItems } from './item-selection';
import { changeText, confirmSource, offeredAlways, proposed, refuseEmptyChange, writeSource } from './source-writes';

/**
 * A source validator job kind (the sentence and the mean validator, spec 3 §7): the items with a
 * non-empty source in the dialect, less those a reviewer validated in an earlier job of this
 * kind (unless include_previous_validated). keep marks the source done; change writes the new
 * source, the user's edit or the AI's.
 */
export function sourceValidatorKind<A extends { decision: AiResult['decision']; modified_translation?: string }>(opts: {
  path: string;
  agent: AgentDef<ItemJobInput, A>;
  priority: boolean;
  keepAlso?: AiResult['decision'];
}) {
  return defineJobKind<ItemJobParams, ItemJobInput, A>({
    kind: opts.path,
    path: opts.path,
    module: ITEMS,
    scope: 'course',
    priority: opts.priority,
    createBody: validatorJobBody,
    prepare: (body, ctx) => prepareItemJob(body, ctx, 'validator'),
    items: (db, job) =>
      selectItems(db, job, {
        source: 'non_empty',
        excludeValidatedBy: job.params.include_previous_validated ? undefined : opts.path,
      }),
    agent: opts.agent,
    aiResult: (a, run) => baseResult(a, run),
    actions: {
      keep: { apply: (item, { db }) => confirmSource(db, item) },
      change: {
        refuse: refuseEmptyChange,
        offered: offeredAlways,
        apply: (item, { db, text }) => writeSource(db, item, changeText(item, text)),
      },
    },
    bulk: {
      'bulk-keep': { action: 'keep', where: proposed('keep', ...(opts.keepAlso ? [opts.keepAlso] : [])) },
      'bulk-change': { action: 'change', where: proposed('change') },
    },
  });
}

/** The AI result as rows show it, from the agent's answer and its run. */
export function baseResult(
  answer: { decision: AiResult['decision']; modified_translation?: string },
  run: { confidence: number; reasoning: string },
): AiResult {
  const out: AiResult = { decision: answer.decision, confidence: Math.round(run.confidence * 100) / 100, reasoning: run.reasoning };
  const m = answer.modified_translation?.trim();
  if (m && (answer.decision === 'change' || answer.decision === 'accept')) out.modified_translation = m;
  return out;
}
