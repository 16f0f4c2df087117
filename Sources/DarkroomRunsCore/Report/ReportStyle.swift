/// The report page's style sheet, after the pages' shared one (``PageStyle/base``).
enum ReportStyle {
  static let css = """
    :root { color-scheme: light dark; --line: #8884; --changed: #d33; --new: #27c; --ok: #2a7; --error: #b0b; --missing: #e80; }
    h1 { font-size: 20px; margin: 18px 0 4px; }
    #line.failed { color: var(--changed); } #line.passed { color: var(--ok); }
    nav { display: flex; flex-wrap: wrap; gap: 12px; margin: 12px 0; align-items: end; }
    nav label { display: flex; flex-direction: column; font-size: 12px; opacity: .8; }
    #breakdown { display: flex; flex-wrap: wrap; gap: 16px; font-size: 12px; margin-bottom: 8px; }
    #breakdown div b { display: block; }
    #breakdown span { margin-right: 8px; } #breakdown .bad { color: var(--changed); font-weight: 600; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--line); }
    th { font-size: 12px; opacity: .8; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
    tbody tr { cursor: pointer; } tbody tr:hover, tbody tr.open { background: #8882; }
    .status { font-weight: 600; text-transform: uppercase; font-size: 11px; }
    .status.changed { color: var(--changed); } .status.new { color: var(--new); } .status.unchanged { color: var(--ok); }
    .status.error { color: var(--error); } .status.missing-baseline { color: var(--missing); }
    td img.thumb { height: 48px; display: block; }
    tr.detail-row { cursor: default; } tr.detail-row:hover { background: none; }
    #detail { margin: 8px 0 16px; padding: 12px; border: 1px solid var(--line); border-radius: 8px; }
    #detail h2 { font-size: 16px; margin: 0 0 6px; }
    .modes button { margin-right: 4px; } .modes button.on { font-weight: 700; }
    .panes { display: flex; gap: 12px; align-items: flex-start; overflow: auto; margin-top: 10px; }
    figure { margin: 0; } figcaption { font-size: 12px; opacity: .8; margin-bottom: 4px; }
    .frame { position: relative; display: inline-block; line-height: 0; }
    .frame img { display: block; }
    .box { position: absolute; border: 2px solid var(--changed); box-sizing: border-box; pointer-events: none; }
    .stack { position: relative; display: inline-block; line-height: 0; }
    .stack img.top { position: absolute; left: 0; top: 0; }
    .message { white-space: pre-wrap; color: var(--error); }
    #lint h2 { font-size: 15px; margin: 8px 0 4px; } #lint table { width: auto; margin-bottom: 10px; }
    td.bad { color: var(--missing); font-weight: 600; cursor: pointer; }
    .lint-box { position: absolute; border: 2px dashed var(--missing); box-sizing: border-box; }
    .lint-issues { margin: 6px 0; padding-left: 18px; } .lint-issues b { color: var(--missing); }
    #audit h2 { font-size: 15px; margin: 8px 0 4px; } #audit table { width: auto; margin-bottom: 10px; }
    .audit-box { position: absolute; border: 2px dotted var(--error); box-sizing: border-box; }
    table.audit-findings { width: auto; margin: 6px 0; } .audit-findings b { color: var(--error); }
    """
}
