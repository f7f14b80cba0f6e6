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
