import DarkroomPages

/// The gallery's page: its styles, markup and the script that lays the previews out from
/// the JSON list of previews it carries.
enum GalleryPage {
  static func html(previews json: String) -> String {
    let body = """
      <header><h1>Previews</h1><input id="search" type="search" placeholder="Search previews"><span id="count"></span></header>
      <main id="gallery"></main>
      \(HTMLPage.dataScript(id: "previews", json: json))
      """
    return HTMLPage.html(title: "Previews", style: style, body: body, script: script)
  }

  /// The page's own rules, after the pages' shared ones (``PageStyle/base``).
  static let style = """
    body { margin: 0; background: #f4f4f6; color: #222; }
    header { position: sticky; top: 0; background: #fff; padding: 12px 20px; border-bottom: 1px solid #ddd; display: flex; gap: 16px; align-items: center; z-index: 2; }
    header h1 { font-size: 18px; margin: 0; }
    #search { flex: 1; max-width: 420px; padding: 6px 10px; font-size: 14px; }
    #count { color: #666; }
    main { padding: 12px 20px; }
    section.module > h2 { font-size: 16px; border-bottom: 2px solid #333; }
    section.file > h3 { font-size: 14px; color: #555; font-family: ui-monospace, monospace; }
    .row { display: flex; flex-wrap: wrap; gap: 12px; margin: 0 0 16px; padding: 8px; background: #fff; border-radius: 8px; }
    .row > .title { flex-basis: 100%; font-weight: 600; }
    figure { margin: 0; position: relative; }
    figure img { display: block; max-width: 320px; max-height: 480px; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    figcaption { font-size: 12px; color: #666; }
    .pair { display: flex; gap: 6px; }
    .failure { color: #b00020; font-weight: 600; }
    .sidecar { display: none; position: absolute; left: 0; top: 100%; z-index: 3; background: #222; color: #eee; padding: 8px; font: 11px/1.3 ui-monospace, monospace; white-space: pre; max-width: 480px; overflow: auto; border-radius: 6px; }
    figure:hover .sidecar { display: block; }
    """

  static let script = #"""
    const previews = JSON.parse(document.getElementById('previews').textContent);
    const gallery = document.getElementById('gallery');
    function element(tag, attributes, children) {
      const node = document.createElement(tag);
      for (const [key, value] of Object.entries(attributes || {})) node.setAttribute(key, value);
      for (const child of children || []) node.append(child);
      return node;
    }
    function image(source, label) {
      return element('div', {}, [element('img', { src: source, alt: label, loading: 'lazy' }), element('figcaption', {}, [label])]);
    }
    function render() {
      const byModule = new Map();
      for (const preview of previews) {
        if (!byModule.has(preview.module)) byModule.set(preview.module, new Map());
        const files = byModule.get(preview.module);
        if (!files.has(preview.container)) files.set(preview.container, new Map());
        const rows = files.get(preview.container);
        if (!rows.has(preview.base)) rows.set(preview.base, []);
        rows.get(preview.base).push(preview);
      }
      for (const [module, files] of byModule) {
        const moduleSection = element('section', { class: 'module' }, [element('h2', {}, [module])]);
        for (const [file, rows] of files) {
          const fileSection = element('section', { class: 'file' }, [element('h3', {}, [file])]);
          for (const [base, variants] of rows) {
            const row = element('div', { class: 'row', 'data-search': variants.map(v => v.name).join(' ').toLowerCase() }, [element('div', { class: 'title' }, [base])]);
            for (const preview of variants) {
              const pair = element('div', { class: 'pair' });
              if (preview.image) pair.append(image(preview.image, preview.variant || 'light'));
              if (preview.dark) pair.append(image(preview.dark, 'dark'));
              const children = [pair];
              if (preview.failure) children.push(element('div', { class: 'failure' }, [preview.name + ': ' + preview.failure]));
              children.push(element('div', { class: 'sidecar' }, [preview.sidecar || 'no sidecar']));
              row.append(element('figure', { 'data-name': preview.name }, children));
            }
            fileSection.append(row);
          }
          moduleSection.append(fileSection);
        }
        gallery.append(moduleSection);
      }
      filter();
    }
    function filter() {
      const query = document.getElementById('search').value.trim().toLowerCase();
      let shown = 0;
      for (const row of document.querySelectorAll('.row')) {
        const match = !query || row.dataset.search.includes(query);
        row.style.display = match ? '' : 'none';
        if (match) shown += row.querySelectorAll('figure').length;
      }
      for (const section of document.querySelectorAll('section')) {
        section.style.display = section.querySelector('.row:not([style*="none"])') ? '' : 'none';
      }
      document.getElementById('count').textContent = shown + ' of ' + previews.length + ' previews';
    }
    const query = new URLSearchParams(location.search).get('q');
    if (query) document.getElementById('search').value = query;
    document.getElementById('search').addEventListener('input', filter);
    render();
    """#
}
