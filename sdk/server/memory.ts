/** A suggestion for translating a text: a done translation whose text is similar, with its text in the wanted dialect. */
export interface MemorySuggestion {
  /** The translation the suggestion comes from. */
  id: number;
  courseId: number;
  ref: number;
  refId: number;
  /** The similar text, in the dialect searched. */
  fromText: string;
  /** Its translation, in the wanted dialect. */
  text: string;
  dialectId: number;
  /** 0 to 99 by edit distance; 100 equal but for case, spacing and punctuation; 101 identical. */
  similarity: number;
}

/** A text found by the Memory search. */
export interface MemoryHit {
  id: number;
  courseId: number;
  ref: number;
  refId: number;
  text: string;
  dialectId: number;
  similarity: number;
}

/**
 * The translation memory: every done text of every translation, indexed per dialect in the server
 * process and kept in step with the database.
 */
export interface TranslationMemory {
  /** Texts in fromDialectId similar to text, with their translations into toDialectId; best first. */
  suggest(q: {
    text: string;
    fromDialectId: number;
    toDialectId: number;
    limit?: number;
    excludeId?: number;
    minSimilarity?: number;
  }): Promise<MemorySuggestion[]>;
  /** Texts in dialectId similar to text; best first. */
  search(q: { text: string; dialectId: number; limit?: number; minSimilarity?: number }): Promise<MemoryHit[]>;
}
