import { MODULE } from '../../sdk/shared';

/** The ai-review plugin's public face: its module keys and the route contracts other plugins call. */
export const AI_REVIEW = MODULE.aiReview;
