#!/usr/bin/env node
// Plain JavaScript on purpose: on an old Node this file must still run far enough to say
// what is wrong, where our TypeScript sources (run natively by Node 24) would not even load.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write(
    `vitrine precisa do Node.js 24 ou mais novo (este é ${process.version}).\n` +
      'Dica: no repositório, rode pelo npx (npx vitrine …), que usa o Node 24 instalado pelo projeto,\n' +
      'ou instale o Node 24: https://nodejs.org/\n',
  );
  process.exitCode = 1;
} else {
  // `vitrine clients list | head -3`: the reader went away, which is not an error of ours.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err) => {
      if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw err;
    });
  }
  // Node keeps the code it compiles (the TypeScript it strips too) for the next `vitrine`: a
  // command starts in about half the time, which a CI script calling it often feels
  // (docs/performance.md, "Restart"). NODE_DISABLE_COMPILE_CACHE=1 turns it off.
  const { enableCompileCache } = await import('node:module');
  enableCompileCache();
  const { run } = await import('../src/main.ts');
  process.exitCode = await run(process.argv.slice(2), {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
  });
}
