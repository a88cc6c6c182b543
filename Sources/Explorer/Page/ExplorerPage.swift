import Harness

/// The page the explorer serves, from the binary: no file to find, nothing fetched from
/// elsewhere, so it works offline. Every text from a fixture, a service or the learner reaches
/// the page through `textContent` (never as markup), and diagrams are shown as images; the
/// content security policy (``ExplorerResponse/contentSecurityPolicy``) forbids inline script.
enum ExplorerPage {
  /// The page, with one column per pattern already named, so the page says what it compares
  /// before its script has run; the script fills each column with its run.
  static let html = page(columns: Pattern.allCases.map(column).joined())

  /// A pattern's empty column: its name, and nothing run yet.
  private static func column(_ pattern: Pattern) -> String {
    #"<article class="pattern" data-pattern="\#(pattern.rawValue)"><h2>\#(pattern.displayName)</h2>"#
      + #"<p class="count">not run yet</p></article>"# + "\n"
  }

  private static func page(columns: String) -> String {
    #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>ArchDemo explorer</title>
    <link rel="stylesheet" href="/explorer.css">
    </head>
    <body>
    <header>
      <h1>ArchDemo explorer <small>one action, every pattern</small></h1>
      <form id="controls">
        <label>Feature <select id="feature"></select></label>
        <label>Scenario <select id="scenario"><option value="">your own actions</option></select></label>
        <label title="held: each request waits until the actions say answer (the oldest) or answer all">Answers <select id="answers"><option value="immediate">immediate</option><option value="held">held</option></select></label>
        <label title="imperative: UIKit-shaped views; declarative: SwiftUI-shaped views, drawn from the state they read">Views <select id="views"><option value="imperative">imperative</option><option value="declarative">declarative</option></select></label>
        <label class="grow">Actions <input id="script" autocomplete="off" spellcheck="false" placeholder="search ham; clear"></label>
        <button id="run" type="submit">Run</button>
      </form>
      <nav id="stepper">
        <button id="back" type="button" title="the action before">◀ back</button>
        <span id="step-label"></span>
        <button id="forward" type="button" title="the action after">forward ▶</button>
        <span id="parity"></span>
        <button id="show-compare" type="button">compare figures</button>
      </nav>
      <p id="status" role="status"></p>
    </header>
    <main id="patterns">
    \#(columns)</main>
    <section id="code" hidden>
      <h2 id="code-title"></h2>
      <pre id="code-lines"></pre>
    </section>
    <section id="compare" hidden>
      <h2 id="compare-title"></h2>
      <img id="compare-charts" alt="">
      <pre id="compare-text"></pre>
    </section>
    <script src="/explorer.js"></script>
    </body>
    </html>

    """#
  }

  static let style = #"""
    :root { --ink: #1d1d1f; --faint: #6e6e73; --line: #d2d2d7; --mark: #fff3b0; --accent: #0a58ca; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 18px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--ink); }
    header { padding: 12px 20px; border-bottom: 1px solid var(--line); position: sticky; top: 0; background: #fff; z-index: 1; }
    h1 { font-size: 24px; margin: 0 0 8px; }
    h1 small { font-weight: normal; color: var(--faint); font-size: 16px; }
    form, nav { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; margin: 6px 0; }
    label.grow { flex: 1; display: flex; gap: 8px; align-items: center; }
    label.grow input { flex: 1; }
    input, select, button { font: inherit; padding: 4px 8px; }
    #status { margin: 4px 0 0; color: var(--faint); min-height: 1.4em; }
    #status.error { color: #b00020; }
    #parity.same { color: #1a7f37; }
    #parity.differ { color: #b00020; font-weight: bold; }
    main { display: grid; grid-template-columns: repeat(auto-fit, minmax(420px, 1fr)); gap: 16px; padding: 16px 20px; }
    .pattern { border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; min-width: 0; }
    .pattern h2 { font-size: 22px; margin: 0 0 4px; }
    .count { color: var(--faint); font-size: 16px; margin: 0 0 8px; }
    pre { font: 15px/1.3 ui-monospace, Menlo, Consolas, monospace; overflow-x: auto; margin: 0; }
    .frame { background: #f5f5f7; padding: 8px; border-radius: 6px; }
    .refusal { color: #b00020; }
    .closing { color: var(--faint); }
    .messages { padding-left: 28px; margin: 8px 0; }
    .messages button { font: 15px/1.3 ui-monospace, Menlo, Consolas, monospace; border: 0; background: none;
      padding: 2px 4px; text-align: left; cursor: pointer; color: var(--ink); width: 100%; }
    .messages button:hover { background: #eef3fb; }
    .messages button.selected { background: var(--mark); }
    .where { color: var(--faint); font-size: 13px; display: block; overflow-wrap: anywhere; }
    .diagram { width: 100%; margin-top: 8px; border-top: 1px solid var(--line); padding-top: 8px; }
    section { margin: 0 20px 20px; border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; }
    section h2 { font-size: 20px; margin: 0 0 8px; }
    #code-lines .current { background: var(--mark); display: block; }
    #compare-charts { display: block; max-width: 100%; margin-bottom: 12px; }

    """#

  static let script = #"""
    "use strict";
    // The ArchDemo explorer's page: asks the kit's server for runs and shows them. Every text
    // from the server goes into the page as text (textContent), never as markup.
    const $ = (id) => document.getElementById(id);
    const state = { features: [], run: null, step: 0, query: null };

    function element(tag, className, text) {
      const node = document.createElement(tag);
      if (className) node.className = className;
      if (text !== undefined) node.textContent = text;
      return node;
    }

    function status(text, isError) {
      $("status").textContent = text;
      $("status").className = isError ? "error" : "";
    }

    async function fetchText(url) {
      const response = await fetch(url);
      const text = await response.text();
      if (!response.ok) throw new Error(text.trim());
      return text;
    }

    // The run lives in the address's query (?feature=drivers&script=search%20ham&step=1, and
    // answers=held when the script releases the answers, views=declarative for the SwiftUI-shaped
    // views), so a page can be shared or linked from
    // the docs; the server answers the page whatever it holds.
    function readAddress() {
      const fields = new URLSearchParams(location.search);
      return {
        feature: fields.get("feature") || "drivers",
        scenario: fields.get("scenario") || "",
        answers: fields.get("answers") === "held" ? "held" : "immediate",
        views: fields.get("views") === "declarative" ? "declarative" : "imperative",
        script: fields.has("script") ? fields.get("script") : "search ham",
        step: Number(fields.get("step") || "-1"),
      };
    }

    function writeAddress() {
      const fields = new URLSearchParams();
      fields.set("feature", $("feature").value);
      if ($("scenario").value) fields.set("scenario", $("scenario").value);
      if ($("answers").value === "held") fields.set("answers", "held");
      if ($("views").value === "declarative") fields.set("views", "declarative");
      fields.set("script", $("script").value);
      fields.set("step", String(state.step));
      history.replaceState(null, "", "?" + fields.toString());
    }

    function fillScenarios(featureName, selected) {
      const select = $("scenario");
      while (select.options.length > 1) select.remove(1);
      const feature = state.features.find((f) => f.name === featureName);
      for (const scenario of feature ? feature.scenarios : []) {
        const option = element("option", null, scenario.name);
        option.value = scenario.name;
        option.title = scenario.commandLine;
        select.appendChild(option);
      }
      select.value = selected || "";
    }

    async function run(step) {
      const query = new URLSearchParams({ feature: $("feature").value, script: $("script").value });
      if ($("scenario").value) query.set("scenario", $("scenario").value);
      query.set("answers", $("answers").value);
      query.set("views", $("views").value);
      status("Running in every pattern…");
      try {
        state.run = JSON.parse(await fetchText("/api/run?" + query.toString()));
      } catch (error) {
        status(error.message, true);
        return;
      }
      const last = state.run.patterns.length ? state.run.patterns[0].steps.length - 1 : 0;
      state.step = step >= 0 && step <= last ? step : last;
      state.query = query;
      status("");
      render();
    }

    function render() {
      const run = state.run;
      if (!run) return;
      const patterns = $("patterns");
      const steps = run.patterns.length ? run.patterns[0].steps : [];
      const current = steps[state.step];
      $("step-label").textContent = current ? "step " + state.step + " of " + (steps.length - 1) + ": " + current.action : "";
      $("back").disabled = state.step <= 0;
      $("forward").disabled = state.step >= steps.length - 1;
      $("parity").textContent = run.identicalFrames ? "the same frames in every pattern" : "the frames differ";
      $("parity").className = run.identicalFrames ? "same" : "differ";
      run.patterns.forEach((pattern) => {
        const column = element("article", "pattern");
        column.dataset.pattern = pattern.pattern;
        column.appendChild(element("h2", null, pattern.pattern.toUpperCase()));
        const step = pattern.steps[state.step];
        column.appendChild(element("p", "count", step.messages.length + " messages in this step, " + pattern.messageCount + " in the run"));
        let frame = null;
        for (let k = state.step; k >= 0 && frame === null; k--) {
          const frames = pattern.steps[k].frames;
          if (frames.length) frame = frames[frames.length - 1];
        }
        if (step.refusal) column.appendChild(element("p", "refusal", step.refusal));
        if (step.atClose) column.appendChild(element("p", "closing", step.atClose));
        column.appendChild(element("pre", "frame", frame || ""));
        const list = element("ol", "messages");
        for (const message of step.messages) {
          const item = element("li");
          const button = element("button");
          button.type = "button";
          button.appendChild(element("span", "text", message.text));
          if (message.file) {
            button.appendChild(element("span", "where", message.file + ":" + message.line));
            button.addEventListener("click", () => showSource(button, message));
          } else {
            button.disabled = true;
          }
          item.appendChild(button);
          list.appendChild(item);
        }
        column.appendChild(list);
        const picture = element("img", "diagram");
        picture.alt = "The messages so far in " + pattern.pattern.toUpperCase() + ", as a sequence diagram.";
        const diagram = new URLSearchParams(state.query);
        diagram.set("pattern", pattern.pattern);
        diagram.set("step", String(state.step));
        picture.src = "/api/diagram?" + diagram.toString();
        column.appendChild(picture);
        const named = patterns.querySelector("article[data-pattern='" + pattern.pattern + "']");
        if (named) named.replaceWith(column);
        else patterns.appendChild(column);
      });
      writeAddress();
    }

    async function showSource(button, message) {
      for (const other of document.querySelectorAll(".messages button.selected")) other.classList.remove("selected");
      button.classList.add("selected");
      try {
        const query = new URLSearchParams({ file: message.file, line: String(message.line) });
        const excerpt = JSON.parse(await fetchText("/api/source?" + query.toString()));
        const lines = $("code-lines");
        lines.replaceChildren();
        for (const line of excerpt.lines) {
          const row = element("span", line.number === excerpt.line ? "current" : null,
            String(line.number).padStart(4, " ") + "  " + line.text + "\n");
          lines.appendChild(row);
        }
        $("code-title").textContent = excerpt.file + ":" + excerpt.line + " sent “" + message.text + "”";
        $("code").hidden = false;
        $("code").scrollIntoView({ block: "nearest" });
      } catch (error) {
        status(error.message, true);
      }
    }

    async function showCompare() {
      const feature = $("feature").value;
      $("compare-title").textContent = "archdemo compare " + feature;
      $("compare-text").textContent = "Measuring…";
      $("compare-charts").src = "/api/charts?feature=" + encodeURIComponent(feature);
      $("compare-charts").alt = "compare " + feature + ": lines of code per role, messages per user action, tests and test doubles, per pattern";
      $("compare").hidden = false;
      try {
        $("compare-text").textContent = await fetchText("/api/compare?feature=" + encodeURIComponent(feature));
      } catch (error) {
        $("compare-text").textContent = error.message;
      }
      $("compare").scrollIntoView({ block: "nearest" });
    }

    async function start() {
      try {
        state.features = JSON.parse(await fetchText("/api/features"));
      } catch (error) {
        status(error.message, true);
        return;
      }
      const wanted = readAddress();
      for (const feature of state.features) {
        const option = element("option", null, feature.name);
        option.value = feature.name;
        option.title = feature.summary;
        $("feature").appendChild(option);
      }
      $("feature").value = wanted.feature;
      fillScenarios(wanted.feature, wanted.scenario);
      $("answers").value = wanted.answers;
      $("views").value = wanted.views;
      $("script").value = wanted.script;
      $("feature").addEventListener("change", () => {
        fillScenarios($("feature").value, "");
        $("script").value = "";
        run(-1);
      });
      $("scenario").addEventListener("change", () => {
        const feature = state.features.find((f) => f.name === $("feature").value);
        const scenario = feature && feature.scenarios.find((s) => s.name === $("scenario").value);
        if (scenario) {
          $("script").value = scenario.script;
          $("answers").value = scenario.answers;
        }
        run(-1);
      });
      $("answers").addEventListener("change", () => run(-1));
      $("views").addEventListener("change", () => run(-1));
      $("controls").addEventListener("submit", (event) => {
        event.preventDefault();
        run(-1);
      });
      $("back").addEventListener("click", () => { state.step -= 1; render(); });
      $("forward").addEventListener("click", () => { state.step += 1; render(); });
      $("show-compare").addEventListener("click", showCompare);
      run(wanted.step);
    }

    start();

    """#
}
