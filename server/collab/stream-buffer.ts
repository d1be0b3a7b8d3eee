/**
 * Back-pressure for a live stream (issue 54): each event is written as it comes, without waiting
 * for the previous write (the bus never waits on a slow reader), so what a reader does not take
 * waits in the server's memory. This counts it: once more than `limitBytes` of events wait for a
 * stream's socket, the stream is dropped (`overflow`, once) and nothing more is queued for it. The
 * device reconnects and reads what it missed from the op log (GET /print/collab/ops?since=…), as
 * after any break.
 */
export function boundedWriter<T>(
  write: (event: T) => Promise<unknown>,
  limitBytes: number,
  overflow: () => void,
): (event: T, bytes: number) => void {
  let waiting = 0;
  let dropped = false;
  return (event, bytes) => {
    if (dropped) return;
    // One event bigger than the limit still goes to a reader that keeps up.
    if (waiting > 0 && waiting + bytes > limitBytes) {
      dropped = true;
      overflow();
      return;
    }
    waiting += bytes;
    void write(event).finally(() => {
      waiting -= bytes;
    });
  };
}
