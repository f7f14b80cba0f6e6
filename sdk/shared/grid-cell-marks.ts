import type { ReactNode } from 'react';
import type { Api } from '../client/http';
import type { Navigation } from '../client/navigation';
import { contributionPoint } from './contributions';
import type { GridColumnDef } from './plugin';

/** The record of a grid row: its module (the `ref` of (ref, refId) pairs), its course and its id. */
export interface GridRecord {
  module: number;
  courseId: number;
  id: number;
}

/**
 * A mark that a plugin draws in the grid columns of one type, about records it does not own (AI
 * Review's robot on records with findings, spec 1 §2): the owner contributes it in its manifest,
 * the grid finds it by the column's type. What the mark stands for is read when it is first pointed
 * at or clicked (not with the rows); its tooltip says it, a click opens the record where it is.
 * Light on imports: the manifest loads it, on the server too.
 */
export interface GridCellMark<T = unknown> {
  /** The grid column type it draws (GridColumnDef.type). */
  column: NonNullable<GridColumnDef['type']>;
  /** The mark for a cell's value; null when the value shows none. */
  render(value: unknown): ReactNode;
  /** The mark's name, for the keyboard and screen readers ('AI review: flagged'). */
  label(value: unknown): string;
  /** What the mark stands for, from the owner's contracts; undefined when there is nothing to tell. */
  details(api: Api, record: GridRecord, value: unknown): Promise<T | undefined>;
  /** The tooltip, with the details once they have come. */
  tooltip(value: unknown, details: T | undefined): ReactNode;
  /** A click: opens what the details are about (the record at the finding). */
  open(navigation: Navigation, record: GridRecord, details: T): void;
}

// Each mark has its own details: the point holds marks of any.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const gridCellMarks = contributionPoint<GridCellMark<any>>('grid-cell-marks');
