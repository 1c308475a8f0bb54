// A network of this machine's loopback only, for the tests of phones linked by WebRTC (issue 28): a Linux network
// namespace (`unshare -n`, root) whose only interface is `lo`, held open by a sleeping process. Chromium and
// `vite preview` run inside it (`nsenter --net=…`), so a phone's ICE candidates can only be 127.0.0.1 and no packet
// of a test can reach any other address, whatever interfaces the machine has. Used by test/e2e/kit/follow.ts and
// test/tools/budget.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** True where this process may make a network namespace (root on Linux, with `unshare`, `nsenter` and `ip`). */
export function canMakeLoopbackNet() {
  const r = spawnSync('unshare', ['-n', '--', 'ip', 'link', 'set', 'lo', 'up'], { stdio: 'ignore' });
  return r.status === 0;
}

/**
 * Makes the namespace: its loopback up, held by `sleep`. Returns where it is (`/proc/<pid>/ns/net`), a Chromium
 * executable that runs inside it (a two-line script in `dir`), and `stop()`, which ends the holder (its only
 * process; anything started inside must be stopped first).
 */
export async function startLoopbackNet(dir) {
  const holder = spawn('unshare', ['-n', '--', 'sh', '-c', 'ip link set lo up && exec sleep 86400'], { stdio: 'ignore' });
  const exited = new Promise((resolve) => holder.once('exit', resolve));
  // The namespace exists once the holder is `sleep`: wait until its loopback is up.
  const ns = `/proc/${holder.pid}/ns/net`;
  for (let i = 0; ; i++) {
    const r = spawnSync('nsenter', [`--net=${ns}`, '--', 'ip', '-o', 'link', 'show', 'lo'], { encoding: 'utf8' });
    if (r.status === 0 && /\bUP\b|LOWER_UP/.test(r.stdout)) break;
    if (i > 100) {
      holder.kill();
      throw new Error('the loopback network namespace did not come up');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await mkdir(dir, { recursive: true });
  const chromium = join(dir, `chromium-in-netns-${holder.pid}.sh`);
  await writeFile(chromium, `#!/bin/sh\nexec nsenter --net=${ns} -- /usr/bin/chromium "$@"\n`);
  await chmod(chromium, 0o755);
  return {
    ns,
    chromium,
    /** Interfaces inside, as `ip -o addr` prints them (for a test to check it holds loopback only). */
    addresses() {
      return spawnSync('nsenter', [`--net=${ns}`, '--', 'ip', '-o', 'addr'], { encoding: 'utf8' }).stdout;
    },
    /** Takes the namespace's loopback down (a Wi-Fi that dropped: nothing gets through) or up again. */
    setLoopback(up) {
      const r = spawnSync('nsenter', [`--net=${ns}`, '--', 'ip', 'link', 'set', 'lo', up ? 'up' : 'down']);
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
  const child = spawn('nsenter', [`--net=${net.ns}`, '--', join(root, 'node_modules/.bin/vite'), 'preview', '--port', String(port), '--strictPort'], {
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
