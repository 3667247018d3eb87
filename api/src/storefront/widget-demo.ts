const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * /widget-demo: an ordinary page (its own fonts, colours and headings, on purpose) that
 * embeds a shop both ways docs/widget.md describes, so anyone can see the widget at work.
 */
export function widgetDemoPage(platformUrl: string, store: string): string {
  const src = `${platformUrl}/widget.js`;
  const scriptTag = `<script src="${src}" data-store="${store}" async></script>`;
  const elementTag = `<vitrine-store store="${store}" view="categories"></vitrine-store>`;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Widget da Vitrine: demonstração</title>
<meta name="description" content="Como mostrar uma loja da Vitrine em qualquer página com uma linha de código.">
<style>
  body { margin: 0; font-family: Georgia, 'Times New Roman', serif; background: #fff8e7; color: #3b2f1e; line-height: 1.6; }
  header, main { max-width: 1040px; margin: 0 auto; padding: 0 20px; }
  header { padding-top: 32px; }
  h1 { font-size: 2.2rem; margin: 0 0 4px; color: #7a3e00; }
  h2 { font-size: 1.4rem; margin: 40px 0 8px; color: #7a3e00; border-bottom: 2px solid #e9c98f; }
  a { color: #7a3e00; }
  pre { background: #2b2116; color: #fbe7c6; padding: 14px 16px; border-radius: 8px; overflow-x: auto; font-size: .9rem; }
  /* rules a real site might have; they must not reach inside the widget */
  button, img { border: 3px dotted red; }
  ul { list-style: square; }
</style>
</head>
<body>
<header>
  <h1>Blog do Zé Pipeiro</h1>
  <p>Uma página qualquer, com o seu próprio estilo, mostrando a loja <strong>${esc(store)}</strong> da Vitrine.</p>
</header>
<main>
  <h2>1. Uma linha: a tag &lt;script&gt;</h2>
  <p>A loja aparece exatamente onde a tag está.</p>
  <pre><code>${esc(scriptTag)}</code></pre>
  ${scriptTag}

  <h2>2. O elemento &lt;vitrine-store&gt;, em qualquer lugar</h2>
  <p>Escolha a página inicial com <code>view</code> (home, products, categories, contact, product) e, se quiser, <code>category</code> ou <code>product</code>.</p>
  <pre><code>${esc(elementTag)}</code></pre>
  ${elementTag}

  <p style="margin:40px 0">Guia completo: <a href="${platformUrl}/admin/login">painel da Vitrine</a> · docs/widget.md</p>
</main>
</body>
</html>`;
}
