import { MODULE, resourceContract } from '../../sdk/shared';

/** The trainers plugin's public face: its module keys and the route contracts other plugins call. */
export const TRAINERS = MODULE.trainer;
export const TRAINER_SEGMENTS = 3901;

export const trainerResource = resourceContract({ list: 'courses/:courseId/trainers', create: 'courses/:courseId/trainers', item: 'trainers' });
