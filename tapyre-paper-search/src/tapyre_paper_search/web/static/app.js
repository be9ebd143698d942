// Tapyre Paper Search: what the server-rendered pages gain with script.
// Every page works without it; text from papers is only ever set as text.
"use strict";

// "/" focuses the search (or question) box, unless typing somewhere already.
document.addEventListener("keydown", (event) => {
  if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target;
  if (target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
  const box = document.getElementById("q");
  if (box) {
    event.preventDefault();
    box.focus();
    box.select();
  }
});

// Search forms leave empty fields out of the URL (and the default mode), so that
// links stay short; the server reads either form the same.
for (const form of document.querySelectorAll("form.search")) {
  form.addEventListener("submit", () => {
    for (const field of form.elements) {
      const idle = field.name === "mode" ? field.value === field.options[0].value : field.value === "";
      if (field.name && idle) field.disabled = true;
    }
  });
}
// Coming back to a page kept in memory: fields usable again.
window.addEventListener("pageshow", () => {
  for (const field of document.querySelectorAll("form.search [disabled]")) field.disabled = false;
});

// The time from the search's start (Enter) to the results painted, for the page's figures.
if (document.getElementById("results")) {
  requestAnimationFrame(() => performance.mark("tapyre:results-painted"));
}

// Server-Sent Events from a POST (EventSource only GETs): yields {event, data}.
async function* sseEvents(response) {
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value.replace(/\r\n/g, "\n");
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let event = "message";
      const data = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("event:")) event = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
      }
      if (data.length) yield { event, data: JSON.parse(data.join("\n")) };
    }
  }
}

function passageLink(source, question) {
  const chunk = (source.chunks || []).find((c) => c !== null && c !== undefined);
  const query = question ? "?q=" + encodeURIComponent(question) : "";
  return "/paper/" + encodeURIComponent(source.paper_id).replace(/%2F/g, "/") + query + (chunk === undefined ? "" : "#chunk-" + chunk);
}

// Text with each [n] of a known source turned into a link to its passage.
function citedText(text, sources, question) {
  const out = document.createDocumentFragment();
  let at = 0;
  for (const match of text.matchAll(/\[(\d+)\]/g)) {
    const source = sources.get(Number(match[1]));
    if (!source) continue;
    out.append(text.slice(at, match.index));
    const link = document.createElement("a");
    link.className = "cite";
    link.href = passageLink(source, question);
    link.textContent = match[0];
    link.title = source.title || source.paper_id;
    out.append(link);
    at = match.index + match[0].length;
  }
  out.append(text.slice(at));
  return out;
}

function listSources(list, sources, question) {
  list.replaceChildren();
  for (const source of sources) {
    const item = document.createElement("li");
    item.value = source.number;
    item.dataset.cited = String(source.cited !== false);
    const link = document.createElement("a");
    link.href = passageLink(source, question);
    link.textContent = source.title || source.paper_id;
    item.append(link, " " + source.paper_id + (source.pages ? ", p. " + source.pages : ""));
    list.append(item);
  }
}

async function streamAnswer(section) {
  const question = section.dataset.question;
  const status = section.querySelector("[data-role=status]");
  const text = section.querySelector("[data-role=text]");
  const list = section.querySelector("[data-role=sources]");
  let sources = new Map();
  let written = "";
  // the model's text ends with its sources as text: the list below shows them as links
  const shown = () => written.split("\n\nSources:\n")[0];
  try {
    const response = await fetch("/ask", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify({ query: question }),
    });
    if (!response.ok) {
      const body = await response.json().catch(() => ({}));
      throw new Error(body.error || response.status + " " + response.statusText);
    }
    for await (const { event, data } of sseEvents(response)) {
      if (event === "metadata") {
        sources = new Map(data.sources.map((s) => [s.number, s]));
        listSources(list, data.sources, question);
        status.textContent = "Writing…";
      } else if (event === "chunk") {
        written += data.text;
        text.replaceChildren(citedText(shown(), sources, question));
      } else if (event === "done") {
        listSources(list, data.sources, question);
        sources = new Map(data.sources.map((s) => [s.number, s]));
        text.replaceChildren(citedText(shown(), sources, question));
        status.textContent = data.cited.length ? "Done: cites " + data.cited.map((n) => "[" + n + "]").join(" ") : "Done.";
      } else if (event === "error") {
        throw new Error(data.error);
      }
    }
  } catch (error) {
    status.textContent = "The answer failed: " + error.message;
    status.classList.add("error");
    status.setAttribute("role", "alert");
  } finally {
    section.setAttribute("aria-busy", "false");
  }
}

const answer = document.getElementById("answer");
if (answer) streamAnswer(answer);
