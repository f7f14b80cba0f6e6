/** A bank row's position, 'L.C.A': the lesson's position, the cycle as a letter (1 = A), the activity's number. */
export const bankPosition = (lesson: number, cycle: number, activity: number) => `${lesson}${String.fromCharCode(64 + cycle)}${activity}`;

/** A position's sort key (lesson, cycle, activity); the unused (null) last. */
function key(position: string | null): number[] {
  const m = position === null ? null : /^(\d+)(\D)(\d+)$/.exec(position);
  return m ? [Number(m[1]), m[2].charCodeAt(0) - 64, Number(m[3])] : [Infinity, 0, 0];
}

/** The bank's order (spec 3 §2 Course planner): by position — where the outline first uses the record — then by id. */
export function sortBank<T extends { id: number; position: string | null }>(items: T[]): T[] {
  const keys = new Map(items.map((i) => [i, key(i.position)]));
  return [...items].sort((a, b) => {
    const ka = keys.get(a)!,
      kb = keys.get(b)!;
    return ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2] || a.id - b.id;
  });
}
