/** The diagrams the How-to-play page draws with the table's battlefield (positions in `diagrams.ts`). */
export type DiagramId = 'contact' | 'range' | 'line-of-sight';

/** One section of the How-to-play page; `id` is its anchor (`#/how-to-play/<id>`). */
export interface RuleSection {
  id: string;
  title: string;
  paragraphs: string[];
  /** A small table (the die's faces, the modes). */
  table?: { head: string[]; rows: string[][] };
  diagram?: DiagramId;
}
