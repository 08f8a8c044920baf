/**
 * Hands official results to the result sink in order, one at a time. A failed write stays at the head and is
 * retried after a pause: settlement must not miss a result because the database blinked.
 */
import type { OfficialResult, ResultSink } from '../program/program-reader';

const RETRY_MS = 5000;

export class ResultQueue {
  private readonly queue: OfficialResult[] = [];
  private running: Promise<void> | null = null;
  private retryAt = 0;

  constructor(
    private readonly sink: ResultSink | undefined,
    private readonly onError: (err: unknown) => void,
  ) {}

  get size(): number {
    return this.queue.length;
  }

  /** Results not yet acknowledged by the sink, oldest first (a feed checkpoint keeps them). */
  pending(): OfficialResult[] {
    return [...this.queue];
  }

  enqueue(result: OfficialResult): void {
    if (this.sink) this.queue.push(result);
  }

  /** Starts writing what is queued, unless a write is under way or a retry is not yet due. */
  flush(now: number): void {
    if (this.running || this.queue.length === 0 || now < this.retryAt) return;
    this.running = this.drainQueue(now).finally(() => {
      this.running = null;
    });
  }

  /** Writes everything queued, waiting for it (stop() uses it so no finished match loses its result). */
  async drain(now: number): Promise<void> {
    await this.running;
    this.retryAt = 0;
    this.flush(now);
    await this.running;
  }

  private async drainQueue(now: number): Promise<void> {
    const sink = this.sink;
    while (sink && this.queue.length > 0) {
      try {
        await sink.publishResult(this.queue[0] as OfficialResult);
        this.queue.shift();
      } catch (err) {
        this.retryAt = now + RETRY_MS;
        this.onError(err);
        return;
      }
    }
  }
}
