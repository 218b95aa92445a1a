/**
 * Resolves in a task of its own (a MessageChannel message: no timer clamping), so that what
 * follows runs after the browser has had its turn to paint and handle input.
 */
export const nextTask = (): Promise<void> =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
