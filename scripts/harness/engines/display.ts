// A private X display (Xvfb) for Firefox and MiniBrowser, which need one to draw WebGL: started on
// a display number Xvfb picks itself (-displayfd), given to the browser processes only (their
// DISPLAY), and stopped with them. So no test or bench needs an xvfb-run wrapper.
import { spawn } from 'node:child_process';
import { xvfbPath } from './binaries.ts';

export interface XDisplay {
  /** ':N', for a browser process's DISPLAY. */
  name: string;
  close(): Promise<void>;
}

export function startXvfb(): Promise<XDisplay> {
  const xvfb = spawn(
    xvfbPath(),
    ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  xvfb.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => xvfb.once('exit', () => resolve()));
  const close = async () => {
    if (xvfb.exitCode === null && xvfb.signalCode === null) xvfb.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let number = '';
    const fd3 = xvfb.stdio[3] as NodeJS.ReadableStream;
    fd3.on('data', (chunk: Buffer) => {
      number += chunk.toString();
      if (number.includes('\n')) resolve({ name: `:${number.trim()}`, close });
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) =>
      reject(new Error(`Xvfb exited (${code}) before giving a display: ${stderr.trim()}`)),
    );
  });
}
