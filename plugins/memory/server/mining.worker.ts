import type { MessagePort } from 'node:worker_threads';
import type { MiningConfig } from '../mining-config';
import { Miner, type Mined } from './mining';

export interface MiningInput {
  cfg: MiningConfig;
  /** How many patterns to answer (the most frequent). */
  limit: number;
  /** The run's side sends pages of texts (string[]), each acknowledged once counted, then null for the result. */
  pages: MessagePort;
}

/**
 * A mining run's counting, in a worker thread (mining-runs.ts): the counts stay here across the
 * pages the run reads, and only the patterns found go back. A port closed by the run's side (a
 * run stopped) ends it with nothing.
 */
export default function mine({ cfg, limit, pages }: MiningInput): Promise<Mined[]> {
  const miner = new Miner(cfg);
  return new Promise((resolve, reject) => {
    pages.on('close', () => resolve([]));
    pages.on('message', (texts: string[] | null) => {
      try {
        if (texts === null) {
          resolve(miner.result().slice(0, limit));
          pages.close();
          return;
        }
        for (const text of texts) miner.add(text);
        pages.postMessage(texts.length);
      } catch (e) {
        reject(e);
        pages.close();
      }
    });
  });
}
