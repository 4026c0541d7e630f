/**
 * Lets the browser handle input and paint before the next slice of work: `scheduler.yield()` where
 * the browser has it, otherwise a message-channel round trip (a zero-delay timer would be clamped to
 * 4 ms after a few nested calls).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
