import { readdirSync, readFileSync } from 'node:fs';

/** Finding and SIGKILLing the Chromium that runs on a profile directory (the tests that kill the browser). */

interface ChromiumProcess {
  readonly pid: number;
  /** Its process group, e.g. the browser's own pid (Playwright starts it detached). */
  readonly pgid: number;
  /** True for the browser process itself (no `--type=`: not a renderer, zygote, GPU or utility process). */
  readonly main: boolean;
}

/** Every live Chromium process started with `--user-data-dir=<profile>`. */
export function chromiumProcesses(profile: string): ChromiumProcess[] {
  const out: ChromiumProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Chromium rewrites its children's command lines with spaces instead of NULs: search the text.
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (!cmdline.includes(`--user-data-dir=${profile}`)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z') continue;
      out.push({ pid: Number(entry), pgid: Number(fields[2]), main: !cmdline.includes('--type=') });
    } catch {
      // The process ended while we looked.
    }
  }
  return out;
}

/**
 * SIGKILLs the browser process on `profile` and, in the same instant, its whole process group (renderers and the
 * storage service included), as an OS killing the app would; then waits until every process is gone, so the
 * profile can be opened again. Returns the browser's pid.
 */
export async function killChromium(profile: string): Promise<number> {
  const main = chromiumProcesses(profile).find((p) => p.main);
  if (!main) throw new Error(`no Chromium runs on ${profile}`);
  process.kill(main.pid, 'SIGKILL');
  try {
    process.kill(-main.pgid, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
  const deadline = Date.now() + 10_000;
  while (chromiumProcesses(profile).length > 0) {
    if (Date.now() > deadline) throw new Error(`Chromium on ${profile} survived SIGKILL`);
    for (const p of chromiumProcesses(profile)) {
      try {
        process.kill(p.pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return main.pid;
}
