import type { RecordLocation } from '../shared';

/** Where to go: a module (ref), in a course (0 for global), optionally searching and in a dialect. */
export interface NavigationRequest {
  ref: number;
  courseId: number;
  search?: string;
  dialect?: number;
  /** Open without activating: the tab gets the red 'not yet visited' dot. */
  background?: boolean;
  [key: string]: unknown;
}

export interface Navigation {
  navigate(request: NavigationRequest): void;
}

/**
 * Opens a record where the server says it opens (a `RecordLocation`: a part, such as a reading's
 * text, on its parent record with the part selected): its module in the course, with the location's
 * params, plus `extra` (the dialect the user was looking at).
 */
export function openLocation(
  navigation: Navigation,
  location: RecordLocation,
  courseId: number,
  extra: Omit<Partial<NavigationRequest>, 'ref' | 'courseId'> = {},
): void {
  navigation.navigate({ ...location.params, ...extra, ref: location.module, courseId });
}
