/** The default confidence floor of the 'ai' pre-translation: a proposal below it is not written. */
export const DEFAULT_CONFIDENCE_FLOOR = 0.75;

/** The confidence (0 to 1) a proposal needs to land in a target: PRETRANSLATE_MIN_CONFIDENCE, else 0.75. */
export function confidenceFloor(env: NodeJS.ProcessEnv = process.env): number {
  const v = Number(env.PRETRANSLATE_MIN_CONFIDENCE);
  return env.PRETRANSLATE_MIN_CONFIDENCE && Number.isFinite(v) && v >= 0 && v <= 1 ? v : DEFAULT_CONFIDENCE_FLOOR;
}
