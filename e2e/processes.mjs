import net from 'node:net';

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Polls `check` until it answers truthy; fails naming `what` when the deadline passes. */
export async function waitFor(what, deadlineMs, check) {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Waited ${deadlineMs} ms for ${what}`);
}
