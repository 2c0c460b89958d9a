// BarAudit report: an optional filter by severity, rule and locale. The page works without it (its
// <details> groups and contents are the filter that needs no script); where a Content-Security-Policy
// blocks scripts, nothing happens. The script only shows and hides defects already on the page.
"use strict";
document.addEventListener("DOMContentLoaded", function () {
  var slot = document.getElementById("filter");
  // Each defect is a row with an anchor id in a rule's group (data-rule) in a severity's group
  // (data-severity); its third cell lists its locales.
  var defects = Array.prototype.slice.call(document.querySelectorAll("table.findings tr[id]")).map(function (row) {
    return {
      row: row,
      group: row.closest("div.rule-defects"),
      rule: row.closest("[data-rule]").getAttribute("data-rule"),
      severity: row.closest("[data-severity]").getAttribute("data-severity"),
      locales: row.cells[2].textContent.split(", ")
    };
  });
  var groups = Array.prototype.slice.call(document.querySelectorAll("div.rule-defects"));
  if (!slot || defects.length === 0) return;

  function element(name, attributes, text) {
    var node = document.createElement(name);
    Object.keys(attributes || {}).forEach(function (key) { node.setAttribute(key, attributes[key]); });
    if (text) node.textContent = text;
    return node;
  }

  var severities = element("fieldset");
  severities.appendChild(element("legend", {}, "Severity"));
  [["error", "Errors"], ["warning", "Warnings"], ["info", "Notes"]].forEach(function (pair) {
    var label = element("label");
    var box = element("input", { type: "checkbox", value: pair[0], checked: "" });
    label.appendChild(box);
    label.appendChild(document.createTextNode(" " + pair[1]));
    severities.appendChild(label);
  });

  var rules = {};
  defects.forEach(function (defect) { rules[defect.rule] = true; });
  var ruleLabel = element("label", { "for": "filter-rule" }, "Rule ");
  var rule = element("select", { id: "filter-rule" });
  rule.appendChild(element("option", { value: "" }, "all rules"));
  Object.keys(rules).sort().forEach(function (id) { rule.appendChild(element("option", { value: id }, id)); });

  var localeLabel = element("label", { "for": "filter-locale" }, "Locale ");
  var locale = element("input", { id: "filter-locale", type: "text", size: "8", placeholder: "e.g. de" });
  var status = element("p", { role: "status", "class": "meta" });

  var form = element("form", { "aria-label": "Filter defects" });
  form.appendChild(severities);
  form.appendChild(ruleLabel);
  form.appendChild(rule);
  form.appendChild(document.createTextNode(" "));
  form.appendChild(localeLabel);
  form.appendChild(locale);
  form.appendChild(status);
  slot.appendChild(form);
  slot.hidden = false;

  function apply() {
    var shown = {};
    Array.prototype.forEach.call(severities.querySelectorAll("input"), function (box) { shown[box.value] = box.checked; });
    var wanted = locale.value.trim();
    var visible = 0;
    var groupShown = new Map();
    defects.forEach(function (defect) {
      var match = shown[defect.severity] &&
        (!rule.value || defect.rule === rule.value) &&
        (!wanted || defect.locales.indexOf(wanted) >= 0);
      defect.row.hidden = !match;
      if (match) { visible += 1; groupShown.set(defect.group, true); }
    });
    groups.forEach(function (group) { group.hidden = !groupShown.has(group); });
    status.textContent = visible + " of " + defects.length + " defects shown";
  }
  form.addEventListener("change", apply);
  form.addEventListener("input", apply);
  form.addEventListener("submit", function (event) { event.preventDefault(); });
  apply();
});
