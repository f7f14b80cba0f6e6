export interface Activity { activityId: number; ref: number; refId: number; title: string; position: number; repeated: boolean }
export interface Cycle { id: number; position: number; activities: Activity[] }
export interface Lesson { id: number; position: number; title: string; dialectId: number | null; dialectCode: string; cycles: Cycle[] }
export interface BankItem { id: number; title: string; position: string | null }

/** A cycle shows as a letter (1 = A). */
export const cycleLetter = (position: number) => String.fromCharCode(64 + position);
