/** What SPEC's display rule reads of a record. */
export type Displayable = { status?: boolean | null; order?: number | null };

/** Order ascending, a missing order last (news, venture banners, gallery images). */
export const compareByOrder = (a: { order?: number | null }, b: { order?: number | null }): number => {
  const left = a.order ?? Number.POSITIVE_INFINITY;
  const right = b.order ?? Number.POSITIVE_INFINITY;
  return left === right ? 0 : left < right ? -1 : 1;
};

/**
 * SPEC §5's display rule: only records whose status is true, by order ascending with a missing
 * order last; records of equal order keep the sequence they came in. The backend applies it
 * already; the site applies it again so that a backend that does not cannot show a hidden record.
 * `record` says where the status and the order are (a venture banner's are its category's).
 */
export function inDisplayOrder<T extends Displayable>(items: readonly T[]): T[];
export function inDisplayOrder<T>(items: readonly T[], record: (item: T) => Displayable): T[];
export function inDisplayOrder<T>(items: readonly T[], record: (item: T) => Displayable = (item) => item as Displayable): T[] {
  return items.filter((item) => record(item).status).sort((a, b) => compareByOrder(record(a), record(b)));
}
