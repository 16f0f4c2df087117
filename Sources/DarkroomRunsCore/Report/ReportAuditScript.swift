/// The report script's accessibility audit: a table of findings per check for the run, a
/// count per state's row, and for an open state its findings boxed on its images and listed in
/// a table (check, element, finding). Only function declarations, appended to
/// ``ReportScript/javascript`` and hoisted, so that script's drawing calls reach them.
enum ReportAuditScript {
  static let javascript = #"""

    function audited() { return Boolean(run.audit && run.audit.policy !== "off"); }
    function auditChecks() { return [...new Set(run.states.flatMap(s => (s.audit || []).map(f => f.check)))]; }

    // Findings per check and screen, and the exceptions the run declared.
    function drawAudit() {
      const section = document.getElementById("audit");
      section.textContent = "";
      if (!audited()) return;
      const count = run.audit.findings;
      section.append(el("h2", { text: "Accessibility audit: " + count + " finding" + (count === 1 ? "" : "s") + (run.audit.policy === "fail" ? " (fails the run)" : "") }));
      const checks = auditChecks();
      if (checks.length === 0) section.append(el("p", { text: "No contrast, hit region, description, trait, clipping or Dynamic Type faults." }));
      else {
        const screens = (run.axes.find(a => a.name === "screen") || { values: [] }).values;
        const table = el("table", { id: "audit-table" });
        const header = el("tr", {}, el("th", { text: "Screen" }));
        for (const check of checks) header.append(el("th", { text: check }));
        table.append(el("thead", {}, header));
        const body = el("tbody");
        for (const screen of screens) {
          const row = el("tr", { "data-screen": screen }, el("td", { text: screen }));
          for (const check of checks) {
            const n = run.states.filter(s => s.axes.screen === screen).reduce((total, s) => total + (s.audit || []).filter(f => f.check === check).length, 0);
            row.append(el("td", { class: "num" + (n > 0 ? " bad" : ""), "data-check": check, text: String(n) }));
          }
          body.append(row);
        }
        table.append(body);
        section.append(table);
      }
      if ((run.audit.ignored || []).length > 0) {
        const list = el("ul", { id: "audit-ignored" });
        for (const item of run.audit.ignored) {
          const subject = item.check ? "check " + item.check : "element \"" + item.element + "\"";
          list.append(el("li", {}, el("b", { text: "ignored " + subject }), ": " + item.reason));
        }
        section.append(list);
      }
    }

    function auditCell(state) {
      const n = (state.audit || []).length;
      return el("td", { class: "num audit" + (n > 0 ? " bad" : ""), text: String(n) });
    }

    function auditBoxes(frame, state) {
      for (const finding of state.audit || []) {
        const b = finding.box;
        frame.append(el("div", { class: "audit-box", "data-check": finding.check, title: finding.check + ": " + finding.message, style:
          "left:" + (100 * b.x / state.width) + "%;top:" + (100 * b.y / state.height) + "%;width:" +
          (100 * b.width / state.width) + "%;height:" + (100 * b.height / state.height) + "%" }));
      }
    }

    function drawStateAudit(detail, state) {
      if ((state.audit || []).length === 0) return;
      const table = el("table", { class: "audit-findings" });
      table.append(el("thead", {}, el("tr", {}, el("th", { text: "Check" }), el("th", { text: "Element" }), el("th", { text: "Finding" }))));
      const body = el("tbody");
      for (const finding of state.audit) {
        const element = finding.identifier ? finding.label + " (" + finding.identifier + ")" : finding.label;
        body.append(el("tr", { "data-check": finding.check }, el("td", {}, el("b", { text: finding.check })), el("td", { text: element }), el("td", { text: finding.message })));
      }
      table.append(body);
      detail.append(table);
    }
    """#
}
