// Before the emulators start: are this run's ports free? firebase-tools runs the Firestore
// emulator's JVM in a session of its own, so when `npm start` (or `npm test`) is killed hard (a
// closed terminal, `kill -9`, a CI timeout) the JVM, and at times firebase-tools itself, stays
// and holds its ports: the next start failed with "Could not start Firestore Emulator, port
// taken". An emulator left by an earlier run of this checkout is stopped; a port held by anything
// else (another checkout's run, another program, a run of this checkout still going) is named,
// with its process and a CRM_PORT_OFFSET whose ports are free (docs/decisions/0183).
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { emulatorPorts } from './ports.mjs';

/** The ports of a block that the emulators listen on. */
export const blockPorts = (ports) => Object.entries(ports).filter(([name]) => name !== 'offset');

/** Whether something listens on 127.0.0.1:port (tried by listening there). */
export function portTaken(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(true));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(false)));
  });
}

/** The listening sockets of a /proc/net/tcp or tcp6 table: [{ port, inode }]. */
export function parseListeners(table) {
  return table
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f.length > 9 && f[3] === '0A') // 0A: LISTEN
    .map((f) => ({ port: parseInt(f[1].split(':').at(-1), 16), inode: Number(f[9]) }));
}

const readOr = (file, fallback) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
};

/** A process as /proc shows it (Linux), or null when it is gone or not ours to read. */
export function processInfo(pid) {
  const cmdline = readOr(`/proc/${pid}/cmdline`, null);
  if (cmdline === null) return null;
  const stat = readOr(`/proc/${pid}/stat`, '');
  // The fields after the command's name (in parentheses, which may hold spaces): state, ppid.
  const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? 0);
  let cwd = null;
  try {
    cwd = readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    // Another user's process.
  }
  return { pid, ppid, args: cmdline.split('\0').filter(Boolean), cwd };
}

/** The process listening on a port, or null (no /proc, or not found). */
export function holderOf(port) {
  const inodes = new Set(
    ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
      parseListeners(readOr(file, ''))
        .filter((l) => l.port === port)
        .map((l) => l.inode),
    ),
  );
  if (inodes.size === 0) return null;
  for (const entry of readdirSafe('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    for (const fd of readdirSafe(`/proc/${entry}/fd`)) {
      let target;
      try {
        target = readlinkSync(join('/proc', entry, 'fd', fd));
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(Number(inode))) return processInfo(Number(entry));
    }
  }
  return null;
}

function readdirSafe(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * Whether a process is one of this checkout's emulators: the Firestore emulator's JVM (it loads
 * this checkout's firestore.rules) or this checkout's firebase-tools running emulators.
 */
export function isEmulatorOf(info, root) {
  const { args } = info;
  const rules = args.indexOf('--rules');
  if (rules >= 0 && args[rules + 1] === join(root, 'firestore.rules')) return true;
  const tools = args.some((a) => a === join(root, 'node_modules', '.bin', 'firebase') || a.startsWith(join(root, 'node_modules', 'firebase-tools') + '/'));
  return tools && args.some((a) => a.startsWith('emulators:'));
}

/** The scripts of this checkout that start emulators and stop them when they end. */
const RUNNERS = ['scripts/start.mjs', 'scripts/test.mjs', 'scripts/emulators.mjs', 'bench/run.mjs'];

/** Whether a process is a run of one of those scripts in this checkout (still going). */
export function isRunnerOf(info, root) {
  return info.args.slice(1).some((a) => RUNNERS.some((r) => a === join(root, r) || (a === r && info.cwd === root)));
}

/** The run a process belongs to: the nearest runner among its ancestors, or null (left over). */
export function runnerOf(pid, root, info = processInfo) {
  for (let p = info(pid)?.ppid, hops = 0; p && p > 1 && hops < 20; hops += 1) {
    const parent = info(p);
    if (!parent) return null;
    if (isRunnerOf(parent, root)) return parent;
    p = parent.ppid;
  }
  return null;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops a process: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopProcess(pid, graceMs = 5000) {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let waited = 0; waited < graceMs && alive(pid); waited += 100) await sleep(100);
  if (alive(pid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
    for (let waited = 0; waited < 2000 && alive(pid); waited += 100) await sleep(100);
  }
}

/** The smallest CRM_PORT_OFFSET other than `except` whose ports are all free. */
export async function freeOffset(except, taken = portTaken) {
  for (let offset = 1; offset < 100; offset += 1) {
    if (offset === except) continue;
    const checks = await Promise.all(blockPorts(emulatorPorts(offset)).map(([, port]) => taken(port)));
    if (!checks.includes(true)) return offset;
  }
  return null;
}

const describe = (info) => `pid ${info.pid}: ${info.args.join(' ').slice(0, 200)}`;

/**
 * Frees this run's ports of emulators left by an earlier run of this checkout. Returns null
 * when every port is free, else the message to print for the ports something else holds.
 */
export async function clearPorts({ root, ports = emulatorPorts(), log = console.log } = {}) {
  const held = [];
  for (const [name, port] of blockPorts(ports)) if (await portTaken(port)) held.push({ name, port, holder: holderOf(port) });
  if (held.length === 0) return null;

  const stopped = new Set();
  for (const { holder } of held) {
    if (!holder || stopped.has(holder.pid) || !isEmulatorOf(holder, root) || runnerOf(holder.pid, root)) continue;
    log(`Stopping an emulator left by an earlier run of this checkout (${describe(holder)})...`);
    await stopProcess(holder.pid);
    stopped.add(holder.pid);
  }
  const still = [];
  for (const h of held) {
    // A port may take a moment to be released after its process ended.
    let taken = await portTaken(h.port);
    for (let waited = 0; taken && stopped.size > 0 && waited < 5000; waited += 250) {
      await sleep(250);
      taken = await portTaken(h.port);
    }
    if (taken) still.push({ ...h, holder: holderOf(h.port) ?? h.holder });
  }
  if (still.length === 0) return null;

  const offset = await freeOffset(ports.offset);
  const lines = still.map(({ name, port, holder }) => {
    if (!holder) return `  port ${port} (${name}): held by a process this user cannot see`;
    const run = isEmulatorOf(holder, root) ? runnerOf(holder.pid, root) : null;
    const what = run ? `an emulator of a run of this checkout still going (${describe(run)})` : describe(holder);
    return `  port ${port} (${name}): ${what}`;
  });
  return [
    `The emulators' ports${ports.offset ? ` (CRM_PORT_OFFSET=${ports.offset})` : ''} are taken:`,
    ...lines,
    offset === null
      ? 'Stop that process, or choose a CRM_PORT_OFFSET whose ports are free.'
      : `Stop that process, or run on other ports: CRM_PORT_OFFSET=${offset} (its ports are free).`,
  ].join('\n');
}
