/// The report page's script: filters, the breakdown by axis, the table and the detail view
/// (the audit's part is ``ReportAuditScript``).
/// It reads the run from the page's `run-data` element and the starting filters from the
/// query; `document.body.dataset.ready` is `1` once it has drawn everything, and
/// `dataset.errors` counts script errors (both for tests in a headless browser).
enum ReportScript {
  static let javascript = #"""
    "use strict";
    window.addEventListener("error", () => { document.body.dataset.errors = String(Number(document.body.dataset.errors || 0) + 1); });
    const run = JSON.parse(document.getElementById("run-data").textContent);
    const query = new URLSearchParams(location.search);
    const axisNames = run.axes.map(a => a.name);
    const titles = { screen: "Screen", language: "Language", appearance: "Appearance", device: "Device", textSize: "Text size", layoutDirection: "Direction" };
    const statusLabels = { "error": "error", "missing-baseline": "missing baseline", "changed": "changed", "new": "new", "unchanged": "unchanged" };
    const linted = run.lint && run.lint.policy !== "off";
    const lintRules = [...new Set(run.states.flatMap(s => (s.lint || []).map(i => i.rule)))].sort();
    const filters = {};
    for (const name of axisNames.concat(["status", "lint"])) filters[name] = query.get(name) || "";
    let view = query.get("view") || "side";
    let zoom = Number(query.get("zoom") || 1);
    let open = query.get("state");

    function el(tag, attributes, ...children) {
      const node = document.createElement(tag);
      for (const [key, value] of Object.entries(attributes || {})) {
        if (key === "text") node.textContent = value; else node.setAttribute(key, value);
      }
      for (const child of children) node.append(child);
      return node;
    }
    function percent(share) {
      if (share > 0 && share < 0.0001) return "<0.01%";
      return (Math.round(share * 10000) / 100).toFixed(2) + "%";
    }
    function matches(state) {
      if (filters.status && state.status !== filters.status) return false;
      if (filters.lint && !(state.lint || []).some(i => filters.lint === "any" || i.rule === filters.lint)) return false;
      return axisNames.every(name => !filters[name] || state.axes[name] === filters[name]);
    }
    function failing(state) { return state.status !== "unchanged"; }

    function drawFilters() {
      const nav = document.getElementById("filters");
      nav.textContent = "";
      const choices = run.axes.map(a => [a.name, titles[a.name] || a.name, a.values])
        .concat([["status", "Status", Object.keys(statusLabels)]])
        .concat(linted ? [["lint", "Lint", ["any"].concat(lintRules)]] : []);
      for (const [name, title, values] of choices) {
        const select = el("select", { id: "filter-" + name, "data-axis": name });
        select.append(el("option", { value: "", text: "All" }));
        for (const value of values) {
          const option = el("option", { value: value, text: name === "status" ? statusLabels[value] : value });
          if (filters[name] === value) option.selected = true;
          select.append(option);
        }
        select.addEventListener("change", () => { filters[name] = select.value; drawRows(); drawDetail(); });
        nav.append(el("label", {}, title, select));
      }
    }

    function drawBreakdown() {
      const section = document.getElementById("breakdown");
      section.textContent = "";
      for (const axis of run.axes) {
        if (axis.values.length < 2) continue;
        const box = el("div", {}, el("b", { text: (titles[axis.name] || axis.name) + ": failing states" }));
        for (const value of axis.values) {
          const count = run.states.filter(s => s.axes[axis.name] === value && failing(s)).length;
          box.append(el("span", { class: count > 0 ? "bad" : "", "data-axis": axis.name, "data-value": value, text: value + " " + count }));
        }
        section.append(box);
      }
    }

    // Lint issues per language and rule: where the layout breaks ("de: 1 truncated").
    function drawLint() {
      const section = document.getElementById("lint");
      section.textContent = "";
      if (!linted) return;
      const languages = (run.axes.find(a => a.name === "language") || { values: [""] }).values;
      section.append(el("h2", { text: "Layout lint: " + run.lint.issues + " issue" + (run.lint.issues === 1 ? "" : "s") + (run.lint.policy === "fail" ? " (fails the run)" : "") }));
      if (lintRules.length === 0) { section.append(el("p", { text: "No text is cut off, clipped, overlapping, untranslated or hard-coded." })); return; }
      const table = el("table", { id: "lint-table" });
      const header = el("tr", {}, el("th", { text: "Language" }));
      for (const rule of lintRules) header.append(el("th", { text: rule }));
      table.append(el("thead", {}, header));
      const body = el("tbody");
      for (const language of languages) {
        const row = el("tr", { "data-language": language }, el("td", { text: language || "all" }));
        for (const rule of lintRules) {
          const count = run.states.filter(s => (s.axes.language || "") === language)
            .reduce((n, s) => n + (s.lint || []).filter(i => i.rule === rule).length, 0);
          const cell = el("td", { class: "num" + (count > 0 ? " bad" : ""), "data-rule": rule, text: String(count) });
          if (count > 0) cell.addEventListener("click", () => {
            filters.lint = rule;
            if (language) filters.language = language;
            drawFilters(); drawRows(); drawDetail();
          });
          row.append(cell);
        }
        body.append(row);
      }
      table.append(body);
      section.append(table);
    }

    function drawRows() {
      const head = document.querySelector("#states thead");
      const body = document.querySelector("#states tbody");
      head.textContent = "";
      body.textContent = "";
      const header = el("tr", {}, el("th", { text: "Status" }));
      for (const axis of run.axes) header.append(el("th", { text: titles[axis.name] || axis.name }));
      header.append(el("th", { text: "Changed" }), el("th", { text: "Pixels" }));
      if (linted) header.append(el("th", { text: "Lint" }));
      if (audited()) header.append(el("th", { text: "Audit" }));
      header.append(el("th", { text: "Image" }));
      head.append(header);
      let shown = 0;
      for (const state of run.states) {
        const row = el("tr", { "data-id": state.id, "data-status": state.status });
        if (!matches(state)) row.hidden = true; else shown += 1;
        if (state.id === open) row.className = "open";
        row.append(el("td", {}, el("span", { class: "status " + state.status, text: statusLabels[state.status] })));
        for (const axis of run.axes) row.append(el("td", { "data-axis": axis.name, text: state.axes[axis.name] || "" }));
        row.append(el("td", { class: "num", text: percent(state.changedShare) }), el("td", { class: "num", text: String(state.changedPixels) }));
        if (linted) {
          const issues = (state.lint || []).length;
          row.append(el("td", { class: "num lint" + (issues > 0 ? " bad" : ""), text: String(issues) }));
        }
        if (audited()) row.append(auditCell(state));
        const thumb = state.images.diff || state.images.current || state.images.baseline;
        row.append(el("td", {}, thumb ? el("img", { class: "thumb", loading: "lazy", src: thumb, alt: "" }) : ""));
        row.addEventListener("click", () => { open = open === state.id ? null : state.id; drawRows(); drawDetail(); });
        body.append(row);
        if (state.id === open && !row.hidden) {
          // The open state's images, right under its row.
          const cell = el("td", { colspan: String(run.axes.length + (linted ? 5 : 4) + (audited() ? 1 : 0)) }, el("section", { id: "detail" }));
          body.append(el("tr", { class: "detail-row" }, cell));
        }
      }
      document.getElementById("shown").textContent = shown + " of " + run.states.length + " states shown";
    }

    function framed(src, state, caption, boxed) {
      const width = Math.round(280 * zoom);
      const frame = el("div", { class: "frame" }, el("img", { src: src, width: String(width), alt: caption, "data-role": caption }));
      if (boxed && state.width > 0 && !state.baselineSize) {
        for (const r of state.regions) {
          frame.append(el("div", { class: "box", style:
            "left:" + (100 * r.x / state.width) + "%;top:" + (100 * r.y / state.height) + "%;width:" +
            (100 * r.width / state.width) + "%;height:" + (100 * r.height / state.height) + "%" }));
        }
      }
      if (boxed && state.width > 0) {
        for (const issue of state.lint || []) {
          const b = issue.box;
          frame.append(el("div", { class: "lint-box", title: issue.message, style:
            "left:" + (100 * b.x / state.width) + "%;top:" + (100 * b.y / state.height) + "%;width:" +
            (100 * b.width / state.width) + "%;height:" + (100 * b.height / state.height) + "%" }));
        }
        auditBoxes(frame, state);
      }
      return el("figure", {}, el("figcaption", { text: caption }), frame);
    }

    function drawDetail() {
      const detail = document.getElementById("detail");
      const state = run.states.find(s => s.id === open);
      if (!detail || !state) return;
      detail.textContent = "";
      detail.dataset.id = state.id;
      detail.append(el("h2", { text: state.id + " · " + statusLabels[state.status] }));
      detail.append(el("p", { text: percent(state.changedShare) + " of " + state.width + "×" + state.height + " pixels changed (" + state.changedPixels + "), " + state.regions.length + " region(s)" }));
      if (state.message) detail.append(el("p", { class: "message", text: state.message }));
      if ((state.lint || []).length > 0) {
        const list = el("ul", { class: "lint-issues" });
        for (const issue of state.lint) list.append(el("li", { "data-rule": issue.rule }, el("b", { text: issue.rule }), " " + issue.message));
        detail.append(list);
      }
      drawStateAudit(detail, state);
      const images = state.images;
      const modes = el("div", { class: "modes" });
      const canCompare = images.baseline && images.current;
      for (const [mode, label] of [["side", "Side by side"], ["slider", "Slider"], ["onion", "Onion skin"]]) {
        if (mode !== "side" && !canCompare) continue;
        const button = el("button", { type: "button", "data-view": mode, class: view === mode ? "on" : "", text: label });
        button.addEventListener("click", () => { view = mode; drawDetail(); });
        modes.append(button);
      }
      const zoomSelect = el("select", { id: "zoom" });
      for (const factor of [1, 2, 4]) {
        const option = el("option", { value: String(factor), text: "zoom " + factor + "×" });
        if (factor === zoom) option.selected = true;
        zoomSelect.append(option);
      }
      zoomSelect.addEventListener("change", () => { zoom = Number(zoomSelect.value); drawDetail(); });
      modes.append(zoomSelect);
      detail.append(modes);
      const panes = el("div", { class: "panes", "data-view": canCompare ? view : "side" });
      if (!canCompare || view === "side") {
        if (images.baseline) panes.append(framed(images.baseline, state, "baseline", true));
        if (images.current) panes.append(framed(images.current, state, "current", true));
        if (images.diff) panes.append(framed(images.diff, state, "diff", false));
      } else {
        const width = String(Math.round(280 * zoom));
        const stack = el("div", { class: "stack" }, el("img", { src: images.baseline, width: width, alt: "baseline", "data-role": "baseline" }));
        const top = el("img", { class: "top", src: images.current, width: width, alt: "current", "data-role": "current" });
        stack.append(top);
        const range = el("input", { type: "range", min: "0", max: "100", value: "50", id: "mix" });
        const apply = () => {
          if (view === "slider") top.style.clipPath = "inset(0 " + (100 - Number(range.value)) + "% 0 0)";
          else top.style.opacity = String(Number(range.value) / 100);
        };
        range.addEventListener("input", apply);
        apply();
        panes.append(el("figure", {}, el("figcaption", { text: view === "slider" ? "baseline ◀ ▶ current" : "baseline under current" }), stack, range));
      }
      detail.append(panes);
    }

    drawFilters();
    drawBreakdown();
    drawLint();
    drawAudit();
    drawRows();
    drawDetail();
    document.body.dataset.ready = "1";
    """#
}
