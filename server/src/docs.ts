// The API reference at /api/docs: plain HTML rendered once from the OpenAPI document, styled by its own <style>
// element. No scripts and no third-party hosts, so the app's CSP (no inline scripts) holds and it works offline.

type Json = Record<string, unknown>;

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Json }[];
  requestBody?: { content?: Record<string, { schema?: Json }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Json }> }>;
  security?: Json[];
  'x-roles'?: string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const anchor = (method: string, path: string) => `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/-+$/, '');

const schemaBlock = (schema: Json | undefined) =>
  schema ? `<pre class="schema">${escape(JSON.stringify(schema, null, 2))}</pre>` : '<p class="none">none</p>';

function who(op: Operation): string {
  const roles = op['x-roles'] ?? [];
  const open = (op.security ?? []).length === 0 || (op.security ?? []).some((s) => Object.keys(s).length === 0);
  const parts = [...(open ? ['anonymous'] : []), ...roles];
  return parts.map((r) => `<span class="role">${escape(r)}</span>`).join(' ');
}

function renderOperation(path: string, method: string, op: Operation): string {
  const params = op.parameters ?? [];
  const body = op.requestBody?.content?.['application/json']?.schema;
  const responses = Object.entries(op.responses ?? {});
  return `
<section class="op" id="${anchor(method, path)}">
  <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>/api${escape(path)}</code></h3>
  <p class="summary">${escape(op.summary ?? '')}</p>
  <dl class="facts">
    <dt>Who may call</dt><dd>${who(op)}</dd>
    ${op.operationId ? `<dt>Endpoint</dt><dd><code>${escape(op.operationId)}</code></dd>` : ''}
  </dl>
  ${
    params.length > 0
      ? `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr></thead><tbody>${params
          .map(
            (p) =>
              `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escape(
                JSON.stringify(p.schema ?? {}),
              )}</code></td></tr>`,
          )
          .join('')}</tbody></table>`
      : ''
  }
  <h4>Request body</h4>
  ${schemaBlock(body)}
  <h4>Replies</h4>
  ${responses
    .map(
      ([status, r]) =>
        `<details${status.startsWith('2') ? ' open' : ''}><summary><span class="status s${escape(status[0] ?? '')}">${escape(
          status,
        )}</span> ${escape(r.description ?? '')}</summary>${schemaBlock(r.content?.['application/json']?.schema)}</details>`,
    )
    .join('\n  ')}
</section>`;
}

const STYLE = `
  :root { color-scheme: light dark; --fg: #1b1f24; --bg: #fff; --muted: #57606a; --line: #d0d7de; --code: #f6f8fa; }
  @media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --bg: #0d1117; --muted: #8d96a0; --line: #30363d; --code: #161b22; } }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
  header, main, nav { max-width: 980px; margin: 0 auto; padding: 0 1.25rem; }
  header { padding-top: 2rem; }
  h1 { margin: 0 0 .25rem; font-size: 1.8rem; }
  h2 { margin-top: 2.5rem; border-bottom: 1px solid var(--line); padding-bottom: .3rem; text-transform: capitalize; }
  h3 { margin: 0 0 .25rem; font-size: 1.05rem; display: flex; gap: .6rem; align-items: center; flex-wrap: wrap; }
  h4 { margin: 1rem 0 .3rem; font-size: .85rem; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
  a { color: #0969da; }
  code, pre { font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; }
  pre.schema { background: var(--code); border: 1px solid var(--line); border-radius: 6px; padding: .75rem; overflow: auto; max-height: 28rem; margin: .3rem 0 .6rem; }
  .op { border: 1px solid var(--line); border-radius: 8px; padding: 1rem 1.1rem; margin: 1rem 0; }
  .summary { margin: .2rem 0 .6rem; }
  .method { display: inline-block; min-width: 4.2rem; text-align: center; border-radius: 4px; padding: .05rem .4rem; color: #fff; font: 700 12px/1.6 ui-monospace, monospace; }
  .get { background: #1f6feb; } .post { background: #1a7f37; } .put { background: #9a6700; } .patch { background: #8250df; } .delete { background: #cf222e; }
  .role { display: inline-block; border: 1px solid var(--line); border-radius: 999px; padding: 0 .55rem; font-size: 12px; }
  .facts { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; margin: 0; }
  .facts dt { color: var(--muted); }
  .facts dd { margin: 0; }
  table { border-collapse: collapse; width: 100%; font-size: 13px; }
  th, td { border: 1px solid var(--line); padding: .3rem .5rem; text-align: left; vertical-align: top; }
  details summary { cursor: pointer; margin: .25rem 0; }
  .status { font: 700 12px/1.6 ui-monospace, monospace; }
  .s2 { color: #1a7f37; } .s4, .s5, .sd { color: #cf222e; }
  .none { color: var(--muted); margin: .2rem 0; }
  nav ul { columns: 2 18rem; padding-left: 1.1rem; font-size: 14px; }
  footer { max-width: 980px; margin: 3rem auto; padding: 0 1.25rem; color: var(--muted); font-size: 13px; }
`;

/** The whole page, from the document `buildOpenApi()` returns. */
export function renderDocs(openapi: Json): string {
  const info = (openapi.info ?? {}) as { title?: string; version?: string };
  const paths = (openapi.paths ?? {}) as Record<string, Partial<Record<string, Operation>>>;
  const groups = new Map<string, string[]>();
  const toc: string[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      groups.set(tag, [...(groups.get(tag) ?? []), renderOperation(path, method, op)]);
      toc.push(
        `<li><a href="#${anchor(method, path)}"><code>${method.toUpperCase()} /api${escape(path)}</code></a> ${escape(op.summary ?? '')}</li>`,
      );
    }
  }
  const errorSchema = ((openapi.components as Json | undefined)?.schemas as Json | undefined)?.ErrorReply as Json | undefined;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(info.title ?? 'API')} reference</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <h1>${escape(info.title ?? 'API')} <small>${escape(info.version ?? '')}</small></h1>
  <p>Every call below lives under <code>/api</code>. Signed-in calls send <code>Authorization: Bearer &lt;accessToken&gt;</code>;
  the role that token belongs to must be one of those listed. Errors always read
  <code>{message, errors: {details: [{message, path}]}}</code>. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
</header>
<nav aria-label="Operations"><h2>Operations</h2><ul>${toc.join('\n')}</ul></nav>
<main>
${[...groups].map(([tag, ops]) => `<h2 id="tag-${anchor(tag, '')}">${escape(tag)}</h2>${ops.join('\n')}`).join('\n')}
<h2>Error reply</h2>
${schemaBlock(errorSchema)}
</main>
<footer>Generated from the contract's endpoint table.</footer>
</body>
</html>`;
}
