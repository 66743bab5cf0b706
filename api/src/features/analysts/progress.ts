/** A one-line progress bar on stderr, drawn only when stderr is a terminal (so logs and pipes stay clean). */
export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr) {
  if (!stream.isTTY) return { update: () => undefined, done: () => undefined };
  const started = Date.now();
  let last = 0;
  const draw = (position: number, head: number, count: number) => {
    const ratio = head > 0 ? Math.min(1, position / head) : 1;
    const width = 30;
    const filled = Math.round(ratio * width);
    const seconds = Math.max(0.001, (Date.now() - started) / 1000);
    stream.write(
      `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(ratio * 100).toFixed(0).padStart(3)}%` +
        ` ${count.toLocaleString('en-US')} events, ${Math.round(count / seconds).toLocaleString('en-US')}/s `,
    );
  };
  return {
    update(position: number, head: number, count: number) {
      if (Date.now() - last < 100) return;
      last = Date.now();
      draw(position, head, count);
    },
    done(position: number, head: number, count: number) {
      draw(position, head, count);
      stream.write('\n');
    },
  };
}
