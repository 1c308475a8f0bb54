import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints, once the browser tests are done, the time each file took, slowest first, and their sum: where the
 * suite's minutes go (issue 27 item 7).
 */
export default class FileTimes implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    const rows = modules.map((m) => ({ file: m.moduleId.replace(/^.*\/test\/e2e\//, ''), ms: m.diagnostic().duration, state: m.state() }));
    rows.sort((a, b) => b.ms - a.ms);
    const sum = rows.reduce((t, r) => t + r.ms, 0);
    const lines = rows.map((r) => `${(r.ms / 1000).toFixed(1).padStart(7)} s  ${r.file}${r.state === 'passed' ? '' : `  (${r.state})`}`);
    console.log(
      `\nTime per browser test file:\n${lines.join('\n')}\n${(sum / 1000).toFixed(1).padStart(7)} s  in all (files run side by side, so the run takes less)\n`,
    );
  }
}
