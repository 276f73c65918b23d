/**
 * A cached page against nginx serving the same HTML bytes from a file: one nginx worker process
 * against one product process, the same autocannon settings, in the same run, alternating (nginx,
 * product, nginx, product) so a busy machine slows both alike. nginx is the machine's own
 * (`apt-get install -y nginx`); without it this part is skipped with a note.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPage, measure } from './load'
import type { Row } from './load'

const PAIRS = Number(process.env.BENCH_NGINX_PAIRS || 2)

const config = (dir: string, port: number) => `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  default_type "text/html;charset=utf-8";
  keepalive_requests 1000000;
  etag on;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/root;
    location / {
      add_header cache-control "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
    }
  }
}
`

type Args = { port: number; nginxPort: number; pagePath: string }

export const nginxComparison = async ({ nginxPort, pagePath, port }: Args) => {
  if (spawnSync('nginx', ['-v']).error) return null
  const page = await getPage(port, pagePath)
  const body = page.body
  if (page.status !== 200) throw new Error(`nginx comparison: ${pagePath} answered ${page.status}`)
  // A folder nginx's worker (an unprivileged user) can read: the benchmark's data folder is 0700.
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-bench-nginx-'))
  fs.chmodSync(home, 0o755)
  fs.mkdirSync(path.join(home, 'root', path.dirname(pagePath)), { recursive: true })
  fs.writeFileSync(path.join(home, 'root', pagePath), body)
  fs.writeFileSync(path.join(home, 'nginx.conf'), config(home, nginxPort))
  const nginx = spawn('nginx', ['-p', home, '-c', path.join(home, 'nginx.conf')], {
    stdio: 'inherit',
  })
  try {
    let served: Buffer | null = null
    for (let i = 0; i < 100 && !served; i++) {
      const res = await getPage(nginxPort, pagePath).catch(() => null)
      if (res?.status === 200) served = res.body
      else await new Promise((r) => setTimeout(r, 100))
    }
    if (!served) throw new Error(`nginx did not serve ${pagePath} on port ${nginxPort}`)
    if (!served.equals(body)) throw new Error('nginx does not serve the same bytes')
    const rows: Row[] = []
    const ratios: number[] = []
    for (let pair = 0; pair < PAIRS; pair++) {
      const plain = await measure({
        nextPath: () => pagePath,
        port: nginxPort,
        scenario: 'nginx, same page from a file',
      })
      const ours = await measure({
        nextPath: () => pagePath,
        port,
        scenario: 'cached page (vs nginx)',
      })
      rows.push(plain, ours)
      ratios.push(ours.rps / plain.rps)
    }
    return { bytes: body.length, ratios, rows }
  } finally {
    nginx.kill('SIGQUIT')
    await new Promise((r) => nginx.once('exit', r))
    fs.rmSync(home, { force: true, recursive: true })
  }
}
