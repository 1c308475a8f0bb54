// A network of this machine's loopback only, for the tests of phones linked by WebRTC (issue 28): a Linux network
// namespace whose only interface is `lo`, held open by a sleeping process: `unshare -n` as root, or without root
// `unshare -rn` (a user namespace of its own too) where the kernel allows unprivileged namespaces (issue 33).
// Chromium and `vite preview` run inside it (`nsenter`), so a phone's ICE candidates can only be 127.0.0.1 and no
// packet of a test can reach any other address, whatever interfaces the machine has. Used by
// test/e2e/kit/follow.ts and test/tools/budget.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** How a namespace is made here: `'root'` (`unshare -n`), `'user'` (`unshare -rn`, no root), or null (neither). */
let mode;

function netMode() {
  if (mode !== undefined) return mode;
  const works = (flags) => spawnSync('unshare', [...flags, '--', 'ip', 'link', 'set', 'lo', 'up'], { stdio: 'ignore' }).status === 0;
  mode = works(['-n']) ? 'root' : works(['-rn']) ? 'user' : null;
  return mode;
}

/** True where this process may make a network namespace (root, or an unprivileged user namespace; with `ip`). */
export function canMakeLoopbackNet() {
  return netMode() !== null;
}

/** Why no namespace can be made here, for a test to say aloud. */
export const NO_LOOPBACK_NET =
  'a loopback-only network namespace cannot be made here: it needs root (unshare -n) or a kernel that allows unprivileged user namespaces (unshare -rn), and unshare, nsenter and ip';

/** The command that runs a program inside the namespace held by `pid`. */
function enter(pid) {
  return netMode() === 'root' ? ['nsenter', `--net=/proc/${pid}/ns/net`, '--'] : ['nsenter', '--preserve-credentials', '-U', '-n', '-t', String(pid), '--'];
}

/**
 * Makes the namespace: its loopback up, held by `sleep`. Returns where it is (`/proc/<pid>/ns/net`), a Chromium
 * executable that runs inside it (a two-line script in `dir`), and `stop()`, which ends the holder (its only
 * process; anything started inside must be stopped first).
 */
export async function startLoopbackNet(dir) {
  const holder = spawn('unshare', [netMode() === 'root' ? '-n' : '-rn', '--', 'sh', '-c', 'ip link set lo up && exec sleep 86400'], { stdio: 'ignore' });
  const inside = enter(holder.pid);
  const run = (args, options) => spawnSync(inside[0], [...inside.slice(1), ...args], options);
  const exited = new Promise((resolve) => holder.once('exit', resolve));
  // The namespace exists once the holder is `sleep`: wait until its loopback is up.
  const ns = `/proc/${holder.pid}/ns/net`;
  for (let i = 0; ; i++) {
    const r = run(['ip', '-o', 'link', 'show', 'lo'], { encoding: 'utf8' });
    if (r.status === 0 && /\bUP\b|LOWER_UP/.test(r.stdout)) break;
    if (i > 100) {
      holder.kill();
      throw new Error('the loopback network namespace did not come up');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await mkdir(dir, { recursive: true });
  const chromium = join(dir, `chromium-in-netns-${holder.pid}.sh`);
  await writeFile(chromium, `#!/bin/sh\nexec ${inside.join(' ')} /usr/bin/chromium "$@"\n`);
  await chmod(chromium, 0o755);
  return {
    ns,
    inside,
    chromium,
    /** Interfaces inside, as `ip -o addr` prints them (for a test to check it holds loopback only). */
    addresses() {
      return run(['ip', '-o', 'addr'], { encoding: 'utf8' }).stdout;
    },
    /** Takes the namespace's loopback down (a Wi-Fi that dropped: nothing gets through) or up again. */
    setLoopback(up) {
      const r = run(['ip', 'link', 'set', 'lo', up ? 'up' : 'down']);
      if (r.status !== 0) throw new Error(`could not take the namespace's loopback ${up ? 'up' : 'down'}`);
    },
    async stop() {
      holder.kill('SIGTERM');
      await exited;
      await rm(chromium, { force: true });
    },
  };
}

/**
 * Serves the built `dist/` with `vite preview` inside the namespace on `port` (its own port space: the machine's
 * port of that number is another one) and waits until it listens. Returns `stop()`.
 */
export async function startPreviewInside(net, root, port) {
  const child = spawn(net.inside[0], [...net.inside.slice(1), join(root, 'node_modules/.bin/vite'), 'preview', '--port', String(port), '--strictPort'], {
    cwd: root,
    // Plain text: with colours (CI forces them) the port is wrapped in escape codes and the match below misses it.
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let alive = true;
  void exited.then(() => (alive = false));
  const stop = async () => {
    if (alive) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`vite preview did not start inside the namespace:\n${output}`));
    }, 20_000);
    const seen = (d) => {
      output += d.toString();
      // biome-ignore lint/suspicious/noControlCharactersInRegex: an escape code is what this strips.
      if (output.replace(/\x1b\[[0-9;]*m/g, '').includes(`:${port}/`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`vite preview exited:\n${output}`));
    });
  });
  return { url: `http://localhost:${port}`, stop };
}
