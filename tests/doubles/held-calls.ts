/**
 * Calls held until released, in order, so a test sees the page while a call is on its way.
 * `take()` is awaited by a handler; `release(outcome)` lets the oldest held call answer with
 * `outcome`, after the call has arrived.
 */
export class HeldCalls<Outcome> {
  private waiting: Array<(outcome: Outcome) => void> = [];
  private arrived: Array<() => void> = [];

  take(): Promise<Outcome> {
    const answer = new Promise<Outcome>((resolve) => this.waiting.push(resolve));
    this.arrived.shift()?.();
    return answer;
  }

  /** Resolves once a call is held (the page has sent it). */
  async arrival(): Promise<void> {
    if (this.waiting.length) return;
    await new Promise<void>((resolve) => this.arrived.push(resolve));
  }

  async release(outcome: Outcome): Promise<void> {
    await this.arrival();
    this.waiting.shift()!(outcome);
  }

  get held(): number {
    return this.waiting.length;
  }

  reset(): void {
    this.waiting = [];
    this.arrived = [];
  }
}
