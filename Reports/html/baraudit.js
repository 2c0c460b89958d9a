// BarAudit report: an optional filter by severity, rule and locale. The page works without it (its
// <details> groups and contents are the filter that needs no script); where a Content-Security-Policy
// blocks scripts, nothing happens. The script only shows and hides defects already on the page.
"use strict";
document.addEventListener("DOMContentLoaded", function () {
  var slot = document.getElementById("filter");
  var defects = Array.prototype.slice.call(document.querySelectorAll("li.defect"));
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
  defects.forEach(function (li) { rules[li.getAttribute("data-rule")] = true; });
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
    defects.forEach(function (li) {
      var locales = (li.getAttribute("data-locales") || "").split(" ");
      var match = shown[li.getAttribute("data-severity")] &&
        (!rule.value || li.getAttribute("data-rule") === rule.value) &&
        (!wanted || locales.indexOf(wanted) >= 0);
      li.hidden = !match;
      if (match) visible += 1;
    });
    status.textContent = visible + " of " + defects.length + " defects shown";
  }
  form.addEventListener("change", apply);
  form.addEventListener("input", apply);
  form.addEventListener("submit", function (event) { event.preventDefault(); });
  apply();
});
