import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emulatorPorts } from './ports.mjs';
import { clearPorts, freeOffset, holderOf, isEmulatorOf, isRunnerOf, parseListeners, portTaken, runnerOf } from './port-holder.mjs';
import type { ProcessInfo } from './port-holder.mjs';

const root = join(import.meta.dirname, '..');
const linux = existsSync('/proc/net/tcp');
// A block no other run uses while the unit tests run (offsets up to a few dozen are in use), and
// below Linux's ephemeral range (32768 and up), where any program's port-0 listener or outgoing
// connection may land: 32700-32709. A block at 60010 failed a full run when a port of it was taken.
const PORTS = emulatorPorts(270);
const children: number[] = [];

/**
 * A process listening on `port` with these arguments, left as a JVM of a start killed hard is:
 * its parent (a shell) is gone, so nothing that runs this test (npm test) is among its ancestors.
 */
async function listener(port: number, args: string[]): Promise<number> {
  const quoted = [process.execPath, '-e', `require("net").createServer().listen(${port}, "127.0.0.1")`, '--', ...args].map((a) => `'${a}'`);
  const shell = spawn('sh', ['-c', `${quoted.join(' ')} >/dev/null 2>&1 & echo $!`], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  shell.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => shell.on('close', resolve));
  const pid = Number(out.trim());
  children.push(pid);
  for (let i = 0; i < 100 && !(await portTaken(port)); i += 1) await new Promise((r) => setTimeout(r, 50));
  return pid;
}
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterEach(() => {
  for (const pid of children.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
});

describe('the emulators ports before a start', () => {
  it('reads the listening sockets of a /proc/net/tcp table', () => {
    const table = [
      '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
      '   0: 0100007F:75AE 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 14774 1 0000 100 0 0 10 0',
      '   1: 0100007F:75AF 0100007F:9C40 01 00000000:00000000 00:00000000 00000000     0        0 14639 1 0000 100 0 0 10 0',
    ].join('\n');
    expect(parseListeners(table)).toEqual([{ port: 0x75ae, inode: 14774 }]);
  });

  it("recognises this checkout's Firestore emulator and firebase-tools, not another checkout's", () => {
    const jvm = ['java', '-jar', join(root, '.cache/firestore-launcher.jar'), '--port', '30152', '--rules', join(root, 'firestore.rules')];
    expect(isEmulatorOf({ args: jvm }, root)).toBe(true);
    expect(isEmulatorOf({ args: jvm.map((a) => a.replace(root, '/elsewhere/crm')) }, root)).toBe(false);
    expect(isEmulatorOf({ args: ['node', join(root, 'node_modules/.bin/firebase'), 'emulators:start', '--project', 'demo-crm'] }, root)).toBe(true);
    expect(isEmulatorOf({ args: ['node', join(root, 'node_modules/.bin/firebase'), 'deploy'] }, root)).toBe(false);
    expect(isEmulatorOf({ args: ['python3', '-m', 'http.server', '30150'] }, root)).toBe(false);
  });

  it('tells a run still going from an emulator left over, by the run script among its ancestors', () => {
    const procs: Record<number, ProcessInfo> = {
      10: { pid: 10, ppid: 1, args: ['node', 'scripts/start.mjs'], cwd: root },
      11: { pid: 11, ppid: 10, args: ['node', join(root, 'node_modules/.bin/firebase'), 'emulators:start'], cwd: root },
      12: { pid: 12, ppid: 11, args: ['java', '--rules', join(root, 'firestore.rules')], cwd: root },
      // Left by a start killed hard: reparented to init.
      22: { pid: 22, ppid: 1, args: ['java', '--rules', join(root, 'firestore.rules')], cwd: root },
      // Another checkout's start.
      30: { pid: 30, ppid: 1, args: ['node', 'scripts/start.mjs'], cwd: '/elsewhere/crm' },
      31: { pid: 31, ppid: 30, args: ['java', '--rules', '/elsewhere/crm/firestore.rules'], cwd: '/elsewhere/crm' },
    };
    const info = (pid: number) => procs[pid] ?? null;
    expect(runnerOf(12, root, info)?.pid).toBe(10);
    expect(runnerOf(22, root, info)).toBeNull();
    expect(isRunnerOf(procs[30] as ProcessInfo, root)).toBe(false);
    expect(runnerOf(31, root, info)).toBeNull();
  });

  it.runIf(linux)('finds the process that holds a port', async () => {
    const pid = await listener(PORTS.firestore, ['--rules', '/elsewhere/crm/firestore.rules']);
    expect(holderOf(PORTS.firestore)).toMatchObject({ pid, args: expect.arrayContaining(['/elsewhere/crm/firestore.rules']) });
  });

  it.runIf(linux)('stops an emulator an earlier run of this checkout left, and the ports are free again', async () => {
    const pid = await listener(PORTS.firestore, ['--rules', join(root, 'firestore.rules')]);
    const log: string[] = [];
    expect(await clearPorts({ root, ports: PORTS, log: (line) => log.push(line) })).toBeNull();
    expect(alive(pid)).toBe(false);
    expect(await portTaken(PORTS.firestore)).toBe(false);
    expect(log.join('\n')).toContain(`pid ${pid}`);
  });

  it.runIf(linux)('leaves a port held by something else alone and names it, with an offset whose ports are free', async () => {
    const pid = await listener(PORTS.auth, ['--rules', '/elsewhere/crm/firestore.rules']);
    const message = await clearPorts({ root, ports: PORTS, log: () => {} });
    expect(alive(pid)).toBe(true);
    expect(message).toContain(`port ${PORTS.auth} (auth): pid ${pid}`);
    expect(message).toMatch(/CRM_PORT_OFFSET=\d+ \(its ports are free\)/);
  });

  it('suggests the first offset whose whole block is free', async () => {
    const busy = new Set([emulatorPorts(1).hub, emulatorPorts(3).hosting]);
    expect(await freeOffset(2, async (port) => busy.has(port))).toBe(4);
  });
});
