import { MODULE, resourceContract } from '../../sdk/shared';

/** The exercises plugin's public face: its module keys and the route contracts other plugins call. */
export const EXERCISES = MODULE.exercise;

export const exerciseResource = resourceContract({ list: 'groups/:courseId/exercises', create: 'groups/:courseId/exercises', item: 'exercises' });
