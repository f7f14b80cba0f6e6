import type { Params } from '../../../sdk/client';

/**
 * A test server's answer to GET health/checks?courses=1,2 from its answers to each course's
 * GET courses/{id}/health/checks (a course whose answer is undefined failed: it is left out).
 */
export function checksByCourse(answerOf: (path: string) => unknown, params: Params | undefined) {
  return String(params?.courses ?? '')
    .split(',')
    .flatMap((id) => {
      const a = answerOf(`courses/${id}/health/checks`) as { checks?: unknown } | undefined;
      return a?.checks ? [{ courseId: Number(id), checks: a.checks }] : [];
    });
}
