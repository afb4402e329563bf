import { spawn } from 'node:child_process';
import { coresOfThreads, pinProcess, splitCores } from './pin';

it('gives the server the last core and the clients the rest, and refuses a machine of one core', () => {
  expect(splitCores(2)).toEqual({ server: '1', clients: '0' });
  expect(splitCores(8)).toEqual({ server: '7', clients: '0-6' });
  expect(() => splitCores(1)).toThrow('--pin needs at least two cores');
});

const linux = process.platform === 'linux' ? it : it.skip;

linux('keeps every thread of a running node process on the cores it is given, the threads it starts later too', async () => {
  // A node process has V8's and libuv's threads from the start; the pool's first use after the pin starts four more.
  const child = spawn(process.execPath, ['-e', "process.stdin.once('data', () => require('node:fs').stat('.', () => console.log('pool')))"], { stdio: ['pipe', 'pipe', 'inherit'] });
  try {
    await new Promise((resolve) => child.once('spawn', resolve));
    pinProcess(child.pid!, '0');
    const before = coresOfThreads(child.pid!);
    child.stdin!.write('go\n');
    await new Promise((resolve) => child.stdout!.once('data', resolve));
    const after = coresOfThreads(child.pid!);
    expect(after.length).toBeGreaterThan(before.length);
    expect(new Set([...before, ...after])).toEqual(new Set(['0']));
  } finally {
    child.kill();
  }
});

linux('says which process and cores it could not pin', () => {
  expect(() => pinProcess(2 ** 22 + 1, '0')).toThrow(/could not keep process 4194305 on cores 0/);
});
